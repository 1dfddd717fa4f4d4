import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatId } from './seed';
import { GROUPS, createTemplateFixture, type TemplateFixture, type TestUser } from './testFixture';

let fx: TemplateFixture;
beforeAll(async () => {
  fx = await createTemplateFixture();
  const t = (local: string) => `${local}+08:00`;
  await fx.addWeighRecords([
    {
      org: 'A1',
      flavour: 'pu',
      billNo: 'P001',
      plateNumber: '蒙A12345',
      materialName: '原煤',
      gross: '45.120',
      tare: '15.000',
      net: '30.120',
      status: 'completed',
      grossTime: t('2024-05-01 09:00:00'),
      createdAt: t('2024-05-01 08:50:00'),
    },
    {
      org: 'A1',
      flavour: 'pu',
      billNo: 'P002',
      plateNumber: '蒙B66666',
      materialName: '精煤',
      gross: '40.500',
      tare: '14.500',
      net: '26.000',
      status: 'audited',
      grossTime: t('2024-05-02 10:00:00'),
      createdAt: t('2024-05-02 09:50:00'),
    },
    {
      org: 'A1',
      flavour: 'pu',
      billNo: 'P003',
      plateNumber: '晋A88888',
      materialName: '原煤',
      gross: '50.000',
      tare: '16.000',
      net: '34.000',
      status: 'obsolete',
      grossTime: t('2024-05-03 11:00:00'),
      createdAt: t('2024-05-03 10:50:00'),
    },
    {
      org: 'A1',
      flavour: 'pu',
      billNo: 'P004',
      plateNumber: '蒙A55555',
      materialName: '矸石',
      gross: '30.000',
      status: 'weighing',
      grossTime: t('2024-05-03 23:30:00'),
      createdAt: t('2024-05-03 23:20:00'),
    },
    // 02:00 local on the 4th is still the 3rd in UTC: a search that ignored the site's offset would include it
    {
      org: 'A1',
      flavour: 'pu',
      billNo: 'P005',
      plateNumber: '晋B10001',
      materialName: '原煤',
      gross: '41.000',
      tare: '15.500',
      net: '25.500',
      status: 'completed',
      grossTime: t('2024-05-04 02:00:00'),
      createdAt: t('2024-05-04 01:50:00'),
    },
    { org: 'A1', flavour: 'sa', billNo: 'S001', plateNumber: '蒙A12345', status: 'completed', net: '20.000' },
    { org: 'A2', flavour: 'pu', billNo: 'Q001', plateNumber: '蒙A12399', status: 'completed', net: '21.000' },
    { org: 'B1', flavour: 'pu', billNo: 'R001', plateNumber: '蒙A12345', status: 'completed', net: '22.000' },
  ]);
});
afterAll(async () => {
  await fx?.close();
});

interface Row {
  id: string;
  billNo: string;
  [k: string]: unknown;
}

async function list(body: unknown, user: TestUser = 'A1', flavour = 'pu') {
  return fx.call(user, 'POST', `/api/measure/mm-${flavour}-weigh/v2/list`, body);
}

async function ok(
  body: unknown,
  user: TestUser = 'A1',
  flavour = 'pu',
): Promise<{ list: Row[]; total: number }> {
  const res = await list(body, user, flavour);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json<{ code: number; success: boolean; data: { list: Row[]; total: number } }>();
  expect(json).toMatchObject({ code: 0, success: true });
  return json.data;
}

const bills = (d: { list: Row[] }) => d.list.map((r) => r.billNo);

async function weighCount(): Promise<number> {
  const r = await fx.db
    .selectFrom('weigh_record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('POST /measure/mm-{flavour}-weigh/v2/list', () => {
  it('lists the caller’s organisation and flavour, newest first, under the template’s field names', async () => {
    const d = await ok({ limit: { pn: 1, ps: 10 } });
    expect(d.total).toBe(5);
    expect(bills(d)).toEqual(['P005', 'P004', 'P003', 'P002', 'P001']);
    const p1 = d.list.find((r) => r.billNo === 'P001');
    expect(p1).toMatchObject({
      plateNumber: '蒙A12345',
      materialName: '原煤',
      partnerName: '鄂尔多斯煤炭公司',
      grossWeight: '45.120',
      tareWeight: '15.000',
      deduction: '0.000',
      netWeight: '30.120',
      status: 'completed',
      grossTime: '2024-05-01T01:00:00.000Z',
    });
    expect(Object.keys(p1 ?? {}).sort()).toEqual(
      [
        'id',
        'billNo',
        'plateNumber',
        'materialName',
        'partnerName',
        'grossWeight',
        'tareWeight',
        'deduction',
        'netWeight',
        'status',
        'grossTime',
        'tareTime',
        'createDate',
      ].sort(),
    );
  });

  it.each<[TestUser, string, string[]]>([
    ['A2', 'pu', ['Q001']],
    ['B1', 'pu', ['R001']],
    ['A1', 'sa', ['S001']],
    ['A1', 'pr', []],
  ])('%s on %s sees only its own rows', async (user, flavour, expected) => {
    const d = await ok({}, user, flavour);
    expect(bills(d)).toEqual(expected);
    expect(d.total).toBe(expected.length);
  });

  it('an unknown flavour → 404', async () => {
    const res = await list({}, 'A1', 'xx');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '资源不存在' });
  });

  it('quick search ORs like over the quick-queryable fields', async () => {
    const quick = (text: string) => ({
      search: [
        {
          conj: 'or',
          list: ['billNo', 'plateNumber', 'materialName'].map((key) => ({ key, op: 'like', val: text })),
        },
      ],
    });
    expect(bills(await ok(quick('蒙A')))).toEqual(['P004', 'P001']);
    expect(bills(await ok(quick('精煤')))).toEqual(['P002']);
    expect(bills(await ok(quick('p00')))).toHaveLength(5); // case-insensitive
    expect((await ok(quick('%'))).total).toBe(0); // wildcards are literal
  });

  it('advanced search: ge/le on grossTime in the site’s local time', async () => {
    const d = await ok({
      search: [
        { key: 'grossTime', op: 'ge', val: '2024-05-02 00:00:00' },
        { key: 'grossTime', op: 'le', val: '2024-05-03 23:59:59' },
      ],
    });
    expect(bills(d)).toEqual(['P004', 'P003', 'P002']);
    expect(d.total).toBe(3);
  });

  it('advanced search: like on plateNumber with in on status', async () => {
    const d = await ok({
      search: [
        { key: 'plateNumber', op: 'like', val: '蒙' },
        { key: 'status', op: 'in', val: 'completed,audited' },
      ],
    });
    expect(bills(d)).toEqual(['P002', 'P001']);
    const d2 = await ok({ search: [{ key: 'status', op: 'in', val: ['weighing', 'obsolete'] }] });
    expect(bills(d2)).toEqual(['P004', 'P003']);
  });

  it('number comparison, blank values ignored, sort and paging', async () => {
    const d = await ok({
      search: [
        { key: 'netWeight', op: 'ge', val: '26' },
        { key: 'partnerName', op: 'like', val: '' },
      ],
      sort: [{ key: 'netWeight', dir: 'asc' }],
      limit: { pn: 1, ps: 2 },
    });
    expect(d.total).toBe(3);
    expect(bills(d)).toEqual(['P002', 'P001']);
    const page2 = await ok({
      search: [{ key: 'netWeight', op: 'ge', val: 26 }],
      sort: [{ key: 'netWeight', dir: 'asc' }],
      limit: { pn: 2, ps: 2 },
    });
    expect(bills(page2)).toEqual(['P003']);
  });

  it.each<[string, unknown, string]>([
    [
      'a key that is not a field of the template',
      { search: [{ key: 'org_id', op: 'eq', val: 'x' }] },
      '查询字段不存在：org_id',
    ],
    [
      'a key the template does not let you search',
      { search: [{ key: 'tareTime', op: 'ge', val: '2024-05-01' }] },
      '查询字段不存在：tareTime',
    ],
    [
      'a quick search on a non-quick field',
      { search: [{ conj: 'or', list: [{ key: 'partnerName', op: 'like', val: 'x' }] }] },
      '查询字段不存在：partnerName',
    ],
    [
      'an operator the field does not take',
      { search: [{ key: 'status', op: 'like', val: 'x' }] },
      '查询条件不支持的运算符：like',
    ],
    [
      'a malformed number',
      { search: [{ key: 'netWeight', op: 'ge', val: '12abc' }] },
      '查询值格式错误：净重(吨)',
    ],
    [
      'an impossible date',
      { search: [{ key: 'grossTime', op: 'ge', val: '2024-02-30 00:00:00' }] },
      '查询值格式错误：毛重时间',
    ],
    ['sort by an unknown key', { sort: [{ key: 'bogus', dir: 'asc' }] }, '排序字段不存在：bogus'],
    [
      'sort by a column not marked sortable',
      { sort: [{ key: 'partnerName', dir: 'asc' }] },
      '排序字段不存在：partnerName',
    ],
    ['a bad sort direction', { sort: [{ key: 'netWeight', dir: 'sideways' }] }, '排序方向错误：sideways'],
    ['a bad page', { limit: { pn: 0, ps: 10 } }, '分页参数错误'],
    ['search that is not a list', { search: 'x' }, '查询参数格式错误'],
  ])('%s → 400 with the engine’s message', async (_name, body, msg) => {
    const res = await list(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, success: false, msg, data: null });
  });

  it('an injected operator is refused before SQL and the table is intact', async () => {
    const before = await weighCount();
    const res = await list({
      search: [{ key: 'plateNumber', op: '"; drop table weigh_record; --', val: 'x' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('查询条件不支持的运算符："; drop table weigh_record; --');
    const res2 = await list({
      search: [{ key: 'plateNumber', op: 'like', val: "'; drop table weigh_record; --" }],
    });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().data.total).toBe(0);
    const res3 = await list({ sort: [{ key: 'netWeight; drop table weigh_record', dir: 'asc' }] });
    expect(res3.statusCode).toBe(400);
    expect(await weighCount()).toBe(before);
  });

  it('tplId picks a weigh list template of the caller’s group only', async () => {
    const saTemplate = formatId(GROUPS.A, 'mm_sa_weigh_list');
    expect(bills(await ok({ tplId: saTemplate }))).toHaveLength(5);
    expect(bills(await ok({ tplId: '' }))).toHaveLength(5);
    expect((await list({ tplId: formatId(GROUPS.B, 'mm_pu_weigh_list') })).statusCode).toBe(404);
    // a template of another table cannot be aimed at weigh_record
    expect((await list({ tplId: formatId(GROUPS.A, 'bd_vehicle_list') })).statusCode).toBe(404);
    const bad = await list({ tplId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请求体 tplId 格式不正确');
  });

  it('needs a token', async () => {
    const res = await fx.call(null, 'POST', '/api/measure/mm-pu-weigh/v2/list', {});
    expect(res.statusCode).toBe(401);
  });
});
