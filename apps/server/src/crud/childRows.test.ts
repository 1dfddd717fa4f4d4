import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { crudClient, type CrudClient } from './testKit';

/** 1:N child tables through the routes, on 手持机 (three child tables). */
let t: TestApp;
let a: CrudClient;
const base = '/api/basic/handset';
type Row = Record<string, unknown> & { id: string; version: number };
type Child = Record<string, unknown> & { id: string };

let inventories: { id: string; invCode: string; invName: string }[];

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  inventories = (
    await a.data<{ list: { id: string; invCode: string; invName: string }[] }>(
      'POST',
      '/api/basic/inventory/v2/list',
      {
        limit: { pn: 1, ps: 5 },
      },
    )
  ).list;
});
afterAll(() => t.close());

const body = () => ({
  handsetCode: 'SCJ-T-01',
  handsetName: '测试手持机',
  model: '东集 CRUISE2',
  serialNo: '861234567890123',
  sys_handset_user: [
    { userName: 'zhangsan', realName: '张三' },
    { userName: 'lisi', realName: '李四' },
  ],
  sys_handset_warehouse: [{ warehouseCode: 'WA01', warehouseName: '原煤仓' }],
  sys_handset_inventory: inventories.slice(0, 2).map((x) => ({
    invName: x.invName,
    invCode: x.invCode,
    inventoryId: x.id,
  })),
});

async function rowsOf(table: string, parentId: string): Promise<number> {
  const r = await t.db
    .selectFrom(table as 'sys_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('parent_id' as never, '=', parentId as never)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('child tables (手持机)', () => {
  let created: Row;

  it('create stores the child rows in the order sent; detail answers them under their table names', async () => {
    created = await a.data<Row>('POST', `${base}/create`, body());
    expect(created.version).toBe(1);
    const users = created.sys_handset_user as Child[];
    expect(users.map((u) => u.userName)).toEqual(['zhangsan', 'lisi']);
    expect(users[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const detail = await a.data<Row>('GET', `${base}/detail/${created.id}`);
    expect(detail.sys_handset_user).toEqual(users);
    expect((detail.sys_handset_inventory as Child[]).map((x) => x.invCode)).toEqual(
      inventories.slice(0, 2).map((x) => x.invCode),
    );
    expect((detail.sys_handset_warehouse as Child[])[0]).toMatchObject({
      warehouseName: '原煤仓',
      warehouseCode: 'WA01',
    });
  });

  it('update replaces a child set sent (ids of its own rows kept, order as sent) and keeps a set not sent', async () => {
    const before = await a.data<Row>('GET', `${base}/detail/${created.id}`);
    const [u1, u2] = before.sys_handset_user as Child[];
    const foreign = '00000000-0000-4000-8000-000000000001';
    const saved = await a.data<Row>('PUT', `${base}/update`, {
      id: created.id,
      version: before.version,
      sys_handset_user: [
        { ...u2, realName: '李四（夜班）' },
        { id: foreign, userName: 'wangwu', realName: '王五' },
        { id: u1.id, userName: 'zhangsan', realName: '张三' },
      ],
    });
    expect(saved.version).toBe(2);
    const users = saved.sys_handset_user as Child[];
    expect(users.map((u) => [u.userName, u.realName])).toEqual([
      ['lisi', '李四（夜班）'],
      ['wangwu', '王五'],
      ['zhangsan', '张三'],
    ]);
    expect(users[0].id).toBe(u2.id);
    expect(users[2].id).toBe(u1.id);
    // an id that was not one of this record's rows is not taken over
    expect(users[1].id).not.toBe(foreign);
    expect(saved.sys_handset_warehouse).toEqual(before.sys_handset_warehouse);
    expect(saved.sys_handset_inventory).toEqual(before.sys_handset_inventory);

    const emptied = await a.data<Row>('PUT', `${base}/update`, {
      id: created.id,
      version: 2,
      sys_handset_warehouse: [],
    });
    expect(emptied.sys_handset_warehouse).toEqual([]);
    expect(await rowsOf('sys_handset_warehouse', created.id)).toBe(0);
    created = emptied;
  });

  it('a stale version is a 409 and the child rows stay as they were', async () => {
    const before = await a.data<Row>('GET', `${base}/detail/${created.id}`);
    const res = await a.req('PUT', `${base}/update`, {
      id: created.id,
      version: before.version - 1,
      sys_handset_user: [{ userName: 'stale' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect(await a.data<Row>('GET', `${base}/detail/${created.id}`)).toEqual(before);
  });

  it('a bad child row names its table and row, and nothing changes', async () => {
    const before = await a.data<Row>('GET', `${base}/detail/${created.id}`);
    const bad = await a.req('PUT', `${base}/update`, {
      id: created.id,
      version: before.version,
      handsetName: '改名',
      sys_handset_user: [{ userName: 'ok' }, { userName: '  ', realName: '空账号' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('使用人员第2行：账号不能为空！');
    const notList = await a.req('POST', `${base}/create`, {
      ...body(),
      handsetCode: 'X2',
      sys_handset_user: 'x',
    });
    expect(notList.json().msg).toBe('使用人员数据格式错误');
    expect(await a.data<Row>('GET', `${base}/detail/${created.id}`)).toEqual(before);
  });

  it('a child row rule names its row (卸货时段: start before end)', async () => {
    const res = await a.req('POST', '/api/door/as_dischargeaddress/create', {
      addressCode: 'XH-T',
      addressName: '测试卸货点',
      as_dischargeaddress_time: [
        { startTime: '07:00', endTime: '11:00' },
        { startTime: '18:00', endTime: '13:00' },
      ],
    });
    expect(res.json().msg).toBe('卸货时段第2行：结束时间必须晚于开始时间');
    const bad = await a.req('POST', '/api/door/as_dischargeaddress/create', {
      addressCode: 'XH-T',
      addressName: '测试卸货点',
      as_dischargeaddress_time: [{ startTime: '7点', endTime: '11:00' }],
    });
    expect(bad.json().msg).toBe('卸货时段第1行：时间格式应为HH:mm');
  });

  it('copy copies the child rows under new ids; delete soft-deletes the master', async () => {
    const source = await a.data<Row>('GET', `${base}/detail/${created.id}`);
    const copy = await a.data<Row>('POST', `${base}/copy/${created.id}`);
    expect(copy.handsetCode).toBe('SCJ-T-01-副本');
    const strip = (rows: unknown) => (rows as Child[]).map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.sys_handset_user)).toEqual(strip(source.sys_handset_user));
    expect(strip(copy.sys_handset_inventory)).toEqual(strip(source.sys_handset_inventory));
    const sourceIds = new Set((source.sys_handset_user as Child[]).map((u) => u.id));
    for (const u of copy.sys_handset_user as Child[]) expect(sourceIds.has(u.id)).toBe(false);

    await a.data('DELETE', `${base}/delete/${copy.id}`);
    expect((await a.req('GET', `${base}/detail/${copy.id}`)).statusCode).toBe(404);
    // the source keeps its rows
    expect((await a.data<Row>('GET', `${base}/detail/${created.id}`)).sys_handset_user).toEqual(
      source.sys_handset_user,
    );
  });

  it('the operation log keeps the child rows before and after', async () => {
    const logs = await a.data<{ id: string; action: string }[]>('POST', '/api/sys-log/getSysLog', {
      bizKey: created.id,
    });
    const update = logs.find((l) => l.action === 'update')!;
    const data = await a.data<{ beforeInfo: Row; resultInfo: Row }>('POST', '/api/sys-log/getSysLogData', {
      id: update.id,
    });
    expect(Array.isArray(data.resultInfo.sys_handset_user)).toBe(true);
    expect(Array.isArray(data.beforeInfo.sys_handset_user)).toBe(true);
  });
});
