import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { ids, idParams, objectBody, sysCtx, type Body } from '../sysadmin/common';
import { checkAuthorize, decideAuthorize, type AuthorizeParams } from './authorizationCode';
import { SELF_MSG } from './messages';
import { issueResetCode, requestReset, resetWithCode } from './passwordReset';
import { register } from './registration';
import { approveRegistrations, listRegistrations, listResetRequests, rejectRegistrations, rejectResetRequest } from './registrationAdmin';
import { readSiteLinks, saveSiteLinks } from './siteLinks';

const str = (max: number) => ({ type: 'string', maxLength: max }) as const;
const captchaFields = { captcha: str(16), randomStr: str(64) };

const authorizeProps = {
  response_type: str(32),
  client_id: str(100),
  redirect_uri: str(500),
  scope: str(200),
  state: str(500),
  code_challenge: str(128),
  code_challenge_method: str(16),
};

/**
 * Self-service routes (README: security): /register, /forgetpwd and the app-download link are
 * public; the OAuth consent of /grantAuth and the embed list of /myiframe need a signed-in user;
 * approving sign-ups and issuing reset codes belong to 用户管理's buttons.
 */
export async function selfServiceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  // ---- public forms
  app.post<{ Body: { username: string; realName: string; mobile: string; password: string; captcha?: string; randomStr?: string } }>(
    '/sys-user/register',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'realName', 'mobile', 'password'],
          properties: { username: str(64), realName: str(64), mobile: str(32), password: str(128), ...captchaFields },
        },
      },
    },
    async (request) => {
      await register(ctx, request.body, request.ip);
      return ok(null, SELF_MSG.registered);
    },
  );
  app.post<{ Body: { username: string; mobile: string; captcha?: string; randomStr?: string } }>(
    '/sys-user/forget/request',
    {
      config: { public: true },
      schema: {
        body: { type: 'object', required: ['username', 'mobile'], properties: { username: str(64), mobile: str(32), ...captchaFields } },
      },
    },
    async (request) => {
      await requestReset(ctx, request.body, request.ip);
      return ok(null, SELF_MSG.resetRequested);
    },
  );
  app.post<{ Body: { username: string; resetCode: string; newPassword: string; captcha?: string; randomStr?: string } }>(
    '/sys-user/forget/reset',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'resetCode', 'newPassword'],
          properties: { username: str(64), resetCode: str(32), newPassword: str(128), ...captchaFields },
        },
      },
    },
    async (request) => {
      await resetWithCode(ctx, request.body, request.ip);
      return ok(null, SELF_MSG.passwordReset);
    },
  );
  app.get('/site/app-download', { config: { public: true } }, async () => {
    const links = await readSiteLinks(app.db);
    return ok({ url: links.appDownloadUrl });
  });

  // ---- signed-in: consent and the embed list
  app.get<{ Querystring: AuthorizeParams }>(
    '/oauth/authorize',
    { schema: { querystring: { type: 'object', properties: authorizeProps } } },
    async (request) => {
      const check = await checkAuthorize(ctx, request.auth.groupId, request.query);
      if (check.kind === 'redirect') return ok({ kind: 'redirect' as const, redirect: check.redirect });
      return ok({ kind: 'consent' as const, appName: check.appName, clientId: check.clientId, redirectUri: check.redirectUri, scopes: check.scopes });
    },
  );
  app.post<{ Body: AuthorizeParams & { approve: boolean } }>(
    '/oauth/authorize',
    { schema: { body: { type: 'object', required: ['approve'], properties: { ...authorizeProps, approve: { type: 'boolean' } } } } },
    async (request) => {
      const { approve, ...params } = request.body;
      const redirect = await decideAuthorize(ctx, request.auth, params, approve);
      return ok({ redirect });
    },
  );
  app.get('/oauth/userinfo', { config: { oauthScope: 'profile' } }, async (request) => {
    const user = await app.db.selectFrom('sys_user').select(['id', 'username', 'real_name']).where('id', '=', request.auth.userId).executeTakeFirstOrThrow();
    const org = await app.db.selectFrom('sys_org').select(['id', 'org_name']).where('id', '=', request.auth.orgId).executeTakeFirstOrThrow();
    return ok({ sub: user.id, username: user.username, realName: user.real_name, orgId: org.id, orgName: org.org_name });
  });
  app.get('/site/embed-origins', async () => ok((await readSiteLinks(app.db)).embedOrigins));

  // ---- administrators: site links (installation-wide), sign-ups and reset requests of their group
  app.get('/site/links', async (request) => {
    if (!request.auth.admin) throw forbidden();
    return ok(await readSiteLinks(app.db));
  });
  app.put<{ Body: Body }>('/site/links', { schema: { body: objectBody } }, async (request, reply) => {
    if (!request.auth.admin) throw forbidden();
    const before = await readSiteLinks(app.db);
    const after = await saveSiteLinks(app.db, request.body);
    const c = sysCtx(app, request, reply);
    await c.log(app.db, 'siteLinks', 'update', null, before, after);
    return ok(after);
  });

  app.get('/sys-user/registrations', { config: { permission: 'sys:user:add' } }, async (request) =>
    ok(await listRegistrations(app.db, request.auth.groupId)),
  );
  app.post<{ Body: Body }>('/sys-user/registrations/approve', { schema: { body: objectBody }, config: { permission: 'sys:user:add' } }, async (request, reply) => {
    const n = await approveRegistrations(sysCtx(app, request, reply), ids(request.body.ids));
    return ok(n, '审核通过，账号已启用');
  });
  app.post<{ Body: Body }>('/sys-user/registrations/reject', { schema: { body: objectBody }, config: { permission: 'sys:user:add' } }, async (request, reply) => {
    const reason = typeof request.body.reason === 'string' ? request.body.reason.trim().slice(0, 200) || null : null;
    const n = await rejectRegistrations(sysCtx(app, request, reply), ids(request.body.ids), reason);
    return ok(n, '已驳回');
  });
  app.get('/sys-user/reset-requests', { config: { permission: 'sys:user:resetPassword' } }, async (request) =>
    ok(await listResetRequests(app.db, request.auth.groupId)),
  );
  app.post<{ Params: { id: string } }>(
    '/sys-user/reset-requests/issue/:id',
    { schema: { params: idParams }, config: { permission: 'sys:user:resetPassword' } },
    async (request, reply) => {
      const issued = await issueResetCode(ctx, request.auth.groupId, request.params.id, request.auth.userId);
      if (!issued) throw notFound();
      await sysCtx(app, request, reply).log(app.db, 'user', 'issueResetCode', request.params.id, undefined, { username: issued.username });
      return ok(issued, SELF_MSG.codeIssued);
    },
  );
  app.post<{ Params: { id: string } }>(
    '/sys-user/reset-requests/reject/:id',
    { schema: { params: idParams }, config: { permission: 'sys:user:resetPassword' } },
    async (request, reply) => {
      await rejectResetRequest(sysCtx(app, request, reply), request.params.id);
      return ok(true, '已驳回');
    },
  );
}
