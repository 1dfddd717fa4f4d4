import type { FieldDefinition } from '@wb/templates';
import { FIELD_ATTR_KEYS, type CgFormatSub, type FieldAttrs } from './schema';

/** Only known attribute keys leave the server, whatever an older row's jsonb holds. */
function knownAttrs(attrs: unknown): FieldAttrs {
  const out: Record<string, unknown> = {};
  if (typeof attrs !== 'object' || attrs === null) return {};
  for (const key of FIELD_ATTR_KEYS) {
    const v = (attrs as Record<string, unknown>)[key];
    if (v !== undefined && v !== null) out[key] = v;
  }
  // Keys picked from FieldAttrs' own key list; values were written from that type by the seed.
  return out as FieldAttrs;
}

/** A field row as the wire's field definition (SPEC.md §3 names); null columns are left out. */
export function toFieldDefinition(row: CgFormatSub): FieldDefinition {
  const def: FieldDefinition = {
    id: row.id,
    fieldName: row.field_name,
    fieldExplain: row.field_explain,
    fieldType: row.field_type,
    seq: row.seq,
    ishow: row.ishow,
    ihidden: row.ihidden,
    iupdate: row.iupdate,
    irequired: row.irequired,
    itotal: row.itotal,
    iallowQuery: row.iallow_query,
    iallowAdvanceQuery: row.iallow_advance_query,
    isortField: row.isort_field,
    idefinedSort: row.idefined_sort,
    ...knownAttrs(row.attrs),
  };
  if (row.form_submit_type) def.formSubmitType = row.form_submit_type;
  if (row.sort_method) def.sortMethod = row.sort_method;
  if (row.column_width !== null) def.columnWidth = row.column_width;
  if (row.default_value !== null) def.defaultValue = row.default_value;
  if (row.custom_table) def.customTable = row.custom_table;
  if (row.cg_format_res_id) def.cgFormatResId = row.cg_format_res_id;
  if (row.search_type) def.searchType = row.search_type;
  if (row.op) def.op = row.op;
  if (row.options) def.options = row.options;
  if (row.cg_validate) def.cgValidate = row.cg_validate;
  if (row.calculate) def.calculate = row.calculate;
  return def;
}
