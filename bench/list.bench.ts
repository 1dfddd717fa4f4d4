// The record engine's list call on 1,000,000 vehicles of one company: POST /api/basic/vehicle/v2/list
// through the real Fastify app (buildApp + inject, signed-in token), page 1 with a filter and `total`.
// PostgreSQL (its own schema, dropped afterwards) is gated at p95 < 50 ms; PGlite's figures are reported.
//
//   npm run bench -- list                       (from the repository root)
//   BENCH_LIST_ROWS=200000 npm run bench -- list
//   BENCH_LIST_BACKENDS=postgres npm run bench -- list
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test (default)
import { randomBytes } from 'node:crypto';
import {
  buildApp,
  createDatabase,
  createListIndexes,
  DEMO_IDS,
  dropListIndexes,
  ENTITIES,
  loadConfig,
  type AppDatabase,
} from '@wb/server';
import { sql, type Kysely } from 'kysely';
import type { BenchResult } from './run';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
/** company B's rows: the scoping where-clause must keep them out of every figure */
const OTHER_ROWS = Math.round(ROWS / 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_LIST_BACKENDS ?? 'postgres,pglite').split(',').map((s) => s.trim());
const TARGET_MS = 50;
const WEB_BASIC = `Basic ${Buffer.from('wb-web:wb-web-secret').toString('base64')}`;

const PROVINCES = '京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新';
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = [
  '建国',
  '伟',
  '芳',
  '秀英',
  '敏',
  '静',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '志强',
  '海军',
  '文斌',
  '玉兰',
  '红梅',
  '建华',
  '德胜',
  '宝山',
];
const CARRIERS = [
  '鄂尔多斯市宏远运输有限公司',
  '准格尔旗顺达物流有限公司',
  '包头市通达货运有限公司',
  '榆林市长运汽车运输有限公司',
  '大同市兴旺运输有限公司',
  '呼和浩特市安达物流有限公司',
  '乌海市鑫源运输有限公司',
  '神木县恒通物流有限公司',
  '府谷县金鼎运输有限公司',
  '朔州市平安货运有限公司',
  '伊金霍洛旗广源运输有限公司',
  '东胜区汇通物流有限公司',
];
/** created_at spread over three years, whatever the row count */
const SPAN_SECONDS = 3 * 365 * 86_400;
const CAR_TYPES = [
  '重型半挂牵引车',
  '重型自卸货车',
  '重型厢式货车',
  '重型仓栅式货车',
  '中型货车',
  '轻型货车',
];

/**
 * Set-based bulk load: one `insert … select … from generate_series`. Plates are unique per company
 * (a bijective scramble of g into letter + 4 digits, a province cycling beside it); the rare clash
 * with a seeded demo plate is skipped (`on conflict do nothing`) and the real count reported.
 * created_at walks back evenly over three years, car types are skewed like a
 * coal site's fleet (tractors and tippers most), owners repeat (900 names), carriers 12.
 */
async function loadVehicles(db: Kysely<unknown>, orgId: string, from: number, count: number): Promise<void> {
  await sql`insert into bd_vehicle (org_id, group_id, plate_number, car_type, plate_type, axle_type,
      capacity_tonnage, car_owner, car_owner_mobile, carrier_company_name, has_trailer, is_dangerous_chemicals,
      enabled, created_at, updated_at)
    select ${orgId}, ${DEMO_IDS.group},
      substr(${PROVINCES}, 1 + (g % 31)::int, 1) || chr(65 + (k / 260000)::int) || '·' || chr(65 + ((k / 10000) % 26)::int) || lpad((k % 10000)::text, 4, '0'),
      case when g % 100 < 40 then ${CAR_TYPES[0]} when g % 100 < 70 then ${CAR_TYPES[1]} when g % 100 < 80 then ${CAR_TYPES[2]}
           when g % 100 < 90 then ${CAR_TYPES[3]} when g % 100 < 96 then ${CAR_TYPES[4]} else ${CAR_TYPES[5]} end,
      case when g % 10 < 8 then '黄牌' when g % 10 < 9 then '蓝牌' else '绿牌' end,
      (2 + g % 5)::text || '轴',
      (10 + g % 40)::numeric(14,3),
      substr(${SURNAMES}, 1 + (g % 30)::int, 1) || (cast(${GIVEN} as text[]))[1 + ((g / 30) % 30)::int],
      '13' || lpad(((g * 7919) % 1000000000)::text, 9, '0'),
      (cast(${CARRIERS} as text[]))[1 + ((g / 7) % 12)::int],
      case when g % 3 = 0 then '是' else '否' end,
      case when g % 50 = 0 then '是' else '否' end,
      g % 40 <> 0,
      now() - (g - ${from}) * cast(${SPAN_SECONDS / count} as double precision) * interval '1 second',
      now() - (g - ${from}) * cast(${SPAN_SECONDS / count} as double precision) * interval '1 second'
    from (select g, (g * 2654435761) % 6760000 as k from generate_series(${from}::bigint, ${from + count - 1}::bigint) g) s
    on conflict do nothing`.execute(db);
}

interface Backend {
  label: string;
  open(): Promise<{ database: AppDatabase; drop(): Promise<void> }>;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** One statement on the server itself (no search_path): creating and dropping the bench schema. */
async function onPostgres(statement: string): Promise<void> {
  const admin = await createDatabase({ databaseUrl: PG_URL });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

const BACKEND_DEFS: Record<string, Backend> = {
  postgres: {
    label: 'PostgreSQL',
    async open() {
      const schema = `wbbench_${process.pid}_${randomBytes(4).toString('hex')}`;
      await onPostgres(`create schema ${schema}`);
      const database = await createDatabase({ databaseUrl: PG_URL, pgSchema: schema });
      // BENCH_LIST_KEEP=1 leaves the schema for EXPLAIN ANALYZE by hand (drop it yourself afterwards)
      if (process.env.BENCH_LIST_KEEP === '1') {
        console.log(`keeping schema ${schema}`);
        return { database, drop: async () => {} };
      }
      return { database, drop: () => onPostgres(`drop schema if exists ${schema} cascade`) };
    },
  },
  pglite: {
    label: 'PGlite',
    async open() {
      return { database: await createDatabase({ pgliteDataDir: 'memory://' }), drop: async () => {} };
    },
  },
};

interface Case {
  name: string;
  body: Record<string, unknown>;
}

/** Realistic list bodies, as the list page sends them (listRequest of @wb/ui), page 1 of 20. */
function cases(samplePlate: string): Case[] {
  const page = { limit: { pn: 1, ps: 20 } };
  const quick = (val: string) => ({
    conj: 'or',
    key: '',
    op: 'like',
    val,
    list: ['plateNumber', 'carOwner', 'carrierCompanyName'].map((key) => ({ key, op: 'like', val })),
  });
  const month = new Date(Date.now() - 200 * 86_400_000);
  const y = month.getUTCFullYear();
  const m = String(month.getUTCMonth() + 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(y, month.getUTCMonth() + 1, 0)).getUTCDate();
  return [
    { name: 'default sort (createDate desc), no filter', body: { search: [], ...page } },
    {
      name: `quick search '${samplePlate.slice(-5)}' (like on plate, owner, carrier)`,
      body: { search: [quick(samplePlate.slice(-5))], ...page },
    },
    { name: "quick search '王建国' (owner's name)", body: { search: [quick('王建国')], ...page } },
    {
      name: "advanced plateNumber like 'K·A12'",
      body: { search: [{ key: 'plateNumber', op: 'like', val: 'K·A12' }], ...page },
    },
    {
      name: `carType eq '${CAR_TYPES[1]}' (select field, 30 % of rows)`,
      body: { search: [{ key: 'carType', op: 'eq', val: CAR_TYPES[1] }], ...page },
    },
    {
      name: `createDate ${y}-${m}-01 … ${y}-${m}-${lastDay} (one month)`,
      body: {
        search: [
          { key: 'createDate', op: 'ge', val: `${y}-${m}-01 00:00:00` },
          { key: 'createDate', op: 'le', val: `${y}-${m}-${lastDay} 23:59:59` },
        ],
        ...page,
      },
    },
    {
      name: 'enabled eq false + sort plateNumber asc',
      body: {
        search: [{ key: 'enabled', op: 'eq', val: false }],
        sort: [{ key: 'plateNumber', dir: 'asc' }],
        ...page,
      },
    },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (x: number): string => `${x.toFixed(1)} ms`;

async function signIn(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      authorization: WEB_BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      deviceid: 'bench',
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: 'Admin@123456',
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

async function benchBackend(key: string, samples: number): Promise<BenchResult[]> {
  const backend = BACKEND_DEFS[key];
  if (!backend) throw new Error(`unknown backend ${key}`);
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', LOG_LEVEL: 'silent' });
  const opened = Date.now();
  const { database, drop } = await backend.open();
  try {
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const prepared = Date.now();
    const db = database.db as unknown as Kysely<unknown>;
    // a bulk load's usual order: the list indexes and row-count triggers (migration 009) off, rows
    // in, then indexes built once and the counters backfilled by one grouped count
    const vehicle = ENTITIES.filter((e) => e.name === 'vehicle');
    await dropListIndexes(db, vehicle);
    await loadVehicles(db, DEMO_IDS.org1, 1, ROWS);
    await loadVehicles(db, DEMO_IDS.org2, ROWS + 1, OTHER_ROWS);
    const inserted = Date.now();
    await createListIndexes(db, vehicle);
    const loaded = Date.now();
    await sql`vacuum analyze bd_vehicle`.execute(db);
    const analysed = Date.now();
    const counts = await sql<{
      org: string;
      n: string;
    }>`select org_id as org, count(*) as n from bd_vehicle where deleted_at is null group by org_id`.execute(
      db,
    );
    const inOrg = Number(counts.rows.find((r) => r.org === DEMO_IDS.org1)?.n ?? 0);
    const inOther = Number(counts.rows.find((r) => r.org === DEMO_IDS.org2)?.n ?? 0);
    const sample = await sql<{
      plate: string;
    }>`select plate_number as plate from bd_vehicle where org_id = ${DEMO_IDS.org1} order by created_at desc limit 1 offset ${Math.floor(ROWS / 3)}`.execute(
      db,
    );

    const token = await signIn(app);
    const list = async (body: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/basic/vehicle/v2/list',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`list → ${res.statusCode} ${res.body}`);
      return res.json<{ data: { list: unknown[]; total: number } }>().data;
    };

    const results: BenchResult[] = [
      {
        name: `${backend.label}: ${inOrg.toLocaleString('en-US')} vehicles in company A, ${inOther.toLocaleString('en-US')} in company B`,
        lines: [
          `app + migrations + demo seed ${((prepared - opened) / 1000).toFixed(1)} s; bulk insert ${((inserted - prepared) / 1000).toFixed(1)} s; ` +
            `list indexes + counters ${((loaded - inserted) / 1000).toFixed(1)} s; vacuum analyze ${((analysed - loaded) / 1000).toFixed(1)} s`,
        ],
        ok: inOrg >= ROWS * 0.999,
      },
    ];
    for (const c of cases(sample.rows[0]?.plate ?? '蒙A·B1234')) {
      const first = await list(c.body);
      for (let i = 0; i < 3; i++) await list(c.body); // warm caches and the JIT
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const t0 = performance.now();
        await list(c.body);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const gated = key === 'postgres';
      results.push({
        name: `${backend.label}: ${c.name}`,
        lines: [
          `p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times[times.length - 1])} over ${samples} calls; total ${first.total.toLocaleString('en-US')}, page ${first.list.length} rows` +
            (gated
              ? ` (target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'MISSED'})`
              : ' (reported)'),
        ],
        ok: gated ? p95 < TARGET_MS : true,
      });
    }
    await app.close();
    return results;
  } finally {
    await database.close();
    await drop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const key of BACKENDS) out.push(...(await benchBackend(key, key === 'postgres' ? 100 : 30)));
  return out;
}
