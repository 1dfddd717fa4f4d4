import { buildSearchFields, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import { searchSummary } from './searchSummary';

const fields: FieldDefinition[] = [
  { fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', iallowAdvanceQuery: true, seq: 1 },
  { fieldName: 'enabled', fieldExplain: '启用状态', fieldType: 'BOOLEAN', formSubmitType: 'BOOLEAN', iallowAdvanceQuery: true, seq: 2,
    options: [{ value: true, label: '启用' }, { value: false, label: '停用' }] },
  { fieldName: 'createDate', fieldExplain: '创建时间', fieldType: 'DATE', searchType: 'dateTimePickerRange', iallowAdvanceQuery: true, seq: 3 },
];
const specs = buildSearchFields(fields);

describe('searchSummary', () => {
  it.each([
    ['nothing filled', {}, []],
    ['text', { plateNumber: '豫A' }, ['车牌号: 豫A']],
    ['option labels', { enabled: false }, ['启用状态: 停用']],
    ['a full range', { createDate: ['2024-01-01 00:00:00', '2024-01-02 00:00:00'] }, ['创建时间: 2024-01-01 00:00:00 ~ 2024-01-02 00:00:00']],
    ['half a range is not a condition', { createDate: ['2024-01-01 00:00:00', ''] }, []],
    ['blank text is not a condition', { plateNumber: '  ' }, []],
  ])('%s', (_name, values, expected) => {
    expect(searchSummary(specs, values).map((s) => `${s.label}: ${s.text}`)).toEqual(expected);
  });
});
