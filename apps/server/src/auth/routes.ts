import type { TokenResponse } from '@wb/api/wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { CAPTCHA_KEY_PATTERN, createCaptcha } from './captcha';
import { authenticateClient } from './clients';
import { passwordGrant, refreshGrant, revokeSession, type RequestMeta } from './service';

interface TokenBody {
  grant_type: 'password' | 'refresh_token';
  username?: string;
  password?: string;
  code?: string;
  randomStr?: string;
  refresh_token?: string;
  scope?: string;
}

const tokenSchema = {
  body: {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
      code: { type: 'string', maxLength: 16 },
      randomStr: { type: 'string', maxLength: 64 },
      refresh_token: { type: 'string', minLength: 1, maxLength: 128 },
      scope: { type: 'string', maxLength: 64 },
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
  const token = async (request: FastifyRequest<{ Body: TokenBody }>): Promise<TokenResponse> => {
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
        return token(request);
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
    return ok(true);
  };
  app.get('/base/logout', logout);
  app.post('/base/logout', logout);
}
