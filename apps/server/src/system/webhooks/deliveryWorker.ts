import type { Selectable } from 'kysely';
import type { ServiceContext } from '../../context';
import type { DeliveryStatus, SysWebhookDeliveryTable } from '../schema';
import { sendWebhook, signature } from './sendWebhook';
import { checkWebhookTarget, type GuardOptions } from './ssrfGuard';

/** Waits after failed attempt 1, 2, … ; after the last one the delivery is failed. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;

export interface DeliveryWorkerOptions {
  ctx: ServiceContext;
  guard?: GuardOptions;
  /** per-request limit (ms) */
  timeoutMs?: number;
  /** how long a claimed delivery stays with this worker (ms) */
  leaseMs?: number;
  batch?: number;
}

export interface DeliveryOutcome {
  id: string;
  status: DeliveryStatus;
  attempt: number;
  responseCode: number | null;
  error: string | null;
}

type DeliveryRow = Selectable<SysWebhookDeliveryTable>;

/** The JSON body a receiver gets; the same on every attempt of a delivery. */
export function deliveryBody(
  d: Pick<DeliveryRow, 'id' | 'event' | 'org_id' | 'created_at' | 'payload'>,
): string {
  return JSON.stringify({
    id: d.id,
    event: d.event,
    orgId: d.org_id,
    createdAt: d.created_at,
    data: d.payload,
  });
}

/**
 * Sends the deliveries that are due. They are claimed with `for update skip locked` and a lease,
 * so several server processes share the queue without sending one twice at once; a worker that
 * died leaves its lease to expire and the delivery is taken up again. Each attempt checks the
 * target with the SSRF guard again (DNS may have changed since it was saved) and connects to the
 * address it checked.
 */
export async function deliverDueWebhooks(options: DeliveryWorkerOptions): Promise<DeliveryOutcome[]> {
  const { ctx } = options;
  const now = ctx.now();
  const lease = new Date(now.getTime() + (options.leaseMs ?? 60_000));
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sys_webhook_delivery')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'delivering'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(options.batch ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    const out: DeliveryRow[] = [];
    for (const d of due) {
      const row = await trx
        .updateTable('sys_webhook_delivery')
        .set({ status: 'delivering', attempt: d.attempt + 1, locked_until: lease, updated_at: now })
        .where('id', '=', d.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      out.push(row);
    }
    return out;
  });
  const outcomes: DeliveryOutcome[] = [];
  for (const d of claimed) outcomes.push(await attempt(options, d));
  return outcomes;
}

async function attempt(options: DeliveryWorkerOptions, d: DeliveryRow): Promise<DeliveryOutcome> {
  const { ctx } = options;
  const hook = await ctx.db
    .selectFrom('sys_webhook')
    .select(['url', 'secret', 'enabled'])
    .where('id', '=', d.webhook_id)
    .executeTakeFirst();
  let result: { ok: boolean; status: number | null; excerpt: string | null; error: string | null };
  let final = false;
  if (!hook || !hook.enabled) {
    result = { ok: false, status: null, excerpt: null, error: 'Webhook已停用，不再投递' };
    final = true;
  } else {
    const target = await checkWebhookTarget(hook.url, options.guard);
    if (!target.ok) {
      result = { ok: false, status: null, excerpt: null, error: target.error };
    } else {
      const body = deliveryBody(d);
      const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
      result = await sendWebhook({
        url: target.url,
        address: target.address,
        family: target.family,
        body,
        timeoutMs: options.timeoutMs,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'wb-webhook/1.0',
          'x-webhook-event': d.event,
          'x-webhook-delivery': d.id,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signature(hook.secret, timestamp, body),
        },
      });
    }
  }
  const now = ctx.now();
  const retry = !result.ok && !final && d.attempt < MAX_ATTEMPTS;
  const status: DeliveryStatus = result.ok ? 'success' : retry ? 'pending' : 'failed';
  await ctx.db
    .updateTable('sys_webhook_delivery')
    .set({
      status,
      response_code: result.status,
      response_excerpt: result.excerpt,
      error: result.error,
      next_attempt_at: retry ? new Date(now.getTime() + BACKOFF_MS[d.attempt - 1]) : null,
      locked_until: null,
      updated_at: now,
      delivered_at: result.ok ? now : null,
    })
    .where('id', '=', d.id)
    .execute();
  return { id: d.id, status, attempt: d.attempt, responseCode: result.status, error: result.error };
}
