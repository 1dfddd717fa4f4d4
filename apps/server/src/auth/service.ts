import type { TokenResponse } from '@wb/api/wire';
import type { Kysely } from 'kysely';
import type { OAuthClient } from '../config';
import type { ServiceContext } from '../context';
import type { Database } from '../db/schema';
import { AppError, MSG, unauthorized } from '../http/errors';
import { consumeCaptcha } from './captcha';
import { attemptState, clearFailures, failureDelayMs, recordFailure } from './lockout';
import { CURRENT_PASSWORD_PARAMS, dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { newToken, sha256 } from './tokens';
import { SELF_MSG } from '../selfService/messages';
import { registrationForSignIn } from '../selfService/registration';

export const MSG_USER_DISABLED = '账号已停用，请联系管理员';
export const MSG_NO_ORG = '当前用户未分配公司，请联系管理员';
/** The answer to a call on a session an administrator ended (SPEC §8: 强制下线 → warning, then logout). */
export const MSG_FORCED_LOGOUT = '您已被管理员强制下线，请重新登录';
/** oauth_session.revoke_reason of a forced logout */
export const REVOKE_FORCED = 'forced_logout';

/** Who is calling, resolved from the access token by the guard (see guard.ts). */
export interface AuthInfo {
  userId: string;
  username: string;
  orgId: string;
  groupId: string;
  sessionId: string;
  admin: boolean;
  roles: string[];
  /** button permission keys of the caller's roles; an admin passes every check without them */
  permissions: Set<string>;
  /** scopes of a session an app opened with an authorization code; null/absent = a first-party session */
  scope?: string[] | null;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  deviceId: string | null;
}

export interface PasswordGrantInput {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

async function loginLog(
  ctx: ServiceContext,
  entry: {
    username: string;
    userId?: string | null;
    orgId?: string | null;
    groupId?: string | null;
    grantType: string;
    status: number;
    reason: string;
  },
  client: OAuthClient | null,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db
    .insertInto('sys_login_log')
    .values({
      username: entry.username.slice(0, 128),
      user_id: entry.userId ?? null,
      org_id: entry.orgId ?? null,
      group_id: entry.groupId ?? null,
      client_id: client?.clientId ?? null,
      device_id: meta.deviceId,
      ip: meta.ip,
      user_agent: meta.userAgent,
      grant_type: entry.grantType,
      success: entry.status === 200,
      status: entry.status,
      reason: entry.reason,
      created_at: ctx.now(),
    })
    .execute();
}

/** The OAuth password grant: captcha → lock → (delay) → password → session. */
export async function passwordGrant(
  ctx: ServiceContext,
  client: OAuthClient,
  input: PasswordGrantInput,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const username = input.username.trim();
  const userKey = username.toLowerCase();
  const log = (
    status: number,
    reason: string,
    ids: { userId?: string; orgId?: string; groupId?: string } = {},
  ) => loginLog(ctx, { username, grantType: 'password', status, reason, ...ids }, client, meta);

  // Confidential clients authenticated with their secret; only the public browser client is asked for a captcha.
  if (ctx.config.captchaEnabled && client.kind === 'public') {
    try {
      await consumeCaptcha(ctx, input.randomStr, input.code);
    } catch (error) {
      await log(428, 'captcha');
      throw error;
    }
  }

  const [userState, ipState] = await Promise.all([
    attemptState(ctx, 'user', userKey),
    attemptState(ctx, 'ip', meta.ip),
  ]);
  if (userState.lockedUntil || ipState.lockedUntil) {
    await log(429, userState.lockedUntil ? 'locked:user' : 'locked:ip');
    throw new AppError(429, MSG.tooMany);
  }
  const delay = failureDelayMs(ctx, userState.failures);
  if (delay > 0) await ctx.sleep(delay);

  const user = await ctx.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'group_id', 'password_hash', 'password_params', 'enabled'])
    .where('username', '=', username)
    .executeTakeFirst();
  // A self-registration still awaiting approval says so, but only to whoever knows its password.
  const application = user ? undefined : await registrationForSignIn(ctx.db, username);
  // Unknown users are checked against a dummy hash: same work, same time, same answer as a wrong password.
  const valid = await verifyPassword(
    user?.password_hash ?? application?.passwordHash ?? (await dummyHash()),
    input.password,
  );
  if (!user && application && valid) {
    await log(426, `registration_${application.status}`);
    throw new AppError(426, application.status === 'pending' ? SELF_MSG.pendingSignIn : SELF_MSG.rejectedSignIn);
  }
  if (!user || !valid) {
    await Promise.all([recordFailure(ctx, 'user', userKey), recordFailure(ctx, 'ip', meta.ip)]);
    await log(426, user ? 'bad_password' : 'unknown_user', { userId: user?.id });
    throw new AppError(426, MSG.badCredentials);
  }
  if (!user.enabled) {
    await log(426, 'disabled', { userId: user.id });
    throw new AppError(426, MSG_USER_DISABLED);
  }
  const org = await ctx.db
    .selectFrom('sys_user_org as uo')
    .innerJoin('sys_org as o', 'o.id', 'uo.org_id')
    .select(['o.id', 'o.group_id'])
    .where('uo.user_id', '=', user.id)
    .where('o.enabled', '=', true)
    .orderBy('uo.is_default', 'desc')
    .orderBy('o.seq')
    .orderBy('o.org_code')
    .executeTakeFirst();
  if (!org) {
    await log(403, 'no_org', { userId: user.id });
    throw new AppError(403, MSG_NO_ORG);
  }
  await clearFailures(ctx, 'user', userKey);
  if (needsRehash(user.password_params)) {
    const fresh = await hashPassword(input.password, CURRENT_PASSWORD_PARAMS);
    await ctx.db
      .updateTable('sys_user')
      .set({ password_hash: fresh.hash, password_params: JSON.stringify(fresh.params) })
      .where('id', '=', user.id)
      .execute();
  }
  const tokens = await ctx.db
    .transaction()
    .execute((trx) =>
      openSession(
        trx,
        ctx,
        { userId: user.id, orgId: org.id, groupId: org.group_id, clientId: client.clientId },
        meta,
      ),
    );
  await log(200, 'ok', { userId: user.id, orgId: org.id, groupId: org.group_id });
  return { ...tokens, user_id: user.id, username: user.username };
}

/** Refresh tokens are kept as hashes, one row per token, so a replayed one can be recognised. */
async function storeRefreshToken(
  trx: Kysely<Database>,
  sessionId: string,
  refresh: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await trx
    .insertInto('oauth_refresh_token')
    .values({ token_hash: sha256(refresh), session_id: sessionId, created_at: now, expires_at: expiresAt })
    .execute();
}

async function openSession(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  who: { userId: string; orgId: string; groupId: string; clientId: string },
  meta: RequestMeta,
): Promise<Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in' | 'token_type'>> {
  const now = ctx.now();
  const { accessTtlSec, refreshTtlSec } = ctx.config.auth;
  const access = newToken();
  const refresh = newToken();
  const refreshExpires = new Date(now.getTime() + refreshTtlSec * 1000);
  const session = await trx
    .insertInto('oauth_session')
    .values({
      user_id: who.userId,
      org_id: who.orgId,
      group_id: who.groupId,
      client_id: who.clientId,
      device_id: meta.deviceId,
      ip: meta.ip,
      user_agent: meta.userAgent,
      access_hash: sha256(access),
      access_expires_at: new Date(now.getTime() + accessTtlSec * 1000),
      refresh_expires_at: refreshExpires,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeRefreshToken(trx, session.id, refresh, now, refreshExpires);
  return { access_token: access, refresh_token: refresh, expires_in: accessTtlSec, token_type: 'bearer' };
}

export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('oauth_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

class RefreshRefused extends Error {
  constructor(
    readonly reason: string,
    readonly revoke: string | null,
  ) {
    super(reason);
  }
}

/**
 * The refresh_token grant with rotation: each refresh token works once and yields a new pair.
 * A refresh token that was already used means it leaked (or the pair was stolen): the whole
 * session is revoked, so its current access token stops working at once.
 */
export async function refreshGrant(
  ctx: ServiceContext,
  client: OAuthClient,
  refreshToken: string,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const hash = sha256(refreshToken);
  const now = ctx.now();
  let outcome: { tokens: TokenResponse; userId: string; orgId: string; groupId: string } | undefined;
  let refused: RefreshRefused | undefined;
  let refusedSession: { id: string; userId: string | null } | undefined;
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      // Marking it used in the same statement that checks it makes two concurrent uses impossible.
      const claimed = await trx
        .updateTable('oauth_refresh_token')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('session_id')
        .executeTakeFirst();
      if (!claimed) {
        const known = await trx
          .selectFrom('oauth_refresh_token')
          .select(['session_id', 'used_at'])
          .where('token_hash', '=', hash)
          .executeTakeFirst();
        refusedSession = known ? { id: known.session_id, userId: null } : undefined;
        throw new RefreshRefused(
          known?.used_at ? 'refresh_reuse' : 'refresh_unknown',
          known?.used_at ? 'refresh_token_reuse' : null,
        );
      }
      const session = await trx
        .selectFrom('oauth_session as s')
        .innerJoin('sys_user as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          's.org_id',
          's.group_id',
          's.client_id',
          's.revoked_at',
          's.refresh_expires_at',
          'u.username',
          'u.enabled',
        ])
        .where('s.id', '=', claimed.session_id)
        .executeTakeFirstOrThrow();
      refusedSession = { id: session.id, userId: session.user_id };
      if (session.revoked_at) throw new RefreshRefused('session_revoked', null);
      if (session.refresh_expires_at.getTime() <= now.getTime())
        throw new RefreshRefused('session_expired', null);
      if (session.client_id !== client.clientId) throw new RefreshRefused('client_mismatch', null);
      if (!session.enabled) throw new RefreshRefused('user_disabled', 'user_disabled');

      const { accessTtlSec, refreshTtlSec } = ctx.config.auth;
      const access = newToken();
      const refresh = newToken();
      const refreshExpires = new Date(now.getTime() + refreshTtlSec * 1000);
      await trx
        .updateTable('oauth_session')
        .set({
          access_hash: sha256(access),
          access_expires_at: new Date(now.getTime() + accessTtlSec * 1000),
          refresh_expires_at: refreshExpires,
          refreshed_at: now,
          ...(meta.deviceId ? { device_id: meta.deviceId } : {}),
        })
        .where('id', '=', session.id)
        .execute();
      await storeRefreshToken(trx, session.id, refresh, now, refreshExpires);
      return {
        tokens: {
          access_token: access,
          refresh_token: refresh,
          expires_in: accessTtlSec,
          token_type: 'bearer' as const,
          user_id: session.user_id,
          username: session.username,
        },
        userId: session.user_id,
        orgId: session.org_id,
        groupId: session.group_id,
      };
    });
  } catch (error) {
    if (!(error instanceof RefreshRefused)) throw error;
    refused = error;
  }
  if (refused || !outcome) {
    // The revocation runs outside the rolled-back transaction so it sticks.
    if (refused?.revoke && refusedSession)
      await revokeSession(ctx.db, refusedSession.id, refused.revoke, now);
    await loginLog(
      ctx,
      {
        username: '',
        userId: refusedSession?.userId,
        grantType: 'refresh_token',
        status: 401,
        reason: refused?.reason ?? 'refused',
      },
      client,
      meta,
    );
    throw unauthorized();
  }
  return outcome.tokens;
}

/**
 * Resolves an access token to its live session: not revoked, not expired, user enabled and still
 * a member of the session's organisation. Anything else is null (the guard answers 401).
 */
export async function loadAuth(ctx: ServiceContext, accessToken: string): Promise<AuthInfo | null> {
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('oauth_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .innerJoin('sys_user_org as uo', (j) =>
      j.onRef('uo.user_id', '=', 's.user_id').onRef('uo.org_id', '=', 's.org_id'),
    )
    .innerJoin('sys_org as o', 'o.id', 's.org_id')
    .select(['s.id', 's.user_id', 's.org_id', 's.group_id', 's.scope', 'u.username'])
    .where('s.access_hash', '=', sha256(accessToken))
    .where('s.revoked_at', 'is', null)
    .where('s.access_expires_at', '>', now)
    .where('u.enabled', '=', true)
    .where('o.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const roles = await ctx.db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.role_code', 'r.is_admin'])
    .where('ur.user_id', '=', row.user_id)
    .where('r.enabled', '=', true)
    .execute();
  const admin = roles.some((r) => r.is_admin);
  let permissions = new Set<string>();
  if (!admin && roles.length > 0) {
    const rows = await ctx.db
      .selectFrom('sys_role_button as rb')
      .innerJoin('sys_menu_button as b', 'b.id', 'rb.button_id')
      .select('b.permission')
      .distinct()
      .where(
        'rb.role_id',
        'in',
        roles.map((r) => r.id),
      )
      .execute();
    permissions = new Set(rows.map((r) => r.permission));
  }
  return {
    userId: row.user_id,
    username: row.username,
    orgId: row.org_id,
    groupId: row.group_id,
    sessionId: row.id,
    admin,
    roles: roles.map((r) => r.role_code),
    permissions,
    scope: row.scope === null ? null : row.scope.split(' '),
  };
}

/** The token belongs to a session an administrator ended (and it would otherwise still be live). */
export async function wasForcedOut(ctx: ServiceContext, accessToken: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('oauth_session')
    .select('id')
    .where('access_hash', '=', sha256(accessToken))
    .where('revoke_reason', '=', REVOKE_FORCED)
    .where('access_expires_at', '>', ctx.now())
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends sessions at once (their next call is refused; refresh is refused too). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  where: { userId?: string; sessionId?: string },
  reason: string,
  now: Date,
): Promise<number> {
  let q = db
    .updateTable('oauth_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('revoked_at', 'is', null);
  if (where.userId) q = q.where('user_id', '=', where.userId);
  if (where.sessionId) q = q.where('id', '=', where.sessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
