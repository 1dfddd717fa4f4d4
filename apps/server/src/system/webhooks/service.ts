import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { CRUD_MSG, checkIds, type ActionContext } from '../../crud/service';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { SysWebhookTable } from '../schema';
import { conflict, containsPattern, eachLocked, keywordOf, logAction, pageOf, requireVersion } from '../serviceKit';
import { WEBHOOK_EVENTS, isWebhookEvent } from './events';
import { checkWebhookTarget, type GuardOptions } from './ssrfGuard';

export const WEBHOOK_ENTITY = 'sys_webhook';

export const WEBHOOK_MSG = {
  nameRequired: 'Webhook名称不能为空！',
  nameTooLong: 'Webhook名称长度不能超过50个字符',
  urlRequired: 'Webhook地址不能为空！',
  eventsRequired: '请至少选择一个订阅事件',
  unknownEvent: '订阅事件不在可选范围内',
  remarkTooLong: '备注长度不能超过500个字符',
  disabled: 'Webhook已停用，不能重新投递',
} as const;

export interface WebhookRow {
  id: string;
  webhookName: string;
  url: string;
  events: string[];
  /** the last characters of the secret, to tell secrets apart; the secret itself is shown once */
  secretHint: string;
  remark: string | null;
  enabled: boolean;
  version: number;
  createDate: Date;
  updateDate: Date;
}

const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

function toWire(r: Selectable<SysWebhookTable>): WebhookRow {
  return {
    id: r.id,
    webhookName: r.webhook_name,
    url: r.url,
    events: r.events,
    secretHint: `whsec_…${r.secret.slice(-4)}`,
    remark: r.remark,
    enabled: r.enabled,
    version: r.version,
    createDate: r.created_at,
    updateDate: r.updated_at,
  };
}

export const eventList = () => WEBHOOK_EVENTS.map((e) => ({ event: e.event, name: e.name }));

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

async function checkWebhook(body: Record<string, unknown>, guard: GuardOptions | undefined) {
  const webhookName = text(body.webhookName);
  if (!webhookName) throw badRequest(WEBHOOK_MSG.nameRequired);
  if (webhookName.length > 50) throw badRequest(WEBHOOK_MSG.nameTooLong);
  const url = text(body.url);
  if (!url) throw badRequest(WEBHOOK_MSG.urlRequired);
  const target = await checkWebhookTarget(url, guard);
  if (!target.ok) throw badRequest(target.error);
  if (!Array.isArray(body.events) || body.events.length === 0) throw badRequest(WEBHOOK_MSG.eventsRequired);
  const unknown = body.events.find((e) => !isWebhookEvent(e));
  if (unknown !== undefined) throw badRequest(`${WEBHOOK_MSG.unknownEvent}：${String(unknown).slice(0, 50)}`);
  const events = [...new Set(body.events as string[])];
  const remark = text(body.remark) || null;
  if (remark && remark.length > 500) throw badRequest(WEBHOOK_MSG.remarkTooLong);
  return { webhookName, url: target.url.href, events, remark };
}

export async function listWebhooks(db: Kysely<Database>, orgId: string, body: Record<string, unknown>) {
  const keyword = keywordOf(body.keyword);
  const { pn, ps } = pageOf(body.limit);
  let q = db.selectFrom('sys_webhook').where('org_id', '=', orgId);
  if (keyword) {
    const p = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('webhook_name', 'ilike', p), eb('url', 'ilike', p)]));
  }
  if (typeof body.enabled === 'boolean') q = q.where('enabled', '=', body.enabled);
  const [{ total }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return { list: rows.map(toWire), total: Number(total) };
}

async function readWebhook(db: Kysely<Database>, orgId: string, id: string, lock = false) {
  let q = db.selectFrom('sys_webhook').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function webhookDetail(db: Kysely<Database>, orgId: string, id: string): Promise<WebhookRow> {
  const r = await readWebhook(db, orgId, id);
  if (!r) throw notFound();
  return toWire(r);
}

/** 新增: the secret is made here and answered this once (`secret`); later reads show its hint only. */
export async function createWebhook(
  ctx: ActionContext,
  body: Record<string, unknown>,
  guard: GuardOptions | undefined,
): Promise<WebhookRow & { secret: string }> {
  const v = await checkWebhook(body, guard);
  const secret = newSecret();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sys_webhook')
      .values({
        org_id: ctx.auth.orgId,
        group_id: ctx.auth.groupId,
        webhook_name: v.webhookName,
        url: v.url,
        events: JSON.stringify(v.events),
        secret,
        remark: v.remark,
        enabled: body.enabled === false ? false : true,
        created_by: ctx.auth.userId,
        updated_by: ctx.auth.userId,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toWire(row);
    await logAction(trx, ctx, WEBHOOK_ENTITY, 'create', row.id, null, after);
    return { ...after, secret };
  });
}

export async function updateWebhook(
  ctx: ActionContext,
  body: Record<string, unknown>,
  guard: GuardOptions | undefined,
): Promise<WebhookRow> {
  const [id] = checkIds([body.id], CRUD_MSG.badId);
  const version = requireVersion(body.version);
  const current = await readWebhook(ctx.db, ctx.auth.orgId, id);
  if (!current) throw notFound();
  const merged: Record<string, unknown> = { ...toWire(current) };
  for (const key of ['webhookName', 'url', 'events', 'remark']) if (key in body) merged[key] = body[key];
  // resolved before the transaction: DNS must not hold a row lock (or PGlite's one connection)
  const v = await checkWebhook(merged, guard);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await readWebhook(trx, ctx.auth.orgId, id, true);
    if (!stored) throw notFound();
    if (stored.version !== version) throw conflict();
    const row = await trx
      .updateTable('sys_webhook')
      .set({
        webhook_name: v.webhookName,
        url: v.url,
        events: JSON.stringify(v.events),
        remark: v.remark,
        version: version + 1,
        updated_by: ctx.auth.userId,
        updated_at: ctx.now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toWire(row);
    await logAction(trx, ctx, WEBHOOK_ENTITY, 'update', id, toWire(stored), after);
    return after;
  });
}

/** Deletes webhooks with their delivery log. */
export function deleteWebhooks(ctx: ActionContext, ids: unknown): Promise<number> {
  return eachLocked(ctx, ids, CRUD_MSG.noDeleteSelection, readWebhook, async (trx, hook) => {
    await trx.deleteFrom('sys_webhook').where('id', '=', hook.id).execute();
    await logAction(trx, ctx, WEBHOOK_ENTITY, 'delete', hook.id, toWire(hook), null);
  });
}

/** 启用 / 停用: a disabled webhook gets no new deliveries, and its queued ones fail when their turn comes. */
export function setWebhooksEnabled(ctx: ActionContext, ids: unknown, enabled: boolean): Promise<number> {
  return eachLocked(ctx, ids, CRUD_MSG.noSelection, readWebhook, async (trx, hook) => {
    if (hook.enabled === enabled)
      throw badRequest(enabled ? CRUD_MSG.alreadyEnabled : CRUD_MSG.alreadyDisabled);
    const row = await trx
      .updateTable('sys_webhook')
      .set({ enabled, version: hook.version + 1, updated_by: ctx.auth.userId, updated_at: ctx.now })
      .where('id', '=', hook.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logAction(
      trx,
      ctx,
      WEBHOOK_ENTITY,
      enabled ? 'enable' : 'disable',
      hook.id,
      toWire(hook),
      toWire(row),
    );
  });
}

/** 重置密钥: a new secret, answered this once; the old one stops signing at once. */
export async function resetWebhookSecret(
  ctx: ActionContext,
  id: string,
): Promise<{ id: string; secret: string }> {
  const secret = newSecret();
  await eachLocked(ctx, [id], CRUD_MSG.noSelection, readWebhook, async (trx, hook) => {
    const row = await trx
      .updateTable('sys_webhook')
      .set({ secret, version: hook.version + 1, updated_by: ctx.auth.userId, updated_at: ctx.now })
      .where('id', '=', hook.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logAction(trx, ctx, WEBHOOK_ENTITY, 'resetSecret', hook.id, toWire(hook), toWire(row));
  });
  return { id, secret };
}

/** POST /sys/webhook/deliveries: the delivery log, newest first, with filters and a keyword. */
export async function listDeliveries(db: Kysely<Database>, orgId: string, body: Record<string, unknown>) {
  const { pn, ps } = pageOf(body.limit);
  const keyword = keywordOf(body.keyword);
  let q = db
    .selectFrom('sys_webhook_delivery as d')
    .innerJoin('sys_webhook as w', 'w.id', 'd.webhook_id')
    .where('d.org_id', '=', orgId);
  if (typeof body.webhookId === 'string')
    q = q.where('d.webhook_id', '=', checkIds([body.webhookId], CRUD_MSG.badId)[0]);
  if (isWebhookEvent(body.event)) q = q.where('d.event', '=', body.event);
  if (
    body.status === 'pending' ||
    body.status === 'delivering' ||
    body.status === 'success' ||
    body.status === 'failed'
  )
    q = q.where('d.status', '=', body.status);
  if (keyword) {
    const p = containsPattern(keyword);
    q = q.where((eb) =>
      eb.or([eb('w.webhook_name', 'ilike', p), eb('d.event', 'ilike', p), eb('d.error', 'ilike', p)]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    q
      .select([
        'd.id',
        'd.webhook_id',
        'w.webhook_name',
        'd.event',
        'd.payload',
        'd.attempt',
        'd.status',
        'd.response_code',
        'd.response_excerpt',
        'd.error',
        'd.next_attempt_at',
        'd.redelivery_of',
        'd.created_at',
        'd.updated_at',
        'd.delivered_at',
      ])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      webhookId: r.webhook_id,
      webhookName: r.webhook_name,
      event: r.event,
      payload: r.payload,
      attempt: r.attempt,
      status: r.status,
      responseCode: r.response_code,
      responseExcerpt: r.response_excerpt,
      error: r.error,
      nextAttemptTime: r.next_attempt_at,
      redeliveryOf: r.redelivery_of,
      createDate: r.created_at,
      updateDate: r.updated_at,
      deliveredTime: r.delivered_at,
    })),
    total: Number(total),
  };
}

/** 重新投递: a new pending delivery of the same event and payload (the original stays in the log). */
export function redeliver(ctx: ActionContext, deliveryId: string): Promise<{ id: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const d = await trx
      .selectFrom('sys_webhook_delivery as d')
      .innerJoin('sys_webhook as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.webhook_id', 'd.event', 'd.payload', 'w.enabled'])
      .where('d.org_id', '=', ctx.auth.orgId)
      .where('d.id', '=', deliveryId)
      .executeTakeFirst();
    if (!d) throw notFound();
    if (!d.enabled) throw badRequest(WEBHOOK_MSG.disabled);
    const row = await trx
      .insertInto('sys_webhook_delivery')
      .values({
        webhook_id: d.webhook_id,
        org_id: ctx.auth.orgId,
        event: d.event,
        payload: JSON.stringify(d.payload),
        status: 'pending',
        next_attempt_at: ctx.now,
        redelivery_of: d.id,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logAction(trx, ctx, WEBHOOK_ENTITY, 'redeliver', d.webhook_id, null, {
      deliveryId: row.id,
      redeliveryOf: d.id,
    });
    return { id: row.id };
  });
}
