import type { CompiledCondition } from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EntityDef, FieldSpec } from './EntityDef';

/**
 * Exact live-row counts kept by the database, so a list's `total` does not have to count a million
 * rows on every page (bench/list.bench.ts: `count(*)` over 1,000,000 index entries takes 100 ms and
 * more on a busy 2-core machine, whatever the index).
 *
 * `crud_row_count` holds, per table and organisation, the number of live rows (`facet` = '') and
 * the number per value of a few low-cardinality columns (a select field, 启用状态). Statement-level
 * triggers with transition tables keep it in the same transaction as the change, set-based (a
 * bulk insert of a million rows is one grouped upsert), netting an edit's old and new rows so an
 * ordinary save that changes no counted value touches no counter. `crud_row_count_facet` says which
 * tables and columns are kept: the engine answers from the counters only for those, and counts the
 * rows for anything else.
 *
 * Writes that bypass triggers (session_replication_role = replica, TRUNCATE) would leave the
 * counters stale; nothing in the product does either.
 */
export const ROW_COUNT_DDL: readonly string[] = [
  `create table if not exists crud_row_count (
    table_name text not null,
    org_id uuid not null,
    facet text not null,
    value text not null,
    n bigint not null,
    primary key (table_name, org_id, facet, value)
  )`,
  `create table if not exists crud_row_count_facet (
    table_name text not null,
    facet text not null,
    primary key (table_name, facet)
  )`,
  // TG_ARGV = the counted columns; old_rows/new_rows = the statement's transition tables (a
  // statement names only those its trigger declares, hence one branch per operation)
  `create or replace function crud_row_count_apply() returns trigger language plpgsql as $fn$
  declare
    facets text[] := coalesce(TG_ARGV, '{}');
  begin
    if TG_OP = 'INSERT' then
      with changed as (select w.org_id, to_jsonb(w) as j, 1 as d from new_rows w where w.deleted_at is null)
    insert into crud_row_count as rc (table_name, org_id, facet, value, n)
    select TG_TABLE_NAME, k.org_id, k.facet, k.value, sum(k.d) from (
      select c.org_id, '' as facet, '' as value, c.d from changed c
      union all
      select c.org_id, f.facet, coalesce(c.j ->> f.facet, ''), c.d from changed c cross join unnest(facets) as f(facet)
    ) k group by k.org_id, k.facet, k.value having sum(k.d) <> 0
      order by k.org_id, k.facet, k.value
    on conflict (table_name, org_id, facet, value) do update set n = rc.n + excluded.n;
    elsif TG_OP = 'UPDATE' then
      with changed as (
        select o.org_id, to_jsonb(o) as j, -1 as d from old_rows o where o.deleted_at is null
        union all
        select w.org_id, to_jsonb(w) as j, 1 as d from new_rows w where w.deleted_at is null)
    insert into crud_row_count as rc (table_name, org_id, facet, value, n)
    select TG_TABLE_NAME, k.org_id, k.facet, k.value, sum(k.d) from (
      select c.org_id, '' as facet, '' as value, c.d from changed c
      union all
      select c.org_id, f.facet, coalesce(c.j ->> f.facet, ''), c.d from changed c cross join unnest(facets) as f(facet)
    ) k group by k.org_id, k.facet, k.value having sum(k.d) <> 0
      order by k.org_id, k.facet, k.value
    on conflict (table_name, org_id, facet, value) do update set n = rc.n + excluded.n;
    else
      with changed as (select o.org_id, to_jsonb(o) as j, -1 as d from old_rows o where o.deleted_at is null)
    insert into crud_row_count as rc (table_name, org_id, facet, value, n)
    select TG_TABLE_NAME, k.org_id, k.facet, k.value, sum(k.d) from (
      select c.org_id, '' as facet, '' as value, c.d from changed c
      union all
      select c.org_id, f.facet, coalesce(c.j ->> f.facet, ''), c.d from changed c cross join unnest(facets) as f(facet)
    ) k group by k.org_id, k.facet, k.value having sum(k.d) <> 0
      order by k.org_id, k.facet, k.value
    on conflict (table_name, org_id, facet, value) do update set n = rc.n + excluded.n;
    end if;
    return null;
  end
  $fn$`,
];

const IDENT = /^[a-z_][a-z0-9_]*$/;

function check(names: readonly string[]): void {
  for (const n of names) if (!IDENT.test(n)) throw new Error(`bad identifier for row counts: ${n}`);
}

/** Triggers and a backfill of the current rows for one table; `facets` = the counted columns. */
export function rowCountStatements(table: string, facets: readonly string[]): string[] {
  check([table, ...facets]);
  const args = facets.map((f) => `'${f}'`).join(', ');
  const trigger = (op: 'insert' | 'update' | 'delete', referencing: string) => [
    `drop trigger if exists ${table}_count_${op} on ${table}`,
    `create trigger ${table}_count_${op} after ${op} on ${table} referencing ${referencing}
      for each statement execute function crud_row_count_apply(${args})`,
  ];
  const backfill = [
    `select '${table}', org_id, '', '', count(*) from ${table} where deleted_at is null group by org_id`,
    ...facets.map(
      (f) =>
        `select '${table}', org_id, '${f}', coalesce(cast(${f} as text), ''), count(*) from ${table} ` +
        `where deleted_at is null group by org_id, ${f}`,
    ),
  ].join(' union all ');
  return [
    ...trigger('insert', 'new table as new_rows'),
    ...trigger('update', 'old table as old_rows new table as new_rows'),
    ...trigger('delete', 'old table as old_rows'),
    `delete from crud_row_count where table_name = '${table}'`,
    `insert into crud_row_count (table_name, org_id, facet, value, n) ${backfill}`,
    `delete from crud_row_count_facet where table_name = '${table}'`,
    `insert into crud_row_count_facet (table_name, facet) values ('${table}', '')${facets.map((f) => `, ('${table}', '${f}')`).join('')}`,
  ];
}

/** Drops one table's triggers and counters. */
export function dropRowCountStatements(table: string): string[] {
  check([table]);
  return [
    ...(['insert', 'update', 'delete'] as const).map(
      (op) => `drop trigger if exists ${table}_count_${op} on ${table}`,
    ),
    `delete from crud_row_count where table_name = '${table}'`,
    `delete from crud_row_count_facet where table_name = '${table}'`,
  ];
}

/** Counted columns per table, read once per database (they change only by migration, before the app starts). */
const facetCache = new WeakMap<object, Promise<Map<string, Set<string>>>>();

function countedFacets(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  let cached = facetCache.get(db);
  if (!cached) {
    cached = sql<{ table_name: string; facet: string }>`select table_name, facet from crud_row_count_facet`
      .execute(db)
      .then(({ rows }) => {
        const map = new Map<string, Set<string>>();
        for (const r of rows) map.set(r.table_name, (map.get(r.table_name) ?? new Set()).add(r.facet));
        return map;
      });
    cached.catch(() => facetCache.delete(db));
    facetCache.set(db, cached);
  }
  return cached;
}

/**
 * A list's total from the counters, exactly, or null (count the rows): no condition (every live row
 * of the organisation), or one `eq` on a counted main-table text or boolean column.
 */
export async function counterTotal(
  db: Kysely<Database>,
  def: EntityDef,
  orgId: string,
  conditions: readonly CompiledCondition[],
): Promise<number | null> {
  if (conditions.length > 1) return null;
  let facet = '';
  let value = '';
  if (conditions.length === 1) {
    const c = conditions[0];
    if (c.kind !== 'compare' || c.op !== 'eq') return null;
    const spec: FieldSpec | undefined =
      def.fields[c.key] ?? (c.key === 'enabled' ? { column: 'enabled', kind: 'boolean' } : undefined);
    if (!spec || spec.extension) return null;
    if (spec.kind === 'boolean' ? typeof c.value !== 'boolean' : spec.kind !== 'text') return null;
    facet = spec.column;
    value = String(c.value);
  }
  if (!(await countedFacets(db)).get(def.table)?.has(facet)) return null;
  const { rows } = await sql<{ n: string | number | null }>`select n from crud_row_count
    where table_name = ${def.table} and org_id = ${orgId} and facet = ${facet} and value = ${value}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
