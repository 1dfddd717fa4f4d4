import { describe, expect, it } from 'vitest';
import { listRequest, tableSort } from './listRequest';

describe('listRequest', () => {
  it('puts the panel conditions, then the quick or-group, the sort and the page', () => {
    const quick = { key: '', op: 'like' as const, val: 'x', conj: 'or' as const, list: [{ key: 'plateNumber', op: 'like' as const, val: 'x' }] };
    expect(
      listRequest({ conditions: [{ key: 'enabled', op: 'eq', val: true }], quick, sort: { key: 'createDate', dir: 'desc' }, page: 2, pageSize: 20, tplId: 't' }),
    ).toEqual({
      search: [{ key: 'enabled', op: 'eq', val: true }, quick],
      limit: { pn: 2, ps: 20 },
      sort: [{ key: 'createDate', dir: 'desc' }],
      tplId: 't',
    });
  });
  it('sends no sort when none is chosen', () => {
    expect(listRequest({ conditions: [], quick: null, sort: null, page: 1, pageSize: 10 })).toEqual({ search: [], limit: { pn: 1, ps: 10 } });
  });
});

describe('tableSort', () => {
  it.each([
    [{ columnKey: 'plateNumber', order: 'ascend' as const }, { key: 'plateNumber', dir: 'asc' }],
    [{ field: 'createDate', order: 'descend' as const }, { key: 'createDate', dir: 'desc' }],
    [{ columnKey: 'plateNumber', order: null }, null],
    [{}, null],
  ])('%j → %j', (sorter, expected) => {
    expect(tableSort(sorter)).toEqual(expected);
  });
});
