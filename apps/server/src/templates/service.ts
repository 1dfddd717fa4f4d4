import type { FieldDefinition, SearchParameter, SearchParameterList } from '@wb/templates';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../http/errors';
import type { CgFormat, FormatType, TemplatesDb } from './schema';
import {
  assaySubsView,
  fieldLists,
  formatSubsView,
  formatView,
  resourceView,
  type AssaySubsView,
  type FieldLists,
  type FormatSubsView,
  type FormatView,
  type LinkPairView,
  type ResourceView,
} from './views';

/**
 * Template reads. Every query is scoped by the caller's group: another group's id answers
 * exactly like an unknown one (404 资源不存在), so ids leak nothing across groups.
 */
type Db = Kysely<TemplatesDb>;

export type FormatKey = { id: string } | { code: string } | { menuId: string; formatType: FormatType };

export async function findFormat(db: Db, groupId: string, key: FormatKey): Promise<CgFormat> {
  let q = db.selectFrom('cg_format').selectAll().where('group_id', '=', groupId);
  if ('id' in key) q = q.where('id', '=', key.id);
  else if ('code' in key) q = q.where('format_code', '=', key.code);
  else q = q.where('menu_id', '=', key.menuId).where('format_type', '=', key.formatType);
  // A menu may carry several templates of a type; the lowest code is the stable choice.
  const row = await q.orderBy('format_code').limit(1).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function loadFieldLists(db: Db, formatId: string): Promise<FieldLists> {
  const rows = await db.selectFrom('cg_format_sub').selectAll().where('format_id', '=', formatId).execute();
  return fieldLists(rows);
}

async function withFields<T>(
  db: Db,
  groupId: string,
  key: FormatKey,
  view: (f: CgFormat, l: FieldLists) => T,
): Promise<T> {
  const format = await findFormat(db, groupId, key);
  return view(format, await loadFieldLists(db, format.id));
}

export const formatSubs = (db: Db, groupId: string, key: FormatKey): Promise<FormatSubsView> =>
  withFields(db, groupId, key, formatSubsView);

export const resourceTemplate = (db: Db, groupId: string, id: string): Promise<ResourceView> =>
  withFields(db, groupId, { id }, resourceView);

export const fullFormat = (db: Db, groupId: string, key: FormatKey): Promise<FormatView> =>
  withFields(db, groupId, key, formatView);

/**
 * The menu's template of a type, or null when the menu has none. "Which template does this menu
 * have?" is a lookup whose answer may be none (SPEC.md §7: success, data), not a missing resource,
 * so it is not a 404 (the browser would log every template-free page as an error).
 */
export async function menuFormat(
  db: Db,
  groupId: string,
  menuId: string,
  formatType: FormatType,
): Promise<FormatView | null> {
  try {
    return await fullFormat(db, groupId, { menuId, formatType });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Assay templates are FORM formats coded `qc_assay_{assayCode}`. */
export const assayFormatCode = (assayCode: string): string => `qc_assay_${assayCode}`;

export const assaySubs = (db: Db, groupId: string, assayCode: string): Promise<AssaySubsView> =>
  withFields(db, groupId, { code: assayFormatCode(assayCode) }, assaySubsView);

/** Form fields of one table of the format: its main table or its child (`opations.son`). */
export async function formSubsByTable(
  db: Db,
  groupId: string,
  formatId: string,
  table: string,
): Promise<FieldDefinition[]> {
  const format = await findFormat(db, groupId, { id: formatId });
  const main = format.custom_table ?? format.opations?.main;
  const lists = await loadFieldLists(db, format.id);
  // Main-table fields usually leave customTable empty; they belong to the format's own table.
  return lists.form.filter((f) => (f.customTable ?? main) === table);
}

export async function searchParameters(
  db: Db,
  groupId: string,
  formatId: string,
): Promise<SearchParameterList> {
  const format = await findFormat(db, groupId, { id: formatId });
  const rows = await db
    .selectFrom('cg_format_param')
    .selectAll()
    .where('format_id', '=', format.id)
    .orderBy('seq')
    .orderBy('field_name')
    .execute();
  const paramList = rows.map((r): SearchParameter => {
    const p: SearchParameter = { fieldName: r.field_name, ihidden: r.ihidden };
    if (r.default_value !== null) p.defaultValue = r.default_value;
    if (r.form_submit_type) p.formSubmitType = r.form_submit_type;
    if (r.op) p.op = r.op;
    return p;
  });
  // One parameter set per template: its id is the template's.
  return { cgFormatParamId: format.id, paramList };
}

export async function linkPairs(db: Db, groupId: string, resFormatSubId: string): Promise<LinkPairView[]> {
  const sub = await db
    .selectFrom('cg_format_sub')
    .select('id')
    .where('id', '=', resFormatSubId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!sub) throw notFound();
  const rows = await db
    .selectFrom('cg_format_form_sub_param')
    .selectAll()
    .where('res_format_sub_id', '=', sub.id)
    .orderBy('seq')
    .execute();
  return rows.map((r) => {
    const fieldSub1: LinkPairView['fieldSub1'] = { fieldName: r.field_sub1_name };
    if (r.field_sub1_master_table) fieldSub1.masterTable = r.field_sub1_master_table;
    return { id: r.id, fieldSub1, fieldSub2: { fieldName: r.field_sub2_name }, iupdate: r.iupdate };
  });
}
