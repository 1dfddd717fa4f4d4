import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { crudClient, type CrudClient } from './testKit';

type Row = Record<string, unknown> & { id: string; version: number };

let t: TestApp;
let admin: CrudClient;
let operator: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
});
afterAll(() => t.close());

const V = '/api/basic/vehicle';
const list = (body: unknown) => admin.data<{ list: Row[]; total: number }>('POST', `${V}/v2/list`, body);
const create = (row: Record<string, unknown>) => admin.data<Row>('POST', `${V}/create`, row);

describe('vehicle list', () => {
  it('pages the seeded vehicles of the company, newest first, under the template field names', async () => {
    const page = await list({ search: [], limit: { pn: 1, ps: 10 } });
    expect(page.total).toBe(60);
    expect(page.list).toHaveLength(10);
    const row = page.list[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'id',
        'version',
        'enabled',
        'createDate',
        'plateNumber',
        'carType',
        'capacityTonnage',
        'carrierCompanyName',
      ]),
    );
    expect(row.plateNumber).toMatch(/^[\u4e00-\u9fa5][A-Z]·[A-Z]\d{4}$/);
    expect(typeof row.capacityTonnage).toBe('string');
    const dates = page.list.map((r) => Date.parse(String(r.createDate)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const page2 = await list({ limit: { pn: 2, ps: 10 } });
    expect(page2.list.map((r) => r.id)).not.toContain(row.id);
  });

  it('searches (quick or, advanced eq) and sorts by template fields', async () => {
    const all = await list({ limit: { pn: 1, ps: 100 } });
    const plate = String(all.list[5].plateNumber);
    const quick = await list({
      search: [{ conj: 'or', list: [{ key: 'plateNumber', op: 'like', val: plate.slice(-5) }] }],
    });
    expect(quick.list.map((r) => r.plateNumber)).toContain(plate);
    const disabled = await list({
      search: [{ key: 'enabled', op: 'eq', val: false }],
      limit: { pn: 1, ps: 100 },
    });
    expect(disabled.total).toBe(3);
    expect(disabled.list.every((r) => r.enabled === false)).toBe(true);
    const sorted = await list({ sort: [{ key: 'plateNumber', dir: 'asc' }], limit: { pn: 1, ps: 100 } });
    const plates = sorted.list.map((r) => String(r.plateNumber));
    expect(plates).toEqual([...plates].sort());
  });

  it('refuses keys and operators the template does not allow, with the engine message', async () => {
    const bad = await admin.req('POST', `${V}/v2/list`, {
      search: [{ key: 'car_owner_mobile', op: 'eq', val: '1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('查询字段不存在：car_owner_mobile');
    const op = await admin.req('POST', `${V}/list`, {
      search: [{ key: 'plateNumber', op: 'gt;drop', val: '1' }],
    });
    expect(op.statusCode).toBe(400);
    expect(op.json().msg).toBe('查询条件不支持的运算符：gt;drop');
    const sort = await admin.req('POST', `${V}/v2/list`, { sort: [{ key: 'plate_number', dir: 'asc' }] });
    expect(sort.json().msg).toBe('排序字段不存在：plate_number');
    const tpl = await admin.req('POST', `${V}/v2/list`, { tplId: 'x' });
    expect(tpl.json().msg).toBe('模板ID格式错误');
    // another entity's template: its field names would map onto this table by name alone
    const driverList = await t.db
      .selectFrom('cg_format')
      .select('id')
      .where('format_code', '=', 'bd_driver_list')
      .executeTakeFirstOrThrow();
    expect((await admin.req('POST', `${V}/v2/list`, { tplId: driverList.id })).statusCode).toBe(404);
    // the vehicle popup (RESOURCE) template lists through the same URL, with its default search and sort
    const popup = await t.db
      .selectFrom('cg_format')
      .select('id')
      .where('format_code', '=', 'bd_vehicle_res')
      .executeTakeFirstOrThrow();
    const picked = await list({
      tplId: popup.id,
      search: [{ key: 'enabled', op: 'eq', val: true }],
      sort: [{ key: 'createDate', dir: 'desc' }],
    });
    expect(picked.total).toBe(57);
    expect(picked.list[0]).toHaveProperty('carrierCompanyId');
  });
});

describe('vehicle actions', () => {
  it('create: validates by the form template, ignores unknown keys, answers the row', async () => {
    const empty = await admin.req('POST', `${V}/create`, { carType: '重型自卸货车' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('车牌号不能为空！');
    const badPlate = await admin.req('POST', `${V}/create`, { plateNumber: '蒙K-123' });
    expect(badPlate.json().msg).toBe('车牌号格式错误');
    const badMobile = await admin.req('POST', `${V}/create`, {
      plateNumber: '蒙K·Z0001',
      carOwnerMobile: '123',
    });
    expect(badMobile.json().msg).toBe('手机号码格式错误');
    const badNumber = await admin.req('POST', `${V}/create`, {
      plateNumber: '蒙K·Z0001',
      capacityTonnage: '三十',
    });
    expect(badNumber.json().msg).toBe('核定载重(吨)必须是数字');

    const row = await create({
      plateNumber: ' 蒙k·z0001 ',
      capacityTonnage: '35.5',
      annualReviewDate: '2026-03-01 08:00:00',
      mainVehicleRoadTransportLicenseValidityPeriod: '2027-06-30',
      hasTrailer: '否',
      org_id: '00000000-0000-4000-8000-000000000000',
      version: 99,
      evil: 'x',
    });
    expect(row.plateNumber).toBe('蒙K·Z0001');
    expect(row.capacityTonnage).toBe('35.500');
    expect(row.version).toBe(1);
    expect(row.enabled).toBe(true);
    expect(row.mainVehicleRoadTransportLicenseValidityPeriod).toBe('2027-06-30');
    expect(new Date(String(row.annualReviewDate)).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(row).not.toHaveProperty('evil');
    const dup = await admin.req('POST', `${V}/create`, { plateNumber: '蒙K·Z0001' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('车牌号已存在');

    const detail = await admin.data<Row>('GET', `${V}/detail/${row.id}`);
    expect(detail).toEqual(row);
  });

  it('update: bumps the version; a stale version is 409 and the first change stands', async () => {
    const row = await create({ plateNumber: '蒙K·Z0002', carOwner: '甲' });
    const first = await admin.data<Row>('PUT', `${V}/update`, {
      id: row.id,
      version: row.version,
      carOwner: '乙',
    });
    expect(first.version).toBe(2);
    expect(first.carOwner).toBe('乙');
    const second = await admin.req('PUT', `${V}/update`, {
      id: row.id,
      version: row.version,
      carOwner: '丙',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试' });
    const now = await admin.data<Row>('GET', `${V}/detail/${row.id}`);
    expect(now).toMatchObject({ carOwner: '乙', version: 2 });
    const clash = await admin.req('PUT', `${V}/update`, { id: row.id, version: 2, plateNumber: '蒙K·Z0001' });
    expect(clash.json().msg).toBe('车牌号已存在');
    const noVersion = await admin.req('PUT', `${V}/update`, { id: row.id, carOwner: '丁' });
    expect(noVersion.json().msg).toBe('版本号不能为空');
  });

  it('trailer and dangerous-goods fields apply only while their switch says 是', async () => {
    const row = await create({
      plateNumber: '蒙K·Z0010',
      hasTrailer: '是',
      trailerPlateNumber: '蒙K·1234挂',
    });
    expect(row.trailerPlateNumber).toBe('蒙K·1234挂');
    const off = await admin.data<Row>('PUT', `${V}/update`, {
      id: row.id,
      version: row.version,
      hasTrailer: '否',
    });
    expect(off).toMatchObject({ hasTrailer: '否', trailerPlateNumber: null });
    const noDanger = await create({ plateNumber: '蒙K·Z0011', roadTransportLicense: '许可123' });
    expect(noDanger.roadTransportLicense).toBeNull();
  });

  it('delete and deletes: soft, all or nothing', async () => {
    const a = await create({ plateNumber: '蒙K·Z0003' });
    const b = await create({ plateNumber: '蒙K·Z0004' });
    const none = await admin.req('POST', `${V}/deletes`, { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要删除的数据');
    const missing = await admin.req('POST', `${V}/deletes`, {
      ids: [a.id, '00000000-0000-4000-8000-000000000001'],
    });
    expect(missing.statusCode).toBe(404);
    expect((await admin.req('GET', `${V}/detail/${a.id}`)).statusCode).toBe(200);
    expect(await admin.data('POST', `${V}/deletes`, { ids: [a.id, b.id] })).toEqual({ count: 2 });
    const gone = await admin.req('GET', `${V}/detail/${a.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('资源不存在');
    const c = await create({ plateNumber: '蒙K·Z0003' }); // the plate is free again
    expect(await admin.data('DELETE', `${V}/delete/${c.id}`)).toEqual({ count: 1 });
    expect((await admin.req('DELETE', `${V}/delete/${c.id}`)).statusCode).toBe(404);
  });

  it('enable and disable check the status', async () => {
    const row = await create({ plateNumber: '蒙K·Z0005' });
    const again = await admin.req('POST', `${V}/enable`, { ids: [row.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('所选数据已是启用状态');
    expect(await admin.data('POST', `${V}/disable`, { ids: [row.id] })).toEqual({ count: 1 });
    expect((await admin.req('POST', `${V}/disable`, { ids: [row.id] })).json().msg).toBe(
      '所选数据已是停用状态',
    );
    expect(await admin.data<Row>('GET', `${V}/detail/${row.id}`)).toMatchObject({
      enabled: false,
      version: 2,
    });
    await admin.data('POST', `${V}/enable`, { ids: [row.id] });
    expect((await admin.req('POST', `${V}/enable`, { ids: [] })).json().msg).toBe('请至少选择一条数据！');
  });

  it('copy: a disabled copy whose unique fields carry -副本', async () => {
    const row = await create({ plateNumber: '蒙K·Z0006', carOwner: '王建国' });
    const copy = await admin.data<Row>('POST', `${V}/copy/${row.id}`);
    expect(copy).toMatchObject({
      plateNumber: '蒙K·Z0006-副本',
      carOwner: '王建国',
      enabled: false,
      version: 1,
    });
    expect(copy.id).not.toBe(row.id);
    const copy2 = await admin.data<Row>('POST', `${V}/copy/${row.id}`);
    expect(copy2.plateNumber).toBe('蒙K·Z0006-副本2');
  });

  it('select: enabled rows matching the keyword, at most 50', async () => {
    const all = await admin.data<Record<string, unknown>[]>('GET', `${V}/select`);
    expect(all).toHaveLength(50);
    expect(all[0]).toHaveProperty('label');
    const some = await admin.data<Record<string, unknown>[]>(
      'GET',
      `${V}/select?keyword=${encodeURIComponent('Z0006')}`,
    );
    expect(some.map((o) => o.label)).toEqual(['蒙K·Z0006']);
  });

  it('permissions: the operator may add and edit vehicles but not delete them', async () => {
    const row = await operator.data<Row>('POST', `${V}/create`, { plateNumber: '蒙K·Z0007' });
    const del = await operator.req('DELETE', `${V}/delete/${row.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().msg).toBe('当前操作没有权限');
    expect((await operator.req('POST', `${V}/disable`, { ids: [row.id] })).statusCode).toBe(403);
    expect(
      (await operator.req('POST', '/api/basic/customer/create', { customerCode: 'X1', customerName: 'X' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('a NUL character in a body', () => {
  it('is refused with 400 内容包含非法字符 before any write (PostgreSQL cannot store U+0000)', async () => {
    const before = await list({ search: [], limit: { pn: 1, ps: 1 } });
    const res = await admin.req('POST', `${V}/create`, { plateNumber: '蒙K·N0001', carOwner: 'x\u0000y' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('内容包含非法字符');
    expect((await list({ search: [], limit: { pn: 1, ps: 1 } })).total).toBe(before.total);
  });
});

describe('view/{id}', () => {
  it('answers the same record as detail/{id}', async () => {
    const [first] = (await list({ search: [], limit: { pn: 1, ps: 1 } })).list;
    const viewed = await admin.data<Row>('GET', `${V}/view/${first.id}`);
    expect(viewed).toEqual(await admin.data<Row>('GET', `${V}/detail/${first.id}`));
  });
});
