import type { Kysely } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { Database } from '../db/schema';

export interface OperationEntry {
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  ip?: string;
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
    .values({
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
    })
    .execute();
}
