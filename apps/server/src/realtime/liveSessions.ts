import type { ServiceContext } from '../context';

/**
 * Of the given access-token hashes, those whose session is still good, with the organisation the
 * session is in now: the same conditions as the guard's loadAuth (not revoked, access token not
 * expired or rotated away, user and organisation enabled, still a member). One query for all the
 * sockets of this process.
 */
export async function liveSessions(
  ctx: ServiceContext,
  accessHashes: string[],
): Promise<Map<string, string>> {
  if (accessHashes.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('oauth_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .innerJoin('sys_user_org as uo', (j) =>
      j.onRef('uo.user_id', '=', 's.user_id').onRef('uo.org_id', '=', 's.org_id'),
    )
    .innerJoin('sys_org as o', 'o.id', 's.org_id')
    .select(['s.access_hash', 's.org_id'])
    .where('s.access_hash', 'in', accessHashes)
    .where('s.revoked_at', 'is', null)
    .where('s.access_expires_at', '>', ctx.now())
    .where('u.enabled', '=', true)
    .where('o.enabled', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.access_hash, r.org_id]));
}
