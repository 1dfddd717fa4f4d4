import type { TokenResponse } from '@wb/api/wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../http/envelope';
import { OAuthError, codeClient, exchangeCode } from '../selfService/authorizationCode';
import { badRequest } from '../http/errors';
import { CAPTCHA_KEY_PATTERN, createCaptcha } from './captcha';
import { authenticateClient } from './clients';
import { passwordGrant, refreshGrant, revokeSession, type RequestMeta } from './service';

type CodeTokens = Awaited<ReturnType<typeof exchangeCode>>;

interface TokenBody {
  grant_type: 'password' | 'refresh_token' | 'authorization_code';
  username?: string;
  password?: string;
  code?: string;
  randomStr?: string;
  refresh_token?: string;
  scope?: string;
  redirect_uri?: string;
  code_verifier?: string;
  client_id?: string;
  client_secret?: string;
}

const tokenSchema = {
  body: {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: { type: 'string', enum: ['password', 'refresh_token', 'authorization_code'] },
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
      // the captcha answer of the password grant, or the authorization code
      code: { type: 'string', maxLength: 128 },
      randomStr: { type: 'string', maxLength: 64 },
      refresh_token: { type: 'string', minLength: 1, maxLength: 128 },
      scope: { type: 'string', maxLength: 64 },
      redirect_uri: { type: 'string', maxLength: 500 },
      code_verifier: { type: 'string', maxLength: 128 },
      client_id: { type: 'string', maxLength: 100 },
      client_secret: { type: 'string', maxLength: 200 },
    },
  },
} as const;

function requestMeta(request: FastifyRequest): RequestMeta {
  const device = request.headers.deviceid;
  const deviceId = typeof device === 'string' && device.length > 0 ? device.slice(0, 128) : null;
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null, deviceId };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const token = async (request: FastifyRequest<{ Body: TokenBody }>): Promise<TokenResponse | CodeTokens> => {
    if (request.body.grant_type === 'authorization_code') {
      // an app of 应用管理 (sys_app), not one of the configured first-party clients
      const body = request.body;
      return exchangeCode(
        app.ctx,
        {
          ...codeClient(request.headers.authorization, body),
          code: body.code,
          redirectUri: body.redirect_uri,
          codeVerifier: body.code_verifier,
        },
        requestMeta(request),
      );
    }
    const client = authenticateClient(app.config, request.headers.authorization);
    const body = request.body;
    const meta = requestMeta(request);
    if (body.grant_type === 'password') {
      if (!body.username || !body.password) throw badRequest('请输入用户名和密码');
      return passwordGrant(
        app.ctx,
        client,
        body as Required<Pick<TokenBody, 'username' | 'password'>> & TokenBody,
        meta,
      );
    }
    if (!body.refresh_token) throw badRequest('缺少 refresh_token');
    return refreshGrant(app.ctx, client, body.refresh_token, meta);
  };
  // The token answer is OAuth-style at the top level, not enveloped (ROUTES.md); errors are enveloped.
  for (const url of ['/oauth/token', '/pro/oauth/token']) {
    app.post<{ Body: TokenBody }>(
      url,
      { schema: tokenSchema, config: { public: true } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          return await token(request);
        } catch (error) {
          // OAuth clients read `error` (RFC 6749 §5.2); the envelope stays for the web client
          if (error instanceof OAuthError)
            return reply.status(error.statusCode).send({ ...fail(error.statusCode, error.message), error: error.error });
          throw error;
        }
      },
    );
  }

  app.get<{ Querystring: { randomStr: string } }>(
    '/code/image',
    {
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['randomStr'],
          properties: { randomStr: { type: 'string', pattern: CAPTCHA_KEY_PATTERN } },
        },
      },
    },
    async (request, reply) => {
      const svg = await createCaptcha(app.ctx, request.query.randomStr);
      return reply.header('cache-control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  const logout = async (request: FastifyRequest) => {
    await revokeSession(app.db, request.auth.sessionId, 'logout', app.ctx.now());
    // its sockets go at once, on every server process (the periodic check is the backstop)
    app.realtime.sessionRevoked(request.auth.sessionId);
    return ok(true);
  };
  app.get('/base/logout', logout);
  app.post('/base/logout', logout);
}
