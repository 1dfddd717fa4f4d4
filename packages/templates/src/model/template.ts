import type { FieldDefinition, Flag } from './field';
import type { FormStyle, ResourceStyle, SearchOp, ControlKind } from './enums';

/** Form format template (`/optimus_prime/cg-format/type/subs/{id}`). */
export interface FormTemplate {
  cgFormatResId?: string | number;
  formatName: string;
  formatStyle: FormStyle;
  formSubList: FieldDefinition[];
  resMethod?: string;
  resUrl?: string;
  customTable?: string;
  /** Main and child table names (wire spelling `opations`). */
  opations?: { main?: string; son?: string };
}

/** Resource / popup format template. */
export interface ResourceTemplate {
  id: string | number;
  formatName: string;
  formatStyle: ResourceStyle;
  /** May hold a `{search}` placeholder. */
  resUrl?: string;
  resMethod?: string;
  treeResUrl?: string;
  treeResMethod?: string;
  ps?: number;
  detail_id?: string | number;
  valueResourceSubName?: string;
  viewResourceSubName?: string;
  /** Popup columns. */
  resSubList?: FieldDefinition[];
  /** List columns. */
  listSubList?: FieldDefinition[];
  formSubList?: FieldDefinition[];
  mapData?: unknown;
  index?: Flag;
  search?: unknown;
  defaultSearch?: unknown;
}

/** Link pair: on popup confirm `fieldSub1` (form side) is filled from `fieldSub2` (popup row). */
export interface LinkPair {
  fieldSub1: { fieldName: string; masterTable?: string };
  fieldSub2: { fieldName: string };
  iupdate?: Flag;
}

/** A template search parameter. */
export interface SearchParameter {
  fieldName: string;
  defaultValue?: string;
  formSubmitType?: ControlKind;
  op?: SearchOp;
  ihidden?: Flag;
}

export interface SearchParameterList {
  cgFormatParamId?: string | number;
  paramList: SearchParameter[];
}

/** Tree node of tree-style templates and the category tree. */
export interface TreeNode {
  id: string | number;
  name?: string;
  text?: string;
  children?: TreeNode[];
  jsonObject?: { id: string | number; [key: string]: unknown };
}
