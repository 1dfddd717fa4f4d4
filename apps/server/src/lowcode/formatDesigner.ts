import { validateListRequest } from '@wb/templates';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthInfo } from '../auth/service';
import { BASE_FIELDS } from '../crud/recordQuery';
import type { EntityDef } from '../crud/EntityDef';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { writeOperationLog, type OperationDetail } from '../system/operationLog';
import { applyListQuery, ListQueryError, runListQuery, type ColumnMap } from '../templates/listQuery';
import type { FieldSection, TemplatesDb } from '../templates/schema';
import { templateRows } from '../templates/seed';
import type { FieldSeed, FormatSeed } from '../templates/seedData/FormatSeed';
import { FIELD_ATTR_KEYS } from '../templates/schema';
import { loadFieldLists } from '../templates/service';
import { checkFormatSeed, FormatCheckError, SECTIONS } from './formatSeedCheck';

/**
 * The 格式模板 designer over the template store (templates/): list a group's formats, read one as
 * configuration (`FormatSeed`: popups and details by code — the export JSON), save header and
 * fields (checked field by field, rewritten in one transaction with an operation-log row), copy,
 * import, delete. The store is read per request by every template call, so a save shows on the
 * template's screen at its next load.
 */

type Db = Kysely<TemplatesDb>;
type Trx = Transaction<TemplatesDb>;

export const DESIGN_MSG = {
  codeTaken: '模板编码已存在',
  conflict: '数据已被他人修改，请刷新后重试',
  referenced: '模板已被其他模板引用，不能删除',
  noIds: '请选择要删除的数据',
  notEntityField: (field: string, entity: string) => `字段${field}不是${entity}的字段`,
} as const;

/** The log's entity name of template changes. */
export const FORMAT_ENTITY = 'cg_format';

export interface DesignContext {
  db: Kysely<Database>;
  auth: AuthInfo;
  now: Date;
  requestId: string;
  ip: string;
  detail: () => OperationDetail;
  /** the record engine's entities: a LIST/RESOURCE template bound to one may name only its fields */
  entities: readonly EntityDef[];
  utcOffsetMinutes: number;
}

const tdb = (db: Kysely<Database>): Db => db as unknown as Db;

/** List columns of the format list page (LIST template `cg_format_list`); fixed in code. */
export const FORMAT_COLUMNS: ColumnMap = {
  id: { column: 'f.id', kind: 'uuid' },
  formatCode: { column: 'f.format_code', kind: 'text' },
  formatName: { column: 'f.format_name', kind: 'text' },
  formatType: { column: 'f.format_type', kind: 'text' },
  formatStyle: { column: 'f.format_style', kind: 'text' },
  menuName: { column: 'm.title', kind: 'text' },
  customTable: { column: 'f.custom_table', kind: 'text' },
  resUrl: { column: 'f.res_url', kind: 'text' },
  resMethod: { column: 'f.res_method', kind: 'text' },
  version: { column: 'f.version', kind: 'number' },
  createDate: { column: 'f.created_at', kind: 'date' },
  updateDate: { column: 'f.updated_at', kind: 'date' },
};

/** `POST /optimus_prime/cg_format/v2/list`: the group's formats, checked by the list template's fields. */
export async function listFormats(
  db: Kysely<Database>,
  auth: AuthInfo,
  listTemplateId: string | null,
  body: Record<string, unknown>,
  utcOffsetMinutes: number,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const t = tdb(db);
  const format = await t
    .selectFrom('cg_format')
    .select('id')
    .where('group_id', '=', auth.groupId)
    .where((eb) =>
      listTemplateId ? eb('id', '=', listTemplateId) : eb('format_code', '=', 'cg_format_list'),
    )
    .executeTakeFirst();
  if (!format) throw notFound();
  const lists = await loadFieldLists(t, format.id);
  const checked = validateListRequest([...lists.list, ...lists.search], body);
  if (!checked.ok) throw badRequest(checked.error);
  const base = t
    .selectFrom('cg_format as f')
    .leftJoin('sys_menu as m', 'm.id', 'f.menu_id')
    .where('f.group_id', '=', auth.groupId);
  try {
    return await runListQuery(
      applyListQuery(base, checked.value, FORMAT_COLUMNS, {
        utcOffsetMinutes,
        defaultSort: [{ key: 'formatCode', dir: 'asc' }],
        select: ['id', 'version', ...lists.list.map((f) => f.fieldName)],
      }),
    );
  } catch (e) {
    if (e instanceof ListQueryError) throw badRequest(e.message);
    throw e;
  }
}

async function findOwn(db: Db, groupId: string, id: string) {
  const row = await db
    .selectFrom('cg_format')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** code ↔ id of every template of the group. */
async function codesOf(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('cg_format')
    .select(['id', 'format_code'])
    .where('group_id', '=', groupId)
    .execute();
  return new Map(rows.map((r) => [r.format_code, r.id]));
}

const FLAG_COLUMNS = [
  ['ishow', 'ishow'],
  ['ihidden', 'ihidden'],
  ['iupdate', 'iupdate'],
  ['irequired', 'irequired'],
  ['itotal', 'itotal'],
  ['iallowQuery', 'iallow_query'],
  ['iallowAdvanceQuery', 'iallow_advance_query'],
  ['isortField', 'isort_field'],
  ['idefinedSort', 'idefined_sort'],
] as const;

/** A stored template as configuration (the export JSON): every id replaced by the code it names. */
export async function readFormatSeed(
  db: Kysely<Database>,
  groupId: string,
  id: string,
): Promise<FormatSeed & { id: string; version: number }> {
  const t = tdb(db);
  const f = await findOwn(t, groupId, id);
  const byId = new Map([...(await codesOf(t, groupId))].map(([code, fid]) => [fid, code]));
  const subs = await t
    .selectFrom('cg_format_sub')
    .selectAll()
    .where('format_id', '=', f.id)
    .orderBy('seq')
    .orderBy('field_name')
    .execute();
  const links = subs.length
    ? await t
        .selectFrom('cg_format_form_sub_param')
        .selectAll()
        .where(
          'res_format_sub_id',
          'in',
          subs.map((s) => s.id),
        )
        .orderBy('seq')
        .execute()
    : [];
  const params = await t
    .selectFrom('cg_format_param')
    .selectAll()
    .where('format_id', '=', f.id)
    .orderBy('seq')
    .execute();
  const menu = f.menu_id
    ? await t.selectFrom('sys_menu').select('path').where('id', '=', f.menu_id).executeTakeFirst()
    : undefined;

  const seed: FormatSeed & { id: string; version: number } = {
    id: f.id,
    version: f.version,
    code: f.format_code,
    name: f.format_name,
    type: f.format_type,
  };
  if (f.format_style) seed.style = f.format_style;
  if (menu) seed.menuPath = menu.path;
  if (f.res_url) seed.resUrl = f.res_url;
  if (f.res_method) seed.resMethod = f.res_method;
  if (f.tree_res_url) seed.treeResUrl = f.tree_res_url;
  if (f.tree_res_method) seed.treeResMethod = f.tree_res_method;
  if (f.custom_table) seed.customTable = f.custom_table;
  if (f.opations) seed.opations = f.opations;
  if (f.ps !== null) seed.ps = f.ps;
  if (f.value_resource_sub_name) seed.valueResourceSubName = f.value_resource_sub_name;
  if (f.view_resource_sub_name) seed.viewResourceSubName = f.view_resource_sub_name;
  if (f.detail_id && byId.has(f.detail_id)) seed.detailCode = byId.get(f.detail_id);
  if (f.map_data !== null) seed.mapData = f.map_data;
  if (f.default_search !== null) seed.defaultSearch = f.default_search;
  for (const section of SECTIONS) {
    const fields = subs
      .filter((s) => s.section === section)
      .map((s): FieldSeed => {
        const out: FieldSeed = {
          fieldName: s.field_name,
          fieldExplain: s.field_explain,
          fieldType: s.field_type,
          seq: s.seq,
        };
        for (const [wire, column] of FLAG_COLUMNS) out[wire] = s[column];
        if (s.form_submit_type) out.formSubmitType = s.form_submit_type;
        if (s.sort_method) out.sortMethod = s.sort_method;
        if (s.column_width !== null) out.columnWidth = s.column_width;
        if (s.default_value !== null) out.defaultValue = s.default_value;
        if (s.custom_table) out.customTable = s.custom_table;
        if (s.search_type) out.searchType = s.search_type;
        if (s.op) out.op = s.op;
        if (s.options) out.options = s.options;
        if (s.cg_validate) out.cgValidate = s.cg_validate;
        if (s.calculate) out.calculate = s.calculate;
        const attrs = (s.attrs ?? {}) as Record<string, unknown>;
        for (const key of FIELD_ATTR_KEYS)
          if (attrs[key] !== undefined && attrs[key] !== null)
            (out as unknown as Record<string, unknown>)[key] = attrs[key];
        if (s.cg_format_res_id && byId.has(s.cg_format_res_id)) out.popup = byId.get(s.cg_format_res_id);
        const own = links.filter((l) => l.res_format_sub_id === s.id);
        if (own.length > 0)
          out.links = own.map((l) => ({
            fieldSub1: l.field_sub1_master_table
              ? { fieldName: l.field_sub1_name, masterTable: l.field_sub1_master_table }
              : { fieldName: l.field_sub1_name },
            fieldSub2: { fieldName: l.field_sub2_name },
            iupdate: l.iupdate,
          }));
        return out;
      });
    if (fields.length > 0) seed[section] = fields;
  }
  if (params.length > 0)
    seed.params = params.map((p) => {
      const out: NonNullable<FormatSeed['params']>[number] = { fieldName: p.field_name, ihidden: p.ihidden };
      if (p.default_value !== null) out.defaultValue = p.default_value;
      if (p.form_submit_type) out.formSubmitType = p.form_submit_type;
      if (p.op) out.op = p.op;
      return out;
    });
  return seed;
}

/** The record-engine entity a LIST/RESOURCE template lists from (its resUrl is the entity's list call). */
export function boundEntity(seed: FormatSeed, entities: readonly EntityDef[]): EntityDef | undefined {
  if (seed.type === 'FORM' || !seed.resUrl) return undefined;
  const base = seed.resUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/(v2\/list|list)$/, '');
  return entities.find((e) => e.basePath === base);
}

/**
 * Save-time twin of the engine's request-time check: a list or popup template of an entity may
 * name only the entity's fields (its own, its extension's, the base columns) — a column the
 * engine would refuse on every request is refused here, once, with the field's name.
 */
export function checkEntityFields(seed: FormatSeed, entities: readonly EntityDef[]): void {
  const entity = boundEntity(seed, entities);
  if (!entity) return;
  const allowed = new Set([...Object.keys(BASE_FIELDS), ...Object.keys(entity.fields)]);
  const sections: FieldSection[] = ['list', 'res', 'search'];
  for (const section of sections)
    for (const f of seed[section] ?? [])
      if (!f.customTable && !allowed.has(f.fieldName))
        throw badRequest(DESIGN_MSG.notEntityField(f.fieldName, entity.label));
}

async function menuIds(db: Db, seed: FormatSeed): Promise<Map<string, string>> {
  if (!seed.menuPath) return new Map();
  const menu = await db
    .selectFrom('sys_menu')
    .select(['id', 'path'])
    .where('path', '=', seed.menuPath)
    .executeTakeFirst();
  if (!menu) throw badRequest(`菜单路径「${seed.menuPath}」不存在`);
  return new Map([[menu.path, menu.id]]);
}

function checked(raw: unknown, knownCodes: ReadonlySet<string>, entities: readonly EntityDef[]): FormatSeed {
  try {
    const seed = checkFormatSeed(raw, { knownCodes });
    checkEntityFields(seed, entities);
    return seed;
  } catch (e) {
    if (e instanceof FormatCheckError) throw badRequest(e.message);
    throw e;
  }
}

async function writeFields(
  trx: Trx,
  groupId: string,
  formatId: string,
  seed: FormatSeed,
  codes: Map<string, string>,
) {
  const rows = templateRows({
    groupId,
    menuIdsByPath: new Map(),
    templates: [seed],
    storedIds: new Map([...codes, [seed.code, formatId]]),
  });
  if (rows.fields.length) await trx.insertInto('cg_format_sub').values(rows.fields).execute();
  if (rows.links.length) await trx.insertInto('cg_format_form_sub_param').values(rows.links).execute();
  if (rows.params.length) await trx.insertInto('cg_format_param').values(rows.params).execute();
  return rows.formats[0];
}

async function logChange(
  trx: Trx,
  ctx: DesignContext,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) {
  await writeOperationLog(trx as unknown as Kysely<Database>, ctx.auth, ctx.now, {
    action,
    entity: FORMAT_ENTITY,
    entityId: id,
    before,
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: ctx.detail(),
  });
}

const uniqueClash = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** A new template (新增 with header only, 导入 with fields): the code must be free in the group. */
export async function createFormat(
  ctx: DesignContext,
  raw: unknown,
  action: 'add' | 'import' | 'copy' = 'add',
) {
  const t = tdb(ctx.db);
  try {
    return await t.transaction().execute(async (trx) => {
      const codes = await codesOf(trx, ctx.auth.groupId);
      const seed = checked(raw, new Set(codes.keys()), ctx.entities);
      if (codes.has(seed.code)) throw badRequest(DESIGN_MSG.codeTaken);
      const menus = await menuIds(trx, seed);
      const rows = templateRows({
        groupId: ctx.auth.groupId,
        menuIdsByPath: menus,
        templates: [seed],
        storedIds: codes,
      });
      await trx.insertInto('cg_format').values(rows.formats).execute();
      const id = String(rows.formats[0].id);
      if (rows.fields.length) await trx.insertInto('cg_format_sub').values(rows.fields).execute();
      if (rows.links.length) await trx.insertInto('cg_format_form_sub_param').values(rows.links).execute();
      if (rows.params.length) await trx.insertInto('cg_format_param').values(rows.params).execute();
      await logChange(trx, ctx, action, id, null, seed);
      return { id, code: seed.code };
    });
  } catch (e) {
    if (uniqueClash(e)) throw badRequest(DESIGN_MSG.codeTaken);
    throw e;
  }
}

/**
 * Saves a template: header and (when the body carries any field list) its fields, under the
 * version the editor read. Fields are rewritten: their ids derive from format, section, table and
 * name, so a kept field keeps its id and other templates' references stay valid.
 */
export async function saveFormat(
  ctx: DesignContext,
  id: string,
  raw: Record<string, unknown>,
  version: unknown,
) {
  const t = tdb(ctx.db);
  try {
    return await t.transaction().execute(async (trx) => {
      const before = await readFormatSeed(trx as unknown as Kysely<Database>, ctx.auth.groupId, id);
      const locked = await trx
        .selectFrom('cg_format')
        .select('version')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (Number(version) !== locked.version) throw new AppError(409, DESIGN_MSG.conflict);
      const { id: _i, version: _v, ...current } = before;
      // a header-only save keeps the fields; a design save sends every field list it edits
      const merged = { ...current, ...raw };
      const codes = await codesOf(trx, ctx.auth.groupId);
      codes.delete(before.code);
      const seed = checked(merged, new Set(codes.keys()), ctx.entities);
      if (codes.has(seed.code)) throw badRequest(DESIGN_MSG.codeTaken);
      const menus = await menuIds(trx, seed);
      await trx.deleteFrom('cg_format_sub').where('format_id', '=', id).execute();
      await trx.deleteFrom('cg_format_param').where('format_id', '=', id).execute();
      const header = await writeFields(trx, ctx.auth.groupId, id, seed, codes);
      const { id: _hid, group_id: _g, ...columns } = header;
      await trx
        .updateTable('cg_format')
        .set({
          ...columns,
          menu_id: seed.menuPath ? (menus.get(seed.menuPath) ?? null) : null,
          version: locked.version + 1,
        })
        .where('id', '=', id)
        .execute();
      // the store's and the database's row types of updated_at do not meet in Kysely's set()
      await sql`update cg_format set updated_at = ${ctx.now} where id = ${id}`.execute(trx);
      await logChange(trx, ctx, 'update', id, before, seed);
      return { id, version: locked.version + 1 };
    });
  } catch (e) {
    if (uniqueClash(e)) throw badRequest(DESIGN_MSG.codeTaken);
    throw e;
  }
}

/** 复制: the same configuration under a free code `{code}_copy[n]`, named `{name}-副本`, bound to no menu. */
export async function copyFormat(ctx: DesignContext, id: string) {
  const { id: _i, version: _v, menuPath: _m, ...seed } = await readFormatSeed(ctx.db, ctx.auth.groupId, id);
  const codes = await codesOf(tdb(ctx.db), ctx.auth.groupId);
  let code = `${seed.code}_copy`.slice(0, 64);
  for (let n = 2; codes.has(code); n++) code = `${seed.code.slice(0, 58)}_copy${n}`;
  return createFormat(ctx, { ...seed, code, name: `${seed.name}-副本` }, 'copy');
}

/** 删除: a template another template's picker or detail names is kept (the picker would go dead). */
export async function deleteFormats(ctx: DesignContext, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) throw badRequest(DESIGN_MSG.noIds);
  const t = tdb(ctx.db);
  return t.transaction().execute(async (trx) => {
    const befores = [];
    for (const id of ids)
      befores.push(await readFormatSeed(trx as unknown as Kysely<Database>, ctx.auth.groupId, id));
    const used = await trx
      .selectFrom('cg_format_sub')
      .select('id')
      .where('group_id', '=', ctx.auth.groupId)
      .where('cg_format_res_id', 'in', ids)
      .where('format_id', 'not in', ids)
      .executeTakeFirst();
    const detail = await trx
      .selectFrom('cg_format')
      .select('id')
      .where('group_id', '=', ctx.auth.groupId)
      .where('detail_id', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (used || detail) throw badRequest(DESIGN_MSG.referenced);
    await trx
      .deleteFrom('cg_format')
      .where('group_id', '=', ctx.auth.groupId)
      .where('id', 'in', ids)
      .execute();
    for (const b of befores) await logChange(trx, ctx, 'delete', b.id, b, null);
    return ids.length;
  });
}
