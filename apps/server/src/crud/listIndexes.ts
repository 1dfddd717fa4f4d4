import { isOn, type FieldDefinition } from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import { TEMPLATE_SEEDS } from '../templates/seedData/index';
import type { EntityDef } from './EntityDef';
import { dropRowCountStatements, ROW_COUNT_DDL, rowCountStatements } from './rowCounts';

/** What the plan reads of a LIST template field. */
export type ListField = Pick<
  FieldDefinition,
  'fieldName' | 'fieldType' | 'iallowQuery' | 'iallowAdvanceQuery' | 'isortField'
>;

/**
 * Indexes behind an entity's list screen, derived from its LIST template so that an entity added
 * later gets them from the same rule (bench/list.bench.ts measures the effect on a million rows):
 *
 * - `like '%…%'` (the quick search ORs it over every iallowQuery field; the advanced search's
 *   default for text) cannot use a btree: a trigram GIN index (pg_trgm, in PostgreSQL and in PGlite)
 *   per text column, so an OR of them is a BitmapOr and the count touches only the matching rows.
 * - `eq`/range on a select, number, date or boolean column, and a sort: a btree (org_id, column)
 *   over the live rows, so the count is an index-only scan and a sorted page 1 reads 20 entries.
 *   Columns already led by a unique (org_id, column) index, and created_at (the list index of
 *   migration 004), need none.
 *
 * Only main-table columns: an extension's (inventory weighing) fields are rarely filtered and live
 * in a joined table.
 */
export interface ListIndexPlan {
  table: string;
  /** text columns searched with like */
  trigram: string[];
  /** columns compared or sorted */
  btree: string[];
  /** low-cardinality columns (select fields, 启用状态) whose per-value live-row counts are kept (rowCounts.ts) */
  facets: string[];
}

/** What an entity's list template asks of its table. `listFields` = the LIST template's fields. */
export function listIndexPlan(def: EntityDef, listFields: readonly ListField[]): ListIndexPlan {
  const trigram = new Set<string>();
  const btree = new Set<string>();
  const facets = new Set<string>(['enabled']);
  const uniqueColumns = new Set(def.unique.map((u) => def.fields[u.field]?.column));
  for (const f of listFields) {
    const spec = def.fields[f.fieldName];
    if (!spec || spec.extension) continue;
    const quick = isOn(f.iallowQuery);
    const advanced = isOn(f.iallowAdvanceQuery);
    const textSearch = spec.kind === 'text' && (quick || (advanced && f.fieldType === 'TEXT'));
    if (textSearch) trigram.add(spec.column);
    const compared = advanced && f.fieldType !== 'TEXT';
    if ((compared || isOn(f.isortField)) && !uniqueColumns.has(spec.column)) btree.add(spec.column);
    const choice = f.fieldType === 'ENUM' || f.fieldType === 'BOOLEAN';
    if (advanced && choice && (spec.kind === 'text' || spec.kind === 'boolean')) facets.add(spec.column);
  }
  // 启用状态 is filtered on every list (the advanced panel, popups' default search)
  btree.add('enabled');
  return { table: def.table, trigram: [...trigram], btree: [...btree], facets: [...facets] };
}

/** Index names stay under PostgreSQL's 63 bytes: long column names are shortened with a hash. */
function indexName(table: string, column: string, suffix: string): string {
  const name = `${table}_${column}_${suffix}`;
  if (name.length <= 63) return name;
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${h.toString(16).padStart(8, '0')}`;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** The plan as DDL; `trgmSchema` = where pg_trgm lives, or null when it is not installed (no GIN indexes then). */
export function listIndexStatements(plan: ListIndexPlan, trgmSchema: string | null): string[] {
  // names come from entity definitions in code; checked anyway since they are spliced into DDL
  for (const name of [plan.table, ...plan.trigram, ...plan.btree])
    if (!IDENT.test(name)) throw new Error(`bad identifier for an index: ${name}`);
  const out: string[] = [];
  if (trgmSchema !== null && !IDENT.test(trgmSchema))
    throw new Error(`bad schema for pg_trgm: ${trgmSchema}`);
  if (trgmSchema !== null)
    for (const column of plan.trigram)
      out.push(
        `create index if not exists ${indexName(plan.table, column, 'trgm')} on ${plan.table} ` +
          `using gin (${column} ${trgmSchema}.gin_trgm_ops) where deleted_at is null`,
      );
  for (const column of plan.btree)
    out.push(
      `create index if not exists ${indexName(plan.table, column, 'idx')} on ${plan.table} ` +
        `(org_id, ${column}) where deleted_at is null`,
    );
  return out;
}

/**
 * Installs pg_trgm when it is available and this role may (it is a trusted extension: the database
 * owner may), into `public` so that dropping one schema (a test's, a bench's) never takes the
 * extension and every other schema's indexes with it. Answers the extension's schema, or null:
 * without it the lists still answer correctly, only `like` searches scan.
 */
export async function ensureTrigram(db: Kysely<unknown>): Promise<string | null> {
  const found = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const existing = await found();
  if (existing) return existing;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return null;
  // a savepoint: the migration runs in a transaction that a refused CREATE EXTENSION would abort
  await sql`savepoint wb_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint wb_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint wb_trgm`.execute(db);
    return null;
  }
  return found();
}

/**
 * Creates the list indexes and row counters (rowCounts.ts) of `entities` (idempotent: `if not exists`). `listFields(def)` = the
 * fields of the entity's LIST template (default: as seeded). Call it from the migration that creates new entities' tables.
 */
export async function createListIndexes(
  db: Kysely<unknown>,
  entities: readonly EntityDef[],
  listFields: (def: EntityDef) => readonly ListField[] = seededListFields,
): Promise<void> {
  const trgm = await ensureTrigram(db);
  for (const statement of ROW_COUNT_DDL) await sql.raw(statement).execute(db);
  for (const def of entities) {
    const plan = listIndexPlan(def, listFields(def));
    for (const statement of [
      ...listIndexStatements(plan, trgm),
      ...rowCountStatements(plan.table, plan.facets),
    ])
      await sql.raw(statement).execute(db);
  }
}

/** The fields of the entity's LIST template as seeded (templates/seedData); none when it has no seed. */
export function seededListFields(def: EntityDef): readonly ListField[] {
  return TEMPLATE_SEEDS.find((t) => t.code === def.listTemplate)?.list ?? [];
}

/** Drops what `createListIndexes` made for `entities` (the extension stays: other schemas may use it). */
export async function dropListIndexes(
  db: Kysely<unknown>,
  entities: readonly EntityDef[],
  listFields: (def: EntityDef) => readonly ListField[] = seededListFields,
): Promise<void> {
  for (const def of entities) {
    const plan = listIndexPlan(def, listFields(def));
    const names = [
      ...plan.trigram.map((c) => indexName(plan.table, c, 'trgm')),
      ...plan.btree.map((c) => indexName(plan.table, c, 'idx')),
    ];
    for (const name of names) await sql.raw(`drop index if exists ${name}`).execute(db);
    for (const statement of dropRowCountStatements(plan.table)) await sql.raw(statement).execute(db);
  }
}
