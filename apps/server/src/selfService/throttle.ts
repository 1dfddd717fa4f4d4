import type { ServiceContext } from '../context';
import { AppError, MSG } from '../http/errors';

/**
 * Counters of the public self-service forms: one row per event, counted over a sliding window.
 * They sit apart from the sign-in lock (auth/lockout.ts) because they limit requests, not failures,
 * and a reset request must never lock the real user out of signing in.
 */
export interface ThrottleRule {
  kind: string;
  limit: number;
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;

export const THROTTLE = {
  registerIp: { kind: 'register:ip', limit: 5, windowMs: HOUR },
  resetRequestIp: { kind: 'reset-request:ip', limit: 5, windowMs: HOUR },
  resetRequestAccount: { kind: 'reset-request:account', limit: 3, windowMs: 24 * HOUR },
  resetCodeFailIp: { kind: 'reset-code-fail:ip', limit: 10, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

/** Whether the key has used up its window (the event is not counted). */
export async function throttled(ctx: ServiceContext, rule: ThrottleRule, key: string): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - rule.windowMs);
  const row = await ctx.db
    .selectFrom('self_service_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', rule.kind)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= rule.limit;
}

export async function countEvent(ctx: ServiceContext, rule: ThrottleRule, key: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.insertInto('self_service_event').values({ kind: rule.kind, key, created_at: now }).execute();
  // the longest window is a day: older rows count for nothing
  await ctx.db
    .deleteFrom('self_service_event')
    .where('kind', '=', rule.kind)
    .where('created_at', '<', new Date(now.getTime() - 25 * HOUR))
    .execute();
}

/** Throws 429 请求过频繁 when any rule's window is full; otherwise counts one event under each. */
export async function spend(ctx: ServiceContext, checks: [ThrottleRule, string][]): Promise<void> {
  for (const [rule, key] of checks) if (await throttled(ctx, rule, key)) throw new AppError(429, MSG.tooMany);
  for (const [rule, key] of checks) await countEvent(ctx, rule, key);
}
