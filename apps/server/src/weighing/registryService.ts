import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { nextNumber } from '../system/codeRules/nextNumber';
import { type ActionContext, idsOf, isUuid, localYmd, logAction, text } from './actionKit';
import { refuseBlacklisted } from './blacklist';
import { FLAVOURS } from './flavours';
import { checkReservation, lockNoticeLine, moveReservation } from './notices';
import { readRegistry, type WireRow } from './rows';
import type { Direction } from './schema';
import { formatTons, parseTons } from './tons';

type Body = Record<string, unknown>;
type Values = Record<string, unknown>;

const PLATE = /^[\u4e00-\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const RATE = /^\d{1,2}(?:\.\d{1,2})?$/;
export const CONFLICT = '数据已被他人修改，请刷新后重试';

export const registryEntity = (f: Flavour): string => `${f}_registry`;

export interface RegistryLock {
  id: string;
  org_id: string;
  group_id: string;
  flavour: Flavour;
  bill_no: string;
  status: string;
  audit_status: string;
  enabled: boolean;
  version: number;
  direction: Direction;
  plate_number: string;
  driver_id_number: string | null;
  ic_card_no: string | null;
  notice_id: string | null;
  notice_sub_id: string | null;
  plan_quantity: string | null;
  inventory_id: string | null;
  material_name: string;
  partner_name: string;
  partner_id: string | null;
  deduct_weight: string;
  deduct_rate: string;
  entry_time: Date | null;
}

/** The registry row locked for this transaction (`for update`); another company's or a deleted one → 404. */
export async function lockRegistry(
  trx: Kysely<Database>,
  orgId: string,
  id: string,
  flavour?: Flavour,
): Promise<RegistryLock> {
  if (!isUuid(id)) throw notFound();
  let q = trx
    .selectFrom('registry')
    .select([
      'id', 'org_id', 'group_id', 'flavour', 'bill_no', 'status', 'audit_status', 'enabled', 'version',
      'direction', 'plate_number', 'driver_id_number', 'ic_card_no', 'notice_id', 'notice_sub_id',
      'plan_quantity', 'inventory_id', 'material_name', 'partner_name', 'partner_id', 'deduct_weight',
      'deduct_rate', 'entry_time',
    ])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null);
  if (flavour) q = q.where('flavour', '=', flavour);
  const row = await q.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row as RegistryLock;
}

/** The IC card of the organisation, refused when unknown or lost. */
export async function checkCard(db: Kysely<Database>, orgId: string, cardNo: string) {
  const { rows } = await sql<{ card_no: string; status: string; plate_number: string | null }>`select card_no, status,
      plate_number from bd_ic_card where org_id = ${orgId} and deleted_at is null and card_no = ${cardNo}`.execute(db);
  const card = rows[0];
  if (!card) throw badRequest('IC卡不存在');
  if (card.status === 'lost') throw badRequest('该IC卡已挂失，不能使用');
  return { cardNo: card.card_no, status: card.status, plateNumber: card.plate_number };
}

/**
 * The registry's values from a create/update body: plate (upper-cased, checked), driver (from the
 * driver master when driverId is given), IC card, material and partner (from the notice line when
 * noticeSubId is given), plan quantity and deductions. Blacklist and card checks included.
 */
async function registryValues(
  trx: Kysely<Database>,
  ctx: ActionContext,
  f: Flavour,
  body: Body,
  current: Values | null,
): Promise<{ values: Values; planKg: bigint | null }> {
  const orgId = ctx.auth.orgId;
  const pick = (key: string, column: string, max = 200) =>
    key in body ? text(body[key], max) : ((current?.[column] as string | null | undefined) ?? null);
  const plate = pick('plateNumber', 'plate_number')?.toUpperCase() ?? null;
  if (!plate) throw badRequest('车牌号不能为空！');
  if (!PLATE.test(plate)) throw badRequest('车牌号格式错误');
  const values: Values = { plate_number: plate };

  let driverName = pick('driverName', 'driver_name');
  let driverMobile = pick('driverMobile', 'driver_mobile');
  let driverIdNumber = pick('driverIdNumber', 'driver_id_number')?.toUpperCase() ?? null;
  const driverId = pick('driverId', 'driver_id');
  if (driverId && 'driverId' in body) {
    if (!isUuid(driverId)) throw badRequest('司机不存在');
    const d = await trx
      .selectFrom('bd_driver')
      .select(['driver_name', 'id_number', 'mobile'])
      .where('id', '=', driverId)
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!d) throw badRequest('司机不存在');
    driverName = d.driver_name;
    driverMobile = driverMobile ?? d.mobile;
    driverIdNumber = d.id_number?.toUpperCase() ?? driverIdNumber;
  }
  if (driverMobile && !MOBILE.test(driverMobile)) throw badRequest('手机号码格式错误');
  Object.assign(values, {
    driver_id: driverId,
    driver_name: driverName,
    driver_mobile: driverMobile,
    driver_id_number: driverIdNumber,
  });

  const vehicle = await trx
    .selectFrom('bd_vehicle')
    .select('id')
    .where('org_id', '=', orgId)
    .where('plate_number', '=', plate)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  values.vehicle_id = vehicle?.id ?? null;

  const card = pick('icCardNo', 'ic_card_no', 64)?.toUpperCase() ?? null;
  if (card && 'icCardNo' in body) await checkCard(trx, orgId, card);
  values.ic_card_no = card;
  await refuseBlacklisted(trx, orgId, { plateNumber: plate, idNumber: driverIdNumber, icCardNo: card }, ctx.now);

  const fl = FLAVOURS[f];
  let direction: Direction = fl.direction ?? ((current?.direction as Direction | undefined) ?? 'out');
  if (!fl.direction && 'direction' in body) {
    if (body.direction !== 'in' && body.direction !== 'out') throw badRequest('收发方向的值不在可选范围内');
    direction = body.direction;
  }
  values.direction = direction;

  for (const [key, column] of [
    ['deductWeight', 'deduct_weight'],
    ['planQuantity', 'plan_quantity'],
  ] as const) {
    if (!(key in body)) continue;
    const raw = text(body[key], 20);
    const kg = raw === null ? null : parseTons(raw);
    if (raw !== null && (kg === null || kg < 0n)) throw badRequest(`${key === 'deductWeight' ? '扣重' : '预装量'}必须是数字`);
    values[column] = kg === null ? (column === 'deduct_weight' ? '0' : null) : formatTons(kg);
  }
  if ('deductRate' in body) {
    const raw = text(body.deductRate, 10) ?? '0';
    if (!RATE.test(raw)) throw badRequest('扣率必须是0到99.99之间的数字');
    values.deduct_rate = raw;
  }
  values.remark = pick('remark', 'remark', 500);

  // a notice line fills material and partner; without one they come from the body
  let subId = pick('noticeSubId', 'notice_sub_id');
  // a notice picked without its line: its first open line (of the material, when one is named)
  const noticeId = 'noticeId' in body ? text(body.noticeId) : null;
  if (noticeId && (!('noticeSubId' in body) || !text(body.noticeSubId))) {
    if (!fl.notice) throw badRequest('该业务类型没有通知单');
    if (!isUuid(noticeId)) throw notFound('通知单不存在');
    const inv = text(body.inventoryId);
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(`${f}_notice_sub`)}
      where parent_id = ${noticeId} and org_id = ${orgId} and coalesce(closed, '否') <> '是'
        ${inv && isUuid(inv) ? sql`and inventory_id = ${inv}` : sql``}
      order by sort_index limit 1`.execute(trx);
    if (!rows[0]) throw notFound('通知单明细不存在');
    subId = rows[0].id;
  }
  let planKg: bigint | null = null;
  if (subId) {
    if (!fl.notice) throw badRequest('该业务类型没有通知单');
    if (!isUuid(subId)) throw notFound('通知单明细不存在');
    const line = await lockNoticeLine(trx, orgId, f, subId, localYmd(ctx.now, ctx.utcOffsetMinutes));
    const planText = (values.plan_quantity as string | null | undefined) ??
      (current?.plan_quantity as string | null | undefined) ?? line.maxLimit;
    planKg = parseTons(planText) ?? 0n;
    values.plan_quantity = formatTons(planKg);
    Object.assign(values, {
      notice_id: line.noticeId,
      notice_no: line.noticeNo,
      notice_sub_id: line.subId,
      material_name: line.invName,
      inv_code: line.invCode,
      inventory_id: line.inventoryId,
      partner_name: line.partnerName,
      partner_id: line.partnerId,
    });
    return { values, planKg };
  }
  Object.assign(values, { notice_id: null, notice_no: null, notice_sub_id: null });
  const inventoryId = pick('inventoryId', 'inventory_id');
  let material = pick('materialName', 'material_name');
  let invCode = pick('invCode', 'inv_code');
  if (inventoryId && 'inventoryId' in body) {
    if (!isUuid(inventoryId)) throw badRequest('物料不存在');
    const inv = await trx
      .selectFrom('bd_inventory')
      .select(['inv_name', 'inv_code'])
      .where('id', '=', inventoryId)
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!inv) throw badRequest('物料不存在');
    material = inv.inv_name;
    invCode = inv.inv_code;
  }
  if (!material) throw badRequest('物料不能为空！');
  const partner = pick('partnerName', 'partner_name');
  if (!partner) throw badRequest(`${fl.partner}不能为空！`);
  const partnerId = pick('partnerId', 'partner_id');
  if (partnerId && !isUuid(partnerId)) throw badRequest(`${fl.partner}不存在`);
  Object.assign(values, {
    inventory_id: inventoryId,
    material_name: material,
    inv_code: invCode,
    partner_name: partner,
    partner_id: partnerId,
  });
  return { values, planKg };
}

async function refuseOpenDuplicate(trx: Kysely<Database>, orgId: string, plate: string, selfId: string | null) {
  let q = trx
    .selectFrom('registry')
    .select('bill_no')
    .where('org_id', '=', orgId)
    .where('plate_number', '=', plate)
    .where('deleted_at', 'is', null)
    .where('status', 'not in', ['exited', 'obsolete']);
  if (selfId) q = q.where('id', '!=', selfId);
  const open = await q.executeTakeFirst();
  if (open) throw badRequest(`该车辆已有未出厂的登记单：${open.bill_no}`);
}

async function reserveOnNotice(trx: Kysely<Database>, ctx: ActionContext, f: Flavour, values: Values, planKg: bigint) {
  const line = await lockNoticeLine(
    trx,
    ctx.auth.orgId,
    f,
    values.notice_sub_id as string,
    localYmd(ctx.now, ctx.utcOffsetMinutes),
  );
  checkReservation(line, planKg);
  await moveReservation(trx, ctx.auth.orgId, f, line.noticeId, planKg, 1);
}

/** Releases a registry's notice reservation (obsolete, delete, or a change of line). */
async function releaseOnNotice(trx: Kysely<Database>, orgId: string, f: Flavour, row: { notice_id: string | null; plan_quantity: string | null }) {
  if (!row.notice_id) return;
  await moveReservation(trx, orgId, f, row.notice_id, parseTons(row.plan_quantity) ?? 0n, -1);
}

async function insertRegistry(
  trx: Transaction<Database>,
  ctx: ActionContext,
  f: Flavour,
  body: Body,
  action: string,
): Promise<WireRow> {
  const { values, planKg } = await registryValues(trx, ctx, f, body, null);
  await refuseOpenDuplicate(trx, ctx.auth.orgId, values.plate_number as string, null);
  if (values.notice_sub_id && planKg !== null) await reserveOnNotice(trx, ctx, f, values, planKg);
  const billNo = await nextNumber(trx, ctx.auth.orgId, `${f.toUpperCase()}_REGISTRY`, ctx.now, ctx.utcOffsetMinutes);
  const inserted = await trx
    .insertInto('registry')
    .values({
      ...(values as { plate_number: string; material_name: string; partner_name: string }),
      org_id: ctx.auth.orgId,
      group_id: ctx.auth.groupId,
      flavour: f,
      bill_no: billNo,
      status: 'registered',
      created_at: ctx.now,
      updated_at: ctx.now,
      created_by: ctx.auth.userId,
      updated_by: ctx.auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await readRegistry(trx, ctx.auth.orgId, inserted.id))!;
  await logAction(trx, ctx, registryEntity(f), action, inserted.id, null, row);
  return row;
}

export function createRegistry(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow> {
  return ctx.db.transaction().execute((trx) => insertRegistry(trx, ctx, f, body, 'create'));
}

/** Copy: the same vehicle, driver, material, partner and notice line as a new registered registry. */
export function copyRegistry(ctx: ActionContext, f: Flavour, id: string): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const src = await readRegistry(trx, ctx.auth.orgId, id, f);
    if (!src) throw notFound();
    const keys = [
      'plateNumber', 'driverName', 'driverMobile', 'driverIdNumber', 'icCardNo', 'inventoryId', 'invCode',
      'materialName', 'partnerName', 'partnerId', 'noticeSubId', 'planQuantity', 'deductWeight', 'deductRate',
      'direction', 'remark',
    ];
    const body = Object.fromEntries(keys.map((k) => [k, src[k]]));
    if (!src.noticeSubId) delete body.planQuantity;
    return insertRegistry(trx, ctx, f, body, 'copy');
  });
}

/** Edit while 已登记 only (the gate has not seen the truck), under the version check. */
export function updateRegistry(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = typeof body.id === 'string' ? body.id : '';
    const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
    if (body.version === undefined || body.version === null || body.version === '') throw badRequest('版本号不能为空');
    if (Number(body.version) !== lock.version) throw new AppError(409, CONFLICT);
    if (lock.status === 'obsolete') throw badRequest('已作废的登记单不能修改');
    if (lock.status !== 'registered') throw badRequest('已入厂的登记单不能修改');
    const before = await readRegistry(trx, ctx.auth.orgId, id);
    const current = (await trx.selectFrom('registry').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Values;
    const { values, planKg } = await registryValues(trx, ctx, f, body, current);
    await refuseOpenDuplicate(trx, ctx.auth.orgId, values.plate_number as string, id);
    // the old reservation is given back before the new one is checked: moving within one notice works
    await releaseOnNotice(trx, ctx.auth.orgId, f, lock);
    if (values.notice_sub_id && planKg !== null) await reserveOnNotice(trx, ctx, f, values, planKg);
    await trx
      .updateTable('registry')
      .set({ ...(values as Record<string, never>), version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
      .where('id', '=', id)
      .execute();
    const row = (await readRegistry(trx, ctx.auth.orgId, id))!;
    await logAction(trx, ctx, registryEntity(f), 'update', id, before, row);
    return row;
  });
}

type Move = {
  action: string;
  /** refusal message of a row, or null when it may move */
  refuse: (row: RegistryLock) => string | null;
  apply: (trx: Transaction<Database>, row: RegistryLock) => Promise<Values>;
};

/** One status action over ids: each row locked and checked; any refusal rolls all back. */
async function moveRegistries(ctx: ActionContext, f: Flavour, rawBody: Body | undefined, move: Move): Promise<number> {
  const ids = idsOf(rawBody);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
      const refusal = move.refuse(lock);
      if (refusal) throw badRequest(refusal);
      const before = await readRegistry(trx, ctx.auth.orgId, id);
      const set = await move.apply(trx, lock);
      await trx
        .updateTable('registry')
        .set({ ...(set as Record<string, never>), version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
        .where('id', '=', id)
        .execute();
      await logAction(trx, ctx, registryEntity(f), move.action, id, before, await readRegistry(trx, ctx.auth.orgId, id));
    }
    return ids.length;
  });
}

export const registryMoves = {
  audit: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveRegistries(ctx, f, body, {
      action: 'audit',
      refuse: (r) => (r.audit_status !== 'free' || r.status === 'obsolete' ? '只有自由状态的单据才能审核' : null),
      apply: async () => ({ audit_status: 'audited' }),
    }),
  enable: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveRegistries(ctx, f, body, {
      action: 'enable',
      refuse: (r) => (r.enabled ? '所选数据已是启用状态' : null),
      apply: async () => ({ enabled: true }),
    }),
  disable: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveRegistries(ctx, f, body, {
      action: 'disable',
      refuse: (r) => (!r.enabled ? '所选数据已是停用状态' : null),
      apply: async () => ({ enabled: false }),
    }),
  obsolete: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveRegistries(ctx, f, body, {
      action: 'obsolete',
      refuse: (r) => (r.status !== 'registered' ? '只有未入厂的登记单才能作废' : null),
      apply: async (trx, r) => {
        await releaseOnNotice(trx, ctx.auth.orgId, f, r);
        return { status: 'obsolete' };
      },
    }),
  recover: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveRegistries(ctx, f, body, {
      action: 'recover',
      refuse: (r) => (r.status !== 'obsolete' ? '只有已作废的登记单才能恢复' : null),
      apply: async (trx, r) => {
        await refuseOpenDuplicate(trx, ctx.auth.orgId, r.plate_number, r.id);
        await refuseBlacklisted(
          trx,
          ctx.auth.orgId,
          { plateNumber: r.plate_number, idNumber: r.driver_id_number, icCardNo: r.ic_card_no },
          ctx.now,
        );
        if (r.notice_sub_id)
          await reserveOnNotice(trx, ctx, f, { notice_sub_id: r.notice_sub_id }, parseTons(r.plan_quantity) ?? 0n);
        return { status: 'registered' };
      },
    }),
};

/** Soft delete while 已登记 or 已作废; a registered one gives its reservation back. */
export function deleteRegistries(ctx: ActionContext, f: Flavour, body?: Body): Promise<number> {
  const ids = idsOf(body);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const lock = await lockRegistry(trx, ctx.auth.orgId, id, f);
      if (lock.status !== 'registered' && lock.status !== 'obsolete') throw badRequest('已入厂的登记单不能删除');
      const before = await readRegistry(trx, ctx.auth.orgId, id);
      if (lock.status === 'registered') await releaseOnNotice(trx, ctx.auth.orgId, f, lock);
      await trx
        .updateTable('registry')
        .set({ deleted_at: ctx.now, version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
        .where('id', '=', id)
        .execute();
      await logAction(trx, ctx, registryEntity(f), 'delete', id, before, null);
    }
    return ids.length;
  });
}

/** Binds an IC card to an open registry (补卡 / 写卡): the card exists, is not lost, blacklisted or bound elsewhere. */
export function bindCard(ctx: ActionContext, f: Flavour, body: Body, action: string): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const cardNo = text(body.cardNo, 64)?.toUpperCase();
    if (!cardNo) throw badRequest('IC卡号不能为空！');
    const lock = await lockRegistry(trx, ctx.auth.orgId, typeof body.id === 'string' ? body.id : '', f);
    if (lock.status === 'exited' || lock.status === 'obsolete') throw badRequest('已出厂或已作废的登记单不能绑定IC卡');
    await checkCard(trx, ctx.auth.orgId, cardNo);
    await refuseBlacklisted(trx, ctx.auth.orgId, { icCardNo: cardNo }, ctx.now);
    const other = await trx
      .selectFrom('registry')
      .select('id')
      .where('org_id', '=', ctx.auth.orgId)
      .where('ic_card_no', '=', cardNo)
      .where('id', '!=', lock.id)
      .where('deleted_at', 'is', null)
      .where('status', 'not in', ['exited', 'obsolete'])
      .executeTakeFirst();
    if (other) throw badRequest('该IC卡已绑定其他未出厂的登记单');
    const before = await readRegistry(trx, ctx.auth.orgId, lock.id);
    await trx
      .updateTable('registry')
      .set({ ic_card_no: cardNo, version: lock.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
      .where('id', '=', lock.id)
      .execute();
    const row = (await readRegistry(trx, ctx.auth.orgId, lock.id))!;
    await logAction(trx, ctx, registryEntity(f), action, lock.id, before, row);
    return row;
  });
}

/** The open registry (not exited, not obsolete) of a plate or an IC card: the weigh screen's lookup. */
export async function findOpenRegistry(
  db: Kysely<Database>,
  orgId: string,
  keys: { plateNumber?: string | null; cardNo?: string | null },
  flavour?: Flavour,
): Promise<WireRow | null> {
  const plate = keys.plateNumber?.trim().toUpperCase() || null;
  const card = keys.cardNo?.trim().toUpperCase() || null;
  if (!plate && !card) throw badRequest('请输入车牌号或IC卡号');
  let q = db
    .selectFrom('registry')
    .select('id')
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where('status', 'not in', ['exited', 'obsolete'])
    .orderBy('created_at', 'desc')
    .limit(1);
  if (plate) q = q.where('plate_number', '=', plate);
  if (card) q = q.where('ic_card_no', '=', card);
  if (flavour) q = q.where('flavour', '=', flavour);
  const hit = await q.executeTakeFirst();
  return hit ? readRegistry(db, orgId, hit.id) : null;
}
