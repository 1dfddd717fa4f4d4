import type { Kysely, Selectable } from 'kysely';
import type { AuthInfo } from '../../auth/service';
import { CRUD_MSG, checkIds, type ActionContext } from '../../crud/service';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { JobStatus, SysJobTable } from '../schema';
import { conflict, containsPattern, eachLocked, keywordOf, logAction, pageOf, requireVersion } from '../serviceKit';
import { checkCron } from './cron';
import { JOB_HANDLERS, checkParams, handlerByKey, paramSchema } from './handlers';
import { JOB_MSG } from './jobRunner';

export const JOB_ENTITY = 'sys_job';

export const JOB_FORM_MSG = {
  nameRequired: '任务名称不能为空！',
  nameTooLong: '任务名称长度不能超过50个字符',
  handlerRequired: '任务处理器不能为空！',
  cronRequired: 'Cron表达式不能为空！',
  status: '任务状态的值不在可选范围内',
  remarkTooLong: '备注长度不能超过500个字符',
  systemOnly: '只有系统管理员可以使用该任务处理器',
  alreadyRunning: '所选任务已是运行状态',
  alreadyPaused: '所选任务已是暂停状态',
} as const;

export interface JobRow {
  id: string;
  jobName: string;
  handler: string;
  handlerName: string;
  cron: string;
  params: Record<string, unknown>;
  status: JobStatus;
  nextRunTime: Date | null;
  lastRunTime: Date | null;
  lastStatus: string | null;
  /** a run is under way (its lease holds) */
  executing: boolean;
  remark: string | null;
  version: number;
  createDate: Date;
  updateDate: Date;
}

function toWire(r: Selectable<SysJobTable>, now: Date): JobRow {
  return {
    id: r.id,
    jobName: r.job_name,
    handler: r.handler,
    handlerName: handlerByKey(r.handler)?.name ?? r.handler,
    cron: r.cron,
    params: r.params,
    status: r.status,
    nextRunTime: r.next_run_at,
    lastRunTime: r.last_run_at,
    lastStatus: r.last_status,
    executing: r.locked_until !== null && r.locked_until > now,
    remark: r.remark,
    version: r.version,
    createDate: r.created_at,
    updateDate: r.updated_at,
  };
}

/** GET /sys/quartz-job/handlers: the handlers a job may run, with their parameter schemas. */
export function handlerList() {
  return JOB_HANDLERS.map((h) => ({
    key: h.key,
    name: h.name,
    description: h.description,
    scope: h.scope,
    paramSchema: paramSchema(h),
  }));
}

interface JobValues {
  jobName: string;
  handler: string;
  cron: string;
  params: Record<string, number>;
  status: JobStatus;
  remark: string | null;
  nextRunAt: Date | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A job from a body (create, or an update merged over the stored job), checked against its handler. */
function checkJob(body: Record<string, unknown>, auth: AuthInfo, now: Date, offset: number): JobValues {
  const jobName = text(body.jobName);
  if (!jobName) throw badRequest(JOB_FORM_MSG.nameRequired);
  if (jobName.length > 50) throw badRequest(JOB_FORM_MSG.nameTooLong);
  const key = text(body.handler);
  if (!key) throw badRequest(JOB_FORM_MSG.handlerRequired);
  const handler = handlerByKey(key);
  if (!handler) throw badRequest(`${JOB_MSG.unknownHandler}：${key.slice(0, 100)}`);
  if (handler.scope === 'system' && !auth.admin) throw badRequest(JOB_FORM_MSG.systemOnly);
  const cron = text(body.cron).replace(/\s+/g, ' ');
  if (!cron) throw badRequest(JOB_FORM_MSG.cronRequired);
  const schedule = checkCron(cron, now, offset);
  if (!schedule.ok) throw badRequest(schedule.error);
  const params = checkParams(handler, body.params);
  if (!params.ok) throw badRequest(params.error);
  const status = body.status ?? 'paused';
  if (status !== 'running' && status !== 'paused') throw badRequest(JOB_FORM_MSG.status);
  const remark = text(body.remark) || null;
  if (remark && remark.length > 500) throw badRequest(JOB_FORM_MSG.remarkTooLong);
  return {
    jobName,
    handler: key,
    cron,
    params: params.params,
    status,
    remark,
    nextRunAt: status === 'running' ? schedule.next : null,
  };
}

export async function listJobs(
  db: Kysely<Database>,
  orgId: string,
  body: Record<string, unknown>,
  now: Date,
) {
  const keyword = keywordOf(body.keyword);
  const { pn, ps } = pageOf(body.limit);
  let q = db.selectFrom('sys_job').where('org_id', '=', orgId);
  if (keyword) {
    const p = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('job_name', 'ilike', p), eb('handler', 'ilike', p)]));
  }
  if (body.status === 'running' || body.status === 'paused') q = q.where('status', '=', body.status);
  const [{ total }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return { list: rows.map((r) => toWire(r, now)), total: Number(total) };
}

async function readJob(db: Kysely<Database>, orgId: string, id: string, lock = false) {
  let q = db.selectFrom('sys_job').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function jobDetail(db: Kysely<Database>, orgId: string, id: string, now: Date): Promise<JobRow> {
  const r = await readJob(db, orgId, id);
  if (!r) throw notFound();
  return toWire(r, now);
}

export function createJob(ctx: ActionContext, body: Record<string, unknown>): Promise<JobRow> {
  const v = checkJob(body, ctx.auth, ctx.now, ctx.utcOffsetMinutes);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sys_job')
      .values({
        org_id: ctx.auth.orgId,
        group_id: ctx.auth.groupId,
        job_name: v.jobName,
        handler: v.handler,
        cron: v.cron,
        params: JSON.stringify(v.params),
        status: v.status,
        next_run_at: v.nextRunAt,
        remark: v.remark,
        created_by: ctx.auth.userId,
        updated_by: ctx.auth.userId,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toWire(row, ctx.now);
    await logAction(trx, ctx, JOB_ENTITY, 'create', row.id, null, after);
    return after;
  });
}

/** 修改 (version-checked): the next run is computed again from the (new) expression. */
export function updateJob(ctx: ActionContext, body: Record<string, unknown>): Promise<JobRow> {
  const [id] = checkIds([body.id], CRUD_MSG.badId);
  const version = requireVersion(body.version);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await readJob(trx, ctx.auth.orgId, id, true);
    if (!stored) throw notFound();
    if (stored.version !== version) throw conflict();
    const before = toWire(stored, ctx.now);
    const merged: Record<string, unknown> = { ...before };
    for (const key of ['jobName', 'handler', 'cron', 'params', 'remark'])
      if (key in body) merged[key] = body[key];
    const v = checkJob(merged, ctx.auth, ctx.now, ctx.utcOffsetMinutes);
    const row = await trx
      .updateTable('sys_job')
      .set({
        job_name: v.jobName,
        handler: v.handler,
        cron: v.cron,
        params: JSON.stringify(v.params),
        next_run_at: v.nextRunAt,
        remark: v.remark,
        version: version + 1,
        updated_by: ctx.auth.userId,
        updated_at: ctx.now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toWire(row, ctx.now);
    await logAction(trx, ctx, JOB_ENTITY, 'update', id, before, after);
    return after;
  });
}

/** Deletes jobs with their run history; a job whose run is under way is refused. */
export function deleteJobs(ctx: ActionContext, ids: unknown): Promise<number> {
  return eachLocked(ctx, ids, CRUD_MSG.noDeleteSelection, readJob, async (trx, job) => {
    if (job.locked_until && job.locked_until > ctx.now) throw badRequest(JOB_MSG.busy);
    await trx.deleteFrom('sys_job').where('id', '=', job.id).execute();
    await logAction(trx, ctx, JOB_ENTITY, 'delete', job.id, toWire(job, ctx.now), null);
  });
}

/** 暂停 / 恢复: a paused job has no next run; resuming schedules it from now. */
export function setJobsStatus(ctx: ActionContext, ids: unknown, status: JobStatus): Promise<number> {
  return eachLocked(ctx, ids, CRUD_MSG.noSelection, readJob, async (trx, job) => {
    if (job.status === status)
      throw badRequest(status === 'running' ? JOB_FORM_MSG.alreadyRunning : JOB_FORM_MSG.alreadyPaused);
    let next: Date | null = null;
    if (status === 'running') {
      const schedule = checkCron(job.cron, ctx.now, ctx.utcOffsetMinutes);
      if (!schedule.ok) throw badRequest(schedule.error);
      next = schedule.next;
    }
    const row = await trx
      .updateTable('sys_job')
      .set({
        status,
        next_run_at: next,
        version: job.version + 1,
        updated_by: ctx.auth.userId,
        updated_at: ctx.now,
      })
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logAction(
      trx,
      ctx,
      JOB_ENTITY,
      status === 'running' ? 'resume' : 'pause',
      job.id,
      toWire(job, ctx.now),
      toWire(row, ctx.now),
    );
  });
}

/** POST /sys/quartz-job/runs: a job's run history, newest first. */
export async function listRuns(db: Kysely<Database>, orgId: string, body: Record<string, unknown>) {
  const { pn, ps } = pageOf(body.limit);
  let q = db
    .selectFrom('sys_job_run as r')
    .innerJoin('sys_job as j', 'j.id', 'r.job_id')
    .where('r.org_id', '=', orgId);
  if (typeof body.jobId === 'string') {
    const [jobId] = checkIds([body.jobId], CRUD_MSG.badId);
    q = q.where('r.job_id', '=', jobId);
  }
  if (body.status === 'running' || body.status === 'success' || body.status === 'failed')
    q = q.where('r.status', '=', body.status);
  const [{ total }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    q
      .select([
        'r.id',
        'r.job_id',
        'j.job_name',
        'r.trigger',
        'r.started_at',
        'r.finished_at',
        'r.status',
        'r.message',
      ])
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(ps)
      .offset((pn - 1) * ps)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      jobId: r.job_id,
      jobName: r.job_name,
      trigger: r.trigger,
      startTime: r.started_at,
      finishTime: r.finished_at,
      durationMs: r.finished_at ? r.finished_at.getTime() - r.started_at.getTime() : null,
      status: r.status,
      message: r.message,
    })),
    total: Number(total),
  };
}
