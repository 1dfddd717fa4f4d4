import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthInfo } from '../auth/service';
import type { AppDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test-utils/testDatabase';
import type { Flavour, WeighStatus } from '../db/schema';
import { errorHandler } from '../http/errorHandler';
import { unauthorized } from '../http/errors';
import { stableId } from '../seed/stableId';
import { templateRoutes } from './routes';
import type { TemplatesDb } from './schema';
import { seedTemplates } from './seed';
import { TEMPLATE_SEEDS } from './seedData/index';

/**
 * A fixture for cross-group checks, which the demo seed (one group) cannot give: a fresh database (PGlite in
 * memory from the suite's seeded dump, or a new schema of TEST_DATABASE_URL), every migration, two
 * groups (A with companies A1 and A2, B with B1), the demo templates for both groups, and a bare
 * Fastify with the real error handler, a fake guard (Bearer <user key>) and templateRoutes at /api.
 */
export const GROUPS = { A: stableId('test-group', 'A'), B: stableId('test-group', 'B') } as const;
export const ORGS = {
  A1: stableId('test-org', 'A1'),
  A2: stableId('test-org', 'A2'),
  B1: stableId('test-org', 'B1'),
} as const;
export type TestUser = keyof typeof ORGS;

export const menuIdOf = (path: string): string => stableId('menu', path);

export interface TemplateFixture {
  app: FastifyInstance;
  db: Kysely<TemplatesDb>;
  kind: AppDatabase['kind'];
  /** a request as the user of company `user` */
  call(
    user: TestUser | null,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  addWeighRecords(rows: WeighRecordInput[]): Promise<void>;
  close(): Promise<void>;
}

export interface WeighRecordInput {
  org: TestUser;
  billNo: string;
  flavour: Flavour;
  plateNumber: string;
  materialName?: string;
  partnerName?: string;
  gross?: string | null;
  tare?: string | null;
  net?: string | null;
  status?: WeighStatus;
  /** ISO with offset */
  grossTime?: string | null;
  createdAt?: string;
}

/** A fresh database with every migration applied. */
export async function migratedDatabase(): Promise<TestDatabase> {
  const test = await createTestDatabase('wbtpl');
  await migrateToLatest(test.database.db as unknown as Kysely<unknown>);
  return test;
}

export async function createTemplateFixture(): Promise<TemplateFixture> {
  const { database, drop } = await migratedDatabase();
  const db =
    database.db.withTables<
      Pick<TemplatesDb, 'cg_format' | 'cg_format_sub' | 'cg_format_form_sub_param' | 'cg_format_param'>
    >();

  await db
    .insertInto('sys_group')
    .values([
      { id: GROUPS.A, group_code: 'A', group_name: '甲集团', main_logo: null, sub_logo: null },
      { id: GROUPS.B, group_code: 'B', group_name: '乙集团', main_logo: null, sub_logo: null },
    ])
    .execute();
  await db
    .insertInto('sys_org')
    .values([
      { id: ORGS.A1, group_id: GROUPS.A, org_code: 'A1', org_name: '甲一公司' },
      { id: ORGS.A2, group_id: GROUPS.A, org_code: 'A2', org_name: '甲二公司' },
      { id: ORGS.B1, group_id: GROUPS.B, org_code: 'B1', org_name: '乙一公司' },
    ])
    .execute();
  const paths = [...new Set(TEMPLATE_SEEDS.flatMap((s) => (s.menuPath ? [s.menuPath] : [])))];
  await db
    .insertInto('sys_menu')
    .values(
      paths.map((path) => ({
        id: menuIdOf(path),
        parent_id: null,
        title: path,
        path,
        url_path: null,
        component: null,
        icon: null,
        query: null,
        button_urls: null,
        uuid: menuIdOf(path),
      })),
    )
    // the suite's seeded dump already holds the demo menu tree under the same ids
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const menuIdsByPath = Object.fromEntries(paths.map((p) => [p, menuIdOf(p)]));
  await seedTemplates(db, { groupId: GROUPS.A, menuIdsByPath });
  await seedTemplates(db, { groupId: GROUPS.B, menuIdsByPath });

  const groupOf: Record<TestUser, string> = { A1: GROUPS.A, A2: GROUPS.A, B1: GROUPS.B };
  const app = Fastify({ logger: false });
  app.decorate('db', database.db);
  app.decorateRequest('auth', null as unknown as AuthInfo);
  await app.register(errorHandler);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const key = /^Bearer (A1|A2|B1)$/.exec(request.headers.authorization ?? '')?.[1] as TestUser | undefined;
    if (!key) throw unauthorized();
    request.auth = {
      userId: stableId('test-user', key),
      username: key,
      orgId: ORGS[key],
      groupId: groupOf[key],
      sessionId: stableId('test-session', key),
      admin: false,
      roles: [],
      permissions: new Set(),
    };
  });
  await app.register(templateRoutes, { prefix: '/api', utcOffsetMinutes: 480 });
  await app.ready();

  return {
    app,
    db,
    kind: database.kind,
    call(user, method, url, body) {
      const options: InjectOptions = {
        method,
        url,
        headers: user ? { authorization: `Bearer ${user}` } : {},
      };
      if (body !== undefined) options.payload = body as InjectOptions['payload'];
      return app.inject(options);
    },
    async addWeighRecords(rows) {
      await db
        .insertInto('weigh_record')
        .values(
          rows.map((r) => ({
            org_id: ORGS[r.org],
            group_id: groupOf[r.org],
            bill_no: r.billNo,
            flavour: r.flavour,
            plate_number: r.plateNumber,
            material_name: r.materialName ?? '原煤',
            partner_name: r.partnerName ?? '鄂尔多斯煤炭公司',
            gross: r.gross ?? null,
            tare: r.tare ?? null,
            net: r.net ?? null,
            status: r.status ?? 'completed',
            gross_time: r.grossTime ?? null,
            created_at: r.createdAt ?? '2024-05-01T08:00:00+08:00',
          })),
        )
        .execute();
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
