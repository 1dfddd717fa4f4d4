import type { CurrentOrgsRequest } from '@wb/api/wire';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../http/errors';
import { no, ok } from '../http/envelope';
import {
  checkFrontendAddress,
  recordClosedAddresses,
  updateFavourites,
  userFavouriteMenus,
  userMenuButtons,
  userMenuTree,
} from './menus';
import {
  MSG_INITIAL_PASSWORD,
  currentOrgs,
  getDefineSetVal,
  getMe,
  globalConfig,
  groupPictures,
  isPasswordSafe,
  modifyPassword,
  switchOrg,
} from './service';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/sys-info/me', async (request) => ok(await getMe(ctx, request.auth)));
  app.get('/sys-info/global-config', { config: { public: true } }, async () => ok(await globalConfig(ctx)));

  app.get('/sys-user/pwd/checkSafe', async (request) =>
    (await isPasswordSafe(ctx, request.auth)) ? ok(true) : no(MSG_INITIAL_PASSWORD, false),
  );

  const modifySchema = {
    params: idParams,
    body: {
      type: 'object',
      required: ['newPassword'],
      properties: {
        oldPassword: { type: 'string', maxLength: 128 },
        newPassword: { type: 'string', minLength: 1, maxLength: 128 },
      },
    },
  } as const;
  type ModifyRoute = { Params: { id: string }; Body: { oldPassword?: string; newPassword: string } };
  for (const method of ['PUT', 'POST'] as const) {
    app.route<ModifyRoute>({
      method,
      url: '/sys-user/password/modify/:id',
      schema: modifySchema,
      handler: async (request) => {
        await modifyPassword(ctx, request.auth, request.params.id, request.body, {
          requestId: request.id,
          ip: request.ip,
        });
        return ok(true, '密码修改成功');
      },
    });
  }

  app.post<{ Body: { param: string } }>(
    '/index/getDefineSetVal',
    {
      schema: {
        body: {
          type: 'object',
          required: ['param'],
          properties: { param: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => ok(await getDefineSetVal(ctx, request.body.param)),
  );

  app.post<{ Body: CurrentOrgsRequest }>(
    '/sys-user-org/currentOrgs',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            limit: {
              type: 'object',
              required: ['pn', 'ps'],
              properties: {
                pn: { type: 'integer', minimum: 1 },
                ps: { type: 'integer', minimum: 1, maximum: 500 },
              },
            },
            sort: {
              type: 'array',
              maxItems: 4,
              items: {
                type: 'object',
                required: ['key', 'dir'],
                properties: {
                  key: { type: 'string', enum: ['orgCode', 'orgName'] },
                  dir: { type: 'string', enum: ['asc', 'desc'] },
                },
              },
            },
            search: {
              type: 'array',
              maxItems: 4,
              items: {
                type: 'object',
                required: ['key', 'op', 'val'],
                properties: {
                  key: { type: 'string', enum: ['orgCode', 'orgName'] },
                  op: { type: 'string', enum: ['like'] },
                  val: { type: 'string', maxLength: 100 },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ok(await currentOrgs(ctx, request.auth, request.body ?? {})),
  );

  app.post<{ Params: { id: string } }>(
    '/sys-user-org/switchOrg/:id',
    { schema: { params: idParams } },
    async (request) => {
      await switchOrg(ctx, request.auth, request.params.id, { requestId: request.id, ip: request.ip });
      return ok(true, '切换成功');
    },
  );

  app.post<{ Body: { adress: string; token?: string } }>(
    '/core/sys-site-license/checkFrontendAdress',
    {
      schema: {
        body: {
          type: 'object',
          required: ['adress'],
          properties: {
            adress: { type: 'string', maxLength: 1000 },
            token: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const allowed = await checkFrontendAddress(ctx, request.auth, request.body.adress);
      // a refusal is the "403 for a page path" of SPEC.md §6: an administrator's client registers the path
      return allowed ? ok(true) : { ...no(MSG.unauthorized, false), code: 403 };
    },
  );

  // The tab strip's close call: {token (refresh token), adress (the closed tabs' ids)}.
  app.post<{ Body: { adress: string[]; token?: string } }>(
    '/core/sys-site-license/close',
    {
      schema: {
        body: {
          type: 'object',
          required: ['adress'],
          properties: {
            adress: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 1000 } },
            token: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      await recordClosedAddresses(ctx, request.auth, request.body.adress, { requestId: request.id, ip: request.ip });
      return ok(true);
    },
  );

  app.get('/sys-menu/user/tree', async (request) => ok(await userMenuTree(ctx, request.auth)));
  app.get('/sys-menu/user/buttons', async (request) => ok(await userMenuButtons(ctx, request.auth)));
  app.get('/sys-menu-user-define/useMenus', async (request) =>
    ok(await userFavouriteMenus(ctx, request.auth)),
  );

  const idList = { type: 'array', maxItems: 200, items: { type: 'string', pattern: UUID_PATTERN } } as const;
  app.post<{ Body: { addIds?: string[]; removeIds?: string[] } }>(
    '/sys-menu-user-define/batchUpdate',
    { schema: { body: { type: 'object', properties: { addIds: idList, removeIds: idList } } } },
    async (request) => {
      await updateFavourites(ctx, request.auth, request.body.addIds ?? [], request.body.removeIds ?? []);
      return ok(true);
    },
  );

  app.get<{ Params: { groupId: string } }>(
    '/sys-group/getPic/:groupId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['groupId'],
          properties: { groupId: { type: 'string', pattern: UUID_PATTERN } },
        },
      },
    },
    async (request) => ok(await groupPictures(ctx, request.auth, request.params.groupId)),
  );
}
