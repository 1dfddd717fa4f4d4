import { describe, expect, it } from 'vitest';
import { buildFormItems, formColumns } from './buildFormItems';
import type { FieldDefinition } from '../model/field';

const f = (fieldName: string, over: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName,
  fieldExplain: '数量',
  fieldType: 'TEXT',
  ishow: true,
  ...over,
});

describe('formColumns', () => {
  it.each([
    [undefined, 4],
    ['FORMAT_FOUR_COLUMN_FROM', 4],
    ['FORMAT_TAB_FROM', 4],
    ['FORMAT_EIGHT_COLUMN_FROM', 8],
    ['FORMAT_MASTER_CHILD_FROM', 8],
  ] as const)('%s → %d', (style, n) => {
    expect(formColumns(style)).toBe(n);
  });
});

describe('buildFormItems', () => {
  it.each([
    ['span 12 of 48 by default', {}, { span: 12, labelWidth: 100 }],
    ['span 6 for eight columns', { style: 'FORMAT_EIGHT_COLUMN_FROM' as const }, { span: 6 }],
    ['label width option', { labelWidth: 120 }, { labelWidth: 120 }],
  ])('%s', (_name, options, expected) => {
    expect(buildFormItems([f('a')], options)[0]).toMatchObject(expected);
  });

  it('shows visible fields in seq order only', () => {
    const items = buildFormItems([
      f('b', { seq: 2 }),
      f('a', { seq: 1 }),
      f('h', { ihidden: true }),
      f('n', { ishow: false }),
    ]);
    expect(items.map((i) => i.key)).toEqual(['a', 'b']);
  });

  it.each([
    [
      'not updatable: read-only, no rules',
      f('a', { irequired: true }),
      'dynamic',
      { editable: false, required: false, rules: [] },
    ],
    [
      'updatable and required (dynamic)',
      f('a', { iupdate: true, irequired: true }),
      'dynamic',
      {
        editable: true,
        required: true,
        rules: [{ kind: 'required', message: '必须填写数量', trigger: 'blur' }],
      },
    ],
    [
      'table wording',
      f('a', { iupdate: true, irequired: true }),
      'table',
      { rules: [{ kind: 'required', message: '数量不能为空！', trigger: 'blur' }] },
    ],
    [
      'multi-select wording',
      f('a', { iupdate: true, irequired: true, formSubmitType: 'SELECT_MORE' }),
      'dynamic',
      { rules: [{ kind: 'required', message: '至少选择一项数量', trigger: 'change' }] },
    ],
    [
      'CALCULATE is never editable',
      f('a', { iupdate: true, irequired: true, formSubmitType: 'CALCULATE', calculate: 'a+b' }),
      'dynamic',
      { editable: false, rules: [], calculate: 'a+b' },
    ],
    [
      'resource picker keeps its template',
      f('a', { formSubmitType: 'RESOURCE_CONTROLS', cgFormatResId: 42 }),
      'dynamic',
      { controlKind: 'RESOURCE_CONTROLS', cgFormatResId: 42 },
    ],
  ] as const)('%s', (_name, field, requiredStyle, expected) => {
    expect(buildFormItems([field], { requiredStyle })[0]).toMatchObject(expected);
  });
});
