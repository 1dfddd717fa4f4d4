import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { idsOf, logAction, type ActionContext } from './actionKit';
import { FLAVOURS } from './flavours';
import { formatTons, parseTons } from './tons';

/**
 * The notice actions of SPEC.md §4 (closeNoticeSub / openNoticeSub, updateMaxLimit, updateDone):
 * what an office clerk does to a notice while trucks run on it. A closed line takes no new
 * registry (trucks already registered on it finish); a done notice takes none at all; the 单车限量
 * is the default 预装量 of the next registries. Each call is one transaction: the notices are
 * locked, their version moves (an edit form open elsewhere then gets the 409 instead of writing the
 * old value back), and every changed notice gets an operation-log row with before and after.
 */
export const NOTICE_MSG = {
  lineNotFound: '通知单明细不存在',
  obsolete: '已作废的通知单不能修改',
  alreadyClosed: '所选明细已关闭',
  notClosed: '所选明细未关闭',
  doneCannotOpen: '通知单已完成，不能打开明细',
  maxLimitRequired: '单车限量不能为空！',
  maxLimitFormat: '单车限量必须是大于0的数字（最多3位小数）',
  doneValue: '完成状态只能是“是”或“否”',
} as const;

interface NoticeRow {
  id: string;
  bill_no: string;
  status: string;
  done: string | null;
  max_limit: string | null;
  version: number;
}

interface LineRow {
  id: string;
  parent_id: string;
  inv_name: string;
  closed: string | null;
}

function tables(f: Flavour) {
  if (!FLAVOURS[f].notice) throw badRequest('该业务类型没有通知单');
  return { notice: sql.table(`${f}_notice`), sub: sql.table(`${f}_notice_sub`) };
}

const entityOf = (f: Flavour) => `${f}_notice`;

async function lockNotices(trx: Transaction<Database>, ctx: ActionContext, f: Flavour, ids: string[]): Promise<NoticeRow[]> {
  const t = tables(f);
  const { rows } = await sql<NoticeRow>`select id, bill_no, status, done, max_limit::text as max_limit, version
    from ${t.notice} where org_id = ${ctx.auth.orgId} and deleted_at is null and id in (${sql.join(ids)})
    order by id for update`.execute(trx);
  // another company's id answers exactly like an unknown one
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((n) => n.status === 'obsolete')) throw badRequest(NOTICE_MSG.obsolete);
  return rows;
}

async function linesOf(trx: Transaction<Database>, f: Flavour, noticeId: string): Promise<LineRow[]> {
  const { rows } = await sql<LineRow>`select id, parent_id, inv_name, closed from ${tables(f).sub}
    where parent_id = ${noticeId} order by sort_index`.execute(trx);
  return rows;
}

/** Moves the notice's version (and sets `set` when given) as every change of it does. */
async function touch(trx: Transaction<Database>, ctx: ActionContext, f: Flavour, noticeId: string, set?: RawBuilder<unknown>): Promise<void> {
  const parts = [...(set ? [set] : []), sql`version = version + 1`, sql`updated_by = ${ctx.auth.userId}`, sql`updated_at = ${ctx.now}`];
  await sql`update ${tables(f).notice} set ${sql.join(parts)} where id = ${noticeId}`.execute(trx);
}

const noticeView = (n: NoticeRow, lines: LineRow[]) => ({
  id: n.id,
  billNo: n.bill_no,
  done: n.done ?? '否',
  maxLimit: n.max_limit,
  lines: lines.map((l) => ({ id: l.id, invName: l.inv_name, closed: l.closed ?? '否' })),
});

/**
 * 关闭明细 / 打开明细 on notice lines (`{ids}` of `{f}_notice_sub` rows, of one or several
 * notices). Every chosen line must be in the other state, else nothing changes.
 */
async function moveLines(ctx: ActionContext, f: Flavour, body: Record<string, unknown>, close: boolean): Promise<number> {
  const lineIds = idsOf(body);
  const t = tables(f);
  return ctx.db.transaction().execute(async (trx) => {
    const { rows: found } = await sql<{ id: string; parent_id: string }>`select id, parent_id from ${t.sub}
      where org_id = ${ctx.auth.orgId} and id in (${sql.join(lineIds)})`.execute(trx);
    if (found.length !== lineIds.length) throw notFound(NOTICE_MSG.lineNotFound);
    const noticeIds = [...new Set(found.map((l) => l.parent_id))];
    const notices = await lockNotices(trx, ctx, f, noticeIds);
    const chosen = new Set(lineIds);
    for (const notice of notices) {
      const lines = await linesOf(trx, f, notice.id);
      const moving = lines.filter((l) => chosen.has(l.id));
      if (moving.some((l) => (l.closed === '是') === close)) throw badRequest(close ? NOTICE_MSG.alreadyClosed : NOTICE_MSG.notClosed);
      if (!close && notice.done === '是') throw badRequest(NOTICE_MSG.doneCannotOpen);
      await sql`update ${t.sub} set closed = ${close ? '是' : '否'} where id in (${sql.join(moving.map((l) => l.id))})`.execute(trx);
      await touch(trx, ctx, f, notice.id);
      const after = lines.map((l) => (chosen.has(l.id) ? { ...l, closed: close ? '是' : '否' } : l));
      await logAction(trx, ctx, entityOf(f), close ? 'closeNoticeSub' : 'openNoticeSub', notice.id, noticeView(notice, lines), noticeView({ ...notice, version: notice.version + 1 }, after));
    }
    return lineIds.length;
  });
}

export const closeNoticeSub = (ctx: ActionContext, f: Flavour, body: Record<string, unknown>) => moveLines(ctx, f, body, true);
export const openNoticeSub = (ctx: ActionContext, f: Flavour, body: Record<string, unknown>) => moveLines(ctx, f, body, false);

/** The 单车限量 in tonnes: a positive decimal with at most 3 places, as a canonical string. */
export function checkMaxLimit(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) throw badRequest(NOTICE_MSG.maxLimitRequired);
  const kg = typeof value === 'string' || typeof value === 'number' ? parseTons(String(value).trim()) : null;
  if (kg === null || kg <= 0n || !/^\d+(\.\d{1,3})?$/.test(String(value).trim())) throw badRequest(NOTICE_MSG.maxLimitFormat);
  return formatTons(kg);
}

/** 修改限量: `{ids, maxLimit}`; the registries already made keep their 预装量. */
export async function updateMaxLimit(ctx: ActionContext, f: Flavour, body: Record<string, unknown>): Promise<number> {
  const ids = idsOf(body);
  const maxLimit = checkMaxLimit(body.maxLimit);
  return ctx.db.transaction().execute(async (trx) => {
    for (const notice of await lockNotices(trx, ctx, f, ids)) {
      await touch(trx, ctx, f, notice.id, sql`max_limit = ${maxLimit}::numeric`);
      await logAction(trx, ctx, entityOf(f), 'updateMaxLimit', notice.id, { maxLimit: notice.max_limit }, { maxLimit });
    }
    return ids.length;
  });
}

/** 完成 / 取消完成: `{ids, done: '是' | '否'}`; a done notice takes no new registry. */
export async function updateDone(ctx: ActionContext, f: Flavour, body: Record<string, unknown>): Promise<number> {
  const ids = idsOf(body);
  const done = body.done === undefined ? '是' : body.done;
  if (done !== '是' && done !== '否') throw badRequest(NOTICE_MSG.doneValue);
  return ctx.db.transaction().execute(async (trx) => {
    for (const notice of await lockNotices(trx, ctx, f, ids)) {
      await touch(trx, ctx, f, notice.id, sql`done = ${done}`);
      await logAction(trx, ctx, entityOf(f), 'updateDone', notice.id, { done: notice.done ?? '否' }, { done });
    }
    return ids.length;
  });
}
