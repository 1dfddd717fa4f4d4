import { buildSearchFields, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import { searchDefaults } from './searchDefaults';

const ctx = { now: new Date(2024, 4, 1, 10, 0, 0), user: { loginId: 'u', loginName: 'n', companyId: 'c', companyName: 'cn', groupId: 'g', groupName: 'gn' } };
const list: FieldDefinition[] = [
  { fieldName: 'isDangerousChemicals', fieldExplain: '危化品车辆', fieldType: 'ENUM', iallowAdvanceQuery: true, defaultValue: '否' },
  { fieldName: 'enabled', fieldExplain: '启用状态', fieldType: 'BOOLEAN', iallowAdvanceQuery: true, defaultValue: 'true' },
  { fieldName: 'carOwner', fieldExplain: '车主', fieldType: 'TEXT', iallowAdvanceQuery: true },
];
const specs = buildSearchFields(list);

describe('searchDefaults', () => {
  it.each([
    ['list columns alone give no defaults', [], [], {}, []],
    ['a search field default applies', [{ ...list[2], defaultValue: '张' }], [], { carOwner: '张' }, []],
    ['a shown parameter default applies to its input', [], [{ fieldName: 'enabled', defaultValue: 'true' }], { enabled: 'true' }, []],
    ['a hidden parameter is a fixed condition', [], [{ fieldName: 'enabled', defaultValue: 'true', op: 'eq' as const, ihidden: true }], {}, [{ key: 'enabled', op: 'eq', val: 'true' }]],
    ['a parameter without a default does nothing', [], [{ fieldName: 'enabled', op: 'eq' as const }], {}, []],
  ])('%s', (_name, searchFields, params, values, fixed) => {
    expect(searchDefaults(specs, searchFields, params, ctx)).toEqual({ values, fixed });
  });
});
