import type { Insertable, Kysely } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { Database, SysOperationLogTable } from '../db/schema';

export interface OperationEntry {
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  ip?: string;
  /** request detail shown by the 日志详情 drawer (getSysLogData) */
  detail?: OperationDetail;
}

export interface OperationDetail {
  path: string;
  /** request headers without credentials (Authorization, cookies) */
  requestHeads: Record<string, unknown>;
  requestParams: unknown;
  clientInfo: string;
  /** milliseconds from the request's arrival to the log write */
  executeMs: number;
}

/** The sys_operation_log row of an entry (batch writers insert many at once). */
export function operationLogRow(
  auth: AuthInfo,
  now: Date,
  entry: OperationEntry,
): Insertable<SysOperationLogTable> {
  return {
    org_id: auth.orgId,
    group_id: auth.groupId,
    user_id: auth.userId,
    username: auth.username,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    request_id: entry.requestId ?? null,
    ip: entry.ip ?? null,
    created_at: now,
    path: entry.detail?.path ?? null,
    request_heads: entry.detail ? JSON.stringify(entry.detail.requestHeads) : null,
    request_params:
      entry.detail?.requestParams === undefined ? null : JSON.stringify(entry.detail.requestParams),
    client_info: entry.detail?.clientInfo ?? null,
    execute_ms: entry.detail ? Math.round(entry.detail.executeMs) : null,
  };
}

/** One operation-log row: who, when, what, before and after (JSON). Call inside the action's transaction. */
export async function writeOperationLog(
  db: Kysely<Database>,
  auth: AuthInfo,
  now: Date,
  entry: OperationEntry,
): Promise<void> {
  await db
    .insertInto('sys_operation_log')
    .values(operationLogRow(auth, now, entry))
    .execute();
}
