import { screenPermission } from '../screenPermission';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { UUID_PATTERN } from '../routes';
import { SCHEMAS, actionContextOf, logAction } from '../serviceKit';
import { runJobNow } from './jobRunner';
import {
  JOB_ENTITY,
  createJob,
  deleteJobs,
  handlerList,
  jobDetail,
  listJobs,
  listRuns,
  setJobsStatus,
  updateJob,
} from './service';

const perm = (code: string) => ({ permission: `sys:quartz_job:${code}` });
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const idsBody = { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } } as const;
type Body = Record<string, unknown>;

/** 定时任务 (system/README.md): /sys/quartz-job/…, each write behind its sys:quartz_job button. */
export async function schedulerRoutes(app: FastifyInstance): Promise<void> {
  const base = '/sys/quartz-job';
  screenPermission(app, 'sys:quartz_job');

  app.get(`${base}/handlers`, async () => ok(handlerList()));
  app.post<{ Body: Body | undefined }>(
    `${base}/list`,
    { schema: { body: SCHEMAS.listBody } },
    async (request) => ok(await listJobs(app.db, request.auth.orgId, request.body ?? {}, app.ctx.now())),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/detail/:id`,
    { schema: { params: idParams } },
    async (request) => ok(await jobDetail(app.db, request.auth.orgId, request.params.id, app.ctx.now())),
  );
  app.post<{ Body: Body }>(
    `${base}/create`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('add') },
    async (request, reply) =>
      ok(await createJob(actionContextOf(app, request, reply), request.body), '新增成功'),
  );
  app.put<{ Body: Body }>(
    `${base}/update`,
    { schema: { body: SCHEMAS.objectBody }, config: perm('edit') },
    async (request, reply) =>
      ok(await updateJob(actionContextOf(app, request, reply), request.body), '修改成功'),
  );
  app.delete<{ Params: { id: string } }>(
    `${base}/delete/:id`,
    { schema: { params: idParams }, config: perm('delete') },
    async (request, reply) =>
      ok({ count: await deleteJobs(actionContextOf(app, request, reply), [request.params.id]) }, '删除成功'),
  );
  app.post<{ Body: { ids?: unknown } }>(
    `${base}/deletes`,
    { schema: { body: idsBody }, config: perm('delete') },
    async (request, reply) =>
      ok({ count: await deleteJobs(actionContextOf(app, request, reply), request.body.ids) }, '删除成功'),
  );
  // 恢复 is the leaf's 启用 button, 暂停 its 停用 button
  for (const [action, status, button, msg] of [
    ['resume', 'running', 'enable', '恢复成功'],
    ['pause', 'paused', 'disable', '暂停成功'],
  ] as const)
    app.post<{ Body: { ids?: unknown } }>(
      `${base}/${action}`,
      { schema: { body: idsBody }, config: perm(button) },
      async (request, reply) =>
        ok(
          { count: await setJobsStatus(actionContextOf(app, request, reply), request.body.ids, status) },
          msg,
        ),
    );

  app.post<{ Params: { id: string } }>(
    `${base}/run/:id`,
    { schema: { params: idParams }, config: perm('edit') },
    async (request, reply) => {
      const outcome = await runJobNow({ ctx: app.ctx }, request.auth.orgId, request.params.id);
      const ctx = actionContextOf(app, request, reply);
      await app.db
        .transaction()
        .execute((trx) => logAction(trx, ctx, JOB_ENTITY, 'run', outcome.jobId, null, outcome));
      return ok(outcome, outcome.status === 'success' ? '执行成功' : '执行失败');
    },
  );
  app.post<{ Body: Body | undefined }>(
    `${base}/runs`,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            jobId: { type: 'string', pattern: UUID_PATTERN },
            status: { type: 'string', enum: ['running', 'success', 'failed'] },
            limit: SCHEMAS.listBody.properties.limit,
          },
        },
      },
    },
    async (request) => ok(await listRuns(app.db, request.auth.orgId, request.body ?? {})),
  );
}
