// The weighing flow under load: 100 trucks at once, each through the real app (buildApp + inject,
// signed-in token): registry → entrance → first weighsave → second weighsave → exit. Each truck
// stands on its own scale (100 scale rows; the hub's stable reading is stubbed per scale, as the
// indicator would give it). Reports p50 / p95 / max of every call on PostgreSQL and PGlite.
//
//   npm run bench -- weighing                      (from the repository root)
//   BENCH_WEIGH_TRUCKS=200 BENCH_WEIGH_BACKENDS=postgres npm run bench -- weighing
import { randomBytes } from 'node:crypto';
import { buildApp, createDatabase, DEMO_IDS, loadConfig, type AppDatabase } from '@wb/server';
import { sql } from 'kysely';
import type { BenchResult } from './run';

const TRUCKS = Number(process.env.BENCH_WEIGH_TRUCKS ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_WEIGH_BACKENDS ?? 'postgres,pglite').split(',').map((s) => s.trim());
const WEB_BASIC = `Basic ${Buffer.from('wb-web:wb-web-secret').toString('base64')}`;
const STEPS = ['createpu', 'entrance', 'weighsave 1', 'weighsave 2', 'hisRelease'] as const;

type App = Awaited<ReturnType<typeof buildApp>>;

async function onPostgres(statement: string): Promise<void> {
  const admin = await createDatabase({ databaseUrl: PG_URL });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

async function open(key: string): Promise<{ label: string; database: AppDatabase; drop(): Promise<void> }> {
  if (key === 'pglite')
    return { label: 'PGlite', database: await createDatabase({ pgliteDataDir: 'memory://' }), drop: async () => {} };
  const schema = `wbbench_w_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onPostgres(`create schema ${schema}`);
  return {
    label: 'PostgreSQL',
    database: await createDatabase({ databaseUrl: PG_URL, pgSchema: schema }),
    drop: () => onPostgres(`drop schema if exists ${schema} cascade`),
  };
}

async function signIn(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: WEB_BASIC, 'content-type': 'application/x-www-form-urlencoded', deviceid: 'bench' },
    payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123456' }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function benchBackend(key: string): Promise<BenchResult> {
  const { label, database, drop } = await open(key);
  try {
    const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const token = await signIn(app);
    const db = database.db;
    const group = await db.selectFrom('sys_org').select('group_id').where('id', '=', DEMO_IDS.org1).executeTakeFirstOrThrow();
    const scales = await db
      .insertInto('scale')
      .values(
        Array.from({ length: TRUCKS }, (_, i) => ({
          org_id: DEMO_IDS.org1,
          group_id: group.group_id,
          code: `BENCH${i}`,
          name: `压测地磅${i}`,
          protocol: 'yaohua-tf0',
          transport: 'tcp' as const,
          host: '127.0.0.1',
          port: 4001,
          stability_count: 5,
          stability_tolerance_kg: '20',
          stability_window_ms: 1000,
          offline_timeout_ms: 3000,
        })),
      )
      .returning('id')
      .execute();
    const onScale = new Map<string, string>();
    app.scales.takeStableWeight = (scaleId: string) => {
      const weight = onScale.get(scaleId);
      return weight ? { scaleId, weight, at: new Date() } : null;
    };

    const timings = new Map<string, number[]>(STEPS.map((s) => [s, []]));
    const call = async (step: (typeof STEPS)[number], method: 'POST', url: string, body: unknown) => {
      const t0 = performance.now();
      const res = await app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload: body as never });
      timings.get(step)!.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${step} → ${res.statusCode} ${res.body}`);
      return res.json<{ data: { id: string; weighRecord?: { netWeight: string | null } } }>().data;
    };

    const truck = async (scaleId: string, i: number) => {
        const reg = await call('createpu', 'POST', '/purorder/pu-registry/createpu', {
          plateNumber: `蒙B${String(10000 + i)}`,
          materialName: '压测煤',
          partnerName: '压测供应商',
        });
        await call('entrance', 'POST', '/purorder/pu-registry/entrance', { id: reg.id });
        onScale.set(scaleId, String(40000 + i));
        await call('weighsave 1', 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId });
        onScale.set(scaleId, '15000');
        const done = await call('weighsave 2', 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId });
        await call('hisRelease', 'POST', '/purorder/pu-registry/hisRelease', { id: reg.id });
        return done.weighRecord?.netWeight;
    };
    // one truck after another first: the service time of each call without queueing
    const alone = Math.min(20, TRUCKS);
    for (let i = 0; i < alone; i++) await truck(scales[i].id, TRUCKS + i);
    const aloneLines = STEPS.map((s) => {
      const sorted = [...timings.get(s)!].sort((a, b) => a - b);
      timings.set(s, []);
      return `${s.padEnd(12)} p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms (one truck at a time, ${alone} trucks)`;
    });
    const started = performance.now();
    const nets = await Promise.all(scales.map(({ id }, i) => truck(id, i)));
    const wall = performance.now() - started;
    const wrong = nets.filter((n, i) => n !== `${25 + Math.floor(i / 1000)}.${String(i % 1000).padStart(3, '0')}`);
    await app.close();
    const lines = STEPS.map((s) => {
      const sorted = [...timings.get(s)!].sort((a, b) => a - b);
      return `${s.padEnd(12)} p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
    });
    lines.unshift(...aloneLines, `then ${TRUCKS} trucks at once (pool of 10 connections on PostgreSQL, one on PGlite):`);
    lines.push(`${TRUCKS} trucks × 5 calls in ${(wall / 1000).toFixed(2)} s (${((TRUCKS * 5) / (wall / 1000)).toFixed(0)} calls/s); nets exact: ${wrong.length === 0}`);
    return { name: `weighing flow, ${TRUCKS} trucks in parallel (${label})`, lines, ok: wrong.length === 0 };
  } finally {
    await database.close();
    await drop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const key of BACKENDS) out.push(await benchBackend(key));
  return out;
}
