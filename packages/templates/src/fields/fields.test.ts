import { describe, expect, it } from 'vitest';
import { isOn } from './isOn';
import { isEmptyValue } from './isEmptyValue';
import { fieldOptions } from './fieldOptions';
import type { FieldDefinition } from '../model/field';

describe('isOn', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
  ] as const)('%s → %s', (flag, expected) => {
    expect(isOn(flag)).toBe(expected);
  });
});

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    [0, false],
    ['a', false],
    [false, false],
  ])('%j → %s', (v, expected) => {
    expect(isEmptyValue(v)).toBe(expected);
  });
});

describe('fieldOptions', () => {
  const base: FieldDefinition = { fieldName: 'f', fieldExplain: 'F', fieldType: 'ENUM' };
  it.each([
    ['options win', { ...base, options: [{ value: 1, label: 'a' }], enumOptions: '[]' }, 1],
    ['enumOptions array', { ...base, enumOptions: [{ value: 1, label: 'a' }] }, 1],
    ['enumOptions JSON', { ...base, enumOptions: '[{"value":"x","label":"X"},{"bad":1}]' }, 1],
    ['bad JSON', { ...base, enumOptions: '[{' }, 0],
    ['none', base, 0],
  ])('%s', (_name, field, count) => {
    expect(fieldOptions(field)).toHaveLength(count);
  });
});
