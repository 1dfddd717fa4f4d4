import { sql } from 'kysely';
import type { ServiceContext } from '../context';

/**
 * Failed sign-ins are counted per username and per client IP:
 * - from the 5th consecutive failure of a username on, each attempt waits 500 ms more (max 3 s);
 * - the 10th consecutive failure locks the username for 15 minutes (every attempt answers 429,
 *   even with the right password);
 * - 50 failures from one IP address, each within 15 minutes of the previous one, lock the address for 15 minutes;
 * - a success clears the username's count; a username's count also lapses after 24 h without failures.
 * Unknown usernames are counted like real ones so the answers do not reveal which names exist.
 */
export type AttemptScope = 'user' | 'ip';

export interface AttemptState {
  failures: number;
  lockedUntil: Date | null;
}

function windowMs(ctx: ServiceContext, scope: AttemptScope): number {
  return scope === 'user' ? 24 * 60 * 60 * 1000 : ctx.config.auth.lockMinutes * 60 * 1000;
}

/** The live state: an expired lock or a lapsed window reads as zero failures. */
export async function attemptState(
  ctx: ServiceContext,
  scope: AttemptScope,
  key: string,
): Promise<AttemptState> {
  const row = await ctx.db
    .selectFrom('auth_login_attempt')
    .select(['failures', 'last_failure_at', 'locked_until'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  const now = ctx.now().getTime();
  if (!row) return { failures: 0, lockedUntil: null };
  if (row.locked_until) {
    return row.locked_until.getTime() > now
      ? { failures: row.failures, lockedUntil: row.locked_until }
      : { failures: 0, lockedUntil: null };
  }
  if (row.last_failure_at && now - row.last_failure_at.getTime() > windowMs(ctx, scope))
    return { failures: 0, lockedUntil: null };
  return { failures: row.failures, lockedUntil: null };
}

/** Counts one failure atomically in SQL (concurrent attempts cannot lose counts) and locks at the limit. */
export async function recordFailure(
  ctx: ServiceContext,
  scope: AttemptScope,
  key: string,
): Promise<AttemptState> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - windowMs(ctx, scope));
  const limit = scope === 'user' ? ctx.config.auth.lockAfterFailures : ctx.config.auth.ipLockAfterFailures;
  const lockUntil = new Date(now.getTime() + ctx.config.auth.lockMinutes * 60 * 1000);
  const t = sql.table('auth_login_attempt');
  const row = await ctx.db
    .insertInto('auth_login_attempt')
    .values({ scope, key, failures: 1, last_failure_at: now, locked_until: limit <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        failures: sql<number>`case when ${t}.locked_until is not null and ${t}.locked_until <= ${now}
          then 1 when ${t}.last_failure_at < ${windowStart} then 1 else ${t}.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (row.failures >= limit) {
    await ctx.db
      .updateTable('auth_login_attempt')
      .set({ locked_until: lockUntil })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { failures: row.failures, lockedUntil: lockUntil };
  }
  // A stale lock from an earlier period must not linger next to a fresh count.
  if (row.locked_until && row.locked_until.getTime() <= now.getTime()) {
    await ctx.db
      .updateTable('auth_login_attempt')
      .set({ locked_until: null })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
  return { failures: row.failures, lockedUntil: null };
}

export async function clearFailures(ctx: ServiceContext, scope: AttemptScope, key: string): Promise<void> {
  await ctx.db.deleteFrom('auth_login_attempt').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Extra wait before checking a password once a username has failed often. */
export function failureDelayMs(ctx: ServiceContext, failures: number): number {
  const { slowAfterFailures, failureDelayMs: step, failureDelayCapMs } = ctx.config.auth;
  if (failures < slowAfterFailures) return 0;
  return Math.min(failureDelayCapMs, step * (failures - slowAfterFailures + 1));
}
