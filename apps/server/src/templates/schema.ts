import type {
  CgValidate,
  ControlKind,
  FieldDefinition,
  FieldOption,
  FieldType,
  FormStyle,
  ResourceStyle,
  SearchOp,
  SearchType,
  SortDir,
} from '@wb/templates';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Database } from '../db/schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: pg and PGlite read it parsed; written as a JSON string (pg would turn arrays into pg arrays). */
type Json<T> = ColumnType<T, string, string>;

export type FormatType = 'FORM' | 'RESOURCE' | 'LIST';
/** Which list of the template a field belongs to: formSubList, listSubList, resSubList, search panel. */
export type FieldSection = 'form' | 'list' | 'res' | 'search';

/**
 * The long tail of a field definition, kept in one jsonb column: attributes the server never
 * filters or joins on. Typed by the engine's model so the wire stays the engine's.
 */
export type FieldAttrs = Pick<
  FieldDefinition,
  | 'detailsUrl'
  | 'enumOptions'
  | 'imerge'
  | 'sortField'
  | 'ifixed'
  | 'controlValue'
  | 'tipsMessage'
  | 'rows'
  | 'cgValFormat'
  | 'classType'
  | 'isEffect'
  | 'effectField'
  | 'ihandle'
  | 'confirmSubButs'
  | 'resourceList'
>;

export const FIELD_ATTR_KEYS = [
  'detailsUrl',
  'enumOptions',
  'imerge',
  'sortField',
  'ifixed',
  'controlValue',
  'tipsMessage',
  'rows',
  'cgValFormat',
  'classType',
  'isEffect',
  'effectField',
  'ihandle',
  'confirmSubButs',
  'resourceList',
] as const satisfies readonly (keyof FieldAttrs)[];

export interface CgFormatTable {
  id: Generated<string>;
  group_id: string;
  format_code: string;
  format_name: string;
  format_type: FormatType;
  format_style: FormStyle | ResourceStyle | null;
  menu_id: string | null;
  res_url: string | null;
  res_method: string | null;
  tree_res_url: string | null;
  tree_res_method: string | null;
  custom_table: string | null;
  opations: Json<{ main?: string; son?: string }> | null;
  ps: number | null;
  value_resource_sub_name: string | null;
  view_resource_sub_name: string | null;
  detail_id: string | null;
  map_data: Json<unknown> | null;
  default_search: Json<unknown> | null;
  /** the designer's optimistic lock (migration 015_lowcode) */
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CgFormatSubTable {
  id: Generated<string>;
  group_id: string;
  format_id: string;
  section: FieldSection;
  field_name: string;
  field_explain: string;
  field_type: FieldType;
  form_submit_type: ControlKind | null;
  seq: Generated<number>;
  ishow: Generated<boolean>;
  ihidden: Generated<boolean>;
  iupdate: Generated<boolean>;
  irequired: Generated<boolean>;
  itotal: Generated<boolean>;
  iallow_query: Generated<boolean>;
  iallow_advance_query: Generated<boolean>;
  isort_field: Generated<boolean>;
  idefined_sort: Generated<boolean>;
  sort_method: SortDir | null;
  column_width: number | null;
  default_value: string | null;
  custom_table: string | null;
  cg_format_res_id: string | null;
  search_type: SearchType | null;
  op: SearchOp | null;
  options: Json<FieldOption[]> | null;
  cg_validate: Json<CgValidate> | null;
  calculate: string | null;
  attrs: ColumnType<FieldAttrs, string | undefined, string>;
}

export interface CgFormatFormSubParamTable {
  id: Generated<string>;
  group_id: string;
  res_format_sub_id: string;
  field_sub1_name: string;
  field_sub1_master_table: string | null;
  field_sub2_name: string;
  iupdate: Generated<boolean>;
  seq: Generated<number>;
}

export interface CgFormatParamTable {
  id: Generated<string>;
  group_id: string;
  format_id: string;
  field_name: string;
  default_value: string | null;
  form_submit_type: ControlKind | null;
  op: SearchOp | null;
  ihidden: Generated<boolean>;
  seq: Generated<number>;
}

/** Table name → row type of migration 003_templates; merge into `Database`. */
export interface TemplateTables {
  cg_format: CgFormatTable;
  cg_format_sub: CgFormatSubTable;
  cg_format_form_sub_param: CgFormatFormSubParamTable;
  cg_format_param: CgFormatParamTable;
}

/** The database as this module sees it (a no-op widening once `Database` includes TemplateTables). */
export type TemplatesDb = Database & TemplateTables;

export type CgFormat = Selectable<CgFormatTable>;
export type CgFormatSub = Selectable<CgFormatSubTable>;
