import { screenPermission } from '../screenPermission';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { UUID_PATTERN } from '../routes';
import { SCHEMAS, actionContextOf } from '../serviceKit';
import {
  createWebhook,
  deleteWebhooks,
  eventList,
  listDeliveries,
  listWebhooks,
  redeliver,
  resetWebhookSecret,
  setWebhooksEnabled,
  updateWebhook,
  webhookDetail,
} from './service';

const perm = (code: string) => ({ permission: `sys:webhook:${code}` });
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const idsBody = { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } } as const;
type Body = Record<string, unknown>;

/** Webhooks (system/README.md): /sys/webhook/…, each write behind its sys:webhook button. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const base = '/sys/webhook';
  screenPermission(app, 'sys:webhook');
  const guard = app.ctx.netGuard;

  app.get(`${base}/events`, async () => ok(eventList()));
  app.post<{ Body: Body | undefined }>(
    `${base}/list`,
    { schema: { body: SCHEMAS.listBody } },
    async (request) => ok(await listWebhooks(app.db, request.auth.orgId, request.body ?? {})),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/detail/:id`,
    { schema: { params: idParams } },
    async (request) => ok(await webhookDetail(app.db, request.auth.orgId, request.params.id)),
  );
  app.post<{ Body: Body }>(
    `${base}/create`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('add') },
    async (request, reply) =>
      ok(
        await createWebhook(actionContextOf(app, request, reply), request.body, guard),
        '新增成功，请妥善保存密钥，它只显示这一次',
      ),
  );
  app.put<{ Body: Body }>(
    `${base}/update`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('edit') },
    async (request, reply) =>
      ok(await updateWebhook(actionContextOf(app, request, reply), request.body, guard), '修改成功'),
  );
  app.delete<{ Params: { id: string } }>(
    `${base}/delete/:id`,
    { schema: { params: idParams }, config: perm('delete') },
    async (request, reply) =>
      ok(
        { count: await deleteWebhooks(actionContextOf(app, request, reply), [request.params.id]) },
        '删除成功',
      ),
  );
  app.post<{ Body: { ids?: unknown } }>(
    `${base}/deletes`,
    { schema: { body: idsBody }, config: perm('delete') },
    async (request, reply) =>
      ok({ count: await deleteWebhooks(actionContextOf(app, request, reply), request.body.ids) }, '删除成功'),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    app.post<{ Body: { ids?: unknown } }>(
      `${base}/${action}`,
      { schema: { body: idsBody }, config: perm(action) },
      async (request, reply) =>
        ok(
          {
            count: await setWebhooksEnabled(actionContextOf(app, request, reply), request.body.ids, enabled),
          },
          enabled ? '启用成功' : '停用成功',
        ),
    );
  app.post<{ Params: { id: string } }>(
    `${base}/reset-secret/:id`,
    { schema: { params: idParams }, config: perm('edit') },
    async (request, reply) =>
      ok(
        await resetWebhookSecret(actionContextOf(app, request, reply), request.params.id),
        '密钥已重置，请妥善保存，它只显示这一次',
      ),
  );
  app.post<{ Body: Body | undefined }>(
    `${base}/deliveries`,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 100 },
            webhookId: { type: 'string', pattern: UUID_PATTERN },
            event: { type: 'string', maxLength: 50 },
            status: { type: 'string', enum: ['pending', 'delivering', 'success', 'failed'] },
            limit: SCHEMAS.listBody.properties.limit,
          },
        },
      },
    },
    async (request) => ok(await listDeliveries(app.db, request.auth.orgId, request.body ?? {})),
  );
  app.post<{ Params: { id: string } }>(
    `${base}/redeliver/:id`,
    { schema: { params: idParams }, config: perm('edit') },
    async (request, reply) =>
      ok(await redeliver(actionContextOf(app, request, reply), request.params.id), '已加入投递队列'),
  );
}
