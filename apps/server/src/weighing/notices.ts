import { sql, type Kysely } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { FLAVOURS } from './flavours';
import { formatTons, parseTons } from './tons';

/**
 * The notice side of the flow (declared in crud/catalog/declarations/documents.ts): a registry on a
 * notice line reserves its 预装量 (制单数 +1, 预装数 + plan); a completed weighing turns the
 * reservation into the actual (预装数 − plan + net, 实发数 + net); an obsolete or deleted registry gives
 * the reservation back. Remaining = planned (open lines) − 预装数. Table names come from the flavour
 * (a fixed list), never from a request.
 */

export interface NoticeLine {
  noticeId: string;
  noticeNo: string;
  status: string;
  inPeriod: boolean;
  done: string | null;
  maxLimit: string | null;
  partnerId: string | null;
  partnerName: string;
  subId: string;
  invName: string;
  invCode: string | null;
  inventoryId: string | null;
  closed: string | null;
  /** kg: planned of the notice's open lines, reserved (预装数) */
  planned: bigint;
  reserved: bigint;
}

function tables(f: Flavour) {
  if (!FLAVOURS[f].notice) throw badRequest('该业务类型没有通知单');
  return { notice: sql.table(`${f}_notice`), sub: sql.table(`${f}_notice_sub`) };
}

/** The notice line with its notice locked (`for update`): reservations on one notice queue on it. */
export async function lockNoticeLine(
  db: Kysely<Database>,
  orgId: string,
  f: Flavour,
  subId: string,
  localDate: string,
): Promise<NoticeLine> {
  const t = tables(f);
  const { rows: found } = await sql<{ parent_id: string }>`select parent_id from ${t.sub}
    where id = ${subId} and org_id = ${orgId}`.execute(db);
  if (!found[0]) throw notFound('通知单明细不存在');
  const { rows } = await sql<{
    id: string;
    bill_no: string;
    status: string;
    in_period: boolean;
    done: string | null;
    max_limit: string | null;
    partner_id: string | null;
    partner_name: string;
    pre_quantity: string | null;
  }>`select id, bill_no, status, done, max_limit::text as max_limit, partner_id, partner_name,
      coalesce(pre_quantity, 0)::text as pre_quantity,
      (valid_from::date <= ${localDate}::date and valid_to::date >= ${localDate}::date) as in_period
    from ${t.notice} where id = ${found[0].parent_id} and org_id = ${orgId} and deleted_at is null
    for update`.execute(db);
  const n = rows[0];
  if (!n) throw notFound('通知单明细不存在');
  const { rows: lines } = await sql<{
    id: string;
    inv_name: string;
    inv_code: string | null;
    inventory_id: string | null;
    closed: string | null;
    planned_quantity: string | null;
  }>`select id, inv_name, inv_code, inventory_id, closed, planned_quantity::text as planned_quantity
    from ${t.sub} where parent_id = ${n.id}`.execute(db);
  const line = lines.find((l) => l.id === subId)!;
  const planned = lines
    .filter((l) => l.closed !== '是')
    .reduce((s, l) => s + (parseTons(l.planned_quantity) ?? 0n), 0n);
  return {
    noticeId: n.id,
    noticeNo: n.bill_no,
    status: n.status,
    inPeriod: n.in_period === true,
    done: n.done,
    maxLimit: n.max_limit,
    partnerId: n.partner_id,
    partnerName: n.partner_name,
    subId: line.id,
    invName: line.inv_name,
    invCode: line.inv_code,
    inventoryId: line.inventory_id,
    closed: line.closed,
    planned,
    reserved: parseTons(n.pre_quantity) ?? 0n,
  };
}

/** Refusals of registering `planKg` on a line; returns nothing when it may. */
export function checkReservation(line: NoticeLine, planKg: bigint): void {
  if (line.status !== 'audited') throw badRequest('通知单未审核，不能登记');
  if (!line.inPeriod) throw badRequest('通知单不在有效期内');
  if (line.done === '是') throw badRequest('通知单已完成，不能登记');
  if (line.closed === '是') throw badRequest('通知单明细已关闭');
  const remaining = line.planned - line.reserved;
  if (planKg > remaining)
    throw badRequest(
      `超出通知单剩余量：剩余${formatTons(remaining < 0n ? 0n : remaining)}吨，本次预装${formatTons(planKg)}吨`,
    );
}

/** 制单数 and 预装数 move by one registry: +1/+plan on reserve, −1/−plan on release. */
export async function moveReservation(
  db: Kysely<Database>,
  orgId: string,
  f: Flavour,
  noticeId: string,
  planKg: bigint,
  sign: 1 | -1,
): Promise<void> {
  const t = tables(f);
  const plan = formatTons(planKg);
  await sql`update ${t.notice} set
      count_sa = greatest(coalesce(count_sa, 0) + ${sign}, 0),
      pre_quantity = greatest(coalesce(pre_quantity, 0) + ${sign} * ${plan}::numeric, 0)
    where id = ${noticeId} and org_id = ${orgId}`.execute(db);
}

/** A weighing completed (or was undone with a negative net): 实发数 += net, 预装数 turns plan into net. */
export async function settleNet(
  db: Kysely<Database>,
  orgId: string,
  f: Flavour,
  noticeId: string,
  planKg: bigint,
  netKg: bigint,
): Promise<void> {
  const t = tables(f);
  await sql`update ${t.notice} set
      de_suttle = coalesce(de_suttle, 0) + ${formatTons(netKg)}::numeric,
      pre_quantity = greatest(coalesce(pre_quantity, 0) - ${formatTons(planKg)}::numeric + ${formatTons(netKg)}::numeric, 0)
    where id = ${noticeId} and org_id = ${orgId}`.execute(db);
}

/** The notice's remaining (kg) for a weighing that holds `planKg` of it: planned − 预装数 + own plan. */
export async function remainingFor(
  db: Kysely<Database>,
  orgId: string,
  f: Flavour,
  noticeId: string,
  planKg: bigint,
): Promise<bigint> {
  const t = tables(f);
  const { rows } = await sql<{ reserved: string }>`select coalesce(pre_quantity, 0)::text as reserved
    from ${t.notice} where id = ${noticeId} and org_id = ${orgId} for update`.execute(db);
  if (!rows[0]) return 0n;
  const { rows: sums } = await sql<{ planned: string }>`select coalesce(sum(planned_quantity), 0)::text as planned
    from ${t.sub} where parent_id = ${noticeId} and coalesce(closed, '否') <> '是'`.execute(db);
  return (parseTons(sums[0]?.planned) ?? 0n) - (parseTons(rows[0].reserved) ?? 0n) + planKg;
}
