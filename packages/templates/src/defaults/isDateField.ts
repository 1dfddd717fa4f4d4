import type { FieldDefinition } from '../model/field';

const DATE_CONTROLS = new Set([
  'DATA_BOX',
  'DATA_BOX_TIM',
  'DATA_RANGE_BOX',
  'TIME_BOX_TIM',
  'TIME_RANGE_BOX',
]);
const DATE_SEARCHES = new Set([
  'datePicker',
  'dateTimePicker',
  'datePickerRange',
  'dateTimePickerRange',
  'timePicker',
]);

/** The field holds a date or time (by type, control kind or search input). */
export function isDateField(field: FieldDefinition): boolean {
  return (
    field.fieldType === 'DATE' ||
    field.fieldType === 'TIME' ||
    DATE_CONTROLS.has(field.formSubmitType ?? '') ||
    DATE_SEARCHES.has(field.searchType ?? '')
  );
}

/** Date without time of day: DATA_BOX / DATA_RANGE_BOX controls, datePicker / datePickerRange inputs. */
export function isDateOnlyField(field: FieldDefinition): boolean {
  if (field.searchType) return field.searchType === 'datePicker' || field.searchType === 'datePickerRange';
  return field.formSubmitType === 'DATA_BOX' || field.formSubmitType === 'DATA_RANGE_BOX';
}
