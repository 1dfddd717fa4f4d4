import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { nextNumber } from '../system/codeRules/nextNumber';
import { type ActionContext, idsOf, isUuid, logAction, text } from './actionKit';
import { FLAVOURS } from './flavours';
import { settleNet } from './notices';
import { CONFLICT } from './registryService';
import { readWeigh, type WireRow } from './rows';
import { formatTons, parseTons } from './tons';
import { MIN_NET_KG } from './weighMath';
import { weighEntity } from './weighsave';

type Body = Record<string, unknown>;

export interface WeighLock {
  id: string;
  group_id: string;
  flavour: Flavour;
  bill_no: string;
  status: string;
  enabled: boolean;
  version: number;
  registry_id: string | null;
  registry_no: string | null;
  direction: 'in' | 'out';
  plate_number: string;
  material_name: string;
  partner_name: string;
  inventory_id: string | null;
  partner_id: string | null;
  notice_id: string | null;
  notice_sub_id: string | null;
  gross: string | null;
  tare: string | null;
  deduction: string;
  hidden_deduct: string;
  net: string | null;
  gross_time: Date | null;
  tare_time: Date | null;
  assay_status: string;
  down_status: string;
  confirm_status: string;
  sample_status: string;
}

export async function lockWeigh(trx: Kysely<Database>, orgId: string, id: string, f?: Flavour): Promise<WeighLock> {
  if (!isUuid(id)) throw notFound();
  let q = trx
    .selectFrom('weigh_record')
    .select([
      'id', 'group_id', 'flavour', 'bill_no', 'status', 'enabled', 'version', 'registry_id', 'registry_no',
      'direction', 'plate_number', 'material_name', 'partner_name', 'inventory_id', 'partner_id', 'notice_id',
      'notice_sub_id', 'gross', 'tare', 'deduction', 'hidden_deduct', 'net', 'gross_time', 'tare_time',
      'assay_status', 'down_status', 'confirm_status', 'sample_status',
    ])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null);
  if (f) q = q.where('flavour', '=', f);
  const row = await q.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row as WeighLock;
}

type Set = Record<string, unknown>;
interface WeighMove {
  action: string;
  refuse: (w: WeighLock) => string | null;
  apply: (trx: Transaction<Database>, w: WeighLock) => Promise<Set>;
}

/** One action over weigh records: each locked, checked and changed; any refusal rolls all back. */
export function moveWeighs(ctx: ActionContext, f: Flavour, ids: string[], move: WeighMove): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const w = await lockWeigh(trx, ctx.auth.orgId, id, f);
      const refusal = move.refuse(w);
      if (refusal) throw badRequest(refusal);
      const before = await readWeigh(trx, ctx.auth.orgId, id);
      const set = await move.apply(trx, w);
      await trx
        .updateTable('weigh_record')
        .set({ ...(set as Record<string, never>), version: w.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
        .where('id', '=', id)
        .execute();
      await logAction(trx, ctx, weighEntity(f), move.action, id, before, await readWeigh(trx, ctx.auth.orgId, id));
    }
    return ids.length;
  });
}

const isDone = (w: WeighLock) => w.status === 'completed' || w.status === 'audited';
const netKg = (w: WeighLock) => parseTons(w.net) ?? 0n;

/** The notice's 实发数 moves by `deltaKg` (obsolete, return, edit of a completed record). */
async function moveShipped(trx: Kysely<Database>, orgId: string, w: WeighLock, deltaKg: bigint) {
  if (w.notice_id && deltaKg !== 0n) await settleNet(trx, orgId, w.flavour, w.notice_id, 0n, deltaKg);
}

/** A registry whose record went away goes back to 已入厂 while the truck is still inside. */
async function reopenRegistry(trx: Kysely<Database>, w: WeighLock, now: Date) {
  if (!w.registry_id) return;
  await trx
    .updateTable('registry')
    .set((eb) => ({ status: 'entered', version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', w.registry_id)
    .where('status', 'in', ['weighed_once', 'weighed'])
    .execute();
}

const PRICE = /^\d{1,10}(?:\.\d{1,4})?$/;
function priceOf(v: unknown): string {
  const s = text(v, 20);
  if (!s || !PRICE.test(s)) throw badRequest('单价必须是非负数字（最多4位小数）');
  return s;
}

export const weighMoves = {
  audit: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'audit',
      refuse: (w) => (w.status !== 'completed' ? '只有已完成的磅单才能审核' : null),
      apply: async () => ({ status: 'audited', audited_at: ctx.now }),
    }),
  unaudit: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'unaudit',
      refuse: (w) => (w.status !== 'audited' ? '只有已审核的磅单才能弃审' : w.down_status === 'down' ? '已下发的磅单不能弃审' : null),
      apply: async () => ({ status: 'completed', audited_at: null }),
    }),
  enable: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'enable',
      refuse: (w) => (w.enabled ? '所选数据已是启用状态' : null),
      apply: async () => ({ enabled: true }),
    }),
  disable: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'disable',
      refuse: (w) => (!w.enabled ? '所选数据已是停用状态' : null),
      apply: async () => ({ enabled: false }),
    }),
  obsolete: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'obsolete',
      refuse: (w) =>
        w.status === 'audited' ? '已审核的磅单不能作废' : w.status === 'obsolete' ? '磅单已作废' : null,
      apply: async (trx, w) => {
        if (w.status === 'completed') await moveShipped(trx, ctx.auth.orgId, w, -netKg(w));
        await reopenRegistry(trx, w, ctx.now);
        return { status: 'obsolete' };
      },
    }),
  /** 删除: only a record still being weighed (one weight); the truck may weigh again. */
  delList: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'delete',
      refuse: (w) => (w.status !== 'weighing' ? '只有过磅中的磅单才能删除' : null),
      apply: async (trx, w) => {
        await reopenRegistry(trx, w, ctx.now);
        return { deleted_at: ctx.now };
      },
    }),
  print: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'print',
      refuse: (w) => (!isDone(w) ? '只有已完成的磅单才能打印' : null),
      apply: async () => ({ print_count: sql<number>`print_count + 1`, last_printed_at: ctx.now }),
    }),
  down: (ctx: ActionContext, f: Flavour, id: string) =>
    moveWeighs(ctx, f, idsOf({ id }), {
      action: 'down',
      refuse: (w) => (!isDone(w) ? '只有已完成的磅单才能下发' : w.down_status === 'down' ? '磅单已下发' : null),
      apply: async () => ({ down_status: 'down' }),
    }),
  reversedown: (ctx: ActionContext, f: Flavour, id: string) =>
    moveWeighs(ctx, f, idsOf({ id }), {
      action: 'reversedown',
      refuse: (w) => (w.down_status !== 'down' ? '未下发的磅单不能撤回' : null),
      apply: async () => ({ down_status: 'none' }),
    }),
  inputAssay: (ctx: ActionContext, f: Flavour, body: Body) => {
    const result = text(body.assayResult, 500);
    if (!result) throw badRequest('化验结果不能为空！');
    return moveWeighs(ctx, f, idsOf(body), {
      action: 'inputAssay',
      refuse: (w) => (!isDone(w) ? '只有已完成的磅单才能录入化验结果' : w.assay_status === 'checked' ? '化验结果已审核' : null),
      apply: async () => ({ assay_result: result, assay_status: 'input' }),
    });
  },
  checkAssay: (ctx: ActionContext, f: Flavour, body?: Body) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'checkAssay',
      refuse: (w) => (w.assay_status !== 'input' ? '未录入化验结果的磅单不能审核化验' : null),
      apply: async () => ({ assay_status: 'checked' }),
    }),
  priceModify: (ctx: ActionContext, f: Flavour, body: Body) => {
    const price = priceOf(body.unitPrice);
    return moveWeighs(ctx, f, idsOf(body), {
      action: 'priceModify',
      refuse: (w) => (!isDone(w) ? '只有已完成的磅单才能调价' : w.down_status === 'down' ? '已下发的磅单不能调价' : null),
      apply: async () => ({ unit_price: price }),
    });
  },
};

/** Edit of a completed record: 扣重 and 备注; net recomputed, the notice's 实发数 moves by the difference. */
export async function updateWeighs(ctx: ActionContext, f: Flavour, body: Body, many: boolean): Promise<number> {
  const ids = many ? idsOf(body) : [typeof body.id === 'string' ? body.id : ''];
  const deduction = 'deduction' in body ? parseTons(text(body.deduction, 20) ?? '0') : undefined;
  if (deduction === null || (deduction !== undefined && deduction < 0n)) throw badRequest('扣重必须是数字');
  const note = 'note' in body ? text(body.note, 500) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const w = await lockWeigh(trx, ctx.auth.orgId, id, f);
      if (!many) {
        if (body.version === undefined || body.version === null) throw badRequest('版本号不能为空');
        if (Number(body.version) !== w.version) throw new AppError(409, CONFLICT);
      }
      if (w.status === 'audited') throw badRequest('已审核的磅单不能修改');
      if (w.status !== 'completed') throw badRequest('只有已完成的磅单才能修改');
      const before = await readWeigh(trx, ctx.auth.orgId, id);
      const set: Record<string, unknown> = {};
      if (note !== undefined) set.note = note;
      if (deduction !== undefined) {
        const net =
          (parseTons(w.gross) ?? 0n) - (parseTons(w.tare) ?? 0n) - deduction - (parseTons(w.hidden_deduct) ?? 0n);
        if (net < MIN_NET_KG) throw badRequest('净重过小，请检查毛重和皮重');
        set.deduction = formatTons(deduction);
        set.net = formatTons(net);
        await moveShipped(trx, ctx.auth.orgId, w, net - netKg(w));
      }
      await trx
        .updateTable('weigh_record')
        .set({ ...(set as Record<string, never>), version: w.version + 1, updated_at: ctx.now, updated_by: ctx.auth.userId })
        .where('id', '=', id)
        .execute();
      await logAction(trx, ctx, weighEntity(f), 'update', id, before, await readWeigh(trx, ctx.auth.orgId, id));
    }
    return ids.length;
  });
}

interface NewRecord {
  plate_number: string;
  material_name: string;
  partner_name: string;
  gross: string | null;
  tare: string | null;
  deduction: string;
  hidden_deduct?: string;
  net: string | null;
  direction?: 'in' | 'out';
  registry_no?: string | null;
  inventory_id?: string | null;
  partner_id?: string | null;
  notice_id?: string | null;
  notice_sub_id?: string | null;
  gross_time?: Date | null;
  tare_time?: Date | null;
  note: string | null;
}

/** A completed record that no weighing produced (补录, copy, split, merge, return): `manual`, no registry. */
async function insertCompleted(
  trx: Transaction<Database>,
  ctx: ActionContext,
  f: Flavour,
  r: NewRecord,
  action: string,
): Promise<WireRow> {
  const billNo = await nextNumber(trx, ctx.auth.orgId, `${f.toUpperCase()}_WEIGH`, ctx.now, ctx.utcOffsetMinutes);
  const { id } = await trx
    .insertInto('weigh_record')
    .values({
      ...r,
      direction: r.direction ?? FLAVOURS[f].direction ?? 'out',
      org_id: ctx.auth.orgId,
      group_id: ctx.auth.groupId,
      bill_no: billNo,
      flavour: f,
      status: 'completed',
      manual: true,
      gross_time: r.gross_time ?? ctx.now,
      tare_time: r.tare_time ?? ctx.now,
      finished_at: ctx.now,
      created_at: ctx.now,
      updated_at: ctx.now,
      created_by: ctx.auth.userId,
      updated_by: ctx.auth.userId,
      gross_operator: ctx.auth.username,
      tare_operator: ctx.auth.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await readWeigh(trx, ctx.auth.orgId, id))!;
  await logAction(trx, ctx, weighEntity(f), action, id, null, row);
  return row;
}

/** 补录: a completed record typed in by an office user, with a reason. */
export function createManualWeigh(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow> {
  const plate = text(body.plateNumber)?.toUpperCase();
  if (!plate) throw badRequest('车牌号不能为空！');
  const material = text(body.materialName);
  if (!material) throw badRequest('物料不能为空！');
  const partner = text(body.partnerName);
  if (!partner) throw badRequest(`${FLAVOURS[f].partner}不能为空！`);
  const gross = parseTons(text(body.grossWeight, 20));
  const tare = parseTons(text(body.tareWeight, 20));
  if (gross === null || gross <= 0n) throw badRequest('毛重必须是大于0的数字');
  if (tare === null || tare <= 0n) throw badRequest('皮重必须是大于0的数字');
  const deduction = parseTons(text(body.deduction, 20) ?? '0');
  if (deduction === null || deduction < 0n) throw badRequest('扣重必须是数字');
  const note = text(body.note, 500);
  if (!note) throw badRequest('补录磅单必须填写原因');
  if (gross <= tare) throw badRequest('毛重必须大于皮重');
  const net = gross - tare - deduction;
  if (net < MIN_NET_KG) throw badRequest('净重过小，请检查毛重和皮重');
  return ctx.db.transaction().execute((trx) =>
    insertCompleted(
      trx,
      ctx,
      f,
      {
        plate_number: plate,
        material_name: material,
        partner_name: partner,
        gross: formatTons(gross),
        tare: formatTons(tare),
        deduction: formatTons(deduction),
        net: formatTons(net),
        note,
      },
      'create',
    ),
  );
}

const copyOf = (w: WeighLock): NewRecord => ({
  plate_number: w.plate_number,
  material_name: w.material_name,
  partner_name: w.partner_name,
  gross: w.gross,
  tare: w.tare,
  deduction: w.deduction,
  hidden_deduct: w.hidden_deduct,
  net: w.net,
  direction: w.direction,
  registry_no: w.registry_no,
  inventory_id: w.inventory_id,
  partner_id: w.partner_id,
  notice_id: w.notice_id,
  notice_sub_id: w.notice_sub_id,
  gross_time: w.gross_time,
  tare_time: w.tare_time,
  note: null,
});

/** 复制: the weights of a completed record as a new completed record (no registry, no notice). */
export function copyWeigh(ctx: ActionContext, f: Flavour, id: string): Promise<WireRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const w = await lockWeigh(trx, ctx.auth.orgId, id, f);
    if (!isDone(w)) throw badRequest('只有已完成的磅单才能复制');
    return insertCompleted(trx, ctx, f, { ...copyOf(w), notice_id: null, notice_sub_id: null, note: `复制自${w.bill_no}` }, 'copy');
  });
}

/** 退货: a negative completed record of a completed one; the notice's 实发数 goes back by its net. */
export function returnGoods(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow> {
  const note = text(body.note, 500);
  if (!note) throw badRequest('退货原因不能为空！');
  return ctx.db.transaction().execute(async (trx) => {
    const w = await lockWeigh(trx, ctx.auth.orgId, typeof body.id === 'string' ? body.id : '', f);
    if (!isDone(w)) throw badRequest('只有已完成的磅单才能退货');
    const net = netKg(w);
    await moveShipped(trx, ctx.auth.orgId, w, -net);
    return insertCompleted(
      trx,
      ctx,
      f,
      { ...copyOf(w), deduction: '0', hidden_deduct: '0', net: formatTons(-net), note: `退货：${w.bill_no} ${note}` },
      'returnGoods',
    );
  });
}

/** 拆单: one completed record into several whose nets add up to it; the original becomes obsolete. */
export function splitWeigh(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow[]> {
  const nets = Array.isArray(body.nets) ? body.nets.map((n) => parseTons(typeof n === 'string' || typeof n === 'number' ? n : null)) : [];
  if (nets.length < 2 || nets.length > 20) throw badRequest('请填写2到20个拆分净重');
  if (nets.some((n) => n === null || n < MIN_NET_KG)) throw badRequest('拆分净重必须是大于0的数字');
  return ctx.db.transaction().execute(async (trx) => {
    const w = await lockWeigh(trx, ctx.auth.orgId, typeof body.id === 'string' ? body.id : '', f);
    if (w.status !== 'completed') throw badRequest('只有已完成的磅单才能拆单');
    const sum = (nets as bigint[]).reduce((s, n) => s + n, 0n);
    if (sum !== netKg(w)) throw badRequest('拆分净重之和必须等于原磅单净重');
    const tare = parseTons(w.tare) ?? 0n;
    const out: WireRow[] = [];
    for (const n of nets as bigint[])
      out.push(
        await insertCompleted(
          trx,
          ctx,
          f,
          { ...copyOf(w), gross: formatTons(tare + n), deduction: '0', hidden_deduct: '0', net: formatTons(n), note: `拆单自${w.bill_no}` },
          'splitWeigh',
        ),
      );
    const before = await readWeigh(trx, ctx.auth.orgId, w.id);
    await trx.updateTable('weigh_record').set({ status: 'obsolete', version: w.version + 1, updated_at: ctx.now }).where('id', '=', w.id).execute();
    await logAction(trx, ctx, weighEntity(f), 'splitWeigh', w.id, before, await readWeigh(trx, ctx.auth.orgId, w.id));
    return out;
  });
}

/** 合单: completed records of one plate and material into one with the sums; the others become obsolete. */
export function mergeWeigh(ctx: ActionContext, f: Flavour, body: Body): Promise<WireRow> {
  const ids = idsOf(body);
  if (ids.length < 2) throw badRequest('请至少选择两条磅单');
  return ctx.db.transaction().execute(async (trx) => {
    const rows: WeighLock[] = [];
    for (const id of ids) rows.push(await lockWeigh(trx, ctx.auth.orgId, id, f));
    if (rows.some((w) => w.status !== 'completed')) throw badRequest('只有已完成的磅单才能合单');
    const first = rows[0];
    if (rows.some((w) => w.plate_number !== first.plate_number || w.material_name !== first.material_name))
      throw badRequest('只有同一车辆、同一物料的磅单才能合单');
    const sum = (pick: (w: WeighLock) => string | null) => formatTons(rows.reduce((s, w) => s + (parseTons(pick(w)) ?? 0n), 0n));
    const sameNotice = rows.every((w) => w.notice_id === first.notice_id);
    const merged = await insertCompleted(
      trx,
      ctx,
      f,
      {
        ...copyOf(first),
        gross: sum((w) => w.gross),
        tare: sum((w) => w.tare),
        deduction: sum((w) => w.deduction),
        hidden_deduct: sum((w) => w.hidden_deduct),
        net: sum((w) => w.net),
        notice_id: sameNotice ? first.notice_id : null,
        notice_sub_id: sameNotice ? first.notice_sub_id : null,
        note: `合单：${rows.map((w) => w.bill_no).join('、')}`,
      },
      'mergeWeigh',
    );
    for (const w of rows) {
      const before = await readWeigh(trx, ctx.auth.orgId, w.id);
      await trx.updateTable('weigh_record').set({ status: 'obsolete', version: w.version + 1, updated_at: ctx.now }).where('id', '=', w.id).execute();
      await logAction(trx, ctx, weighEntity(f), 'mergeWeigh', w.id, before, await readWeigh(trx, ctx.auth.orgId, w.id));
    }
    return merged;
  });
}

/** Batch price: the same unit price on each record. */
export function batchPrice(ctx: ActionContext, f: Flavour, body: Body): Promise<number> {
  return weighMoves.priceModify(ctx, f, body);
}

export const findWeighRecord = async (db: Kysely<Database>, orgId: string, id: string, f: Flavour) => {
  const row = await readWeigh(db, orgId, id, f);
  if (!row) throw notFound();
  return row;
};
