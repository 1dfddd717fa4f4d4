import { sql } from 'kysely';
import { badRequest } from '../http/errors';
import type { EntityDef, StatusAction } from './EntityDef';
import { allFieldNames, scopedFrom, selections } from './recordQuery';
import { MAX_TEXT } from './recordValues';
import {
  CRUD_MSG,
  checkIds,
  crudDb,
  inTransaction,
  lockAll,
  log,
  requireId,
  type ActionContext,
} from './service';

/** The status actions an entity offers: its flow's action codes (the menu buttons' codes). */
export const statusActionCodes = (def: EntityDef): string[] => Object.keys(def.status?.actions ?? {});

/** The ids of a status call: `{ids}` (every action) or `{id}` (the single ones). */
function idsOf(action: StatusAction, body: Record<string, unknown>): string[] {
  if (!action.bulk && body.ids === undefined && body.id !== undefined) return [requireId(body.id)];
  return checkIds(body.ids, CRUD_MSG.noSelection);
}

function reasonOf(action: StatusAction, body: Record<string, unknown>): string | null {
  if (!action.reason) return null;
  const raw = body.reason;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw badRequest(action.reason.required);
  if (text.length > MAX_TEXT) throw badRequest(`原因长度不能超过${MAX_TEXT}个字符`);
  return text;
}

/**
 * One status action (audit, unaudit, obsolete, recover, mulAudit, mulInit, loss, reuse, block,
 * unblock, rejected, rejectedUp) on the selected rows, in one transaction: the rows are locked and
 * every one must be in a state the action moves from (version-free: the state itself is the
 * check), else the action's Chinese refusal and nothing changes. Each moved row gets an
 * operation-log row with its before and after.
 */
export async function runStatusAction(
  ctx: ActionContext,
  def: EntityDef,
  code: string,
  body: Record<string, unknown>,
): Promise<number> {
  const flow = def.status;
  const action = flow?.actions[code];
  if (!flow || !action) throw badRequest('不支持的操作');
  const ids = idsOf(action, body);
  const reason = reasonOf(action, body);
  return inTransaction(ctx, def, async (trx) => {
    const db = crudDb(trx);
    const rows = await lockAll(trx, def, ctx.auth.orgId, ids);
    if (rows.some((r) => !action.from.includes(String(r[flow.field])))) throw badRequest(action.refused);
    const set: Record<string, unknown> = {
      [def.fields[flow.field].column]: action.to,
      version: sql`version + 1`,
      updated_by: ctx.auth.userId,
      updated_at: ctx.now,
    };
    if (action.reason) set[def.fields[action.reason.field].column] = reason;
    if (action.stamp) set[def.fields[action.stamp].column] = ctx.now;
    await db
      .updateTable(`${def.table}` as 'r')
      .set(set)
      .where('id', 'in', ids)
      .where('org_id', '=', ctx.auth.orgId)
      .execute();
    // one read of the moved rows (the child rows do not move with the status)
    const after = (await scopedFrom(db, def, ctx.auth.orgId)
      .where('r.id', 'in', ids)
      .select(selections(def, allFieldNames(def)))
      .execute()) as Record<string, unknown>[];
    const afterById = new Map(after.map((r) => [String(r.id), r]));
    for (const before of rows)
      await log(trx, ctx, def, code, String(before.id), before, afterById.get(String(before.id)));
    return rows.length;
  });
}
