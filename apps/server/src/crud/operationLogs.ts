import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { ACTION_NAMES } from './service';

export interface SysLogItem {
  id: string;
  action: string;
  actionName: string;
  entity: string;
  userName: string;
  createTime: Date;
}

/** `getSysLog {bizKey}`: the record's operation log, newest first, within the caller's organisation. */
export async function sysLogList(db: Kysely<Database>, orgId: string, bizKey: string): Promise<SysLogItem[]> {
  const rows = await db
    .selectFrom('sys_operation_log as l')
    .leftJoin('sys_user as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.action', 'l.entity', 'l.username', 'u.real_name', 'l.created_at'])
    .where('l.org_id', '=', orgId)
    .where('l.entity_id', '=', bizKey)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionName: ACTION_NAMES[r.action] ?? r.action,
    entity: r.entity,
    userName: r.real_name ?? r.username ?? '',
    createTime: r.created_at,
  }));
}

export interface SysLogData {
  path: string | null;
  /** milliseconds the action took, up to its log write */
  executeTime: number | null;
  clientInfo: string | null;
  requestHeads: unknown;
  requestParams: unknown;
  /** the record after the action (null after a delete) */
  resultInfo: unknown;
  /** the record before the action (null on create) */
  beforeInfo: unknown;
  /** failed actions roll back and leave no row, so this is always null here */
  exceptionInfo: null;
}

/** `getSysLogData {id}`: one log row's request detail; another organisation's id is 404. */
export async function sysLogData(db: Kysely<Database>, orgId: string, id: string): Promise<SysLogData> {
  const r = await db
    .selectFrom('sys_operation_log')
    .select(['path', 'execute_ms', 'client_info', 'request_heads', 'request_params', 'before', 'after'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound();
  return {
    path: r.path,
    executeTime: r.execute_ms,
    clientInfo: r.client_info,
    requestHeads: r.request_heads,
    requestParams: r.request_params,
    resultInfo: r.after,
    beforeInfo: r.before,
    exceptionInfo: null,
  };
}
