import { sql, type Kysely, type Migration } from 'kysely';
import { snake, type FieldKind } from '../EntityDef';
import { STATUS_FLOWS } from '../statusFlows';
import { catalogNames, kindOf, uniqueIndexName } from './toEntityDef';
import type { CatalogEntity, CatalogField } from './types';

/** Base columns of every engine table (as in 004_master_data). */
const BASE = `id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    version integer not null default 1,
    enabled boolean not null default true,
    deleted_at timestamptz,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now()`;

const SQL_TYPE: Record<FieldKind, string> = {
  text: 'text',
  number: 'numeric(18,4)',
  uuid: 'uuid',
  boolean: 'boolean',
  date: 'timestamptz',
  day: 'date',
};

const IDENT = /^[a-z][a-z0-9_]*$/;
function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`catalog: bad SQL name ${name}`);
  return name;
}

function columnSql(f: CatalogField, notNull: boolean): string {
  const type = f.sqlType ?? SQL_TYPE[kindOf(f)];
  if (!/^[a-z]+(\(\d+(,\d+)?\))?$/.test(type)) throw new Error(`catalog: bad SQL type ${type}`);
  return `${ident(snake(f.name))} ${type}${notNull ? ' not null' : ''}`;
}

/**
 * The statements that make one declaration's tables: the main table (base columns, its own
 * columns, the status column of its flow), the list index, a partial unique index per unique
 * field, and each child table keyed by parent_id with its sort_index. A table made by an earlier
 * migration (`existingColumns`) gets only the columns it lacks.
 */
export function tableStatements(decl: CatalogEntity): string[] {
  const { table } = catalogNames(decl);
  const t = ident(table);
  const out: string[] = [];
  const flow = decl.status ? STATUS_FLOWS[decl.status] : undefined;
  const statusColumn = flow
    ? `${ident(snake(flow.field))} text not null default '${flow.initial.replace(/'/g, "''")}'`
    : null;
  if (decl.existingColumns) {
    const have = new Set(decl.existingColumns);
    for (const f of decl.fields)
      if (!have.has(snake(f.name))) out.push(`alter table ${t} add column ${columnSql(f, false)}`);
    if (statusColumn && !have.has(snake(flow!.field)))
      out.push(`alter table ${t} add column ${statusColumn}`);
  } else {
    const cols = [
      ...decl.fields.map((f) => columnSql(f, !!f.required && kindOf(f) === 'text')),
      ...(statusColumn ? [statusColumn] : []),
    ];
    out.push(`create table ${t} (\n    ${BASE},\n    ${cols.join(',\n    ')}\n  )`);
    out.push(`create index ${t}_org_idx on ${t}(org_id, created_at desc, id desc) where deleted_at is null`);
    for (const f of decl.fields.filter((x) => x.unique))
      out.push(
        `create unique index ${ident(uniqueIndexName(table, f.name))} on ${t}(org_id, ${ident(snake(f.name))}) where deleted_at is null`,
      );
  }
  for (const c of decl.children ?? []) {
    const ct = ident(c.table);
    out.push(`create table ${ct} (
    id uuid primary key default gen_random_uuid(),
    parent_id uuid not null references ${t}(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    sort_index integer not null,
    ${c.fields.map((f) => columnSql(f, false)).join(',\n    ')}
  )`);
    out.push(`create index ${ct}_parent_idx on ${ct}(parent_id, sort_index)`);
  }
  return out;
}

/** Statements that undo `tableStatements` (children first; added columns dropped from an older table). */
export function dropStatements(decl: CatalogEntity): string[] {
  const { table } = catalogNames(decl);
  const out = (decl.children ?? []).map((c) => `drop table if exists ${ident(c.table)}`);
  if (decl.existingColumns) {
    const have = new Set(decl.existingColumns);
    for (const f of decl.fields)
      if (!have.has(snake(f.name)))
        out.push(`alter table ${ident(table)} drop column if exists ${ident(snake(f.name))}`);
  } else out.push(`drop table if exists ${ident(table)}`);
  return out;
}

/**
 * A migration made from a list of declarations (one statement at a time: PGlite runs one per
 * call). Each group of declarations gets its own numbered migration (005_catalog, 006_…); a
 * declaration's columns are frozen once its migration has run anywhere, so changing them needs a
 * new migration, never an edit of the declaration behind an old one.
 */
export function catalogMigration(decls: readonly CatalogEntity[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const decl of decls) for (const s of tableStatements(decl)) await sql.raw(s).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const decl of [...decls].reverse())
        for (const s of dropStatements(decl)) await sql.raw(s).execute(db);
    },
  };
}
