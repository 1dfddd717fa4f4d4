import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { ENTITIES } from './entities/index';
import { crudClient, type CrudClient } from './testKit';

/**
 * Company B's rows stay out of company A's lists and pickers, and B itself still reaches them.
 * Every id-taking route (404 资源不存在, nothing changes) is covered by everyRoute.scoping.test.ts.
 */
let t: TestApp;
let a: CrudClient;
let b: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  const tokenB = (await t.login('admin', 'Admin@123456')).access_token;
  const sw = await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenB);
  expect(sw.statusCode).toBe(200);
  b = crudClient(t, tokenB);
});
afterAll(() => t.close());

interface Snapshot {
  id: string;
  version: number;
  enabled: boolean;
  deleted_at: Date | null;
}

async function snapshot(table: string, org: string): Promise<Snapshot[]> {
  const r =
    await sql<Snapshot>`select id, version, enabled, deleted_at from ${sql.table(table)} where org_id = ${org} order by id`.execute(
      t.db,
    );
  return r.rows;
}

describe('organisation scoping', () => {
  for (const def of ENTITIES) {
    it(`${def.name}: company B's rows are invisible to company A`, async () => {
      const before = await snapshot(def.table, DEMO_IDS.org2);
      expect(before.length, `${def.table} has demo rows in company B`).toBeGreaterThan(0);
      const id = before[0].id;
      const base = `/api${def.basePath}`;
      // the id-taking routes (detail, update, delete, enable, copy …): everyRoute.scoping.test.ts
      const list = await a.data<{ list: { id: string }[]; total: number }>('POST', `${base}/v2/list`, {
        limit: { pn: 1, ps: 1000 },
      });
      const own = await snapshot(def.table, DEMO_IDS.org1);
      expect(list.total).toBe(own.filter((r) => r.deleted_at === null).length);
      expect(list.list.map((r) => r.id)).not.toContain(id);
      const options = await a.data<{ id: string }[]>('GET', `${base}/select`);
      expect(options.map((o) => o.id)).not.toContain(id);

      // company B itself still sees its row: the 404 above is scoping, not a broken route
      expect((await b.req('GET', `${base}/detail/${id}`)).statusCode).toBe(200);
      expect(await snapshot(def.table, DEMO_IDS.org2)).toEqual(before);
    });
  }

  it('the operation log, plate dictionary and category tree answer the caller’s company only', async () => {
    const vehicle = (await snapshot('bd_vehicle', DEMO_IDS.org2))[0];
    const updated = await b.data<{ id: string }>('PUT', '/api/basic/vehicle/update', {
      id: vehicle.id,
      version: vehicle.version,
      carOwner: '乙方',
    });
    const logsB = await b.data<{ id: string }[]>('POST', '/api/sys-log/getSysLog', { bizKey: updated.id });
    expect(logsB).toHaveLength(1);
    expect(await a.data('POST', '/api/sys-log/getSysLog', { bizKey: updated.id })).toEqual([]);
    expect((await a.req('POST', '/api/sys-log/getSysLogData', { id: logsB[0].id })).statusCode).toBe(404);

    const plates = await a.data<{ plateCode: string }[]>('GET', '/api/basic/plate_dict/findAll');
    expect(plates).toHaveLength(31);
    const treeA = JSON.stringify(await a.data('GET', '/api/basic/inventory_class/tree'));
    const classesB = await t.db
      .selectFrom('bd_inventory_class')
      .select('id')
      .where('org_id', '=', DEMO_IDS.org2)
      .execute();
    for (const c of classesB) expect(treeA).not.toContain(c.id);
  });
});
