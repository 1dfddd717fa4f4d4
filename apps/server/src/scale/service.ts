import type { Insertable, Kysely } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { writeOperationLog, type OperationDetail } from '../system/operationLog';
import { isProtocolId, PROTOCOLS } from './protocols/index';
import { checkScaleInput, SCALE_MSG, type ScaleValues } from './scaleInput';
import type { ScaleRuntimeConfig } from './scaleRuntime';
import type { ScaleRow, ScaleTable } from './schema';

/** A scale on the wire (GET /scale/list, detail, create, update). */
export interface ScaleWire extends Omit<ScaleValues, 'protocol'> {
  id: string;
  protocol: string;
  protocolName: string;
  version: number;
  createDate: string;
  updateDate: string;
}

export interface ScaleActionContext {
  db: Kysely<Database>;
  auth: AuthInfo;
  now: Date;
  requestId: string;
  ip: string;
  detail: () => OperationDetail;
}

const CONFLICT = '数据已被他人修改，请刷新后重试';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toWire(row: ScaleRow): ScaleWire {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    protocol: row.protocol,
    protocolName: isProtocolId(row.protocol) ? PROTOCOLS[row.protocol].label : row.protocol,
    transport: row.transport,
    host: row.host,
    port: row.port,
    device: row.device,
    baud: row.baud,
    dataBits: row.data_bits,
    parity: row.parity,
    stopBits: row.stop_bits,
    stabilityCount: row.stability_count,
    stabilityToleranceKg: row.stability_tolerance_kg,
    stabilityWindowMs: row.stability_window_ms,
    offlineTimeoutMs: row.offline_timeout_ms,
    enabled: row.enabled,
    remark: row.remark,
    version: row.version,
    createDate: row.created_at.toISOString(),
    updateDate: row.updated_at.toISOString(),
  };
}

/** What a reader needs of a row (null when the row names a protocol this server does not know). */
export function toRuntime(row: ScaleRow): ScaleRuntimeConfig | null {
  if (!isProtocolId(row.protocol)) return null;
  return {
    id: row.id,
    orgId: row.org_id,
    code: row.code,
    name: row.name,
    protocol: row.protocol,
    transport: row.transport,
    host: row.host,
    port: row.port,
    stability: {
      count: row.stability_count,
      toleranceKg: row.stability_tolerance_kg,
      windowMs: row.stability_window_ms,
    },
    offlineTimeoutMs: row.offline_timeout_ms,
  };
}

function columns(
  v: ScaleValues,
): Omit<Insertable<ScaleTable>, 'org_id' | 'group_id' | 'created_at' | 'updated_at'> {
  return {
    code: v.code,
    name: v.name,
    protocol: v.protocol,
    transport: v.transport,
    host: v.host,
    port: v.port,
    device: v.device,
    baud: v.baud,
    data_bits: v.dataBits,
    parity: v.parity,
    stop_bits: v.stopBits,
    stability_count: v.stabilityCount,
    stability_tolerance_kg: v.stabilityToleranceKg,
    stability_window_ms: v.stabilityWindowMs,
    offline_timeout_ms: v.offlineTimeoutMs,
    enabled: v.enabled,
    remark: v.remark,
  };
}

const scoped = (db: Kysely<Database>, orgId: string) =>
  db.selectFrom('scale').selectAll().where('org_id', '=', orgId).where('deleted_at', 'is', null);

export function listScales(db: Kysely<Database>, orgId: string): Promise<ScaleRow[]> {
  return scoped(db, orgId).orderBy('code').execute();
}

export async function readScale(db: Kysely<Database>, orgId: string, id: string): Promise<ScaleRow> {
  const row = UUID.test(id) ? await scoped(db, orgId).where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound();
  return row;
}

/** Every enabled scale of every organisation: what the readers start from. */
export function enabledScales(db: Kysely<Database>): Promise<ScaleRow[]> {
  return db
    .selectFrom('scale')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .execute();
}

function checked(body: Record<string, unknown>): ScaleValues {
  const result = checkScaleInput(body);
  if ('error' in result) throw badRequest(result.error);
  return result.values;
}

async function assertCodeFree(db: Kysely<Database>, orgId: string, code: string, exceptId?: string) {
  let q = scoped(db, orgId).where('code', '=', code);
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw badRequest(SCALE_MSG.codeTaken);
}

/** A concurrent duplicate that passed the check meets the partial unique index: same message. */
async function uniqueGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' &&
      String((error as Error).message).includes('scale_code_uq')
    ) {
      throw badRequest(SCALE_MSG.codeTaken);
    }
    throw error;
  }
}

const log = (
  db: Kysely<Database>,
  ctx: ScaleActionContext,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) =>
  writeOperationLog(db, ctx.auth, ctx.now, {
    action,
    entity: 'scale',
    entityId: id,
    before,
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: ctx.detail(),
  });

export async function createScale(ctx: ScaleActionContext, body: Record<string, unknown>): Promise<ScaleRow> {
  const values = checked(body);
  return uniqueGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      await assertCodeFree(trx, ctx.auth.orgId, values.code);
      const row = await trx
        .insertInto('scale')
        .values({
          ...columns(values),
          org_id: ctx.auth.orgId,
          group_id: ctx.auth.groupId,
          created_by: ctx.auth.userId,
          updated_by: ctx.auth.userId,
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await log(trx, ctx, 'create', row.id, null, toWire(row));
      return row;
    }),
  );
}

/** Absent fields keep their stored values; the merged whole is checked again. */
export async function updateScale(ctx: ScaleActionContext, body: Record<string, unknown>): Promise<ScaleRow> {
  const id = typeof body.id === 'string' ? body.id : '';
  const version = body.version;
  if (version === undefined || version === null || version === '') throw badRequest('版本号不能为空');
  if (!Number.isSafeInteger(Number(version))) throw badRequest('版本号必须是整数');
  return uniqueGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await readScale(trx, ctx.auth.orgId, id);
      if (before.version !== Number(version)) throw new AppError(409, CONFLICT);
      const stored = toWire(before) as unknown as Record<string, unknown>;
      const values = checked({ ...stored, ...body });
      await assertCodeFree(trx, ctx.auth.orgId, values.code, id);
      const row = await trx
        .updateTable('scale')
        .set({
          ...columns(values),
          version: before.version + 1,
          updated_by: ctx.auth.userId,
          updated_at: ctx.now,
        })
        .where('id', '=', id)
        .where('org_id', '=', ctx.auth.orgId)
        .where('version', '=', before.version)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError(409, CONFLICT);
      await log(trx, ctx, 'update', id, toWire(before), toWire(row));
      return row;
    }),
  );
}

export async function deleteScale(ctx: ScaleActionContext, id: string): Promise<ScaleRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await readScale(trx, ctx.auth.orgId, id);
    await trx
      .updateTable('scale')
      .set({ deleted_at: ctx.now, updated_by: ctx.auth.userId, updated_at: ctx.now })
      .where('id', '=', id)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    await log(trx, ctx, 'delete', id, toWire(before), null);
    return before;
  });
}
