import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../http/errors';
import type { StableWeight } from '../scale/scaleHub';
import { nextNumber } from '../system/codeRules/nextNumber';
import { emitEvent } from '../system/webhooks/events';
import { type ActionContext, isUuid, logAction, text } from './actionKit';
import { firstWeigh } from './flavours';
import { remainingFor, settleNet } from './notices';
import { CONFLICT, lockRegistry, type RegistryLock } from './registryService';
import { readRegistry, readWeigh, type WireRow } from './rows';
import { formatTons, parseTons, scaleKg } from './tons';
import { computeNet, weighRefusal, weightRefusal } from './weighMath';

export const MANUAL_PERMISSION = 'measure:weigh:manual';
export const weighEntity = (f: Flavour): string => `mm_${f}_weigh`;

export interface WeighsaveBody {
  registryId?: unknown;
  scaleId?: unknown;
  manualWeight?: unknown;
  note?: unknown;
  version?: unknown;
}

export interface WeighsaveResult {
  registry: WireRow;
  weighRecord: WireRow;
  step: 'first' | 'second';
  weighed: 'gross' | 'tare';
}

/** The scale's stable reading (kg string) or null: `app.scales.takeStableWeight`. */
export type TakeStableWeight = (scaleId: string) => StableWeight | null;

/** The material's weighing extension: 超载限额 and 暗扣 (kg), by id or else by name. */
async function materialLimits(trx: Kysely<Database>, orgId: string, r: RegistryLock) {
  const { rows } = await sql<{ overload: string | null; hidden_deduct: string | null }>`select
      x.overload::text as overload, x.hidden_deduct::text as hidden_deduct
    from bd_inventory i join bd_inventory_weigh x on x.inventory_id = i.id
    where i.org_id = ${orgId} and i.deleted_at is null
      and ${r.inventory_id ? sql`i.id = ${r.inventory_id}` : sql`i.inv_name = ${r.material_name}`}
    limit 1`.execute(trx);
  return {
    overloadKg: parseTons(rows[0]?.overload) ?? null,
    hiddenKg: parseTons(rows[0]?.hidden_deduct) ?? 0n,
  };
}

/** The vehicle's stored tare (kg) while it is valid, or null. */
async function storedTare(trx: Kysely<Database>, orgId: string, plate: string, now: Date): Promise<bigint | null> {
  const { rows } = await sql<{ stored_tare: string }>`select stored_tare::text as stored_tare from bd_vehicle
    where org_id = ${orgId} and plate_number = ${plate} and deleted_at is null
      and stored_tare is not null and stored_tare_until >= ${now}
    limit 1`.execute(trx);
  return rows[0] ? parseTons(rows[0].stored_tare) : null;
}

/**
 * Finishes a record holding both weights: deductions and net, the checks (overload, gross > tare,
 * minimum net, the notice's remaining), status completed, and the notice's 实发数.
 */
async function complete(
  trx: Transaction<Database>,
  ctx: ActionContext,
  r: RegistryLock,
  recordId: string,
  grossKg: bigint,
  tareKg: bigint,
): Promise<void> {
  const limits = await materialLimits(trx, ctx.auth.orgId, r);
  const planKg = parseTons(r.plan_quantity) ?? 0n;
  const input = {
    grossKg,
    tareKg,
    deductKg: parseTons(r.deduct_weight) ?? 0n,
    deductRate: r.deduct_rate,
    hiddenKg: limits.hiddenKg,
  };
  const result = computeNet(input);
  const remainingKg = r.notice_id ? await remainingFor(trx, ctx.auth.orgId, r.flavour, r.notice_id, planKg) : null;
  const refusal = weightRefusal({ ...input, ...result }, { overloadKg: limits.overloadKg, remainingKg });
  if (refusal) throw badRequest(refusal);
  await trx
    .updateTable('weigh_record')
    .set({
      deduction: formatTons(result.deductionKg),
      hidden_deduct: formatTons(limits.hiddenKg),
      net: formatTons(result.netKg),
      status: 'completed',
      finished_at: ctx.now,
      updated_at: ctx.now,
      updated_by: ctx.auth.userId,
    })
    .where('id', '=', recordId)
    .execute();
  if (r.notice_id) await settleNet(trx, ctx.auth.orgId, r.flavour, r.notice_id, planKg, result.netKg);
}

function weighPayload(row: WireRow) {
  return {
    id: row.id,
    billNo: row.billNo,
    flavour: row.flavour,
    plateNumber: row.plateNumber,
    grossWeight: row.grossWeight,
    tareWeight: row.tareWeight,
    deduction: row.deduction,
    netWeight: row.netWeight,
    registryId: row.registryId,
  };
}

/**
 * 称重保存: the truck's next weighing, with the server's own stable reading of the scale (or a
 * manual weight under its own permission and a note). The registry row is locked first, so a
 * second weighsave of the same truck waits and then sees the moved status: one record per truck.
 */
export async function weighsave(
  ctx: ActionContext,
  body: WeighsaveBody,
  takeStableWeight: TakeStableWeight,
): Promise<WeighsaveResult> {
  if (!isUuid(body.registryId) || !isUuid(body.scaleId)) throw notFound();
  const manualText = text(body.manualWeight, 20);
  const note = text(body.note, 500);
  let manualKg: bigint | null = null;
  if (manualText !== null) {
    if (!ctx.auth.admin && !ctx.auth.permissions.has(MANUAL_PERMISSION)) throw forbidden();
    if (!note) throw badRequest('手工录入重量必须填写原因');
    manualKg = parseTons(manualText);
    if (manualKg === null || manualKg <= 0n) throw badRequest('重量必须是大于0的数字');
  }
  const registryId = body.registryId;
  const scaleId = body.scaleId;

  return ctx.db.transaction().execute(async (trx) => {
    const r = await lockRegistry(trx, ctx.auth.orgId, registryId);
    if (body.version !== undefined && body.version !== null && Number(body.version) !== r.version)
      throw new AppError(409, CONFLICT);
    const refusal = weighRefusal(r.status);
    if (refusal) throw badRequest(refusal);
    const scale = await trx
      .selectFrom('scale')
      .select(['id', 'enabled'])
      .where('id', '=', scaleId)
      .where('org_id', '=', ctx.auth.orgId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!scale) throw notFound();
    if (!scale.enabled) throw badRequest('地磅已停用');

    let weightKg = manualKg;
    if (weightKg === null) {
      const reading = takeStableWeight(scaleId);
      weightKg = reading ? scaleKg(reading.weight) : null;
      if (weightKg === null) throw badRequest('地磅未稳定或离线，请稍后再称');
    }
    if (weightKg <= 0n) throw badRequest('地磅读数必须大于0');
    const w = formatTons(weightKg);
    const operator = ctx.auth.username;
    const entity = weighEntity(r.flavour);

    if (r.status === 'entered') {
      const side = firstWeigh(r.direction);
      if (side === 'gross') {
        const { overloadKg } = await materialLimits(trx, ctx.auth.orgId, r);
        if (overloadKg !== null && overloadKg > 0n && weightKg > overloadKg)
          throw badRequest(`超载：毛重${w}吨超过限额${formatTons(overloadKg)}吨`);
      }
      const billNo = await nextNumber(trx, ctx.auth.orgId, `${r.flavour.toUpperCase()}_WEIGH`, ctx.now, ctx.utcOffsetMinutes);
      const inserted = await trx
        .insertInto('weigh_record')
        .values({
          org_id: ctx.auth.orgId,
          group_id: r.group_id,
          registry_id: r.id,
          registry_no: r.bill_no,
          bill_no: billNo,
          flavour: r.flavour,
          direction: r.direction,
          plate_number: r.plate_number,
          material_name: r.material_name,
          partner_name: r.partner_name,
          inventory_id: r.inventory_id,
          partner_id: r.partner_id,
          notice_id: r.notice_id,
          notice_sub_id: r.notice_sub_id,
          ...(side === 'gross'
            ? { gross: w, gross_time: ctx.now, gross_operator: operator }
            : { tare: w, tare_time: ctx.now, tare_operator: operator }),
          status: 'weighing',
          entry_time: r.entry_time,
          scale_id: scaleId,
          manual: manualKg !== null,
          note,
          created_at: ctx.now,
          updated_at: ctx.now,
          created_by: ctx.auth.userId,
          updated_by: ctx.auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // a stored tare (valid now) finishes an inbound truck at its first weighing
      const tareKg = side === 'gross' ? await storedTare(trx, ctx.auth.orgId, r.plate_number, ctx.now) : null;
      if (tareKg !== null) {
        await trx
          .updateTable('weigh_record')
          .set({ tare: formatTons(tareKg), tare_time: ctx.now, tare_operator: '预存皮重' })
          .where('id', '=', inserted.id)
          .execute();
        await complete(trx, ctx, r, inserted.id, weightKg, tareKg);
      }
      await trx
        .updateTable('registry')
        .set({ status: tareKg !== null ? 'weighed' : 'weighed_once', version: r.version + 1, updated_at: ctx.now })
        .where('id', '=', r.id)
        .execute();
      const record = (await readWeigh(trx, ctx.auth.orgId, inserted.id))!;
      await logAction(trx, ctx, entity, 'weighsave', inserted.id, null, record);
      await emitEvent(trx, ctx.auth.orgId, 'weigh.created', weighPayload(record), ctx.now);
      if (tareKg !== null) await emitEvent(trx, ctx.auth.orgId, 'weigh.completed', weighPayload(record), ctx.now);
      const registry = (await readRegistry(trx, ctx.auth.orgId, r.id))!;
      return { registry, weighRecord: record, step: 'first', weighed: side };
    }

    // weighed_once: the second weighing fills the missing side
    const rec = await trx
      .selectFrom('weigh_record')
      .select(['id', 'gross', 'tare', 'version'])
      .where('registry_id', '=', r.id)
      .where('status', '=', 'weighing')
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!rec) throw badRequest('未找到该登记单的过磅中磅单');
    const side: 'gross' | 'tare' = rec.gross === null ? 'gross' : 'tare';
    const grossKg = side === 'gross' ? weightKg : (parseTons(rec.gross) ?? 0n);
    const tareKg = side === 'tare' ? weightKg : (parseTons(rec.tare) ?? 0n);
    const before = await readWeigh(trx, ctx.auth.orgId, rec.id);
    await trx
      .updateTable('weigh_record')
      .set({
        ...(side === 'gross'
          ? { gross: w, gross_time: ctx.now, gross_operator: operator }
          : { tare: w, tare_time: ctx.now, tare_operator: operator }),
        manual: sql<boolean>`manual or ${manualKg !== null}`,
        note: note ?? sql<string | null>`note`,
        version: rec.version + 1,
      })
      .where('id', '=', rec.id)
      .execute();
    await complete(trx, ctx, r, rec.id, grossKg, tareKg);
    await trx
      .updateTable('registry')
      .set({ status: 'weighed', version: r.version + 1, updated_at: ctx.now })
      .where('id', '=', r.id)
      .execute();
    const record = (await readWeigh(trx, ctx.auth.orgId, rec.id))!;
    await logAction(trx, ctx, entity, 'weighsave', rec.id, before, record);
    await emitEvent(trx, ctx.auth.orgId, 'weigh.completed', weighPayload(record), ctx.now);
    const registry = (await readRegistry(trx, ctx.auth.orgId, r.id))!;
    return { registry, weighRecord: record, step: 'second', weighed: side };
  });
}
