import { describe, expect, it } from 'vitest';
import { DEFAULT_MATERIAL_COLUMNS, materialRequest } from './materialRequest';

describe('materialRequest', () => {
  it('filters by the tree node and ORs the keyword over code, name and model', () => {
    const body = materialRequest({ node: 'c1', keyword: ' 煤 ', page: 2, pageSize: 20, columns: DEFAULT_MATERIAL_COLUMNS, tplId: 't1' });
    expect(body.limit).toEqual({ pn: 2, ps: 20 });
    expect(body.tplId).toBe('t1');
    expect(body.sort).toEqual([{ key: 'createDate', dir: 'desc' }]);
    expect(body.search?.[0]).toEqual({ key: 'invcId', op: 'eq', val: 'c1' });
    const quick = body.search?.[1] as { conj: string; list: { key: string; op: string; val: string }[] };
    expect(quick.conj).toBe('or');
    expect(quick.list.map((c) => `${c.key} ${c.op} ${c.val}`)).toEqual(['invCode like 煤', 'invName like 煤', 'model like 煤']);
  });

  it('no node and no keyword: everything', () => {
    expect(materialRequest({ node: null, keyword: '', page: 1, pageSize: 10, columns: DEFAULT_MATERIAL_COLUMNS }).search).toEqual([]);
  });
});
