import { describe, expect, it } from 'vitest';
import { allLeaves, leafTitles, leavesUnder, moveIn, moveOut, moveToList, pruneToLeaves, sourceLeaves, type TransferNode } from './treeTransfer';

const tree: TransferNode[] = [
  {
    key: 'd1',
    title: '计量部',
    children: [
      { key: 'u1', title: '张三' },
      { key: 'u2', title: '李四' },
    ],
  },
  { key: 'd2', title: '质检部', children: [{ key: 'd21', title: '化验室', children: [{ key: 'u3', title: '王五' }] }] },
  { key: 'u4', title: '赵六' },
  { key: 'd3', title: '空部门', children: [] },
];

describe('tree transfer', () => {
  it('a checked parent stands for its leaves', () => {
    expect(leavesUnder(tree, ['d2'])).toEqual(['u3']);
    expect(allLeaves(tree)).toEqual(['u1', 'u2', 'u3', 'u4']);
  });

  it('moves into a target in tree order, and back out', () => {
    const t = moveIn(tree, ['u4'], ['d1']);
    expect(t).toEqual(['u1', 'u2', 'u4']);
    expect(moveOut(tree, t, ['d1'])).toEqual(['u4']);
  });

  it('both sides keep the parents of what they hold', () => {
    const target = ['u2', 'u3'];
    expect(pruneToLeaves(tree, target)).toEqual([
      { key: 'd1', title: '计量部', children: [{ key: 'u2', title: '李四' }] },
      { key: 'd2', title: '质检部', children: [{ key: 'd21', title: '化验室', children: [{ key: 'u3', title: '王五' }] }] },
    ]);
    expect(pruneToLeaves(tree, sourceLeaves(tree, [target]))).toEqual([
      { key: 'd1', title: '计量部', children: [{ key: 'u1', title: '张三' }] },
      { key: 'u4', title: '赵六' },
    ]);
  });

  it('address-list mode: one person sits in one list', () => {
    let book = moveToList(tree, { to: [], cc: [], bcc: [] }, 'to', ['d1']);
    expect(book).toEqual({ to: ['u1', 'u2'], cc: [], bcc: [] });
    book = moveToList(tree, book, 'cc', ['u2', 'u3']);
    expect(book).toEqual({ to: ['u1'], cc: ['u2', 'u3'], bcc: [] });
    expect(sourceLeaves(tree, [book.to, book.cc, book.bcc])).toEqual(['u4']);
    expect(leafTitles(tree, book.cc)).toEqual(['李四', '王五']);
  });
});
