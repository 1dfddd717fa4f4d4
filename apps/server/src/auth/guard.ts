import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../http/envelope';
import { forbidden, unauthorized } from '../http/errors';
import { MSG_FORCED_LOGOUT, loadAuth, wasForcedOut, type AuthInfo } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers without a token; the only way to make a route public */
    public?: boolean;
    /** a button permission key the caller's roles must hold (admins pass) */
    permission?: string;
    /** a permission-key prefix ('sys:user'): any key under it passes (reading a screen needs one of its buttons) */
    permissionAny?: string;
    /** the OAuth scope an app's token needs here; routes without one are closed to app tokens */
    oauthScope?: string;
  }
  interface FastifyRequest {
    /** the caller; set by the guard on every non-public route (null only on public routes) */
    auth: AuthInfo;
  }
}

/** The bearer token of the request, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * One global hook that denies by default: every route needs a live session unless its route
 * config says `public: true`. It runs onRequest, before the body is parsed, so anonymous callers
 * cannot make the server parse large bodies. Unmatched URLs go to the not-found handler, which
 * answers 404 without data.
 */
export const authGuard = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null as unknown as AuthInfo);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public === true) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const auth = await loadAuth(app.ctx, token);
    if (!auth) {
      // A session an administrator ended (站点许可 → 强制下线) says so: the client warns for 10 s and signs out.
      if (await wasForcedOut(app.ctx, token)) return reply.status(200).send(fail(401, MSG_FORCED_LOGOUT));
      throw unauthorized();
    }
    request.auth = auth;
    // An app's token (authorization-code grant) reaches only the routes of its granted scopes,
    // whatever the user's own rights are.
    if (auth.scope && !(config.oauthScope && auth.scope.includes(config.oauthScope))) throw forbidden();
    if (auth.admin) return;
    if (config.permission && !auth.permissions.has(config.permission)) throw forbidden();
    const prefix = config.permissionAny ? `${config.permissionAny}:` : null;
    if (prefix && ![...auth.permissions].some((p) => p.startsWith(prefix))) throw forbidden();
  });
});
