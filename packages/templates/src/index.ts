// Public surface of @wb/templates. Named exports only; `export *` is kept for type-only modules.

// Model (wire types, SPEC.md §3)
export * from './model/field';
export * from './model/template';
export * from './model/search';
export * from './model/defaultValue';
export {
  FIELD_TYPES,
  CONTROL_KINDS,
  SEARCH_TYPES,
  FORM_STYLES,
  RESOURCE_STYLES,
  SEARCH_OPS,
  SORT_DIRS,
  CONFIRM_BUTTON_CODES,
} from './model/enums';
export type {
  FieldType,
  ControlKind,
  SearchType,
  FormStyle,
  ResourceStyle,
  SearchOp,
  ConfirmButtonCode,
  DateFormatCode,
} from './model/enums';

// Field helpers and registries
export { isOn } from './fields/isOn';
export { isEmptyValue } from './fields/isEmptyValue';
export { fieldOptions } from './fields/fieldOptions';
export { fieldTypeRegistry, fieldTypeOf } from './fieldTypes/fieldTypeRegistry';
export type {
  FieldTypeHandler,
  CellView,
  FormatContext,
  ParsedSearchValue,
} from './fieldTypes/FieldTypeHandler';
export { controlRegistry, describeControl } from './controls/controlRegistry';
export type { ControlHandler, ControlSpec, Widget } from './controls/ControlHandler';

// Lists
export { buildColumns } from './columns/buildColumns';
export type { ColumnSpec, ColumnOptions } from './columns/buildColumns';
export { columnMinWidth } from './columns/columnMinWidth';
export { visibleFields } from './columns/visibleFields';
export { initialSort } from './columns/initialSort';
export { formatCell } from './format/formatCell';
export { formatDate, DATE_FORMATS } from './format/formatDate';
export { dateFormatCodeOf } from './format/dateFormatCodeOf';
export { parseDateValue } from './format/parseDateValue';
export { maskValue } from './format/maskValue';
export { summaryRow, SUMMARY_LABEL } from './summary/summaryRow';

// Search (client) and list-request validation (server)
export { fieldOperators, defaultOperator } from './search/fieldOperators';
export { OPERATOR_LABELS } from './search/operatorLabels';
export { buildSearchFields } from './search/buildSearchFields';
export type { SearchFieldSpec } from './search/buildSearchFields';
export type { SearchInputValue, SearchValues } from './search/SearchValues';
export { buildQuickSearch } from './search/buildQuickSearch';
export { buildAdvancedSearch } from './search/buildAdvancedSearch';
export { advancedQueryDialog, advancedQueryConditions } from './search/advancedQueryDialog';
export type { AdvancedQueryRow, AdvancedQueryState, OperatorChoice } from './search/advancedQueryDialog';
export { validateListRequest } from './search/validateListRequest';
export type {
  CompiledCondition,
  CompiledSort,
  ValidListRequest,
  ListRequestResult,
  ListRequestLimits,
} from './search/validateListRequest';

// Forms and validation
export { buildFormItems, formColumns } from './forms/buildFormItems';
export type { FormItem, FormOptions } from './forms/buildFormItems';
export { fieldRules } from './validation/fieldRules';
export { checkRule, validateValue } from './validation/checkRule';
export type { FormRule } from './validation/FormRule';
export { requiredMessage } from './validation/requiredMessage';
export type { RequiredStyle } from './validation/requiredMessage';
export { compilePattern, PATTERN_INVERSION_MARKER } from './validation/compilePattern';
export { validateIdNumber, idNumberCheckDigit } from './validation/validateIdNumber';
export { validateEmail } from './validation/validateEmail';

// Default values
export { resolveDefaultValue } from './defaults/resolveDefaultValue';
export type { ResolvedDefault, DefaultValueResult } from './defaults/resolveDefaultValue';
export { defaultValues } from './defaults/defaultValues';
export type { DefaultValues } from './defaults/defaultValues';
export { DEFAULT_TOKENS } from './defaults/defaultTokens';

// Formulas
export { compileFormula } from './formula/compileFormula';
export type { CompiledFormula, FormulaResult, FormulaValues, FormulaTables } from './formula/compileFormula';
export { applyFormulas } from './formula/applyFormulas';

// Popups, announcements, money, layout
export { linkPairFills } from './links/linkPairFills';
export type { LinkFill } from './links/linkPairFills';
export {
  confirmButtons,
  parseConfirmButtons,
  isAnnouncementRowSelectable,
} from './announcement/confirmButtons';
export type { ConfirmButton } from './announcement/confirmButtons';
export { moneyToChinese } from './money/moneyToChinese';
export { formTableHeight, listTableMaxHeight, screenSizeLevel } from './layout/tableHeights';
