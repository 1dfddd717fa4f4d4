import { describe, expect, it } from 'vitest';
import { changedKeys, classOptions, rowOption } from './assignOptions';

describe('assignment options', () => {
  it('titles a row with its name and code and finds it by either', () => {
    expect(rowOption({ id: 'u1', realName: '王建国', username: 'wang' }, 'realName', 'username')).toEqual({
      key: 'u1',
      title: '王建国（wang）',
      search: '王建国 wang',
    });
    expect(rowOption({ id: 'o1', orgName: '一厂', orgCode: null }, 'orgName', 'orgCode').title).toBe('一厂');
  });

  it('flattens the class tree with paths, parents before children', () => {
    const tree = [
      { id: 'a', text: '原料', code: '01', children: [{ id: 'b', text: '煤炭', children: [{ id: 'c', text: '原煤', name: '原煤' }] }] },
      { id: 'd', text: '成品' },
    ];
    expect(classOptions(tree).map((o) => [o.key, o.title])).toEqual([
      ['a', '原料'],
      ['b', '原料 / 煤炭'],
      ['c', '原料 / 煤炭 / 原煤'],
      ['d', '成品'],
    ]);
    expect(classOptions(tree)[0].search).toContain('01');
  });

  it.each([
    [[], [], false],
    [['a', 'b'], ['b', 'a'], false],
    [['a'], ['a', 'b'], true],
    [['a', 'b'], ['a', 'c'], true],
  ])('%j → %j changed: %s', (stored, chosen, changed) => {
    expect(changedKeys(stored, chosen)).toBe(changed);
  });
});
