import { describe, expect, it } from 'vitest';
import { buildAdvancedSearch } from './buildAdvancedSearch';
import { buildQuickSearch } from './buildQuickSearch';
import { buildSearchFields } from './buildSearchFields';
import { defaultOperator, fieldOperators } from './fieldOperators';
import { searchTypeOf } from './searchTypeOf';
import type { FieldDefinition } from '../model/field';

const f = (fieldName: string, over: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName,
  fieldExplain: fieldName.toUpperCase(),
  fieldType: 'TEXT',
  ...over,
});

describe('fieldOperators and defaultOperator', () => {
  it.each([
    ['DATE', f('d', { fieldType: 'DATE' }), ['eq', 'ge', 'le'], 'eq'],
    ['NUMBER', f('n', { fieldType: 'NUMBER' }), ['eq', 'ge', 'le'], 'le'],
    ['CHAR', f('c', { fieldType: 'CHAR' }), ['like', 'eq'], 'like'],
    ['TXT', f('c', { fieldType: 'TXT' }), ['like', 'eq'], 'like'],
    ['JSON', f('c', { fieldType: 'JSON' }), ['like', 'eq'], 'like'],
    ['ENUM', f('e', { fieldType: 'ENUM' }), ['eq'], 'eq'],
    ['TEXT generic', f('t'), ['eq', 'gt', 'ge', 'lt', 'le', 'ne', 'like', 'in'], 'like'],
    ['BUTTON', f('b', { fieldType: 'BUTTON' }), [], 'eq'],
    ['ENUM multi adds in', f('e', { fieldType: 'ENUM', searchType: 'comboxMultiline' }), ['eq', 'in'], 'in'],
    ['configured op', f('c', { fieldType: 'CHAR', op: 'eq' }), ['like', 'eq'], 'eq'],
    ['configured op extends', f('n', { fieldType: 'NUMBER', op: 'gt' }), ['eq', 'ge', 'le', 'gt'], 'gt'],
  ])('%s', (_name, field, ops, def) => {
    expect(fieldOperators(field)).toEqual(ops);
    expect(defaultOperator(field)).toBe(def);
  });
});

describe('searchTypeOf', () => {
  it.each([
    [f('a', { searchType: 'timePicker' }), 'timePicker'],
    [f('a', { formSubmitType: 'DATA_BOX' }), 'datePicker'],
    [f('a', { formSubmitType: 'DATA_RANGE_BOX' }), 'datePickerRange'],
    [f('a', { formSubmitType: 'SELECT_MORE' }), 'comboxMultiline'],
    [f('a', { fieldType: 'ENUM' }), 'comboxSingle'],
    [f('a', { fieldType: 'DATE' }), 'dateTimePicker'],
    [f('a'), 'input'],
  ])('%#', (field, type) => {
    expect(searchTypeOf(field)).toBe(type);
  });
});

describe('buildQuickSearch', () => {
  const fields = [
    f('b', { iallowQuery: true, seq: 2, id: 12 }),
    f('a', { iallowQuery: '1', seq: 1, customTable: 't_a' }),
    f('c', { iallowQuery: '0' }),
    f('btn', { iallowQuery: true, fieldType: 'BUTTON' }),
  ];
  it('ORs like over quick-queryable fields', () => {
    expect(buildQuickSearch(fields, ' 粤B ')).toEqual({
      key: '',
      label: '快速查询',
      op: 'like',
      val: '粤B',
      conj: 'or',
      list: [
        { key: 'a', label: 'A', op: 'like', val: '粤B', customTable: 't_a' },
        { key: 'b', label: 'B', op: 'like', val: '粤B', keyId: '12' },
      ],
    });
  });
  it.each([
    ['blank text', fields, '  '],
    ['no quick fields', [f('c')], 'x'],
  ])('%s → null', (_name, fs, text) => {
    expect(buildQuickSearch(fs, text)).toBeNull();
  });
});

describe('buildAdvancedSearch', () => {
  const specs = buildSearchFields([
    f('name', { iallowAdvanceQuery: true, seq: 1 }),
    f('qty', { iallowAdvanceQuery: true, fieldType: 'NUMBER', seq: 2 }),
    f('day', { iallowAdvanceQuery: true, fieldType: 'DATE', searchType: 'datePickerRange', seq: 3 }),
    f('status', { iallowAdvanceQuery: true, fieldType: 'ENUM', searchType: 'comboxMultiline', seq: 4 }),
    f('kind', { iallowAdvanceQuery: true, fieldType: 'ENUM', seq: 5 }),
    f('notQueryable', { seq: 0 }),
  ]);
  it('builds specs for advance-queryable fields only', () => {
    expect(specs.map((s) => [s.key, s.op, s.range, s.multiple])).toEqual([
      ['name', 'like', false, false],
      ['qty', 'le', false, false],
      ['day', 'eq', true, false],
      ['status', 'in', false, true],
      ['kind', 'eq', false, false],
    ]);
  });
  it.each([
    ['only fields with values', { name: '', qty: null, kind: undefined }, []],
    ['text like, trimmed', { name: ' 煤 ' }, [{ key: 'name', label: 'NAME', op: 'like', val: '煤' }]],
    ['number le', { qty: 0 }, [{ key: 'qty', label: 'QTY', op: 'le', val: 0 }]],
    [
      'date range → ge start, le end',
      { day: ['2024-01-01', '2024-01-31'] },
      [
        { key: 'day', label: 'DAY', op: 'ge', val: '2024-01-01' },
        { key: 'day', label: 'DAY', op: 'le', val: '2024-01-31' },
      ],
    ],
    ['range needs both ends', { day: ['2024-01-01', ''] }, []],
    ['range needs a pair', { day: '2024-01-01' }, []],
    ['in comma-joined', { status: ['1', 2] }, [{ key: 'status', label: 'STATUS', op: 'in', val: '1,2' }]],
    ['in from text', { status: '1,2' }, [{ key: 'status', label: 'STATUS', op: 'in', val: '1,2' }]],
    ['empty list skipped', { status: [] }, []],
    ['enum eq', { kind: 'A' }, [{ key: 'kind', label: 'KIND', op: 'eq', val: 'A' }]],
  ])('%s', (_name, values, expected) => {
    expect(buildAdvancedSearch(specs, values)).toEqual(expected);
  });
});
