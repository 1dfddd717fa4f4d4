import type { Flavour } from '../db/schema';
import { badRequest } from '../http/errors';
import { type ActionContext, idsOf, text } from './actionKit';
import { lockWeigh, moveWeighs } from './weighRecords';
import { readWeigh, type WireRow } from './rows';
import { logAction } from './actionKit';
import { weighEntity } from './weighsave';

/** SPEC §4 announcement confirm buttons. */
export type ConfirmButton = 'CONFIRM' | 'CONFIRM_NO' | 'CONFIRM_NOT' | 'CONFIRM_AGAIN' | 'SINGLE_WEIGH' | 'SINGLE_EMPTY';

export const CONFIRM_LABELS: Record<ConfirmButton, { label: string; sampling: string }> = {
  CONFIRM: { label: '确认', sampling: '合格' },
  CONFIRM_NO: { label: '无法确认', sampling: '无法确认' },
  CONFIRM_NOT: { label: '取消确认', sampling: '不合格' },
  CONFIRM_AGAIN: { label: '重新确认', sampling: '合格' },
  SINGLE_WEIGH: { label: '车辆重出', sampling: '车辆重出' },
  SINGLE_EMPTY: { label: '车辆空出', sampling: '车辆空出' },
};

export const CONFIRM_STATUS_NAMES: Record<string, string> = { none: '未确认', confirmed: '已确认', not: '已取消确认' };
export const SAMPLE_STATUS_NAMES: Record<string, string> = { none: '未取样', can: '可取样', sampled: '已取样' };

/** The buttons of a row by its state (README table); CONFIRM_NO alone means nothing can be done. */
export function confirmButtons(row: { status: string; confirmStatus: string }): ConfirmButton[] {
  if (row.status === 'weighing') return ['SINGLE_WEIGH', 'SINGLE_EMPTY'];
  if (row.status !== 'completed') return ['CONFIRM_NO'];
  if (row.confirmStatus === 'none') return ['CONFIRM', 'CONFIRM_NOT'];
  return ['CONFIRM_AGAIN'];
}

/** A list row with its buttons: handleable when it has buttons other than CONFIRM_NO (SPEC §4). */
export function withButtons(row: Record<string, unknown>): Record<string, unknown> {
  const buttons = confirmButtons({ status: String(row.status), confirmStatus: String(row.confirmStatus ?? 'none') });
  return {
    ...row,
    confirmButtons: buttons,
    confirmSubButs: buttons.map((code) => ({ code, ...CONFIRM_LABELS[code] })),
    handleable: !buttons.includes('CONFIRM_NO'),
    confirmStatusName: CONFIRM_STATUS_NAMES[String(row.confirmStatus ?? 'none')],
    sampleStatusName: SAMPLE_STATUS_NAMES[String(row.sampleStatus ?? 'none')],
  };
}

const BUTTONS = new Set<string>(Object.keys(CONFIRM_LABELS));

/**
 * 确认: one row, one of its buttons. CONFIRM / CONFIRM_AGAIN mark the record confirmed, CONFIRM_NOT
 * not confirmed; SINGLE_WEIGH (车辆重出, still loaded) and SINGLE_EMPTY (车辆空出) finish a one-weight
 * record with net 0 (the missing weight is the recorded one), so the truck may leave.
 */
export async function submitConfirm(ctx: ActionContext, f: Flavour, body: Record<string, unknown>): Promise<WireRow> {
  const button = text(body.button, 20);
  if (!button || !BUTTONS.has(button)) throw badRequest('该操作不可用');
  const [id] = idsOf({ id: body.id });
  await ctx.db.transaction().execute(async (trx) => {
    const w = await lockWeigh(trx, ctx.auth.orgId, id, f);
    const allowed = confirmButtons({ status: w.status, confirmStatus: w.confirm_status });
    if (!allowed.includes(button as ConfirmButton) || button === 'CONFIRM_NO') throw badRequest('该操作不可用');
    const before = await readWeigh(trx, ctx.auth.orgId, id);
    if (button === 'SINGLE_WEIGH' || button === 'SINGLE_EMPTY') {
      const weight = w.gross ?? w.tare;
      await trx
        .updateTable('weigh_record')
        .set({
          gross: weight,
          tare: weight,
          gross_time: w.gross_time ?? ctx.now,
          tare_time: w.tare_time ?? ctx.now,
          net: '0',
          deduction: '0',
          status: 'completed',
          finished_at: ctx.now,
          note: CONFIRM_LABELS[button].label,
          confirm_status: 'confirmed',
          version: w.version + 1,
          updated_at: ctx.now,
        })
        .where('id', '=', id)
        .execute();
      if (w.registry_id)
        await trx
          .updateTable('registry')
          .set((eb) => ({ status: 'weighed', version: eb('version', '+', 1), updated_at: ctx.now }))
          .where('id', '=', w.registry_id)
          .where('status', '=', 'weighed_once')
          .execute();
    } else {
      await trx
        .updateTable('weigh_record')
        .set({
          confirm_status: button === 'CONFIRM_NOT' ? 'not' : 'confirmed',
          version: w.version + 1,
          updated_at: ctx.now,
        })
        .where('id', '=', id)
        .execute();
    }
    await logAction(trx, ctx, weighEntity(f), `confirm:${button}`, id, before, await readWeigh(trx, ctx.auth.orgId, id));
  });
  return withButtons((await readWeigh(ctx.db, ctx.auth.orgId, id))!);
}

export const SAMPLE_MAX = 500;

export const sampleMoves = {
  batchCanSamp: (ctx: ActionContext, f: Flavour, body?: Record<string, unknown>) =>
    moveWeighs(ctx, f, idsOf(body), {
      action: 'batchCanSamp',
      refuse: (w) => (w.sample_status !== 'none' ? '已是可取样状态' : w.status === 'obsolete' ? '磅单已作废' : null),
      apply: async () => ({ sample_status: 'can' }),
    }),
  batchSamp: (ctx: ActionContext, f: Flavour, body?: Record<string, unknown>) => {
    const raw = body?.sampleCount ?? 1;
    const count = typeof raw === 'number' ? raw : Number(String(raw));
    if (!Number.isInteger(count) || count < 0 || count > SAMPLE_MAX) throw badRequest('取样车数必须是0到500之间的整数');
    return moveWeighs(ctx, f, idsOf(body), {
      action: 'batchSamp',
      refuse: (w) => (w.sample_status !== 'can' ? '只有可取样的磅单才能取样' : null),
      apply: async () => ({ sample_status: 'sampled', sample_count: count }),
    });
  },
};
