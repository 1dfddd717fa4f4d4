import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ActionContext } from '../../crud/service';
import { CRUD_MSG, checkIds } from '../../crud/service';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { SysCodeRuleTable } from '../schema';
import { conflict, containsPattern, keywordOf, logAction, pageOf, requireVersion } from '../serviceKit';
import { RULE_MSG, checkRule, formatNumber } from './codeRuleFormat';
import { nextNumber } from './nextNumber';

export const CODE_RULE_ENTITY = 'sys_code_rule';

export interface CodeRuleRow {
  id: string;
  ruleCode: string;
  ruleName: string;
  prefix: string;
  dateFormat: string;
  seqLength: number;
  resetPeriod: string;
  separator: string;
  remark: string | null;
  enabled: boolean;
  version: number;
  /** what the rule's first number of today looks like */
  example: string;
  createDate: Date;
  updateDate: Date;
}

function toWire(r: Selectable<SysCodeRuleTable>, now: Date, offset: number): CodeRuleRow {
  return {
    id: r.id,
    ruleCode: r.rule_code,
    ruleName: r.rule_name,
    prefix: r.prefix,
    dateFormat: r.date_format,
    seqLength: r.seq_length,
    resetPeriod: r.reset_period,
    separator: r.separator,
    remark: r.remark,
    enabled: r.enabled,
    version: r.version,
    example: formatNumber(
      {
        prefix: r.prefix,
        dateFormat: r.date_format,
        seqLength: r.seq_length,
        resetPeriod: r.reset_period,
        separator: r.separator,
      },
      1,
      now,
      offset,
    ),
    createDate: r.created_at,
    updateDate: r.updated_at,
  };
}

/** POST /sys/code-rule/list: keyword over code and name, enabled filter, newest first. */
export async function listCodeRules(
  db: Kysely<Database>,
  orgId: string,
  body: Record<string, unknown>,
  now: Date,
  offset: number,
): Promise<{ list: CodeRuleRow[]; total: number }> {
  const keyword = keywordOf(body.keyword);
  const { pn, ps } = pageOf(body.limit);
  let q = db.selectFrom('sys_code_rule').where('org_id', '=', orgId);
  if (keyword) {
    const p = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('rule_code', 'ilike', p), eb('rule_name', 'ilike', p)]));
  }
  if (typeof body.enabled === 'boolean') q = q.where('enabled', '=', body.enabled);
  const [{ total }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('rule_code')
      .orderBy('id')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return { list: rows.map((r) => toWire(r, now, offset)), total: Number(total) };
}

async function readRule(db: Kysely<Database>, orgId: string, id: string, lock = false) {
  let q = db.selectFrom('sys_code_rule').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function codeRuleDetail(
  db: Kysely<Database>,
  orgId: string,
  id: string,
  now: Date,
  offset: number,
) {
  const r = await readRule(db, orgId, id);
  if (!r) throw notFound();
  return toWire(r, now, offset);
}

/** A unique violation of (org, rule_code) that slipped past the check: the rule's own message. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw badRequest(RULE_MSG.codeExists);
    throw error;
  }
}

async function codeTaken(trx: Transaction<Database>, orgId: string, code: string, selfId: string | null) {
  let q = trx
    .selectFrom('sys_code_rule')
    .select('id')
    .where('org_id', '=', orgId)
    .where('rule_code', '=', code);
  if (selfId) q = q.where('id', '<>', selfId);
  return Boolean(await q.executeTakeFirst());
}

export function createCodeRule(ctx: ActionContext, body: Record<string, unknown>): Promise<CodeRuleRow> {
  const check = checkRule(body);
  if (!check.ok) throw badRequest(check.error);
  const r = check.rule;
  return guarded(() =>
    ctx.db.transaction().execute(async (trx) => {
      if (await codeTaken(trx, ctx.auth.orgId, r.ruleCode, null)) throw badRequest(RULE_MSG.codeExists);
      const row = await trx
        .insertInto('sys_code_rule')
        .values({
          org_id: ctx.auth.orgId,
          group_id: ctx.auth.groupId,
          rule_code: r.ruleCode,
          rule_name: r.ruleName,
          prefix: r.prefix,
          date_format: r.dateFormat,
          seq_length: r.seqLength,
          reset_period: r.resetPeriod,
          separator: r.separator,
          remark: r.remark,
          enabled: body.enabled === false ? false : true,
          created_by: ctx.auth.userId,
          updated_by: ctx.auth.userId,
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toWire(row, ctx.now, ctx.utcOffsetMinutes);
      await logAction(trx, ctx, CODE_RULE_ENTITY, 'create', row.id, null, after);
      return after;
    }),
  );
}

/** 修改: the body over the stored rule (absent fields keep their values), version-checked (409). */
export function updateCodeRule(ctx: ActionContext, body: Record<string, unknown>): Promise<CodeRuleRow> {
  const [id] = checkIds([body.id], CRUD_MSG.badId);
  const version = requireVersion(body.version);
  return guarded(() =>
    ctx.db.transaction().execute(async (trx) => {
      const stored = await readRule(trx, ctx.auth.orgId, id, true);
      if (!stored) throw notFound();
      if (stored.version !== version) throw conflict();
      const before = toWire(stored, ctx.now, ctx.utcOffsetMinutes);
      const merged: Record<string, unknown> = { ...before };
      for (const key of [
        'ruleCode',
        'ruleName',
        'prefix',
        'dateFormat',
        'seqLength',
        'resetPeriod',
        'separator',
        'remark',
      ])
        if (key in body) merged[key] = body[key];
      const check = checkRule(merged);
      if (!check.ok) throw badRequest(check.error);
      const r = check.rule;
      if (await codeTaken(trx, ctx.auth.orgId, r.ruleCode, id)) throw badRequest(RULE_MSG.codeExists);
      const row = await trx
        .updateTable('sys_code_rule')
        .set({
          rule_code: r.ruleCode,
          rule_name: r.ruleName,
          prefix: r.prefix,
          date_format: r.dateFormat,
          seq_length: r.seqLength,
          reset_period: r.resetPeriod,
          separator: r.separator,
          remark: r.remark,
          version: version + 1,
          updated_by: ctx.auth.userId,
          updated_at: ctx.now,
        })
        .where('id', '=', id)
        .where('org_id', '=', ctx.auth.orgId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toWire(row, ctx.now, ctx.utcOffsetMinutes);
      await logAction(trx, ctx, CODE_RULE_ENTITY, 'update', id, before, after);
      return after;
    }),
  );
}

/** Deletes rules (all or none). Their counters stay: a rule created again with the code continues its sequence. */
export function deleteCodeRules(ctx: ActionContext, ids: unknown): Promise<number> {
  const list = checkIds(ids, CRUD_MSG.noDeleteSelection);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of list) {
      const stored = await readRule(trx, ctx.auth.orgId, id, true);
      if (!stored) throw notFound();
      await trx.deleteFrom('sys_code_rule').where('id', '=', id).execute();
      await logAction(
        trx,
        ctx,
        CODE_RULE_ENTITY,
        'delete',
        id,
        toWire(stored, ctx.now, ctx.utcOffsetMinutes),
        null,
      );
    }
    return list.length;
  });
}

export function setCodeRulesEnabled(ctx: ActionContext, ids: unknown, enabled: boolean): Promise<number> {
  const list = checkIds(ids, CRUD_MSG.noSelection);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of list) {
      const stored = await readRule(trx, ctx.auth.orgId, id, true);
      if (!stored) throw notFound();
      if (stored.enabled === enabled)
        throw badRequest(enabled ? CRUD_MSG.alreadyEnabled : CRUD_MSG.alreadyDisabled);
      const row = await trx
        .updateTable('sys_code_rule')
        .set({ enabled, version: stored.version + 1, updated_by: ctx.auth.userId, updated_at: ctx.now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const w = (x: typeof row) => toWire(x, ctx.now, ctx.utcOffsetMinutes);
      await logAction(trx, ctx, CODE_RULE_ENTITY, enabled ? 'enable' : 'disable', id, w(stored), w(row));
    }
    return list.length;
  });
}

/** POST /sys/code-rule/next: takes a number in its own transaction and logs who took it. */
export function takeNumber(ctx: ActionContext, code: string): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const number = await nextNumber(trx, ctx.auth.orgId, code, ctx.now, ctx.utcOffsetMinutes);
    const rule = await trx
      .selectFrom('sys_code_rule')
      .select('id')
      .where('org_id', '=', ctx.auth.orgId)
      .where('rule_code', '=', code)
      .executeTakeFirstOrThrow();
    await logAction(trx, ctx, CODE_RULE_ENTITY, 'takeNumber', rule.id, null, { number });
    return number;
  });
}
