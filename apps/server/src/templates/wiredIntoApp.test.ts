// The template store as the real app serves it: real sign-in, the seeded demo templates, the org of the token.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, menuId } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let admin: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  operator = (await t.login('operator', 'Operator@123')).access_token;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  success: boolean;
  msg: string;
  data: {
    formatName?: string;
    listSubList?: { fieldName: string; fieldExplain: string }[];
    list?: { billNo: string }[];
    total?: number;
  };
}
const body = (res: { json: () => unknown }) => res.json() as Answer;

async function weighCount(): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from weigh_record`.execute(t.db);
  return row.rows[0].n;
}

describe('template store inside buildApp', () => {
  it('answers the seeded LIST template of the vehicle menu with SPEC wire names', async () => {
    const res = await t.call('GET', `/api/optimus_prime/cg-format/menu?formatType=LIST&menuId=${menuId('/modules/basic/vehicle')}`, admin);
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data.formatName).toBeTruthy();
    const fields = data.listSubList ?? [];
    expect(fields.find((f) => f.fieldName === 'plateNumber')?.fieldExplain).toBe('车牌号');
  });

  it('refuses a search key outside the template and an injected operator, leaving the table intact', async () => {
    const before = await weighCount();
    const unknown = await t.call('POST', '/api/measure/mm-pu-weigh/v2/list', admin, {
      search: [{ key: 'password_hash', op: 'eq', val: 'x' }],
      limit: { pn: 1, ps: 10 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).msg).toBe('查询字段不存在：password_hash');
    const injected = await t.call('POST', '/api/measure/mm-pu-weigh/v2/list', admin, {
      search: [{ key: 'plateNumber', op: '"; drop table weigh_record; --', val: '蒙' }],
    });
    expect(injected.statusCode).toBe(400);
    expect(await weighCount()).toBe(before);
  });

  it('lists only the weigh records of the token\'s company', async () => {
    const switched = await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, admin);
    expect(switched.statusCode).toBe(200);
    const counts = await sql<{ org: string; n: number }>`
      select org_id as org, count(*)::int as n from weigh_record where flavour = 'pu' group by org_id`.execute(t.db);
    const countOf = (org: string) => counts.rows.find((r) => r.org === org)?.n;
    expect(countOf(DEMO_IDS.org1)).not.toBe(countOf(DEMO_IDS.org2));

    const adminList = await t.call('POST', '/api/measure/mm-pu-weigh/v2/list', admin, { limit: { pn: 1, ps: 5 } });
    const opList = await t.call('POST', '/api/measure/mm-pu-weigh/v2/list', operator, { limit: { pn: 1, ps: 5 } });
    expect(body(adminList).data.total).toBe(countOf(DEMO_IDS.org2));
    expect(body(opList).data.total).toBe(countOf(DEMO_IDS.org1));
    expect(body(adminList).data.list).toHaveLength(5);
  });

  it('needs a token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/measure/mm-pu-weigh/v2/list', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
