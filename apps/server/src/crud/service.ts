import type { FieldDefinition } from '@wb/templates';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { operationLogRow, writeOperationLog, type OperationDetail } from '../system/operationLog';
import { checkAttachmentFields } from './attachmentFields';
import { emitEvent } from '../system/webhooks/events';
import { childSetsOf, pickChildSets, readChildRows, replaceChildRows, type ChildSets } from './childRows';
import type { EntityDef } from './EntityDef';
import { pickBody } from './recordValues';
import { allFieldNames, readRecord, selections, scopedFrom } from './recordQuery';
import type { CrudDb } from './schema';
import { validateRecord } from './validateRecord';

/** SPEC-style messages of the engine's actions. */
export const CRUD_MSG = {
  conflict: '数据已被他人修改，请刷新后重试',
  noDeleteSelection: '请选择要删除的数据',
  noSelection: '请至少选择一条数据！',
  alreadyEnabled: '所选数据已是启用状态',
  alreadyDisabled: '所选数据已是停用状态',
  noVersion: '版本号不能为空',
  badId: '数据ID格式错误',
} as const;

/** Chinese names of the logged actions (日志详情). */
export const ACTION_NAMES: Readonly<Record<string, string>> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  enable: '启用',
  disable: '停用',
  copy: '复制',
  import: '导入',
  upload: '上传附件',
  deleteAttachment: '删除附件',
  // system services (system/README.md)
  pause: '暂停',
  resume: '恢复',
  run: '立即执行',
  takeNumber: '取号',
  redeliver: '重新投递',
  resetSecret: '重置密钥',
  publish: '发布',
  audit: '审核',
  unaudit: '弃审',
  obsolete: '作废',
  recover: '恢复',
  mulAudit: '批量审核',
  mulInit: '批量初始化',
  loss: '挂失',
  reuse: '解挂',
  block: '拉黑',
  unblock: '解除',
  rejected: '驳回',
  rejectedUp: '退回上级',
};

/** Most ids one batch action takes. */
export const MAX_BATCH_IDS = 1000;

export interface ActionContext {
  db: Kysely<Database>;
  auth: AuthInfo;
  now: Date;
  utcOffsetMinutes: number;
  requestId: string;
  ip: string;
  /** the request's detail for the log, read when the row is written (its execute time is then known) */
  detail: () => OperationDetail;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The engine reaches entity tables by name through its fixed field map (see CrudDb). */
export const crudDb = (db: Kysely<Database>): Kysely<CrudDb> => db as unknown as Kysely<CrudDb>;

const conflict = (): AppError => new AppError(409, CRUD_MSG.conflict);

export async function log(
  trx: Transaction<Database>,
  ctx: ActionContext,
  def: EntityDef,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await writeOperationLog(trx, ctx.auth, ctx.now, {
    action,
    entity: def.name,
    entityId,
    before,
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: ctx.detail(),
  });
  // subscribed webhooks hear of it, in this transaction: no event for a change that rolls back
  await emitEvent(
    trx,
    ctx.auth.orgId,
    'record.changed',
    { entity: def.name, action, id: entityId, before, after },
    ctx.now,
  );
}

/** Main-table and extension columns of converted values. */
function columnsOf(
  def: EntityDef,
  values: Record<string, unknown>,
): { main: Record<string, unknown>; ext: Record<string, unknown> } {
  const main: Record<string, unknown> = {};
  const ext: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(def.fields)) {
    if (!(name in values)) continue;
    (spec.extension ? ext : main)[spec.column] = values[name];
  }
  return { main, ext };
}

/** A unique value already held by another live row of the organisation: its message, else null. */
async function uniqueClash(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  values: Record<string, unknown>,
  selfId: string | null,
): Promise<string | null> {
  for (const rule of def.unique) {
    const value = values[rule.field];
    if (value === null || value === undefined) continue;
    let q = db
      .selectFrom(`${def.table} as r` as 'r')
      .select('r.id')
      .where('r.org_id', '=', orgId)
      .where('r.deleted_at', 'is', null)
      .where(sql.ref(`r.${def.fields[rule.field].column}`), '=', value);
    if (selfId) q = q.where('r.id', '<>', selfId);
    if (await q.limit(1).executeTakeFirst()) return rule.message;
  }
  return null;
}

/** A unique-index violation (a concurrent writer slipped past the check) as the rule's message. */
export function uniqueViolation(def: EntityDef, error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  const text = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  const rule = def.unique.find((r) => text.includes(r.index)) ?? def.unique[0];
  return rule ? badRequest(rule.message) : null;
}

async function insertRow(
  trx: Transaction<Database>,
  def: EntityDef,
  ctx: ActionContext,
  values: Record<string, unknown>,
  children?: ChildSets,
): Promise<string> {
  const db = crudDb(trx);
  const { main, ext } = columnsOf(def, values);
  if (def.status) {
    const column = def.fields[def.status.field].column;
    main[column] = main[column] ?? def.status.initial;
  }
  const { id } = await db
    .insertInto(`${def.table}` as 'r')
    .values({
      ...main,
      org_id: ctx.auth.orgId,
      group_id: ctx.auth.groupId,
      enabled: values.enabled === false ? false : true,
      created_by: ctx.auth.userId,
      updated_by: ctx.auth.userId,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (def.extension) {
    await db
      .insertInto(def.extension.table as 'x')
      .values({ ...ext, [def.extension.keyColumn]: id, org_id: ctx.auth.orgId, group_id: ctx.auth.groupId })
      .execute();
  }
  if (children) await replaceChildRows(trx, def, ctx.auth.orgId, ctx.auth.groupId, id, children);
  return id;
}

/** A record as detail shows it: the row, plus its child rows under each child table's name. */
export async function readFull(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  id: string,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const row = await readRecord(db, def, orgId, id, lock);
  if (!row || !def.children) return row;
  return { ...row, ...(await readChildRows(db, def, orgId, id)) };
}

/** Edit and delete only in the flow's editable states (an audited document is unaudited first). */
export function assertEditable(
  def: EntityDef,
  row: Readonly<Record<string, unknown>>,
  verb: '修改' | '删除',
): void {
  const flow = def.status;
  if (!flow?.editable) return;
  const state = String(row[flow.field]);
  if (flow.editable.includes(state)) return;
  const label = flow.options.find((o) => o.value === state)?.label ?? state;
  throw badRequest(`${label}的数据不能${verb}`);
}

/** Runs an action's transaction; a unique-index violation becomes the entity's Chinese message. */
export async function inTransaction<T>(
  ctx: ActionContext,
  def: EntityDef,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (error) {
    throw uniqueViolation(def, error) ?? error;
  }
}

/** 新增: the body's known fields, checked by the FORM template; org, group, ids and version from the server. */
export async function createRecord(
  ctx: ActionContext,
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const check = validateRecord(def, formFields, pickBody(def, body), ctx.utcOffsetMinutes);
  if (!check.ok) throw badRequest(check.error);
  const children = pickChildSets(def, formFields, body, ctx.utcOffsetMinutes);
  return inTransaction(ctx, def, async (trx) => {
    const clash = await uniqueClash(crudDb(trx), def, ctx.auth.orgId, check.values, null);
    if (clash) throw badRequest(clash);
    await def.beforeSave?.(crudDb(trx), ctx.auth.orgId, check.values, null);
    const id = await insertRow(trx, def, ctx, check.values, children);
    await checkAttachmentFields(trx, def, formFields, ctx.auth.orgId, id, check.values);
    const after = await readFull(crudDb(trx), def, ctx.auth.orgId, id);
    await log(trx, ctx, def, 'create', id, null, after);
    return after!;
  });
}

export function requireId(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw badRequest(CRUD_MSG.badId);
  return value;
}

/**
 * 修改 with optimistic locking: the row is locked, its version must equal the body's (else 409
 * and nothing changes), fields absent from the body keep their values, and the merged row is
 * checked as a whole. `enabled` changes only through 启用/停用.
 */
export async function updateRecord(
  ctx: ActionContext,
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const id = requireId(body.id);
  const version =
    typeof body.version === 'string' && /^\d+$/.test(body.version) ? Number(body.version) : body.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) throw badRequest(CRUD_MSG.noVersion);
  const changes = pickBody(def, body);
  delete changes.enabled;
  return inTransaction(ctx, def, async (trx) => {
    const db = crudDb(trx);
    const before = await readFull(db, def, ctx.auth.orgId, id, true);
    if (!before) throw notFound();
    if (before.version !== version) throw conflict();
    assertEditable(def, before, '修改');
    const check = validateRecord(def, formFields, { ...before, ...changes }, ctx.utcOffsetMinutes);
    if (!check.ok) throw badRequest(check.error);
    // checked after the version: a stale save is a 409 whatever its rows hold
    const children = pickChildSets(def, formFields, body, ctx.utcOffsetMinutes);
    const clash = await uniqueClash(db, def, ctx.auth.orgId, check.values, id);
    if (clash) throw badRequest(clash);
    await def.beforeSave?.(db, ctx.auth.orgId, check.values, id);
    const flow = def.status;
    if (flow?.reopenOnEdit?.includes(String(before[flow.field]))) check.values[flow.field] = flow.initial;
    const { main, ext } = columnsOf(def, check.values);
    await db
      .updateTable(`${def.table}` as 'r')
      .set({ ...main, version: sql`version + 1`, updated_by: ctx.auth.userId, updated_at: ctx.now })
      .where('id', '=', id)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    if (def.extension) {
      const key = def.extension.keyColumn;
      await db
        .insertInto(def.extension.table as 'x')
        .values({ ...ext, [key]: id, org_id: ctx.auth.orgId, group_id: ctx.auth.groupId })
        .onConflict((oc) => oc.column(key).doUpdateSet(ext))
        .execute();
    }
    await checkAttachmentFields(trx, def, formFields, ctx.auth.orgId, id, check.values, before);
    await replaceChildRows(trx, def, ctx.auth.orgId, ctx.auth.groupId, id, children);
    const after = await readFull(db, def, ctx.auth.orgId, id);
    await log(trx, ctx, def, 'update', id, before, after);
    return after!;
  });
}

/** The selected ids: present, well-formed, at most MAX_BATCH_IDS, duplicates dropped. */
export function checkIds(ids: unknown, emptyMessage: string): string[] {
  if (!Array.isArray(ids) || ids.length === 0) throw badRequest(emptyMessage);
  if (ids.length > MAX_BATCH_IDS) throw badRequest(`一次最多选择${MAX_BATCH_IDS}条数据`);
  return [...new Set(ids.map(requireId))];
}

/** Locks and reads every selected row of the organisation; any missing one → 404 and nothing changes. */
export async function lockAll(
  trx: Transaction<Database>,
  def: EntityDef,
  orgId: string,
  ids: string[],
): Promise<Record<string, unknown>[]> {
  const rows = (await scopedFrom(crudDb(trx), def, orgId)
    .where('r.id', 'in', ids)
    .select(selections(def, allFieldNames(def)))
    .modifyEnd(sql`for update of r`)
    .execute()) as Record<string, unknown>[];
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/** 删除 (soft): all selected rows in one transaction, or none. */
export async function deleteRecords(ctx: ActionContext, def: EntityDef, rawIds: unknown): Promise<number> {
  const ids = checkIds(rawIds, CRUD_MSG.noDeleteSelection);
  return inTransaction(ctx, def, async (trx) => {
    const rows = await lockAll(trx, def, ctx.auth.orgId, ids);
    for (const row of rows) assertEditable(def, row, '删除');
    await def.beforeDelete?.(crudDb(trx), ctx.auth.orgId, ids);
    await crudDb(trx)
      .updateTable(`${def.table}` as 'r')
      .set({
        deleted_at: ctx.now,
        version: sql`version + 1`,
        updated_by: ctx.auth.userId,
        updated_at: ctx.now,
      })
      .where('id', 'in', ids)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    for (const row of rows) await log(trx, ctx, def, 'delete', String(row.id), row, null);
    return rows.length;
  });
}

/** 启用 / 停用: refused as a whole when a selected row is already in the target state. */
export async function setEnabled(
  ctx: ActionContext,
  def: EntityDef,
  rawIds: unknown,
  enabled: boolean,
): Promise<number> {
  const ids = checkIds(rawIds, CRUD_MSG.noSelection);
  return inTransaction(ctx, def, async (trx) => {
    const rows = await lockAll(trx, def, ctx.auth.orgId, ids);
    if (rows.some((r) => r.enabled === enabled))
      throw badRequest(enabled ? CRUD_MSG.alreadyEnabled : CRUD_MSG.alreadyDisabled);
    await crudDb(trx)
      .updateTable(`${def.table}` as 'r')
      .set({ enabled, version: sql`version + 1`, updated_by: ctx.auth.userId, updated_at: ctx.now })
      .where('id', 'in', ids)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    for (const before of rows) {
      const after = { ...before, enabled, version: Number(before.version) + 1, updateDate: ctx.now };
      await log(trx, ctx, def, enabled ? 'enable' : 'disable', String(before.id), before, after);
    }
    return rows.length;
  });
}

const COPY_SUFFIX = '-副本';

/** The first of `v-副本`, `v-副本2`, … no live row of the organisation holds. */
async function freeCopyValue(
  db: Kysely<CrudDb>,
  def: EntityDef,
  orgId: string,
  field: string,
  value: string,
): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = `${value}${COPY_SUFFIX}${n === 1 ? '' : n}`;
    if (!(await uniqueClash(db, def, orgId, { [field]: candidate }, null))) return candidate;
  }
  throw badRequest(`${def.label}副本过多，请先整理已有副本`);
}

/**
 * 复制: a new row with the source's fields. Unique fields get the suffix -副本 (-副本2, …) so the
 * copy saves at once, and the copy starts 停用 so a half-edited duplicate never reaches a picker;
 * the user edits it, then enables it.
 */
export async function copyRecord(
  ctx: ActionContext,
  def: EntityDef,
  id: string,
): Promise<Record<string, unknown>> {
  return inTransaction(ctx, def, async (trx) => {
    const db = crudDb(trx);
    const source = await readFull(db, def, ctx.auth.orgId, id);
    if (!source) throw notFound();
    const values: Record<string, unknown> = {};
    for (const name of Object.keys(def.fields)) values[name] = source[name];
    // a copy is a new record: it starts where every new one does
    if (def.status) values[def.status.field] = def.status.initial;
    for (const rule of def.unique) {
      const v = values[rule.field];
      if (typeof v === 'string')
        values[rule.field] = await freeCopyValue(db, def, ctx.auth.orgId, rule.field, v);
    }
    values.enabled = false;
    await def.beforeSave?.(db, ctx.auth.orgId, values, null);
    const children = await childSetsOf(db, def, ctx.auth.orgId, id);
    const newId = await insertRow(trx, def, ctx, values, children);
    const after = await readFull(db, def, ctx.auth.orgId, newId);
    await log(trx, ctx, def, 'copy', newId, source, after);
    return after!;
  });
}

/**
 * 导入: rows already checked one by one, uniqueness included (excel/importRecords); every row in
 * one transaction with one log row each. A unique-index violation still rolls back everything.
 */
export async function insertImported(
  ctx: ActionContext,
  def: EntityDef,
  rows: readonly Record<string, unknown>[],
): Promise<number> {
  return inTransaction(ctx, def, async (trx) => {
    const db = crudDb(trx);
    const ids: string[] = [];
    for (const values of rows) ids.push(await insertRow(trx, def, ctx, values));
    const logs = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const after = (await scopedFrom(db, def, ctx.auth.orgId)
        .where('r.id', 'in', chunk)
        .select(selections(def, allFieldNames(def)))
        .execute()) as Record<string, unknown>[];
      for (const row of after)
        logs.push(
          operationLogRow(ctx.auth, ctx.now, {
            action: 'import',
            entity: def.name,
            entityId: String(row.id),
            before: null,
            after: row,
            requestId: ctx.requestId,
            ip: ctx.ip,
            detail: ctx.detail(),
          }),
        );
    }
    for (let i = 0; i < logs.length; i += 200)
      await trx
        .insertInto('sys_operation_log')
        .values(logs.slice(i, i + 200))
        .execute();
    return ids.length;
  });
}

/** Unique values of the file that live rows of the organisation already hold, per field. */
export async function takenValues(
  db: Kysely<Database>,
  def: EntityDef,
  orgId: string,
  field: string,
  values: readonly string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  const column = def.fields[field].column;
  for (let i = 0; i < values.length; i += 500) {
    const rows = (await crudDb(db)
      .selectFrom(`${def.table} as r` as 'r')
      .select(sql<string>`${sql.ref(`r.${column}`)}`.as('v'))
      .where('r.org_id', '=', orgId)
      .where('r.deleted_at', 'is', null)
      .where(sql.ref(`r.${column}`), 'in', values.slice(i, i + 500))
      .execute()) as { v: string }[];
    for (const r of rows) taken.add(r.v);
  }
  return taken;
}
