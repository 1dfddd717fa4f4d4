import { describe, expect, it } from 'vitest';
import { controlRegistry, describeControl } from './controlRegistry';
import { textareaRows } from './textarea';
import { CONTROL_KINDS, type ControlKind } from '../model/enums';
import type { FieldDefinition } from '../model/field';

const f = (formSubmitType?: ControlKind, over: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName: 'x',
  fieldExplain: 'X',
  fieldType: 'TEXT',
  ...(formSubmitType ? { formSubmitType } : {}),
  ...over,
});

describe('controlRegistry', () => {
  it('covers all 25 control kinds', () => {
    expect(CONTROL_KINDS).toHaveLength(25);
    expect(Object.keys(controlRegistry).sort()).toEqual([...CONTROL_KINDS].sort());
  });

  it.each([
    ['ONE_TXT', { widget: 'input', multiple: false }],
    ['MORE_TXT', { widget: 'multiInput', multiple: true }],
    ['TEXTAREA', { widget: 'textarea', rows: 2 }],
    ['TEXTAREA_SENTENCE', { widget: 'sqlEditor' }],
    ['AUTO_COMPLETE', { widget: 'autoComplete' }],
    ['SEARCH_AUTOMATIC', { widget: 'remoteSearch' }],
    ['AUTO_SELECT', { widget: 'remoteSelect' }],
    ['DATA_BOX', { widget: 'date', valueFormat: 'YYYY-MM-DD' }],
    ['DATA_BOX_TIM', { widget: 'datetime', valueFormat: 'YYYY-MM-DD HH:mm:ss' }],
    ['DATA_RANGE_BOX', { widget: 'dateRange' }],
    ['TIME_BOX_TIM', { widget: 'time', valueFormat: 'HH:mm:ss' }],
    ['TIME_RANGE_BOX', { widget: 'timeRange' }],
    ['NUMBER', { widget: 'number' }],
    [
      'RESOURCE_CONTROLS',
      { widget: 'resourcePicker', multiple: false, picker: { display: 'text', confirmButton: true } },
    ],
    ['RESOURCE_CONTROLS_MORE', { widget: 'resourcePicker', multiple: true }],
    [
      'RESOURCE_CONTROLS_MORE_FOLD',
      { widget: 'resourcePicker', multiple: true, picker: { display: 'tags', confirmButton: true } },
    ],
    ['CALCULATE', { widget: 'calculated', readOnly: true }],
    ['SELECT', { widget: 'select', multiple: false }],
    ['SELECT_MORE', { widget: 'select', multiple: true }],
    ['SINGLE_ELECTION', { widget: 'radio' }],
    ['MULTIPLE_SELECTION', { widget: 'checkbox', multiple: true }],
    ['BOOLEAN', { widget: 'switch' }],
    ['IMG_UPLOAD_EP', { widget: 'imageUpload', accept: ['jpg', 'jpeg', 'png'] }],
    ['IMG_LOGO', { widget: 'imageUpload', accept: ['jpg', 'jpeg', 'png', 'gif'] }],
    [
      'NONE_WHOLE',
      { widget: 'resourcePicker', readOnly: true, picker: { display: 'text', confirmButton: false } },
    ],
  ] as const)('%s', (kind, expected) => {
    expect(describeControl(f(kind))).toMatchObject(expected);
  });

  it('falls back to ONE_TXT', () => {
    expect(describeControl(f())).toEqual({ widget: 'input', multiple: false });
  });
});

describe('textareaRows', () => {
  it.each([
    [undefined, 2],
    [1, 1],
    [4, 4],
    [9, 4],
    [0, 2],
    [-3, 2],
  ])('rows %s → %d', (rows, expected) => {
    expect(textareaRows(f('TEXTAREA', rows === undefined ? {} : { rows }))).toBe(expected);
  });
});
