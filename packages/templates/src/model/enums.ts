/** Wire vocabularies of SPEC.md §3, each as an `as const` list plus its string-literal union. */

export const FIELD_TYPES = [
  'TEXT',
  'DATE',
  'TIME',
  'LINK',
  'BUTTON',
  'TAG',
  'BOOLEAN',
  'ENUM',
  'NUMBER',
  'CHAR',
  'TXT',
  'JSON',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Control kinds (`formSubmitType`), 25 of them. */
export const CONTROL_KINDS = [
  'ONE_TXT',
  'MORE_TXT',
  'TEXTAREA',
  'TEXTAREA_SENTENCE',
  'AUTO_COMPLETE',
  'DATA_BOX',
  'DATA_BOX_TIM',
  'DATA_RANGE_BOX',
  'TIME_BOX_TIM',
  'TIME_RANGE_BOX',
  'NUMBER',
  'RESOURCE_CONTROLS',
  'RESOURCE_CONTROLS_MORE',
  'RESOURCE_CONTROLS_MORE_FOLD',
  'CALCULATE',
  'SEARCH_AUTOMATIC',
  'AUTO_SELECT',
  'SELECT',
  'SELECT_MORE',
  'SINGLE_ELECTION',
  'MULTIPLE_SELECTION',
  'BOOLEAN',
  'IMG_UPLOAD_EP',
  'IMG_LOGO',
  'NONE_WHOLE',
] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

export const SEARCH_TYPES = [
  'input',
  'comboxSingle',
  'comboxMultiline',
  'datePicker',
  'dateTimePicker',
  'datePickerRange',
  'dateTimePickerRange',
  'timePicker',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const FORM_STYLES = [
  'FORMAT_MASTER_CHILD_FROM',
  'FORMAT_FOUR_COLUMN_FROM',
  'FORMAT_EIGHT_COLUMN_FROM',
  'FORMAT_TAB_FROM',
] as const;
export type FormStyle = (typeof FORM_STYLES)[number];

export const RESOURCE_STYLES = [
  'FORMAT_RESOURCE_QUERY_DATALIST',
  'FORMAT_RESOURCE_TREE',
  'FORMAT_RESOURCE_TREE_QUERY_DATALIST',
] as const;
export type ResourceStyle = (typeof RESOURCE_STYLES)[number];

/** Search operators of SPEC.md §3 (`lk` is accepted as a synonym of `like`). */
export const SEARCH_OPS = ['like', 'eq', 'ge', 'le', 'gt', 'lt', 'ne', 'in', 'lk'] as const;
export type SearchOp = (typeof SEARCH_OPS)[number];

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** Announcement confirm button codes (SPEC.md §4). */
export const CONFIRM_BUTTON_CODES = [
  'CONFIRM',
  'CONFIRM_NO',
  'CONFIRM_NOT',
  'CONFIRM_AGAIN',
  'SINGLE_WEIGH',
  'SINGLE_EMPTY',
] as const;
export type ConfirmButtonCode = (typeof CONFIRM_BUTTON_CODES)[number];

/** Date display formats selectable by code 1–6 (see `DATE_FORMATS` in format/formatDate.ts). */
export type DateFormatCode = 1 | 2 | 3 | 4 | 5 | 6;
