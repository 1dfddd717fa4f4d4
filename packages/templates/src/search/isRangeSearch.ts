import type { FieldDefinition } from '../model/field';

/** A field searched by a start and an end (range pickers or range controls). */
export function isRangeSearch(field: FieldDefinition): boolean {
  return (
    field.searchType === 'datePickerRange' ||
    field.searchType === 'dateTimePickerRange' ||
    field.formSubmitType === 'DATA_RANGE_BOX' ||
    field.formSubmitType === 'TIME_RANGE_BOX'
  );
}
