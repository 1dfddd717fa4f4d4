import {
  validateListRequest,
  type CompiledCondition,
  type FieldDefinition,
  type ValidListRequest,
} from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { applyListQuery, ListQueryError, type ListQuery } from '../templates/listQuery';
import type { EntityDef } from './EntityDef';
import { loadListTemplate, type ListTemplate } from './entityTemplates';
import { allFieldNames, listColumns, scopedFrom, selections } from './recordQuery';
import { counterTotal } from './rowCounts';
import { crudDb } from './service';
import type { CrudDb } from './schema';

/** Server columns a list may always filter and sort on beside the template's (高级查询 time range, popup sort and default search). */
const SERVER_FIELDS: FieldDefinition[] = [
  { fieldName: 'createDate', fieldExplain: '创建时间', fieldType: 'DATE' },
  { fieldName: 'enabled', fieldExplain: '启用状态', fieldType: 'BOOLEAN' },
];

export interface CheckedList {
  template: ListTemplate;
  request: ValidListRequest;
}

/** Loads the list's template and checks the body against its fields: the engine's Chinese message as a 400. */
export async function checkListRequest(
  db: Kysely<Database>,
  auth: AuthInfo,
  def: EntityDef,
  body: Record<string, unknown>,
): Promise<CheckedList> {
  const tplId = typeof body.tplId === 'string' && body.tplId !== '' ? body.tplId : null;
  // checked here, not by the database: a malformed uuid there would be a 500
  if (tplId !== null && !UUID.test(tplId)) throw badRequest('模板ID格式错误');
  const template = await loadListTemplate(db, auth.groupId, def, tplId);
  const extraFields = [
    ...SERVER_FIELDS,
    ...(def.extraQueryFields ?? []).map((name): FieldDefinition => ({
      fieldName: name,
      fieldExplain: name,
      fieldType: 'TEXT',
    })),
  ];
  const checked = validateListRequest(template.queryFields, body, { extraFields });
  if (!checked.ok) throw badRequest(checked.error);
  const conditions = await expandTree(db, auth.orgId, def, checked.value.conditions);
  return { template, request: { ...checked.value, conditions } };
}

/** A tree field's `eq` becomes `in` (the node and its descendants, in the caller's organisation). */
async function expandTree(
  db: Kysely<Database>,
  orgId: string,
  def: EntityDef,
  conditions: CompiledCondition[],
): Promise<CompiledCondition[]> {
  const tree = def.treeFilter;
  if (!tree) return conditions;
  const out: CompiledCondition[] = [];
  for (const c of conditions) {
    if (
      c.kind !== 'compare' ||
      c.op !== 'eq' ||
      c.key !== tree.field ||
      typeof c.value !== 'string' ||
      !UUID.test(c.value)
    ) {
      out.push(c);
      continue;
    }
    const table = sql.table(tree.table);
    const { rows } = await sql<{ id: string }>`with recursive sub(id) as (
        select id from ${table} where id = ${c.value} and org_id = ${orgId} and deleted_at is null
        union all
        select t.id from ${table} t join sub on t.parent_id = sub.id where t.org_id = ${orgId} and t.deleted_at is null
      ) select id from sub`.execute(db);
    // an unknown node keeps its eq, which matches nothing
    out.push(
      rows.length === 0
        ? c
        : { key: c.key, fieldType: c.fieldType, kind: 'in', values: rows.map((r) => r.id) },
    );
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wire fields of a list row: the template's columns (a popup: every field, its link pairs may name any) plus the server's. */
function rowFields(def: EntityDef, template: ListTemplate): string[] {
  if (template.type === 'RESOURCE') return allFieldNames(def);
  return ['id', 'version', 'enabled', 'createDate', ...template.columns.map((f) => f.fieldName)];
}

/** The filtered, sorted query of a checked list request, scoped to the caller's organisation. */
export function buildListQuery(
  db: Kysely<Database>,
  auth: AuthInfo,
  def: EntityDef,
  checked: CheckedList,
  utcOffsetMinutes: number,
): ListQuery<CrudDb, 'r' | 'x'> {
  const base = scopedFrom(crudDb(db), def, auth.orgId);
  try {
    const q = applyListQuery(base, checked.request, listColumns(def), {
      utcOffsetMinutes,
      defaultSort: [{ key: 'createDate', dir: 'desc' }],
      select: [],
    });
    return { list: q.list.select(selections(def, rowFields(def, checked.template))), total: q.total };
  } catch (e) {
    if (e instanceof ListQueryError) throw badRequest(e.message);
    throw e;
  }
}

/** `POST {base}/v2/list`: `{list, total}` of the caller's organisation under the template's field names. */
export async function listRecords(
  db: Kysely<Database>,
  auth: AuthInfo,
  def: EntityDef,
  body: Record<string, unknown>,
  utcOffsetMinutes: number,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const checked = await checkListRequest(db, auth, def, body);
  const q = buildListQuery(db, auth, def, checked, utcOffsetMinutes);
  const [list, total] = await Promise.all([
    q.list.execute() as Promise<Record<string, unknown>[]>,
    listTotal(db, auth, def, checked, q),
  ]);
  return { list, total };
}

/**
 * The filtered count: from the kept counters when they answer it exactly (no filter, or one `eq`
 * on a select field or 启用状态: rowCounts.ts), else `count(*)` of the filtered query.
 */
export async function listTotal(
  db: Kysely<Database>,
  auth: AuthInfo,
  def: EntityDef,
  checked: CheckedList,
  q: ListQuery<CrudDb, 'r' | 'x'>,
): Promise<number> {
  const counted = await counterTotal(db, def, auth.orgId, checked.request.conditions);
  if (counted !== null) return counted;
  return Number((await q.total.executeTakeFirst())?.total ?? 0);
}
