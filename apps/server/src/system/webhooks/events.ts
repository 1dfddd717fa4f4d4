import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The events a webhook may subscribe to: a fixed list, each with its Chinese name. */
export const WEBHOOK_EVENTS = [
  { event: 'weigh.created', name: '过磅单新增' },
  { event: 'weigh.completed', name: '过磅完成' },
  { event: 'registry.entrance', name: '车辆入厂' },
  { event: 'registry.exit', name: '车辆出厂' },
  { event: 'record.changed', name: '基础资料变更' },
  { event: 'weigh.daily_summary', name: '日过磅汇总' },
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['event'];

const KNOWN = new Set<string>(WEBHOOK_EVENTS.map((e) => e.event));
export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && KNOWN.has(value);

/**
 * Publishes an event of an organisation: one pending delivery per enabled webhook subscribed to
 * it, written with the caller's connection, so inside the caller's transaction the deliveries
 * exist only if the change they announce commits. The delivery worker sends them. Resolves to
 * the number of deliveries queued.
 */
export async function emitEvent(
  db: Kysely<Database>,
  orgId: string,
  event: WebhookEvent,
  payload: unknown,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .insertInto('sys_webhook_delivery')
    .columns([
      'webhook_id',
      'org_id',
      'event',
      'payload',
      'status',
      'next_attempt_at',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('sys_webhook')
        .select([
          'id',
          'org_id',
          sql<string>`${event}::text`.as('event'),
          sql<string>`${JSON.stringify(payload ?? null)}::jsonb`.as('payload'),
          sql<string>`'pending'`.as('status'),
          sql<Date>`${now}::timestamptz`.as('next_attempt_at'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
          sql<Date>`${now}::timestamptz`.as('updated_at'),
        ])
        .where('org_id', '=', orgId)
        .where('enabled', '=', true)
        .where(sql<boolean>`events @> ${JSON.stringify([event])}::jsonb`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
