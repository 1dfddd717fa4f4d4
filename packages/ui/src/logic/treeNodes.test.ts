import { describe, expect, it } from 'vitest';
import { branchKeys, filterTree, findNode, nodeRow, nodeTitle, treeCondition, treeKeyOf } from './treeNodes';

const tree = [
  { id: '1', text: '原料', children: [{ id: '11', text: '煤炭', children: [{ id: '111', text: '动力煤' }] }, { id: '12', text: '矿石' }] },
  { id: '2', name: '成品', jsonObject: { id: 'x2', classCode: 'P' } },
];

describe('tree nodes', () => {
  it('filters by name containing the keyword, keeping ancestors and a match’s subtree', () => {
    expect(filterTree(tree, '煤')).toEqual([{ ...tree[0], children: [tree[0].children?.[0]] }]);
    expect(filterTree(tree, '动力')[0].children?.[0].children?.map(nodeTitle)).toEqual(['动力煤']);
    expect(filterTree(tree, '  ')).toEqual(tree);
    expect(filterTree(tree, '无此项')).toEqual([]);
  });

  it('reads titles, branches, nodes', () => {
    expect(tree.map(nodeTitle)).toEqual(['原料', '成品']);
    expect(branchKeys(tree)).toEqual(['1', '11']);
    expect(findNode(tree, '111')?.text).toBe('动力煤');
    expect(findNode(tree, 'zz')).toBeNull();
  });

  it.each([
    [{ treeKey: 'invcId' }, 'invcId'],
    ['{"treeKey":"invcId"}', 'invcId'],
    [{}, null],
    [null, null],
    ['not json', null],
  ])('treeKey of %j', (mapData, key) => {
    expect(treeKeyOf(mapData)).toBe(key);
  });

  it('a chosen node filters by mapData.treeKey with op eq', () => {
    expect(treeCondition({ treeKey: 'invcId' }, '11')).toEqual({ key: 'invcId', op: 'eq', val: '11' });
    expect(treeCondition({ treeKey: 'invcId' }, null)).toBeNull();
    expect(treeCondition(undefined, '11')).toBeNull();
  });

  it('a picked node is a row of its jsonObject with its id and label', () => {
    expect(nodeRow(tree[1])).toEqual({ id: 'x2', classCode: 'P', name: '成品', label: '成品' });
  });
});
