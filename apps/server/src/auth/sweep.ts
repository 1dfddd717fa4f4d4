import type { ServiceContext } from '../context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes auth rows nobody can use any more: sessions a day past their refresh expiry (revoked ones
 * are kept 30 days for the audit trail), expired captchas, and failure counts that have lapsed.
 */
export async function sweepExpiredAuth(
  ctx: ServiceContext,
): Promise<{ sessions: number; captchas: number; attempts: number }> {
  const now = ctx.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessions = await ctx.db
    .deleteFrom('oauth_session')
    .where((eb) =>
      eb.or([
        eb('refresh_expires_at', '<', dayAgo),
        eb('revoked_at', '<', new Date(now.getTime() - 30 * DAY_MS)),
      ]),
    )
    .executeTakeFirst();
  const captchas = await ctx.db.deleteFrom('auth_captcha').where('expires_at', '<', now).executeTakeFirst();
  const attempts = await ctx.db
    .deleteFrom('auth_login_attempt')
    .where('last_failure_at', '<', dayAgo)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    captchas: Number(captchas.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
  };
}
