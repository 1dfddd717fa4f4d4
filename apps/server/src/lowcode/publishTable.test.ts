import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';

type Row = Record<string, unknown> & { id: string; version: number };

let t: TestApp;
let a: CrudClient;
let b: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  const tokenB = (await t.login('admin', 'Admin@123456')).access_token;
  expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenB)).statusCode).toBe(200);
  b = crudClient(t, tokenB);
});
afterAll(() => t.close());

const P = '/api/optimus_prime';
const C = `${P}/custom/cg_sample_point`;
const tableId = async (client: CrudClient, name: string) =>
  (
    await client.data<{ list: Row[] }>('POST', `${P}/cg_table/v2/list`, { limit: { pn: 1, ps: 100 } })
  ).list.find((r) => r.tableName === name)!.id;
const regclass = async (name: string) =>
  (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(t.db)).rows[0]
    .found;

describe('发布 (publish) of a custom table', () => {
  it('is served by the record engine only once published', async () => {
    expect((await a.req('POST', `${C}/v2/list`, {})).statusCode).toBe(404);
  });

  it('makes the table, its sub-table and templates in one go; rows then round-trip with child rows', async () => {
    const id = await tableId(a, 'cg_sample_point');
    const res = await a.req('POST', `${P}/cg_table/publish`, { id });
    expect(res.json()).toMatchObject({
      success: true,
      msg: '发布成功',
      data: { table: 'cg_sample_point', basePath: '/optimus_prime/custom/cg_sample_point' },
    });
    expect(await regclass('cg_sample_point')).toBe('cg_sample_point');
    expect(await regclass('cg_sample_point_record')).toBe('cg_sample_point_record');
    const list = await a.data<{ listSubList: { fieldName: string }[] }>(
      'GET',
      `${P}/cg-format/code/cg_sample_point_list`,
    );
    expect(list.listSubList.map((f) => f.fieldName)).toEqual(
      expect.arrayContaining(['pointCode', 'pointName', 'depth']),
    );

    const created = await a.data<Row>('POST', `${C}/create`, {
      pointCode: 'QY-01',
      pointName: '1号取样点',
      depth: '1.5',
      cg_sample_point_record: [{ sampleNo: 'S-001', sampledAt: '2026-11-20 08:30:00' }],
    });
    expect(created.pointCode).toBe('QY-01');
    const detail = await a.data<Row>('GET', `${C}/detail/${created.id}`);
    expect((detail.cg_sample_point_record as Row[]).map((r) => r.sampleNo)).toEqual(['S-001']);
    const page = await a.data<{ total: number; list: Row[] }>('POST', `${C}/v2/list`, {
      search: [{ key: 'pointCode', op: 'like', val: 'QY' }],
    });
    expect(page.total).toBe(1);
    const required = await a.req('POST', `${C}/create`, { pointName: '缺编码' });
    expect(required.json<{ msg: string }>().msg).toBe('取样点编码不能为空！');
    const dup = await a.req('POST', `${C}/create`, { pointCode: 'QY-01', pointName: '重复' });
    expect(dup.json<{ msg: string }>().msg).toBe('取样点编码已存在');
    const log = await sql<{
      action: string;
    }>`select action from sys_operation_log where entity = 'cg_table' and entity_id = ${id}`.execute(t.db);
    expect(log.rows.map((r) => r.action)).toContain('publish');
  });

  it('refuses a second publish, a renamed published table and a name the database already has', async () => {
    const id = await tableId(a, 'cg_sample_point');
    expect((await a.req('POST', `${P}/cg_table/publish`, { id })).json<{ msg: string }>().msg).toBe(
      '该表已发布',
    );
    const row = await a.data<Row>('GET', `${P}/cg_table/detail/${id}`);
    const renamed = await a.req('PUT', `${P}/cg_table/update`, {
      id,
      version: row.version,
      tableName: 'cg_sample_point2',
    });
    expect(renamed.json<{ msg: string }>().msg).toBe('已发布的表不能修改表名');

    const clash = await a.data<Row>('POST', `${P}/cg_table/create`, {
      tableName: 'cg_format',
      tableLabel: '与模板表同名',
      cg_table_column: [
        { columnName: 'x', columnLabel: 'x', columnKind: '文本', required: '否', uniqueFlag: '否' },
      ],
    });
    const before = await sql<{ n: string }>`select count(*) as n from cg_format`.execute(t.db);
    expect((await a.req('POST', `${P}/cg_table/publish`, { id: clash.id })).json<{ msg: string }>().msg).toBe(
      '数据库中已存在表cg_format，不能发布',
    );
    expect((await sql<{ n: string }>`select count(*) as n from cg_format`.execute(t.db)).rows[0].n).toBe(
      before.rows[0].n,
    );
    expect((await a.data<Row>('GET', `${P}/cg_table/detail/${clash.id}`)).published).toBe('否');
  });

  it("another company's published table answers 404, and its own definition publishes separately", async () => {
    expect((await b.req('POST', `${C}/v2/list`, {})).statusCode).toBe(404);
    expect(
      (await b.req('POST', `${P}/cg_table/publish`, { id: await tableId(a, 'cg_sample_point') })).statusCode,
    ).toBe(404);
    // company B's own definition names the same table, which now exists: refused, nothing changes
    const own = await tableId(b, 'cg_sample_point');
    expect((await b.req('POST', `${P}/cg_table/publish`, { id: own })).json<{ msg: string }>().msg).toBe(
      '数据库中已存在表cg_sample_point，不能发布',
    );
  });
});
