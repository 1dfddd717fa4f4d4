import { fieldOptions, fieldRules, validateValue, type FieldDefinition } from '@wb/templates';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import type { ChildTableDef, EntityDef } from './EntityDef';
import { convertValue } from './recordValues';
import type { CrudDb } from './schema';

/** Most rows one child table takes in one save. */
export const MAX_CHILD_ROWS = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHOICE_KINDS = new Set(['SELECT', 'SINGLE_ELECTION']);

/** A checked child row: the id it claims (kept when it is one of the master's rows) and its column values. */
export interface ChildRow {
  id: string | null;
  values: Record<string, unknown>;
}

/** Checked child sets by table; a table absent from the body is absent here (update keeps its rows). */
export type ChildSets = Map<string, ChildRow[]>;

/** The names of an entity's child tables (their form fields carry them as customTable). */
export const childTables = (def: EntityDef): Set<string> => new Set((def.children ?? []).map((c) => c.table));

function checkRow(
  child: ChildTableDef,
  formFields: readonly FieldDefinition[],
  raw: Record<string, unknown>,
  index: number,
  offsetMinutes: number,
): ChildRow {
  const at = (msg: string) => badRequest(`${child.label}第${index + 1}行：${msg}`);
  const row: Record<string, unknown> = {};
  for (const name of Object.keys(child.fields)) {
    const v = raw[name];
    // SPEC §5: empty child values become null, strings are trimmed
    row[name] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null);
  }
  const own = formFields.filter((f) => f.customTable === child.table && f.fieldName in child.fields);
  for (const field of [...own].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const value = row[field.fieldName];
    const message = validateValue(fieldRules(field, 'table'), value);
    if (message) throw at(message);
    const options = CHOICE_KINDS.has(field.formSubmitType ?? '') ? fieldOptions(field) : [];
    if (options.length > 0 && value !== null && !options.some((o) => String(o.value) === String(value)))
      throw at(`${field.fieldExplain}的值不在可选范围内`);
  }
  const label = (name: string) => own.find((f) => f.fieldName === name)?.fieldExplain ?? name;
  for (const name of child.required)
    if (row[name] === null || row[name] === undefined) throw at(`${label(name)}不能为空！`);
  const rowError = child.check?.(row);
  if (rowError) throw at(rowError);
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(child.fields)) {
    const converted = convertValue(spec, label(name), row[name], offsetMinutes);
    if (!converted.ok) throw at(converted.error);
    values[spec.column] = converted.value;
  }
  const id = typeof raw.id === 'string' && UUID.test(raw.id) ? raw.id : null;
  return { id, values };
}

/**
 * The child sets a body carries (`[table]: [{id?, …fields}]`), each row checked by the FORM
 * template's fields of that table (customTable), the child's required fields and the column
 * types; the first problem is a 400 `{child}第{n}行：{message}`.
 */
export function pickChildSets(
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  body: Record<string, unknown>,
  offsetMinutes: number,
): ChildSets {
  const out: ChildSets = new Map();
  for (const child of def.children ?? []) {
    if (!Object.prototype.hasOwnProperty.call(body, child.table)) continue;
    const rows = body[child.table] ?? [];
    if (!Array.isArray(rows)) throw badRequest(`${child.label}数据格式错误`);
    if (rows.length > MAX_CHILD_ROWS) throw badRequest(`${child.label}最多${MAX_CHILD_ROWS}行`);
    out.set(
      child.table,
      rows.map((r, i) => {
        if (typeof r !== 'object' || r === null || Array.isArray(r))
          throw badRequest(`${child.label}第${i + 1}行：数据格式错误`);
        return checkRow(child, formFields, r as Record<string, unknown>, i, offsetMinutes);
      }),
    );
  }
  return out;
}

/**
 * Replaces the master's rows of each child set given: rows deleted, the set inserted in the order
 * sent (sort_index). A row keeps its id when it was one of this master's rows, so ids a client
 * holds stay valid; any other id is replaced by a new one.
 */
export async function replaceChildRows(
  trx: Transaction<Database>,
  def: EntityDef,
  orgId: string,
  groupId: string,
  parentId: string,
  sets: ChildSets,
): Promise<void> {
  const db = trx as unknown as Kysely<CrudDb>;
  for (const child of def.children ?? []) {
    const rows = sets.get(child.table);
    if (!rows) continue;
    const existing = await db
      .selectFrom(`${child.table} as c` as 'c')
      .select('c.id')
      .where('c.parent_id', '=', parentId)
      .where('c.org_id', '=', orgId)
      .execute();
    const mine = new Set(existing.map((r) => r.id));
    await db
      .deleteFrom(`${child.table} as c` as 'c')
      .where('c.parent_id', '=', parentId)
      .where('c.org_id', '=', orgId)
      .execute();
    const used = new Set<string>();
    const values = rows.map((r, i) => {
      const keep = r.id !== null && mine.has(r.id) && !used.has(r.id);
      if (keep) used.add(r.id!);
      return {
        ...r.values,
        ...(keep ? { id: r.id! } : {}),
        parent_id: parentId,
        org_id: orgId,
        group_id: groupId,
        sort_index: i,
      };
    });
    for (let i = 0; i < values.length; i += 200)
      await db
        .insertInto(child.table as 'c')
        .values(values.slice(i, i + 200))
        .execute();
  }
}

/** The child rows of one master, in their saved order, as wire rows `{id, …fields}`. */
export async function readChildRows(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  parentId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const child of def.children ?? []) {
    const select = Object.entries(child.fields).map(([name, spec]) => {
      const ref = sql.ref(`c.${spec.column}`);
      return spec.kind === 'day' ? sql`to_char(${ref}, 'YYYY-MM-DD')`.as(name) : sql`${ref}`.as(name);
    });
    out[child.table] = (await db
      .selectFrom(`${child.table} as c` as 'c')
      .select('c.id')
      .select(select)
      .where('c.parent_id', '=', parentId)
      .where('c.org_id', '=', orgId)
      .orderBy('c.sort_index')
      .execute()) as Record<string, unknown>[];
  }
  return out;
}

/** A copy's child sets: the source's rows as they are, under new ids. */
export async function childSetsOf(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  parentId: string,
): Promise<ChildSets> {
  const sets: ChildSets = new Map();
  for (const child of def.children ?? []) {
    const rows = (await db
      .selectFrom(`${child.table} as c` as 'c')
      .select(
        Object.values(child.fields).map((s) => {
          const ref = sql.ref(`c.${s.column}`);
          return (s.kind === 'day' ? sql`to_char(${ref}, 'YYYY-MM-DD')` : sql`${ref}`).as(s.column);
        }),
      )
      .where('c.parent_id', '=', parentId)
      .where('c.org_id', '=', orgId)
      .orderBy('c.sort_index')
      .execute()) as Record<string, unknown>[];
    sets.set(
      child.table,
      rows.map((values) => ({ id: null, values })),
    );
  }
  return sets;
}
