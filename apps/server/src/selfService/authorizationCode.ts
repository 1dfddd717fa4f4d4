import type { ServiceContext } from '../context';
import { AppError, badRequest } from '../http/errors';
import type { RequestMeta } from '../auth/service';
import { newToken, safeEqual, sha256 } from '../auth/tokens';
import { SELF_MSG } from './messages';

/** What an app may ask for, with the words the consent page shows. */
export const OAUTH_SCOPES: Record<string, string> = {
  profile: '读取您的基本资料（用户名、姓名、当前公司）',
};
export const DEFAULT_SCOPE = 'profile';
/** An authorization code is exchanged within 10 minutes or never. */
export const CODE_TTL_MS = 10 * 60 * 1000;

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export type AuthorizeCheck =
  | {
      kind: 'consent';
      appId: string;
      appName: string;
      clientId: string;
      redirectUri: string;
      scopes: { scope: string; label: string }[];
      state: string | null;
      challenge: string;
    }
  /** the request is wrong in a way the app must hear about: back to its (verified) redirect URI */
  | { kind: 'redirect'; redirect: string };

/** The redirect URI with its query extended (any fragment dropped). */
export function redirectWith(uri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) url.searchParams.set(k, v);
  url.hash = '';
  return url.toString();
}

/**
 * RFC 6749 §4.1.1 and RFC 7636 with S256 only. The client and its redirect URI are checked first;
 * while either is wrong nothing is redirected anywhere (an open redirector otherwise), the page
 * shows the refusal. The URI must equal one registered under 应用管理 character for character.
 */
export async function checkAuthorize(ctx: ServiceContext, groupId: string, p: AuthorizeParams): Promise<AuthorizeCheck> {
  const app = p.client_id
    ? await ctx.db
        .selectFrom('sys_app')
        .select(['id', 'app_name', 'client_id', 'redirect_uris', 'enabled', 'group_id'])
        .where('client_id', '=', p.client_id)
        .executeTakeFirst()
    : undefined;
  if (!app || !app.enabled || app.group_id !== groupId) throw badRequest(SELF_MSG.unknownApp);
  const registered = (Array.isArray(app.redirect_uris) ? app.redirect_uris : []) as string[];
  if (!p.redirect_uri || !registered.includes(p.redirect_uri)) throw badRequest(SELF_MSG.badRedirect);
  const state = p.state ?? null;
  const back = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    redirect: redirectWith(p.redirect_uri!, { error, error_description: description, state }),
  });
  if (p.response_type !== 'code') return back('unsupported_response_type', 'response_type must be code');
  if (p.code_challenge_method !== 'S256' || !p.code_challenge || !CHALLENGE.test(p.code_challenge))
    return back('invalid_request', 'PKCE with code_challenge_method=S256 is required');
  const asked = (p.scope ?? '').split(' ').filter(Boolean);
  const scopes = asked.length ? [...new Set(asked)] : [DEFAULT_SCOPE];
  if (scopes.some((s) => !(s in OAUTH_SCOPES))) return back('invalid_scope', 'unknown scope');
  return {
    kind: 'consent',
    appId: app.id,
    appName: app.app_name,
    clientId: app.client_id,
    redirectUri: p.redirect_uri,
    scopes: scopes.map((scope) => ({ scope, label: OAUTH_SCOPES[scope]! })),
    state,
    challenge: p.code_challenge,
  };
}

/** The user's answer: a code bound to client, redirect URI, scope, PKCE challenge, user and company; or access_denied. */
export async function decideAuthorize(
  ctx: ServiceContext,
  who: { userId: string; orgId: string; groupId: string },
  p: AuthorizeParams,
  approve: boolean,
): Promise<string> {
  const check = await checkAuthorize(ctx, who.groupId, p);
  if (check.kind === 'redirect') return check.redirect;
  if (!approve) return redirectWith(check.redirectUri, { error: 'access_denied', state: check.state });
  const code = newToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('oauth_authorization_code')
    .values({
      code_hash: sha256(code),
      app_id: check.appId,
      client_id: check.clientId,
      user_id: who.userId,
      org_id: who.orgId,
      group_id: who.groupId,
      redirect_uri: check.redirectUri,
      scope: check.scopes.map((s) => s.scope).join(' '),
      code_challenge: check.challenge,
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
    })
    .execute();
  return redirectWith(check.redirectUri, { code, state: check.state });
}

/** A token-endpoint refusal in OAuth's words (`error`) as well as the envelope's. */
export class OAuthError extends AppError {
  constructor(
    status: number,
    readonly error: 'invalid_grant' | 'invalid_client' | 'invalid_request',
    message: string,
  ) {
    super(status, message);
  }
}

export interface CodeExchange {
  clientId?: string;
  clientSecret?: string;
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

/** The client of an authorization_code grant: `Basic id:secret`, or client_id + client_secret in the body. */
export function codeClient(header: string | undefined, body: { client_id?: string; client_secret?: string }): { clientId?: string; clientSecret?: string } {
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

/**
 * grant_type=authorization_code: the app authenticates with its secret, the code works once within
 * 10 minutes for the client it was issued to, with the same redirect URI and the PKCE verifier.
 * A code presented a second time revokes the tokens the first exchange issued (RFC 6749 §4.1.2).
 * The session it opens carries the granted scope: the guard lets it reach only routes of that scope.
 */
export async function exchangeCode(
  ctx: ServiceContext,
  input: CodeExchange,
  meta: RequestMeta,
): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number; scope: string }> {
  const app = input.clientId
    ? await ctx.db.selectFrom('sys_app').select(['client_id', 'secret_hash', 'enabled']).where('client_id', '=', input.clientId).executeTakeFirst()
    : undefined;
  const secretOk = safeEqual(sha256(input.clientSecret ?? ''), app?.secret_hash ?? '\u0000');
  if (!app || !app.enabled || !secretOk) throw new OAuthError(401, 'invalid_client', SELF_MSG.invalidClient);
  if (!input.code || !input.codeVerifier || !VERIFIER.test(input.codeVerifier))
    throw new OAuthError(400, 'invalid_request', SELF_MSG.invalidGrant);
  const hash = sha256(input.code);
  const now = ctx.now();
  const claimed = await ctx.db
    .updateTable('oauth_authorization_code')
    .set({ used_at: now })
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) {
    const known = await ctx.db.selectFrom('oauth_authorization_code').select(['session_id', 'client_id']).where('code_hash', '=', hash).executeTakeFirst();
    if (known?.session_id && known.client_id === app.client_id)
      await ctx.db
        .updateTable('oauth_session')
        .set({ revoked_at: now, revoke_reason: 'code_reuse' })
        .where('id', '=', known.session_id)
        .where('revoked_at', 'is', null)
        .execute();
    throw new OAuthError(400, 'invalid_grant', SELF_MSG.invalidGrant);
  }
  const valid =
    claimed.client_id === app.client_id &&
    claimed.expires_at.getTime() > now.getTime() &&
    claimed.redirect_uri === input.redirectUri &&
    safeEqual(sha256(input.codeVerifier), claimed.code_challenge);
  if (!valid) throw new OAuthError(400, 'invalid_grant', SELF_MSG.invalidGrant);
  const member = await ctx.db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_org as uo', 'uo.user_id', 'u.id')
    .select('u.id')
    .where('u.id', '=', claimed.user_id)
    .where('u.enabled', '=', true)
    .where('uo.org_id', '=', claimed.org_id)
    .executeTakeFirst();
  if (!member) throw new OAuthError(400, 'invalid_grant', SELF_MSG.invalidGrant);
  const access = newToken();
  const ttl = ctx.config.auth.accessTtlSec;
  const expires = new Date(now.getTime() + ttl * 1000);
  await ctx.db.transaction().execute(async (trx) => {
    // no refresh token: the app asks the user again when the 2 h are up
    const session = await trx
      .insertInto('oauth_session')
      .values({
        user_id: claimed.user_id,
        org_id: claimed.org_id,
        group_id: claimed.group_id,
        client_id: claimed.client_id,
        device_id: meta.deviceId,
        ip: meta.ip,
        user_agent: meta.userAgent,
        access_hash: sha256(access),
        access_expires_at: expires,
        refresh_expires_at: expires,
        created_at: now,
        scope: claimed.scope,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('oauth_authorization_code').set({ session_id: session.id }).where('code_hash', '=', hash).execute();
  });
  return { access_token: access, token_type: 'bearer', expires_in: ttl, scope: claimed.scope };
}
