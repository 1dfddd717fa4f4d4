import type {
  FieldDefinition,
  FormStyle,
  FormTemplate,
  LinkPair,
  ResourceStyle,
  ResourceTemplate,
} from '@wb/templates';
import type { CgFormat, CgFormatSub, FieldSection, FormatType } from './schema';
import { toFieldDefinition } from './toFieldDefinition';

/** A format's fields by role, each in seq order. */
export type FieldLists = Record<FieldSection, FieldDefinition[]>;

/** `GET /optimus_prime/cg-format/type/subs/{id}`: the form template (any format's form fields). */
export interface FormatSubsView extends Omit<FormTemplate, 'formatStyle'> {
  id: string;
  formatStyle?: FormStyle | ResourceStyle;
}

/** `GET /optimus_prime/cg-format/resource/{id}`: the popup template. */
export interface ResourceView extends Omit<ResourceTemplate, 'formatStyle' | 'id'> {
  id: string;
  formatStyle?: FormStyle | ResourceStyle;
  resSubList: FieldDefinition[];
  listSubList: FieldDefinition[];
  formSubList: FieldDefinition[];
}

/** Lookup by menu or code: the whole template, every field list included. */
export interface FormatView extends ResourceView {
  formatCode: string;
  formatType: FormatType;
  menuId?: string;
  customTable?: string;
  opations?: { main?: string; son?: string };
  /** the search-panel fields (section 'search'); list fields flagged iallowAdvanceQuery also search */
  searchSubList: FieldDefinition[];
}

export interface LinkPairView extends LinkPair {
  id: string;
}

/** `POST /quality/qc-assay/assayCode/subs`. */
export interface AssaySubsView {
  cgSubs: { formatStyle?: FormStyle | ResourceStyle; formSubList: FieldDefinition[] };
  /** the empty row of the assay form: every field with its configured default or null */
  data: Record<string, string | null>;
  formatName: string;
}

export function fieldLists(rows: readonly CgFormatSub[]): FieldLists {
  const lists: FieldLists = { form: [], list: [], res: [], search: [] };
  const sorted = [...rows].sort((a, b) => a.seq - b.seq || a.field_name.localeCompare(b.field_name));
  for (const row of sorted) lists[row.section].push(toFieldDefinition(row));
  return lists;
}

/** Copies the non-null columns into the view; the wire leaves unset attributes out. */
function common(f: CgFormat): Omit<FormatSubsView, 'formSubList'> {
  const v: Omit<FormatSubsView, 'formSubList'> = { id: f.id, formatName: f.format_name };
  if (f.format_style) v.formatStyle = f.format_style;
  if (f.res_method) v.resMethod = f.res_method;
  if (f.res_url) v.resUrl = f.res_url;
  if (f.custom_table) v.customTable = f.custom_table;
  if (f.opations) v.opations = f.opations;
  return v;
}

export function formatSubsView(f: CgFormat, fields: FieldLists): FormatSubsView {
  return { ...common(f), formSubList: fields.form };
}

export function resourceView(f: CgFormat, fields: FieldLists): ResourceView {
  const { customTable: _c, opations: _o, ...base } = common(f);
  const v: ResourceView = {
    ...base,
    resSubList: fields.res,
    listSubList: fields.list,
    formSubList: fields.form,
  };
  if (f.tree_res_url) v.treeResUrl = f.tree_res_url;
  if (f.tree_res_method) v.treeResMethod = f.tree_res_method;
  if (f.ps !== null) v.ps = f.ps;
  if (f.value_resource_sub_name) v.valueResourceSubName = f.value_resource_sub_name;
  if (f.view_resource_sub_name) v.viewResourceSubName = f.view_resource_sub_name;
  if (f.detail_id) v.detail_id = f.detail_id;
  if (f.map_data !== null) v.mapData = f.map_data;
  if (f.default_search !== null) v.defaultSearch = f.default_search;
  return v;
}

export function formatView(f: CgFormat, fields: FieldLists): FormatView {
  const v: FormatView = {
    ...resourceView(f, fields),
    formatCode: f.format_code,
    formatType: f.format_type,
    searchSubList: fields.search,
  };
  if (f.menu_id) v.menuId = f.menu_id;
  if (f.custom_table) v.customTable = f.custom_table;
  if (f.opations) v.opations = f.opations;
  return v;
}

export function assaySubsView(f: CgFormat, fields: FieldLists): AssaySubsView {
  const data: Record<string, string | null> = {};
  for (const field of fields.form) data[field.fieldName] = field.defaultValue ?? null;
  const cgSubs: AssaySubsView['cgSubs'] = { formSubList: fields.form };
  if (f.format_style) cgSubs.formatStyle = f.format_style;
  return { cgSubs, data, formatName: f.format_name };
}
