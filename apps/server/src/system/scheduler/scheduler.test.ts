import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_MSG } from '../../crud/service';
import { crudClient, type CrudClient } from '../../crud/testKit';
import { createDatabase, type AppDatabase } from '../../db/createDatabase';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { JOB_MSG, runDueJobs } from './jobRunner';
import type { JobHandler } from './handlers';

type Job = {
  id: string;
  version: number;
  status: string;
  nextRunTime: string | null;
  lastStatus: string | null;
};

let t: TestApp;
let admin: CrudClient;
let operator: CrudClient;
const B = '/api/sys/quartz-job';
const START = new Date('2026-11-22T02:00:00Z'); // 10:00 in China

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
  // the demo jobs run on the real calendar; these tests drive their own jobs by the test clock
  await t.db.updateTable('sys_job').set({ status: 'paused', next_run_at: null }).execute();
});
afterAll(() => t.close());

const job = (patch: Record<string, unknown> = {}) => ({
  jobName: '清理登录日志',
  handler: 'log.purgeLoginLog',
  cron: '*/5 * * * *',
  params: { keepDays: 30 },
  status: 'running',
  ...patch,
});
const run = () => runDueJobs({ ctx: t.app.ctx });

describe('handlers and validation', () => {
  it('lists the server-defined handlers with Chinese names and parameter schemas', async () => {
    const list = await admin.data<
      { key: string; name: string; paramSchema: { properties: Record<string, unknown> } }[]
    >('GET', `${B}/handlers`);
    expect(list.map((h) => h.key)).toEqual(['auth.sweep', 'log.purgeLoginLog', 'weigh.dailySummary']);
    expect(list[1]).toMatchObject({
      name: '清理登录日志',
      paramSchema: { properties: { keepDays: { type: 'integer', minimum: 7 } } },
    });
  });

  it.each([
    [{ handler: 'child_process.exec' }, `${JOB_MSG.unknownHandler}：child_process.exec`],
    [{ handler: '' }, '任务处理器不能为空！'],
    [{ cron: '* * *' }, 'Cron表达式必须是5个字段：分 时 日 月 星期'],
    [{ cron: '0 0 30 2 *' }, 'Cron表达式永远不会触发'],
    [{ params: { keepDays: 1 } }, '保留天数必须是7到3650之间的整数'],
    [{ params: { keepDays: 30, command: 'rm' } }, '任务处理器「清理登录日志」没有参数command'],
    [{ params: '[1]' }, '任务参数必须是JSON对象'],
    [{ jobName: ' ' }, '任务名称不能为空！'],
  ])('refuses %j', async (patch, message) => {
    const res = await admin.req('POST', `${B}/create`, job(patch));
    expect([res.statusCode, res.json().msg]).toEqual([400, message]);
  });

  it('keeps reads and writes behind sys:quartz_job buttons', async () => {
    expect((await operator.req('POST', `${B}/list`, {})).statusCode).toBe(403);
    expect((await operator.req('POST', `${B}/create`, job())).statusCode).toBe(403);
  });
});

describe('runner', () => {
  let purge: Job;
  it('schedules, claims when due, runs the handler and records the run', async () => {
    purge = await admin.data<Job>('POST', `${B}/create`, job());
    expect(purge.nextRunTime).toBe('2026-11-22T02:05:00.000Z');
    const old = new Date(START.getTime() - 40 * 86_400_000);
    await t.db
      .insertInto('sys_login_log')
      .values(
        ['old1', 'old2', 'new'].map((u) => ({
          username: `purge-${u}`,
          grant_type: 'password',
          success: false,
          status: 426,
          reason: 'test',
          created_at: u === 'new' ? START : old,
        })),
      )
      .execute();
    expect(await run()).toEqual([]); // not due yet
    t.clock.set(new Date('2026-11-22T02:05:00Z'));
    const outcomes = await run();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ jobId: purge.id, status: 'success' });
    expect(outcomes[0].message).toMatch(/^删除30天前的登录日志\d+条$/);
    const left = await t.db
      .selectFrom('sys_login_log')
      .select('username')
      .where('username', 'like', 'purge-%')
      .execute();
    expect(left.map((r) => r.username)).toEqual(['purge-new']);
    const after = await admin.data<Job>('GET', `${B}/detail/${purge.id}`);
    expect(after).toMatchObject({ nextRunTime: '2026-11-22T02:10:00.000Z', lastStatus: 'success' });
    expect(await run()).toEqual([]); // the same minute again: nothing
  });

  it('runs now on request, refuses while a run holds the lease, and lists the history', async () => {
    t.clock.set(new Date('2026-11-22T02:06:00Z'));
    const res = await admin.data<{ status: string }>('POST', `${B}/run/${purge.id}`);
    expect(res.status).toBe('success');
    await t.db
      .updateTable('sys_job')
      .set({ locked_until: new Date('2026-11-22T03:00:00Z') })
      .where('id', '=', purge.id)
      .execute();
    const busy = await admin.req('POST', `${B}/run/${purge.id}`);
    expect([busy.statusCode, busy.json().msg]).toEqual([400, JOB_MSG.busy]);
    t.clock.set(new Date('2026-11-22T02:10:00Z'));
    expect(await run()).toEqual([]); // due, but leased
    await t.db.updateTable('sys_job').set({ locked_until: null }).where('id', '=', purge.id).execute();
    const runs = await admin.data<{
      list: { trigger: string; status: string; jobName: string }[];
      total: number;
    }>('POST', `${B}/runs`, {
      jobId: purge.id,
    });
    expect(runs.list.map((r) => r.trigger)).toEqual(['manual', 'schedule']);
    const logs = await t.db
      .selectFrom('sys_operation_log')
      .select('action')
      .where('entity_id', '=', purge.id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['create', 'run']);
  });

  it('marks a run whose runner died (lease expired) as failed when the job is claimed again', async () => {
    await t.db
      .insertInto('sys_job_run')
      .values({
        job_id: purge.id,
        org_id: DEMO_IDS.org1,
        trigger: 'schedule',
        started_at: START,
        status: 'running',
      })
      .execute();
    await t.db
      .updateTable('sys_job')
      .set({ locked_until: new Date('2026-11-22T02:09:00Z') })
      .where('id', '=', purge.id)
      .execute();
    expect(await run()).toHaveLength(1);
    const stale = await t.db
      .selectFrom('sys_job_run')
      .select(['status', 'message'])
      .where('started_at', '=', START)
      .executeTakeFirstOrThrow();
    expect(stale).toEqual({ status: 'failed', message: JOB_MSG.interrupted });
  });

  it('pauses (no next run, never claimed) and resumes from now', async () => {
    const cur = await admin.data<Job>('GET', `${B}/detail/${purge.id}`);
    await admin.data('POST', `${B}/pause`, { ids: [purge.id] });
    const paused = await admin.data<Job>('GET', `${B}/detail/${purge.id}`);
    expect(paused).toMatchObject({ status: 'paused', nextRunTime: null, version: cur.version + 1 });
    expect((await admin.req('POST', `${B}/pause`, { ids: [purge.id] })).json().msg).toBe(
      '所选任务已是暂停状态',
    );
    t.clock.set(new Date('2026-11-22T02:31:00Z'));
    expect(await run()).toEqual([]);
    await admin.data('POST', `${B}/resume`, { ids: [purge.id] });
    expect((await admin.data<Job>('GET', `${B}/detail/${purge.id}`)).nextRunTime).toBe(
      '2026-11-22T02:35:00.000Z',
    );
    const stale = await admin.req('PUT', `${B}/update`, {
      id: purge.id,
      version: cur.version,
      cron: '0 * * * *',
    });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, CRUD_MSG.conflict]);
  });

  it("summarises yesterday's weighing of the company (the business handler)", async () => {
    const summary = await admin.data<Job>(
      'POST',
      `${B}/create`,
      job({ jobName: '日过磅汇总', handler: 'weigh.dailySummary', cron: '10 0 * * *', params: {} }),
    );
    const out = await admin.data<{ status: string; message: string }>('POST', `${B}/run/${summary.id}`);
    const { rows } = await sql<{ n: string; net: string }>`
      select count(*) as n, coalesce(sum(net), 0)::numeric(14,3)::text as net from weigh_record
      where org_id = ${DEMO_IDS.org1} and status in ('completed','audited')
        and finished_at >= ${new Date('2026-11-20T16:00:00Z')} and finished_at < ${new Date('2026-11-21T16:00:00Z')}`.execute(
      t.db,
    );
    expect(out.status).toBe('success');
    expect(out.message).toEqual(
      Number(rows[0].n) === 0
        ? '2026-11-21 无已完成的过磅单'
        : expect.stringContaining(`2026-11-21 过磅${rows[0].n}车，净重${rows[0].net}吨`),
    );
  });
});

describe('two runners on one database', () => {
  let second: AppDatabase | null = null;
  afterAll(async () => second?.close());

  it('run a due job exactly once per slot, never twice at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const slow: JobHandler = {
      key: 'test.slow',
      name: '测试',
      description: '',
      scope: 'org',
      params: {},
      async run() {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 150));
        running--;
        runs++;
        return 'ok';
      },
    };
    // On PostgreSQL the second runner has its own pool on the same schema, as a second server would.
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      second = await createDatabase({ databaseUrl: url, pgSchema: rows[0].schema });
    }
    const ctxA = t.app.ctx;
    const ctxB = { ...t.app.ctx, db: second?.db ?? t.db };
    await t.db.updateTable('sys_job').set({ status: 'paused', next_run_at: null }).execute();
    const start = new Date('2026-11-22T04:00:00Z');
    t.clock.set(start);
    const row = await t.db
      .insertInto('sys_job')
      .values({
        org_id: DEMO_IDS.org1,
        group_id: DEMO_IDS.group,
        job_name: '并发测试',
        handler: 'test.slow',
        cron: '* * * * *',
        params: '{}',
        status: 'running',
        next_run_at: start,
        created_by: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let slot = 0; slot < 5; slot++) {
      t.clock.set(new Date(start.getTime() + slot * 60_000));
      const [a, b] = await Promise.all([
        runDueJobs({ ctx: ctxA, handlers: [slow] }),
        runDueJobs({ ctx: ctxB, handlers: [slow] }),
      ]);
      expect(a.length + b.length).toBe(1);
    }
    expect([runs, most]).toEqual([5, 1]);
    const history = await t.db
      .selectFrom('sys_job_run')
      .select('status')
      .where('job_id', '=', row.id)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['success', 'success', 'success', 'success', 'success']);
  });
});
