import type { Flavour } from '../db/schema';
import { badRequest } from '../http/errors';
import { emitEvent } from '../system/webhooks/events';
import { type ActionContext, logAction } from './actionKit';
import { refuseBlacklisted } from './blacklist';
import { lockRegistry, registryEntity } from './registryService';
import { readRegistry, type WireRow } from './rows';

/** Why a registry may not enter now, or null. */
export function entranceRefusal(r: { status: string; enabled: boolean }): string | null {
  if (r.status === 'obsolete') return '登记单已作废';
  if (r.status !== 'registered') return '车辆已入厂，不能重复入厂';
  if (!r.enabled) return '登记单已停用';
  return null;
}

/** Why a registry may not leave now, or null (a truck that never weighed may leave: 未过磅出厂). */
export function exitRefusal(r: { status: string }): string | null {
  if (r.status === 'registered') return '车辆未入厂，不能出厂';
  if (r.status === 'exited') return '车辆已出厂';
  if (r.status === 'obsolete') return '登记单已作废';
  if (r.status === 'weighed_once') return '车辆正在过磅，请完成二次过磅后出厂';
  return null;
}

const eventPayload = (row: WireRow) => ({
  id: row.id,
  billNo: row.billNo,
  flavour: row.flavour,
  plateNumber: row.plateNumber,
  entryTime: row.entryTime,
  exitTime: row.exitTime,
});

/** 入厂: the registry locked, blacklist checked again (an entry may have been made since registration). */
export function letIn(ctx: ActionContext, f: Flavour, id: string): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
    const refusal = entranceRefusal(lock);
    if (refusal) throw badRequest(refusal);
    await refuseBlacklisted(
      trx,
      ctx.auth.orgId,
      { plateNumber: lock.plate_number, idNumber: lock.driver_id_number, icCardNo: lock.ic_card_no },
      ctx.now,
    );
    const before = await readRegistry(trx, ctx.auth.orgId, id);
    await trx
      .updateTable('registry')
      .set({ status: 'entered', entry_time: ctx.now, version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
      .where('id', '=', id)
      .execute();
    const row = (await readRegistry(trx, ctx.auth.orgId, id))!;
    await logAction(trx, ctx, registryEntity(f), 'entrance', id, before, row);
    await emitEvent(trx, ctx.auth.orgId, 'registry.entrance', eventPayload(row), ctx.now);
    return row;
  });
}

/** 出厂: the registry and its weigh record get the exit time. */
export function letOut(ctx: ActionContext, f: Flavour, id: string): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
    const refusal = exitRefusal(lock);
    if (refusal) throw badRequest(refusal);
    const before = await readRegistry(trx, ctx.auth.orgId, id);
    await trx
      .updateTable('registry')
      .set({ status: 'exited', exit_time: ctx.now, version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('weigh_record')
      .set({ exit_time: ctx.now, updated_at: ctx.now })
      .where('registry_id', '=', id)
      .where('status', '!=', 'obsolete')
      .execute();
    const row = (await readRegistry(trx, ctx.auth.orgId, id))!;
    await logAction(trx, ctx, registryEntity(f), 'hisRelease', id, before, row);
    await emitEvent(trx, ctx.auth.orgId, 'registry.exit', eventPayload(row), ctx.now);
    return row;
  });
}
