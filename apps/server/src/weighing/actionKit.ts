import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ActionContext } from '../crud/service';
import { badRequest } from '../http/errors';
import { writeOperationLog } from '../system/operationLog';

export type { ActionContext };

/** A body value as trimmed text, blank → null. */
export function text(v: unknown, max = 200): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v).trim();
  if (s === '') return null;
  if (s.length > max) throw badRequest(`内容长度不能超过${max}个字符`);
  return s;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** `{ids}` or `{id}` of an action body: 1–1000 uuids (else 请至少选择一条数据！). */
export function idsOf(body: { ids?: unknown; id?: unknown } | undefined): string[] {
  const raw = Array.isArray(body?.ids) ? body.ids : body?.id !== undefined ? [body.id] : [];
  if (raw.length === 0) throw badRequest('请至少选择一条数据！');
  if (raw.length > 1000) throw badRequest('一次最多操作1000条数据');
  if (!raw.every(isUuid)) throw badRequest('数据ID格式错误');
  return [...new Set(raw as string[])];
}

/** The local calendar date (YYYY-MM-DD) of `now` at the site's offset. */
export function localYmd(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** An operation-log row of a weighing action (entity: `{f}_registry` / `mm_{f}_weigh`). */
export async function logAction(
  trx: Transaction<Database>,
  ctx: ActionContext,
  entity: string,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await writeOperationLog(trx, ctx.auth, ctx.now, {
    action,
    entity,
    entityId,
    before,
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: ctx.detail(),
  });
}
