import type { SearchType } from '../model/enums';
import type { FieldDefinition } from '../model/field';

/** The search input of a field: its `searchType`, else one derived from its control kind and type. */
export function searchTypeOf(field: FieldDefinition): SearchType {
  if (field.searchType) return field.searchType;
  switch (field.formSubmitType) {
    case 'DATA_BOX':
      return 'datePicker';
    case 'DATA_BOX_TIM':
      return 'dateTimePicker';
    case 'DATA_RANGE_BOX':
      return 'datePickerRange';
    case 'TIME_BOX_TIM':
      return 'timePicker';
    case 'TIME_RANGE_BOX':
      return 'dateTimePickerRange';
    case 'SELECT':
    case 'SINGLE_ELECTION':
    case 'BOOLEAN':
      return 'comboxSingle';
    case 'SELECT_MORE':
    case 'MULTIPLE_SELECTION':
      return 'comboxMultiline';
    default:
      break;
  }
  if (field.fieldType === 'DATE') return 'dateTimePicker';
  if (field.fieldType === 'ENUM' || field.fieldType === 'BOOLEAN') return 'comboxSingle';
  return 'input';
}
