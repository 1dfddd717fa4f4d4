import { describe, expect, it } from 'vitest';
import { companyDialogSearch, decideCompanySwitch } from './companySwitch';

describe('decideCompanySwitch (SPEC.md §4)', () => {
  it.each([
    ['o1', 'o1', { kind: 'same', message: '现在所使用的就是当前公司！' }],
    ['o1', 'o2', { kind: 'switch', orgId: 'o2' }],
    [undefined, 'o2', { kind: 'switch', orgId: 'o2' }],
    ['o1', '', { kind: 'none' }],
    ['o1', null, { kind: 'none' }],
  ] as const)('current %j, chosen %j', (current, chosen, decision) => {
    expect(decideCompanySwitch(current, chosen)).toEqual(decision);
  });
});

describe('companyDialogSearch (选择库区)', () => {
  it.each([
    [{}, []],
    [{ orgCode: '  ', orgName: '' }, []],
    [{ orgCode: ' C01 ' }, [{ key: 'orgCode', op: 'like', val: 'C01' }]],
    [{ orgCode: 'C01', orgName: '煤业' }, [{ key: 'orgCode', op: 'like', val: 'C01' }, { key: 'orgName', op: 'like', val: '煤业' }]],
  ])('%j', (filters, search) => {
    expect(companyDialogSearch(filters)).toEqual(search);
  });
});
