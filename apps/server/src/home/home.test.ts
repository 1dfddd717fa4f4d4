import type { DailyTonnage, HomeCounts, PageData, UserInfo, VehicleRow } from '@wb/api/wire';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { dayStart } from '../shared/time';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

/** The figures straight from SQL, to compare the API with. */
async function expected(orgId: string) {
  const start = dayStart(t.clock.now(), 480);
  const end = new Date(start.getTime() + 86_400_000);
  const inFactory = await t.db
    .selectFrom('registry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .where('status', 'in', ['entered', 'weighed_once', 'weighed'])
    .executeTakeFirstOrThrow();
  const today = await t.db
    .selectFrom('weigh_record')
    .select([
      sql<string>`count(*)::int`.as('n'),
      sql<string>`coalesce(sum(net),0)::numeric(14,3)::text`.as('net'),
    ])
    .where('org_id', '=', orgId)
    .where('finished_at', '>=', start)
    .where('finished_at', '<', end)
    .where('status', '!=', 'obsolete')
    .executeTakeFirstOrThrow();
  return {
    inFactoryVehicles: Number(inFactory.n),
    todayWeighCount: Number(today.n),
    todayNetTons: today.net,
  };
}

describe('home page', () => {
  it('counts today for the current company, weights as exact decimal strings', async () => {
    const counts = data<HomeCounts>(await t.call('GET', '/api/index/getCount', admin));
    expect(counts).toMatchObject(await expected(DEMO_IDS.org1));
    expect(counts.inFactoryVehicles).toBeGreaterThan(0);
    expect(counts.todayWeighCount).toBeGreaterThan(0);
    for (const v of [counts.todayNetTons, counts.todayPurchaseTons, counts.todaySaleTons])
      expect(v).toMatch(/^\d+\.\d{3}$/);
    expect(counts.pendingAudit).toBeGreaterThan(0);
  });

  it('ignores a TENANT_ID header: the company comes from the session', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/index/getCount',
      headers: { authorization: `Bearer ${admin}`, tenant_id: DEMO_IDS.org2 },
    });
    expect(data<HomeCounts>(res)).toMatchObject(await expected(DEMO_IDS.org1));
  });

  it('switches the figures with the company', async () => {
    const before = data<HomeCounts>(await t.call('GET', '/api/index/getCount', admin));
    const sw = await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, admin);
    expect(sw.json()).toMatchObject({ success: true, data: true });
    const me = data<UserInfo>(await t.call('GET', '/api/sys-info/me', admin));
    expect(me.currentOrg).toBe(DEMO_IDS.org2);
    expect(me.currentOrgName).toBe('包头示范钢铁有限公司');
    const after = data<HomeCounts>(await t.call('GET', '/api/index/getCount', admin));
    expect(after).toMatchObject(await expected(DEMO_IDS.org2));
    expect(after).not.toEqual(before);
    const vehicles = data<PageData<VehicleRow>>(
      await t.call('POST', '/api/index/getVehicleTable', admin, { limit: { pn: 1, ps: 100 } }),
    );
    const orgOfRows = await t.db
      .selectFrom('registry')
      .select('org_id')
      .distinct()
      .where(
        'id',
        'in',
        vehicles.list.map((v) => v.id),
      )
      .execute();
    expect(orgOfRows.map((r) => r.org_id)).toEqual([DEMO_IDS.org2]);
    await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org1}`, admin);
  });

  it('lists the vehicles in the factory, paged', async () => {
    const counts = data<HomeCounts>(await t.call('GET', '/api/index/getCount', admin));
    const page = data<PageData<VehicleRow>>(
      await t.call('POST', '/api/index/getVehicleTable', admin, { limit: { pn: 1, ps: 3 } }),
    );
    expect(page.total).toBe(counts.inFactoryVehicles);
    expect(page.list).toHaveLength(Math.min(3, page.total));
    expect(page.list[0].plateNumber).toMatch(/^[\u4e00-\u9fa5][A-Z]·[A-Z]\d{4}$/);
    const bad = await t.call('POST', '/api/index/getVehicleTable', admin, { limit: { pn: 0, ps: 3 } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives 7 days of purchase and sale tonnage, today last', async () => {
    const days = data<DailyTonnage[]>(await t.call('GET', '/api/index/getDetail', admin));
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    const counts = data<HomeCounts>(await t.call('GET', '/api/index/getCount', admin));
    expect(days[6].purchaseTons).toBe(counts.todayPurchaseTons);
    expect(days[6].saleTons).toBe(counts.todaySaleTons);
  });

  it('lists to-dos and warnings', async () => {
    const agency = data<{ id: string; count: number }[]>(await t.call('GET', '/api/index/getAgency', admin));
    expect(agency.map((a) => a.id)).toEqual([
      'weigh-audit',
      'registry-entry',
      'second-weigh',
      'registry-exit',
    ]);
    const warn = await t.call('GET', '/api/index/getWarn', admin);
    expect(warn.statusCode).toBe(200);
    expect(Array.isArray(data(warn))).toBe(true);
  });
});
