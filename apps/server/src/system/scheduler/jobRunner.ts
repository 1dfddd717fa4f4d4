import type { Kysely, Selectable } from 'kysely';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { RunStatus, SysJobTable } from '../schema';
import { CronError, nextCronTime, parseCron } from './cron';
import { JOB_HANDLERS, checkParams, type JobHandler } from './handlers';

/**
 * Runs scheduler jobs, safely beside other server processes on one PostgreSQL database.
 *
 * A due job is claimed in a short transaction with `select … for update skip locked`: its next run
 * moves on (computed from the cron expression after now) and it gets a lease (`locked_until`).
 * The handler runs outside any transaction (PGlite has one connection: a long transaction would
 * stall every request). While the lease holds no runner claims the job again, also not through
 * 立即执行, so a job never runs twice at once. A runner that died mid-run leaves its lease to
 * expire; the next claim marks that run failed. A server that was down runs a missed job once,
 * not once per missed slot.
 */
export interface JobRunnerOptions {
  ctx: ServiceContext;
  /** the server's handlers; tests pass their own */
  handlers?: readonly JobHandler[];
  /** how long a claimed job stays locked (ms) */
  leaseMs?: number;
  /** most jobs claimed per pass */
  batch?: number;
}

export const JOB_MSG = {
  busy: '任务正在执行中，请稍后再试',
  interrupted: '执行超时或服务中断',
  unknownHandler: '任务处理器不存在',
} as const;

const DEFAULT_LEASE_MS = 10 * 60 * 1000;

type JobRow = Selectable<SysJobTable>;

export interface RunOutcome {
  runId: string;
  jobId: string;
  status: RunStatus;
  message: string;
}

function nextRunOf(job: JobRow, now: Date, offset: number): Date | null {
  try {
    return nextCronTime(parseCron(job.cron), now, offset);
  } catch (error) {
    if (error instanceof CronError) return null;
    throw error;
  }
}

async function failStaleRuns(db: Kysely<Database>, jobId: string, now: Date): Promise<void> {
  await db
    .updateTable('sys_job_run')
    .set({ status: 'failed', finished_at: now, message: JOB_MSG.interrupted })
    .where('job_id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
}

async function execute(
  options: JobRunnerOptions,
  job: JobRow,
  runId: string,
  startedAt: Date,
): Promise<RunOutcome> {
  const { ctx } = options;
  const handler = (options.handlers ?? JOB_HANDLERS).find((h) => h.key === job.handler);
  let status: RunStatus = 'success';
  let message: string;
  try {
    if (!handler) throw new Error(`${JOB_MSG.unknownHandler}：${job.handler}`);
    const params = checkParams(handler, job.params);
    if (!params.ok) throw new Error(params.error);
    message = await handler.run({
      ctx,
      orgId: job.org_id,
      groupId: job.group_id,
      now: startedAt,
      params: params.params,
    });
  } catch (error) {
    status = 'failed';
    message = error instanceof Error ? error.message : String(error);
  }
  message = message.slice(0, 2000);
  const finishedAt = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_job_run')
      .set({ status, message, finished_at: finishedAt })
      .where('id', '=', runId)
      .execute();
    await trx
      .updateTable('sys_job')
      .set({ locked_until: null, last_run_at: startedAt, last_status: status })
      .where('id', '=', job.id)
      .execute();
  });
  return { runId, jobId: job.id, status, message };
}

/** Claims the jobs due now and runs them one after another; resolves to their outcomes. */
export async function runDueJobs(options: JobRunnerOptions): Promise<RunOutcome[]> {
  const { ctx } = options;
  const now = ctx.now();
  const lease = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const offset = ctx.config.utcOffsetMinutes;
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sys_job')
      .selectAll()
      .where('status', '=', 'running')
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('next_run_at')
      .limit(options.batch ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    const out: { job: JobRow; runId: string }[] = [];
    for (const job of due) {
      const next = nextRunOf(job, now, offset);
      await failStaleRuns(trx, job.id, now);
      await trx
        .updateTable('sys_job')
        .set({ next_run_at: next, locked_until: lease, ...(next ? {} : { status: 'paused' as const }) })
        .where('id', '=', job.id)
        .execute();
      const run = await trx
        .insertInto('sys_job_run')
        .values({
          job_id: job.id,
          org_id: job.org_id,
          trigger: 'schedule',
          started_at: now,
          status: 'running',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      out.push({ job, runId: run.id });
    }
    return out;
  });
  const outcomes: RunOutcome[] = [];
  for (const { job, runId } of claimed) outcomes.push(await execute(options, job, runId, now));
  return outcomes;
}

/**
 * 立即执行: runs one job of the organisation now, whatever its status, unless a run of it is
 * under way (400 任务正在执行中，请稍后再试). Its schedule is unchanged.
 */
export async function runJobNow(
  options: JobRunnerOptions,
  orgId: string,
  jobId: string,
): Promise<RunOutcome> {
  const { ctx } = options;
  const now = ctx.now();
  const lease = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const job = await trx
      .updateTable('sys_job')
      .set({ locked_until: lease })
      .where('id', '=', jobId)
      .where('org_id', '=', orgId)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
    if (!job) {
      const exists = await trx
        .selectFrom('sys_job')
        .select('id')
        .where('id', '=', jobId)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      throw exists ? badRequest(JOB_MSG.busy) : notFound();
    }
    await failStaleRuns(trx, job.id, now);
    const run = await trx
      .insertInto('sys_job_run')
      .values({ job_id: job.id, org_id: orgId, trigger: 'manual', started_at: now, status: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { job, runId: run.id };
  });
  return execute(options, claimed.job, claimed.runId, now);
}
