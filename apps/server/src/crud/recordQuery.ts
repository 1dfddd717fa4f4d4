import { sql, type AliasedRawBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ColumnKind, ColumnMap } from '../templates/listQuery';
import type { EntityDef, FieldKind, FieldSpec } from './EntityDef';
import type { CrudDb } from './schema';

/** The main table is aliased `r`, its 1:1 extension `x`, in every engine query. */
export type RecordQuery = SelectQueryBuilder<CrudDb, 'r' | 'x', object>;

const LIST_KIND: Record<FieldKind, ColumnKind> = {
  text: 'text',
  number: 'number',
  uuid: 'uuid',
  boolean: 'boolean',
  date: 'date',
  // compared as instants at the site's midnight; read through to_char (recordSelection)
  day: 'date',
};

export const qualified = (spec: FieldSpec): string => `${spec.extension ? 'x' : 'r'}.${spec.column}`;

/** Server columns every row carries on the wire beside the entity's fields. */
export const BASE_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: { column: 'id', kind: 'uuid' },
  version: { column: 'version', kind: 'number' },
  enabled: { column: 'enabled', kind: 'boolean' },
  createDate: { column: 'created_at', kind: 'date' },
  updateDate: { column: 'updated_at', kind: 'date' },
};

/** Field name → qualified column for `applyListQuery`: the entity's fixed map plus the base columns. */
export function listColumns(def: EntityDef): ColumnMap {
  const out: Record<string, { column: string; kind: ColumnKind }> = {};
  for (const [name, spec] of Object.entries({ ...BASE_FIELDS, ...def.fields }))
    out[name] = { column: qualified(spec), kind: LIST_KIND[spec.kind] };
  return out;
}

function specOf(def: EntityDef, name: string): FieldSpec | undefined {
  return def.fields[name] ?? BASE_FIELDS[name];
}

/** One wire field as a selection; SQL dates as 'YYYY-MM-DD' text so no driver turns them into zoned instants. */
export function selection(def: EntityDef, name: string): AliasedRawBuilder<unknown, string> | null {
  const spec = specOf(def, name);
  if (!spec) return null;
  const ref = sql.ref(qualified(spec));
  if (spec.kind === 'day') return sql`to_char(${ref}, 'YYYY-MM-DD')`.as(name);
  return sql`${ref}`.as(name);
}

export function selections(def: EntityDef, names: readonly string[]): AliasedRawBuilder<unknown, string>[] {
  return [...new Set(names)].flatMap((n) => {
    const s = selection(def, n);
    return s ? [s] : [];
  });
}

/** Every wire field of the entity (detail, logs, copy). */
export const allFieldNames = (def: EntityDef): string[] => [
  ...Object.keys(BASE_FIELDS),
  ...Object.keys(def.fields),
];

/**
 * `from {table} r [left join {extension} x]`, scoped to one organisation's non-deleted rows.
 * The table names come from the entity definition, never from a request.
 */
export function scopedFrom(db: Kysely<CrudDb>, def: EntityDef, orgId: string): RecordQuery {
  const from = db.selectFrom(`${def.table} as r` as 'r');
  const joined = def.extension
    ? from.leftJoin(`${def.extension.table} as x` as 'x', (j) =>
        j.on(sql.ref(`x.${def.extension!.keyColumn}`), '=', sql.ref('r.id')),
      )
    : // no extension: a join-free query typed like one (no x.* column is ever referenced then)
      (from as unknown as RecordQuery);
  return (joined as RecordQuery).where('r.org_id', '=', orgId).where('r.deleted_at', 'is', null);
}

/** One row as the wire sees it, or undefined; `lock` takes a row lock on the main table for the action. */
export async function readRecord(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  id: string,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  let q = scopedFrom(db, def, orgId)
    .where('r.id', '=', id)
    .select(selections(def, allFieldNames(def)));
  if (lock) q = q.modifyEnd(sql`for update of r`);
  return (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
}
