import type { MenuButton } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { LIST_ACTION_CODES, LIST_BUTTON_LIMIT, BUTTON_LIMIT, permittedButtons, runnableCodes, splitButtons, statusActionsOf, withAdvancedQuery, type GroupButton } from './buttonGroup';

const btn = (n: number): GroupButton => ({ key: `b${n}`, label: `B${n}`, code: `c${n}` });
const list = (n: number) => Array.from({ length: n }, (_, i) => btn(i + 1));
const labels = (bs: readonly GroupButton[]) => bs.map((b) => b.label);

describe('withAdvancedQuery', () => {
  it.each([
    [0, ['高级查询']],
    [3, ['B1', 'B2', 'B3', '高级查询']],
    [4, ['B1', 'B2', 'B3', 'B4', '高级查询']],
    [5, ['B1', 'B2', 'B3', 'B4', '高级查询', 'B5']],
    [8, ['B1', 'B2', 'B3', 'B4', '高级查询', 'B5', 'B6', 'B7', 'B8']],
  ])('%i buttons → %j', (n, expected) => {
    expect(labels(withAdvancedQuery(list(n)))).toEqual(expected);
  });
});

describe('splitButtons', () => {
  it.each([
    [5, LIST_BUTTON_LIMIT, 5, 0],
    [7, LIST_BUTTON_LIMIT, 7, 0],
    [8, LIST_BUTTON_LIMIT, 7, 1],
    [12, LIST_BUTTON_LIMIT, 7, 5],
    [5, BUTTON_LIMIT, 5, 0],
    [6, BUTTON_LIMIT, 5, 1],
  ])('%i buttons, limit %i → %i shown, %i under 更多', (n, limit, shown, more) => {
    const out = splitButtons(list(n), limit);
    expect(out.shown).toHaveLength(shown);
    expect(out.more).toHaveLength(more);
  });

  it('a crud page (8 buttons + 高级查询) shows seven and puts two under 更多', () => {
    const out = splitButtons(withAdvancedQuery(list(8)), LIST_BUTTON_LIMIT);
    expect(labels(out.shown)).toEqual(['B1', 'B2', 'B3', 'B4', '高级查询', 'B5', 'B6']);
    expect(labels(out.more)).toEqual(['B7', 'B8']);
  });
});

describe('permittedButtons', () => {
  const mb = (over: Partial<MenuButton>): MenuButton => ({
    id: 'x', menuId: 'm1', name: '新增', permission: '', code: 'add', seq: 1, isApp: false, ...over,
  });
  it.each([
    ['empty permission key is shown', mb({}), {}, true],
    ['held permission is shown', mb({ permission: 'basic:vehicle:add' }), { 'basic:vehicle:add': true as const }, true],
    ['missing permission is hidden', mb({ permission: 'basic:vehicle:add' }), {}, false],
    ['app button is dropped', mb({ isApp: true }), {}, false],
    ['another menu is ignored', mb({ menuId: 'm2' }), {}, false],
  ])('%s', (_name, button, permissions, shown) => {
    expect(permittedButtons([button], 'm1', permissions)).toHaveLength(shown ? 1 : 0);
  });

  it('keeps seq order', () => {
    const out = permittedButtons([mb({ id: 'b', name: '编辑', seq: 2 }), mb({ id: 'a', seq: 1 })], 'm1', {});
    expect(out.map((b) => b.label)).toEqual(['新增', '编辑']);
  });
});

describe('LIST_ACTION_CODES', () => {
  it('keeps the actions a generic list page runs and leaves out other pages\' buttons', () => {
    for (const code of ['add', 'edit', 'copy', 'delete', 'enable', 'disable', 'export', 'import', 'log'])
      expect(LIST_ACTION_CODES.has(code)).toBe(true);
    for (const code of ['audit', 'print', 'entrance']) expect(LIST_ACTION_CODES.has(code)).toBe(false);
  });
});

describe('status actions of a LIST template', () => {
  it('takes the known codes of mapData.statusActions only', () => {
    expect(statusActionsOf({ statusActions: ['loss', 'reuse', 'print', 7] })).toEqual(['loss', 'reuse']);
    expect(statusActionsOf(null)).toEqual([]);
    expect(statusActionsOf({ statusActions: 'audit' })).toEqual([]);
  });
  it('a page runs the generic codes plus its template’s status codes', () => {
    const codes = runnableCodes({ statusActions: ['audit', 'unaudit'] });
    expect(codes.has('add') && codes.has('audit') && codes.has('unaudit')).toBe(true);
    expect(codes.has('obsolete')).toBe(false);
    expect(runnableCodes(undefined).has('audit')).toBe(false);
  });

  it.each([
    [{ gate: true }, ['entrance', 'hisRelease'], ['closeNoticeSub']],
    [{ notice: true, statusActions: ['audit'] }, ['audit', 'closeNoticeSub', 'openNoticeSub', 'updateMaxLimit', 'updateDone'], ['entrance']],
    [{ notice: 'yes' }, [], ['closeNoticeSub', 'updateDone']],
    [null, [], ['entrance', 'updateMaxLimit']],
  ])('mapData %j switches its button groups on', (mapData, present, absent) => {
    const codes = runnableCodes(mapData);
    for (const c of present) expect(codes.has(c), c).toBe(true);
    for (const c of absent) expect(codes.has(c), c).toBe(false);
  });
});
