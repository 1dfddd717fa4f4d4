import type { ConfirmButtonCode, ControlKind, FieldType, SearchOp, SearchType, SortDir } from './enums';

/**
 * A yes/no attribute as servers send it: JSON booleans in newer templates, 1/0 or '1'/'0' in older
 * ones. Read it with `isOn`, never with plain truthiness ('0' is truthy).
 */
export type Flag = boolean | 0 | 1 | '0' | '1' | null;

/** One choice of an ENUM / TAG / select field. */
export interface FieldOption {
  value: string | number | boolean;
  label: string;
  color?: string;
  disabled?: boolean;
}

/** `cgValidate`: a pattern rule; `validateMethod` may be wrapped in slashes and prefixed by `!` (inverted). */
export interface CgValidate {
  validateMethod: string;
  validateTitle: string;
}

/** `cgValFormat`: value format; a `valFormatFun` of '1'…'6' selects a date format code. */
export interface CgValFormat {
  valFormatFun: string;
}

/** Field definition (server-supplied; drives lists, forms, search). Wire names as in SPEC.md §3. */
export interface FieldDefinition {
  id?: string | number;
  fieldName: string;
  /** The label. */
  fieldExplain: string;
  fieldType: FieldType;
  /** Control kind. */
  formSubmitType?: ControlKind;
  /** Control kind or address used by detail views. */
  detailsUrl?: string;
  options?: FieldOption[];
  /** Enum choices; some servers send them as a JSON string. */
  enumOptions?: FieldOption[] | string;
  ishow?: Flag;
  ihidden?: Flag;
  iupdate?: Flag;
  irequired?: Flag;
  imerge?: Flag;
  /** Summed in the summary row. */
  itotal?: Flag;
  /** Quick-queryable (快速查询). */
  iallowQuery?: Flag;
  /** Offered in the advanced search panel and the 高级查询 dialog. */
  iallowAdvanceQuery?: Flag;
  isortField?: Flag;
  /** The template's initial sort. */
  idefinedSort?: Flag;
  sortMethod?: SortDir;
  sortField?: string;
  /** Fixed column: true/1 means left. */
  ifixed?: Flag | 'left' | 'right';
  columnWidth?: number | string;
  defaultValue?: string;
  /** In the 高级查询 dialog: the chosen operator. */
  controlValue?: string;
  tipsMessage?: string;
  seq?: number;
  /** Textarea rows. */
  rows?: number;
  /** Formula (see formula/compileFormula.ts). */
  calculate?: string;
  cgValidate?: CgValidate | null;
  cgValFormat?: CgValFormat | null;
  /** Linked popup template id. */
  cgFormatResId?: string | number;
  customTable?: string;
  classType?: string;
  isEffect?: Flag;
  effectField?: string;
  searchType?: SearchType;
  ihandle?: Flag;
  confirmSubButs?: ConfirmButtonCode[] | string;
  /** Configured search operator. */
  op?: SearchOp;
  resourceList?: unknown[];
}
