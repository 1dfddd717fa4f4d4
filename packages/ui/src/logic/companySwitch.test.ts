import { describe, expect, it } from 'vitest';
import { decideCompanySwitch } from './companySwitch';

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
