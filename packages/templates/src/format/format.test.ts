import { describe, expect, it } from 'vitest';
import { formatCell } from './formatCell';
import { formatDate } from './formatDate';
import { maskValue } from './maskValue';
import { parseDateValue } from './parseDateValue';
import { dateFormatCodeOf } from './dateFormatCodeOf';
import type { FieldDefinition } from '../model/field';
import type { DateFormatCode } from '../model/enums';

const f = (over: Partial<FieldDefinition>): FieldDefinition => ({
  fieldName: 'f',
  fieldExplain: '字段',
  fieldType: 'TEXT',
  ...over,
});

describe('formatDate by code', () => {
  const at = new Date(2024, 2, 5, 7, 8, 9);
  it.each([
    [1, '2024-03-05'],
    [2, '2024-03-05 07:08:09'],
    [3, '2024-03-05 07:08'],
    [4, '07:08:09'],
    [5, '2024-03'],
    [6, '2024年03月05日'],
  ] as const)('code %d → %s', (code: DateFormatCode, expected) => {
    expect(formatDate(at, code)).toBe(expected);
  });
  it.each([
    ['2024-03-05 07:08:09', 1, '2024-03-05'],
    ['20240305', 2, '2024-03-05 00:00:00'],
    [at.getTime(), 2, '2024-03-05 07:08:09'],
    ['', 1, ''],
    [null, 1, ''],
    ['not a date', 1, 'not a date'],
  ] as const)('%j with code %d → %j', (v, code: DateFormatCode, expected) => {
    expect(formatDate(v, code)).toBe(expected);
  });
});

describe('parseDateValue', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-01-01 24:00:00', false],
    ['2024-01-01 23:59:59', true],
    ['2024-01-01T10:00:00Z', true],
    ['20240101', true],
    ['2024/01/01', false],
    ['abc', false],
    [Number.NaN, false],
    [true, false],
  ])('%j parses: %s', (v, ok) => {
    expect(parseDateValue(v) !== null).toBe(ok);
  });
});

describe('dateFormatCodeOf', () => {
  it.each([
    [f({ fieldType: 'DATE', cgValFormat: { valFormatFun: '5' } }), 5],
    [f({ fieldType: 'DATE', cgValFormat: { valFormatFun: 'x' }, formSubmitType: 'DATA_BOX' }), 1],
    [f({ fieldType: 'DATE', formSubmitType: 'DATA_BOX_TIM' }), 2],
    [f({ fieldType: 'TIME', formSubmitType: 'TIME_BOX_TIM' }), 4],
    [f({ fieldType: 'DATE' }), 2],
  ])('%#', (field, code) => {
    expect(dateFormatCodeOf(field)).toBe(code);
  });
});

describe('maskValue', () => {
  it.each([
    ['idNumber', '11010519491231002X', '110105********002X'],
    ['driverIdNumber', '110105194912310021', '110105********0021'],
    ['mobile', '13812345678', '138****5678'],
    ['carOwnerMobile', '13812345678', '138****5678'],
    ['mobile', '1234', '1234'],
    ['name', '13812345678', '13812345678'],
  ])('%s %s → %s', (name, v, expected) => {
    expect(maskValue(name, v)).toBe(expected);
  });
});

describe('formatCell', () => {
  const status = f({
    fieldType: 'ENUM',
    options: [
      { value: '1', label: '启用', color: 'green' },
      { value: '0', label: '停用', color: 'red' },
    ],
  });
  it.each([
    ['boolean true', f({ fieldType: 'BOOLEAN' }), true, { text: '是' }],
    ['boolean "1"', f({ fieldType: 'BOOLEAN' }), '1', { text: '是' }],
    ['boolean false', f({ fieldType: 'BOOLEAN' }), false, { text: '否' }],
    ['boolean empty is 否', f({ fieldType: 'BOOLEAN' }), null, { text: '否' }],
    ['boolean control on text field', f({ formSubmitType: 'BOOLEAN' }), '', { text: '否' }],
    ['enum label and colour', status, '1', { text: '启用', color: 'green' }],
    ['enum number value', status, 0, { text: '停用', color: 'red' }],
    ['enum multi value', status, '1,0', { text: '启用,停用' }],
    ['enum unknown value', status, '9', { text: '9' }],
    ['tag', { ...status, fieldType: 'TAG' as const }, '0', { text: '停用', color: 'red' }],
    [
      'date',
      f({ fieldType: 'DATE', formSubmitType: 'DATA_BOX' }),
      '2024-03-05 10:00:00',
      { text: '2024-03-05' },
    ],
    ['json', f({ fieldType: 'JSON' }), { a: 1 }, { text: '{"a":1}' }],
    ['number', f({ fieldType: 'NUMBER' }), 12.5, { text: '12.5' }],
    ['null text', f({}), undefined, { text: '' }],
  ])('%s', (_name, field, value, expected) => {
    expect(formatCell(field, value)).toEqual(expected);
  });

  it.each([
    ['0', '11010519491231002X'],
    ['1', '110105********002X'],
  ])('desensitization %s', (d, expected) => {
    expect(formatCell(f({ fieldName: 'idNumber' }), '11010519491231002X', { desensitization: d }).text).toBe(
      expected,
    );
  });
});
