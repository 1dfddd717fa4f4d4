import { sql, type Kysely, type Transaction } from 'kysely';
import { snake } from '../crud/EntityDef';
import { tableStatements } from '../crud/catalog/toDdl';
import { toTemplates } from '../crud/catalog/toTemplates';
import type { CatalogEntity, CatalogField, ControlKind } from '../crud/catalog/types';
import { RESERVED_COLUMNS } from '../crud/catalog/declarations/lowcode';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { writeOperationLog } from '../system/operationLog';
import type { TemplatesDb } from '../templates/schema';
import { templateRows } from '../templates/seed';
import { COLUMN_NAME, CUSTOM_TABLE_NAME } from './names';
import type { DesignContext } from './formatDesigner';

/**
 * 发布 (publish) of a 自定义表 definition: the definition becomes a declaration (crud/catalog
 * types) and goes through the catalog's own generator (toDdl.tableStatements: the table, its list
 * and unique indexes, its published sub-tables as child tables) and template derivation
 * (toTemplates: FORM, LIST, popup), all in one transaction. The record engine then serves it at
 * `/optimus_prime/custom/{table}/…` (customRoutes.ts), reading the published definition per
 * request, so it survives a restart. Every name is checked against its pattern again here: the
 * DDL is built only from names that passed, and types come from a fixed map.
 */

export const PUBLISH_MSG = {
  published: '该表已发布',
  exists: (table: string) => `数据库中已存在表${table}，不能发布`,
  noColumns: (table: string) => `表${table}至少需要一列`,
  badTable: (table: string) => `表名${table}不合法`,
  badColumn: (table: string, column: string) => `表${table}的列名${column}不合法`,
  reserved: (table: string, column: string) => `表${table}的列名${column}为系统保留列`,
  duplicate: (table: string, column: string) => `表${table}的列名${column}重复`,
  templateExists: (code: string) => `模板${code}已存在，不能发布`,
} as const;

/** Custom tables' routes: /optimus_prime/custom/{table}/… (a declaration's `/${module}/${name}`). */
export const CUSTOM_MODULE = 'optimus_prime';
export const customName = (table: string): string => `custom/${table}`;

const CONTROL_OF_KIND: Record<string, ControlKind> = {
  文本: 'text',
  多行文本: 'textarea',
  数字: 'number',
  日期: 'date',
  日期时间: 'dateTime',
  是否: 'yesNo',
};

export interface ColumnDefinition {
  column_name: string;
  column_label: string;
  column_kind: string;
  required: string | null;
  unique_flag: string | null;
}

export interface TableDefinition {
  table_name: string;
  table_label: string;
  columns: readonly ColumnDefinition[];
}

const camel = (column: string): string => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function fieldsOf(table: string, columns: readonly ColumnDefinition[]): CatalogField[] {
  if (columns.length === 0) throw badRequest(PUBLISH_MSG.noColumns(table));
  const seen = new Set<string>();
  return columns.map((c) => {
    const name = camel(c.column_name);
    // the column is the field's snake_case: a name that would not come back the same is refused
    if (!COLUMN_NAME.test(c.column_name) || snake(name) !== c.column_name)
      throw badRequest(PUBLISH_MSG.badColumn(table, c.column_name));
    if (RESERVED_COLUMNS.has(c.column_name)) throw badRequest(PUBLISH_MSG.reserved(table, c.column_name));
    if (seen.has(c.column_name)) throw badRequest(PUBLISH_MSG.duplicate(table, c.column_name));
    seen.add(c.column_name);
    const control = CONTROL_OF_KIND[c.column_kind] ?? 'text';
    const f: CatalogField = { name, label: c.column_label, control, sort: control !== 'textarea' };
    if (c.required === '是') f.required = true;
    if (c.unique_flag === '是') f.unique = `${c.column_label}已存在`;
    if (control === 'text') f.query = 'quick';
    else if (control !== 'textarea') f.query = 'advanced';
    return f;
  });
}

/** A published definition (and its sub-tables) as a catalog declaration. */
export function toDeclaration(main: TableDefinition, subs: readonly TableDefinition[]): CatalogEntity {
  for (const t of [main, ...subs])
    if (!CUSTOM_TABLE_NAME.test(t.table_name)) throw badRequest(PUBLISH_MSG.badTable(t.table_name));
  return {
    module: CUSTOM_MODULE,
    name: customName(main.table_name),
    label: main.table_label,
    table: main.table_name,
    fields: fieldsOf(main.table_name, main.columns),
    children: subs.map((s) => ({
      table: s.table_name,
      label: s.table_label,
      fields: fieldsOf(s.table_name, s.columns),
    })),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

async function columnsOf(db: Db, childTable: 'cg_table_column' | 'cg_sub_table_column', parentId: string) {
  const { rows } =
    await sql<ColumnDefinition>`select column_name, column_label, column_kind, required, unique_flag
    from ${sql.table(childTable)} where parent_id = ${parentId} order by sort_index`.execute(db);
  return rows;
}

/** The definition of a custom table of the organisation (published or not), with its sub-tables. */
export async function loadDefinition(
  db: Db,
  orgId: string,
  by: { id: string } | { table: string; published: true },
): Promise<{
  id: string;
  published: boolean;
  main: TableDefinition;
  subs: (TableDefinition & { id: string })[];
} | null> {
  const { rows } = await sql<{
    id: string;
    table_name: string;
    table_label: string;
    published: string | null;
  }>`
    select id, table_name, table_label, published from cg_table
    where org_id = ${orgId} and deleted_at is null
      and ${'id' in by ? sql`id = ${by.id}` : sql`table_name = ${by.table} and published = '是'`}`.execute(
    db,
  );
  const t = rows[0];
  if (!t) return null;
  const subRows = await sql<{ id: string; table_name: string; table_label: string }>`
    select id, table_name, table_label from cg_sub_table
    where org_id = ${orgId} and deleted_at is null and parent_table_id = ${t.id}
      and ${'id' in by ? sql`true` : sql`published = '是'`}
    order by created_at, id`.execute(db);
  const subs = [];
  for (const s of subRows.rows)
    subs.push({ ...s, columns: await columnsOf(db, 'cg_sub_table_column', s.id) });
  return {
    id: t.id,
    published: t.published === '是',
    main: {
      table_name: t.table_name,
      table_label: t.table_label,
      columns: await columnsOf(db, 'cg_table_column', t.id),
    },
    subs,
  };
}

/** 发布: the definition's tables, templates and published flags in one transaction; refused as a whole. */
export async function publishTable(
  ctx: DesignContext,
  id: string,
): Promise<{ table: string; basePath: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const def = await loadDefinition(trx, ctx.auth.orgId, { id });
    if (!def) throw notFound();
    if (def.published) throw badRequest(PUBLISH_MSG.published);
    const decl = toDeclaration(def.main, def.subs);
    for (const t of [def.main, ...def.subs]) {
      const { rows } = await sql<{
        found: string | null;
      }>`select to_regclass(${t.table_name})::text as found`.execute(trx);
      if (rows[0]?.found) throw badRequest(PUBLISH_MSG.exists(t.table_name));
    }
    const seeds = toTemplates(decl).map((s) => ({ ...s, menuPath: undefined }));
    const tdb = trx as unknown as Kysely<TemplatesDb>;
    const stored = await tdb
      .selectFrom('cg_format')
      .select(['id', 'format_code'])
      .where('group_id', '=', ctx.auth.groupId)
      .execute();
    const codes = new Map(stored.map((r) => [r.format_code, r.id]));
    for (const s of seeds) if (codes.has(s.code)) throw badRequest(PUBLISH_MSG.templateExists(s.code));

    for (const statement of tableStatements(decl)) await sql.raw(statement).execute(trx);
    const rows = templateRows({
      groupId: ctx.auth.groupId,
      menuIdsByPath: new Map(),
      templates: seeds,
      storedIds: codes,
    });
    await tdb.insertInto('cg_format').values(rows.formats).execute();
    if (rows.fields.length) await tdb.insertInto('cg_format_sub').values(rows.fields).execute();
    if (rows.links.length) await tdb.insertInto('cg_format_form_sub_param').values(rows.links).execute();
    await sql`update cg_table set published = '是', version = version + 1, updated_at = ${ctx.now} where id = ${def.id}`.execute(
      trx,
    );
    for (const s of def.subs)
      await sql`update cg_sub_table set published = '是', version = version + 1, updated_at = ${ctx.now} where id = ${s.id}`.execute(
        trx,
      );
    await writeOperationLog(trx, ctx.auth, ctx.now, {
      action: 'publish',
      entity: 'cg_table',
      entityId: def.id,
      before: null,
      after: {
        table: def.main.table_name,
        subTables: def.subs.map((s) => s.table_name),
        templates: seeds.map((s) => s.code),
      },
      requestId: ctx.requestId,
      ip: ctx.ip,
      detail: ctx.detail(),
    });
    return { table: def.main.table_name, basePath: `/${CUSTOM_MODULE}/${customName(def.main.table_name)}` };
  });
}
