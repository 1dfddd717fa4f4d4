import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { UUID_PATTERN } from '../system/routes';
import { actionContextOf } from '../system/serviceKit';
import { flowConfigs, flowList, flowSchedule, initiateFlow, moveFlow, type FlowScope } from './service';

const perm = (code: string) => ({ permission: `flowable:operator:${code}` });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: UUID_PATTERN } } } as const;

/** 流程办理 (flow/README.md): /flowable/operator/…, each behind its flowable:operator button. */
export async function flowRoutes(app: FastifyInstance): Promise<void> {
  const base = '/flowable/operator';
  app.get(`${base}/configs`, async (request) => ok(await flowConfigs(app.db, request.auth.orgId)));
  app.post<{ Body: { scope?: FlowScope; limit?: { pn: number; ps: number } } | undefined }>(
    `${base}/getInfo`,
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            scope: { type: 'string', enum: ['todo', 'mine', 'done', 'all'] },
            limit: {
              type: 'object',
              required: ['pn', 'ps'],
              properties: { pn: { type: 'integer', minimum: 1 }, ps: { type: 'integer', minimum: 1, maximum: 100 } },
            },
          },
        },
      },
      config: perm('view'),
    },
    async (request) => {
      const limit = request.body?.limit ?? { pn: 1, ps: 10 };
      return ok(await flowList(app.db, request.auth, request.body?.scope ?? 'todo', limit.pn, limit.ps));
    },
  );
  app.post<{ Body: { configId: string; businessKey: string; title?: string | null } }>(
    `${base}/initiate`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['configId', 'businessKey'],
          properties: {
            configId: { type: 'string', pattern: UUID_PATTERN },
            businessKey: { type: 'string', minLength: 1, maxLength: 100 },
            title: { type: ['string', 'null'], maxLength: 200 },
          },
        },
      },
      config: perm('initiate'),
    },
    async (request, reply) => ok(await initiateFlow(actionContextOf(app, request, reply), request.body), '发起成功'),
  );
  app.post<{ Body: { id: string; action: 'approve' | 'reject'; comment?: string | null; version?: number } }>(
    `${base}/approval`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: {
            id: { type: 'string', pattern: UUID_PATTERN },
            action: { type: 'string', enum: ['approve', 'reject'] },
            comment: { type: ['string', 'null'], maxLength: 500 },
            version: { type: 'integer', minimum: 1 },
          },
        },
      },
      config: perm('approval'),
    },
    async (request, reply) => {
      const { id, action, comment, version } = request.body;
      const result = await moveFlow(actionContextOf(app, request, reply), id, action, comment ?? null, version ?? null);
      return ok(result, action === 'approve' ? '审批通过' : '已驳回');
    },
  );
  app.get<{ Params: { id: string } }>(`${base}/schedule/:id`, { schema: { params: idParams }, config: perm('view') }, async (request) =>
    ok(await flowSchedule(app.db, request, request.params.id)),
  );
  app.post<{ Params: { id: string } }>(`${base}/revoke/:id`, { schema: { params: idParams }, config: perm('revoke') }, async (request, reply) =>
    ok(await moveFlow(actionContextOf(app, request, reply), request.params.id, 'revoke', null, null), '撤回成功'),
  );
}
