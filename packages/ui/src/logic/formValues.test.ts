import dayjs, { isDayjs } from 'dayjs';
import { buildFormItems, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import { toFormValues, toWireValues } from './formValues';

const fields: FieldDefinition[] = [
  { fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', ishow: true, iupdate: true },
  { fieldName: 'annualReviewDate', fieldExplain: '年审日期', fieldType: 'DATE', formSubmitType: 'DATA_BOX_TIM', ishow: true, iupdate: true },
  { fieldName: 'tags', fieldExplain: '标签', fieldType: 'ENUM', formSubmitType: 'SELECT_MORE', ishow: true, iupdate: true,
    options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
  { fieldName: 'enabled', fieldExplain: '启用', fieldType: 'BOOLEAN', formSubmitType: 'BOOLEAN', ishow: true, iupdate: true },
  { fieldName: 'capacityTonnage', fieldExplain: '载重', fieldType: 'NUMBER', formSubmitType: 'NUMBER', ishow: true, iupdate: true },
];
const items = buildFormItems(fields);

describe('toWireValues', () => {
  it.each([
    ['trims strings', { plateNumber: '  豫A12345 ' }, { plateNumber: '豫A12345' }],
    ['blank string → null', { plateNumber: '   ' }, { plateNumber: null }],
    ['undefined → null', { capacityTonnage: undefined }, { capacityTonnage: null }],
    ['numbers kept', { capacityTonnage: 0 }, { capacityTonnage: 0 }],
    ['dates formatted', { annualReviewDate: dayjs(new Date(2024, 1, 3, 4, 5, 6)) }, { annualReviewDate: '2024-02-03 04:05:06' }],
    ['lists comma-joined', { tags: ['a', 'b'] }, { tags: 'a,b' }],
    ['empty list → null', { tags: [] }, { tags: null }],
    ['booleans kept', { enabled: false }, { enabled: false }],
  ])('%s', (_name, values, expected) => {
    expect(toWireValues(items, values)).toEqual(expected);
  });
});

describe('toFormValues', () => {
  it('turns dates into dayjs, lists into arrays, flags into booleans', () => {
    const v = toFormValues(items, { annualReviewDate: '2024-02-03 04:05:06', tags: 'a,b', enabled: 'true', plateNumber: 'X' });
    expect(isDayjs(v.annualReviewDate)).toBe(true);
    expect(toWireValues(items, v)).toEqual({ annualReviewDate: '2024-02-03 04:05:06', tags: 'a,b', enabled: true, plateNumber: 'X' });
  });
});
