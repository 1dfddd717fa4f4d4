import { describe, expect, it } from 'vitest';
import { selectionProblem, type SelectionAction } from './selectionRules';

describe('selectionProblem', () => {
  it.each<[SelectionAction, number, string | null]>([
    ['edit', 0, '请选择一条数据！'],
    ['edit', 1, null],
    ['edit', 2, '只能选择一条数据！'],
    ['view', 0, '请选择一条数据！'],
    ['view', 2, '只能选择一条数据！'],
    ['log', 0, '请选择一条数据！'],
    ['log', 3, '只能选择一条数据！'],
    ['copy', 0, '请至少选择一条数据！'],
    ['copy', 1, null],
    ['copy', 2, '最多选择一条数据！'],
    ['delete', 0, '请选择要删除的数据'],
    ['delete', 5, null],
    ['enable', 0, '请至少选择一条数据！'],
    ['disable', 0, '请至少选择一条数据！'],
    ['disable', 2, null],
  ])('%s with %i selected → %s', (action, count, message) => {
    expect(selectionProblem(action, count)).toBe(message);
  });
});
