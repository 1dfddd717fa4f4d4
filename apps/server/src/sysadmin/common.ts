import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { requestLogDetail } from '../http/requestLogDetail';
import type { Database } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { writeOperationLog } from '../system/operationLog';
import { UUID_PATTERN } from '../system/routes';

/** Messages shared by the system screens (the record engine's wording where it has one). */
export const SYS_MSG = {
  conflict: '数据已被他人修改，请刷新后重试',
  noSelection: '请至少选择一条数据！',
  noVersion: '版本号不能为空',
  alreadyEnabled: '所选数据已是启用状态',
  alreadyDisabled: '所选数据已是停用状态',
} as const;

export const conflict = (): AppError => new AppError(409, SYS_MSG.conflict);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
export const objectBody = { type: 'object' } as const;

export type Body = Record<string, unknown>;

/** A trimmed text field: required → `{label}不能为空！`; longer than max → `{label}长度不能超过N个字符`. */
export function text(body: Body, key: string, label: string, opts: { required?: boolean; max?: number } = {}): string | null {
  const raw = body[key];
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest(`${label}格式错误`);
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (value === '') {
    if (opts.required) throw badRequest(`${label}不能为空！`);
    return null;
  }
  const max = opts.max ?? 200;
  if (value.length > max) throw badRequest(`${label}长度不能超过${max}个字符`);
  return value;
}

export function integer(body: Body, key: string, label: string, min: number, max: number, fallback?: number): number {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') {
    if (fallback !== undefined) return fallback;
    throw badRequest(`${label}不能为空！`);
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${label}必须是${min}到${max}之间的整数`);
  return n;
}

export function version(body: Body): number {
  const v = Number(body.version);
  if (body.version === undefined || body.version === null || !Number.isInteger(v)) throw badRequest(SYS_MSG.noVersion);
  return v;
}

export function recordId(body: Body): string {
  if (typeof body.id !== 'string' || !UUID.test(body.id)) throw badRequest('数据ID格式错误');
  return body.id;
}

/** A list of ids (≤ 1000); empty → 请至少选择一条数据！ unless allowed. */
export function ids(value: unknown, opts: { allowEmpty?: boolean; message?: string } = {}): string[] {
  if (value === undefined && opts.allowEmpty) return [];
  if (!Array.isArray(value) || value.length > 1000 || value.some((v) => typeof v !== 'string' || !UUID.test(v)))
    throw badRequest('数据ID格式错误');
  if (value.length === 0 && !opts.allowEmpty) throw badRequest(opts.message ?? SYS_MSG.noSelection);
  return [...new Set(value as string[])];
}

export function bool(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 'true' || value === 1 || value === '1' || value === '是';
}

/** What a system action needs: the database, the caller, the clock and how to log the request. */
export interface SysCtx {
  db: Kysely<Database>;
  request: FastifyRequest;
  now: Date;
  log: (
    trx: Kysely<Database>,
    entity: string,
    action: string,
    entityId: string | null,
    before?: unknown,
    after?: unknown,
  ) => Promise<void>;
}

export function sysCtx(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SysCtx {
  return {
    db: app.db,
    request,
    now: app.ctx.now(),
    log: (trx, entity, action, entityId, before, after) =>
      writeOperationLog(trx, request.auth, app.ctx.now(), {
        action,
        entity,
        entityId,
        before,
        after,
        requestId: request.id,
        ip: request.ip,
        detail: requestLogDetail(request, reply, redact(request.body ?? null)),
      }),
  };
}

const SECRET_KEYS = /password|secret|token/i;

/** Request bodies go to the log without passwords or secrets. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '******' : redact(v);
  return out;
}

/** `{ids}` enable/disable over a table with enabled + version, scoped by a column; logs each row. */
export async function setEnabledRows(
  ctx: SysCtx,
  spec: {
    table: 'sys_role' | 'sys_org' | 'sys_dept' | 'sys_dict_type' | 'sys_app' | 'sys_datasource' | 'sys_interface_config' | 'sys_user';
    entity: string;
    scope: { column: 'group_id' | 'org_id'; value: string };
    /** refuses some rows (e.g. the admin role) with a message */
    guard?: (trx: Kysely<Database>, ids: string[]) => Promise<void>;
    after?: (trx: Kysely<Database>, ids: string[]) => Promise<void>;
  },
  given: unknown,
  enabled: boolean,
): Promise<number> {
  const list = ids(given);
  return ctx.db.transaction().execute(async (trx) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const t = trx as unknown as Kysely<any>;
    const rows: { id: string; enabled: boolean }[] = await t
      .selectFrom(spec.table)
      .select(['id', 'enabled'])
      .where(spec.scope.column, '=', spec.scope.value)
      .where('id', 'in', list)
      .forUpdate()
      .execute();
    if (rows.length !== list.length) throw new AppError(404, '资源不存在');
    if (rows.every((r) => r.enabled === enabled))
      throw badRequest(enabled ? SYS_MSG.alreadyEnabled : SYS_MSG.alreadyDisabled);
    await spec.guard?.(trx, list);
    const changing = rows.filter((r) => r.enabled !== enabled).map((r) => r.id);
    await t
      .updateTable(spec.table)
      .set({ enabled, version: sql`version + 1` })
      .where('id', 'in', changing)
      .execute();
    for (const id of changing) await ctx.log(trx, spec.entity, enabled ? 'enable' : 'disable', id, { enabled: !enabled }, { enabled });
    await spec.after?.(trx, changing);
    return changing.length;
  });
}
