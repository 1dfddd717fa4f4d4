import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { auditedNotice, freshPlate, weighKit, type WeighKit } from './testFlow';

let t: TestApp;
let k: WeighKit;
beforeAll(async () => {
  t = await createTestApp();
  k = await weighKit(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; version: number; status: string };

/** A truck through registry, entrance and two weighings (material without a weighing extension). */
async function weighedTruck(gross: string, tare: string, extra: Record<string, unknown> = {}) {
  const reg = await k.ok<Row>('POST', '/purorder/pu-registry/createpu', {
    plateNumber: freshPlate(),
    materialName: '测试矿石',
    partnerName: '测试供应商',
    ...extra,
  });
  await k.ok('POST', '/purorder/pu-registry/entrance', { id: reg.id });
  for (const kg of [gross, tare]) {
    k.reading.kg = kg;
    await k.ok('POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId });
  }
  const sub = await k.ok<{ weighRecord: Row }>('GET', `/purorder/pu-registry/getregistrysub/${reg.id}`);
  return { registry: reg, record: sub.weighRecord };
}

const shipped = (noticeId: string) =>
  sql<{ de_suttle: string }>`select de_suttle::text as de_suttle from pu_notice where id = ${noticeId}`
    .execute(t.db)
    .then((r) => r.rows[0].de_suttle);

describe('weigh record actions', () => {
  it('edit of the deduction recomputes the net and moves the notice; audit locks the record; obsolete gives the net back', async () => {
    const { subId, noticeId } = await auditedNotice(k, '100', '40', '测试矿石');
    const { record } = await weighedTruck('40000', '15000', { noticeSubId: subId });
    expect(record).toMatchObject({ netWeight: '25.000', status: 'completed' });
    expect(await shipped(noticeId)).toBe('25.000');

    const edited = await k.ok<Row>('PUT', '/measure/mm-pu-weigh/update', {
      id: record.id,
      version: record.version,
      deduction: '0.500',
    });
    expect(edited).toMatchObject({ deduction: '0.500', netWeight: '24.500' });
    expect(await shipped(noticeId)).toBe('24.500');
    expect(
      await k.refused(409, 'PUT', '/measure/mm-pu-weigh/update', { id: record.id, version: record.version, deduction: '0' }),
    ).toBe('数据已被他人修改，请刷新后重试');

    await k.ok('POST', '/measure/mm-pu-weigh/audit', { ids: [record.id] });
    expect(await k.refused(400, 'POST', '/measure/mm-pu-weigh/audit', { ids: [record.id] })).toBe('只有已完成的磅单才能审核');
    expect(await k.refused(400, 'POST', '/measure/mm-pu-weigh/obsolete', { ids: [record.id] })).toBe('已审核的磅单不能作废');
    await k.ok('POST', '/measure/mm-pu-weigh/unaudit', { ids: [record.id] });
    await k.ok('POST', '/measure/mm-pu-weigh/obsolete', { ids: [record.id] });
    expect(await shipped(noticeId)).toBe('0.000');
  });

  it('print counts, price modify gives the amount, down/reversedown, assay input and check', async () => {
    const { record } = await weighedTruck('41000', '15500');
    await k.ok('POST', '/measure/mm-pu-weigh/print', { ids: [record.id] });
    await k.ok('POST', '/measure/mm-pu-weigh/print', { ids: [record.id] });
    await k.ok('POST', '/measure/mm-pu-weigh/price/modify', { ids: [record.id], unitPrice: '612.5' });
    let row = await k.ok<Row>('GET', `/measure/mm-pu-weigh/detail/${record.id}`);
    expect(row).toMatchObject({ printCount: 2, unitPrice: '612.5000', amount: '15618.75' }); // 25.500 × 612.5
    expect(await k.refused(400, 'POST', '/measure/mm-pu-weigh/price/modify', { ids: [record.id], unitPrice: '-1' })).toBe(
      '单价必须是非负数字（最多4位小数）',
    );
    await k.ok('POST', `/measure/mm-pu-weigh/down/${record.id}`);
    expect(await k.refused(400, 'POST', `/measure/mm-pu-weigh/down/${record.id}`)).toBe('磅单已下发');
    await k.ok('POST', `/measure/mm-pu-weigh/reversedown/${record.id}`);
    expect(await k.refused(400, 'POST', '/measure/mm-pu-weigh/check-assay', { ids: [record.id] })).toBe(
      '未录入化验结果的磅单不能审核化验',
    );
    await k.ok('POST', '/measure/mm-pu-weigh/input-assay', { id: record.id, assayResult: '水分8.2%' });
    await k.ok('POST', '/measure/mm-pu-weigh/check-assay', { ids: [record.id] });
    row = await k.ok<Row>('GET', `/measure/mm-pu-weigh/detail/${record.id}`);
    expect(row).toMatchObject({ assayStatus: 'checked', assayResult: '水分8.2%', downStatus: 'none' });
  });

  it('split keeps the net, merge sums, return goods is negative', async () => {
    const { record } = await weighedTruck('45000', '15000');
    expect(
      await k.refused(400, 'POST', '/measure/mm-pu-weigh/splitWeigh', { id: record.id, nets: ['10', '10'] }),
    ).toBe('拆分净重之和必须等于原磅单净重');
    const parts = await k.ok<Row[]>('POST', '/measure/mm-pu-weigh/splitWeigh', { id: record.id, nets: ['12.345', '17.655'] });
    expect(parts.map((p) => p.netWeight)).toEqual(['12.345', '17.655']);
    expect((await k.ok<Row>('GET', `/measure/mm-pu-weigh/detail/${record.id}`)).status).toBe('obsolete');

    const merged = await k.ok<Row>('POST', '/measure/mm-pu-weigh/mergeWeigh', { ids: parts.map((p) => p.id) });
    expect(merged).toMatchObject({ netWeight: '30.000', status: 'completed', manual: true });

    const back = await k.ok<Row>('POST', '/measure/mm-pu-weigh/returnGoods', { id: merged.id, note: '质量不合格' });
    expect(back).toMatchObject({ netWeight: '-30.000', status: 'completed' });
    const found = await k.ok<Row[]>('POST', '/measure/mm-pu-weigh/findWeighsByIds', { ids: [merged.id, back.id] });
    expect(found.map((r) => r.id)).toEqual([merged.id, back.id]);
  });

  it('deleting a record still being weighed lets the truck weigh again; a completed one cannot be deleted', async () => {
    const reg = await k.ok<Row>('POST', '/purorder/pu-registry/createpu', {
      plateNumber: freshPlate(),
      materialName: '测试矿石',
      partnerName: '测试供应商',
    });
    await k.ok('POST', '/purorder/pu-registry/entrance', { id: reg.id });
    k.reading.kg = '30000';
    const first = await k.ok<{ weighRecord: Row }>('POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId });
    await k.ok('POST', '/measure/mm-pu-weigh/delList', { ids: [first.weighRecord.id] });
    expect((await k.ok<Row>('GET', `/purorder/pu-registry/detail/${reg.id}`)).status).toBe('entered');
    const again = await k.ok<{ step: string }>('POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId });
    expect(again.step).toBe('first');
    const { record } = await weighedTruck('30000', '12000');
    expect(await k.refused(400, 'POST', '/measure/mm-pu-weigh/delList', { ids: [record.id] })).toBe('只有过磅中的磅单才能删除');
  });
});

describe('confirm weighing', () => {
  it('rows carry their confirm buttons; submit moves them; sampling moves in order', async () => {
    const { record } = await weighedTruck('42000', '16000');
    const reg = await k.ok<Row>('POST', '/purorder/pu-registry/createpu', {
      plateNumber: freshPlate(),
      materialName: '测试矿石',
      partnerName: '测试供应商',
    });
    await k.ok('POST', '/purorder/pu-registry/entrance', { id: reg.id });
    k.reading.kg = '42000';
    const one = await k.ok<{ weighRecord: Row }>('POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId });

    const list = await k.ok<{ list: Row[]; total: number }>('POST', '/measure/confirm-pu-weigh/list', {
      limit: { pn: 1, ps: 100 },
      search: [{ key: 'plateNumber', op: 'eq', val: record.plateNumber }],
    });
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ confirmButtons: ['CONFIRM', 'CONFIRM_NOT'], handleable: true });

    expect(await k.refused(400, 'POST', '/measure/confirm-pu-weigh/submit', { id: record.id, button: 'SINGLE_EMPTY' })).toBe(
      '该操作不可用',
    );
    const confirmed = await k.ok<Row>('POST', '/measure/confirm-pu-weigh/submit', { id: record.id, button: 'CONFIRM' });
    expect(confirmed).toMatchObject({ confirmStatus: 'confirmed', confirmButtons: ['CONFIRM_AGAIN'] });

    // 车辆重出: a loaded truck leaves without unloading: net 0, the truck may go
    const single = await k.ok<Row>('POST', '/measure/confirm-pu-weigh/submit', { id: one.weighRecord.id, button: 'SINGLE_WEIGH' });
    expect(single).toMatchObject({ status: 'completed', netWeight: '0.000', grossWeight: '42.000', tareWeight: '42.000' });
    await k.ok('POST', '/purorder/pu-registry/hisRelease', { id: reg.id });

    await k.ok('POST', '/measure/mm-pu-weigh/audit', { ids: [record.id] });
    const audited = await k.ok<{ list: Row[] }>('POST', '/measure/confirm-pu-weigh/list', {
      limit: { pn: 1, ps: 10 },
      search: [{ key: 'plateNumber', op: 'eq', val: record.plateNumber }],
    });
    expect(audited.list[0]).toMatchObject({ confirmButtons: ['CONFIRM_NO'], handleable: false });

    expect(await k.refused(400, 'POST', '/measure/confirm-pu-weigh/batchSamp', { ids: [record.id] })).toBe(
      '只有可取样的磅单才能取样',
    );
    await k.ok('POST', '/measure/confirm-pu-weigh/batchCanSamp', { ids: [record.id] });
    expect(
      await k.refused(400, 'POST', '/measure/confirm-pu-weigh/batchSamp', { ids: [record.id], sampleCount: 501 }),
    ).toBe('取样车数必须是0到500之间的整数');
    await k.ok('POST', '/measure/confirm-pu-weigh/batchSamp', { ids: [record.id], sampleCount: 2 });
    expect(await k.ok<Row>('GET', `/measure/mm-pu-weigh/detail/${record.id}`)).toMatchObject({
      sampleStatus: 'sampled',
      sampleCount: 2,
    });
  });
});

describe('registry list and templates', () => {
  it('the registry LIST answers the list contract; search keys are checked against the template', async () => {
    const plate = freshPlate();
    await k.ok('POST', '/purorder/pu-registry/createpu', { plateNumber: plate, materialName: '测试矿石', partnerName: '测试供应商' });
    const page = await k.ok<{ list: Row[]; total: number }>('POST', '/purorder/pu-registry/v2/list', {
      limit: { pn: 1, ps: 10 },
      search: [{ key: 'plateNumber', op: 'like', val: plate.slice(1) }],
    });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ plateNumber: plate, status: 'registered', billNo: expect.stringMatching(/^DJPU/) });
    const bad = await k.c.req('POST', '/api/purorder/pu-registry/v2/list', {
      limit: { pn: 1, ps: 10 },
      search: [{ key: 'driverIdNumber', op: 'eq', val: 'x' }],
    });
    expect(bad.statusCode).toBe(400);

    // the menu leaves find their templates
    for (const path of ['/modules/purorder/pu_registry', '/modules/measure/confirm_al_sh_weigh']) {
      const n = await sql<{ n: number }>`select count(*)::int as n from cg_format f join sys_menu m on m.id = f.menu_id
        where m.path = ${path}`.execute(t.db);
      expect(n.rows[0].n, path).toBeGreaterThan(0);
    }
  });

  it('each registry LIST template switches the gate buttons on (入厂 / 出厂 run on the list page)', async () => {
    const { rows } = await sql<{ code: string; map_data: { statusActions?: string[]; gate?: boolean } }>`select distinct f.format_code as code, f.map_data
      from cg_format f where f.format_code like '%registry_list'`.execute(t.db);
    expect(rows.map((r) => r.code).sort()).toEqual(
      ['al', 'pr', 'pt', 'pu', 'sa', 'st', 'tr'].map((f) => `${f}_registry_list`),
    );
    for (const r of rows) expect(r.map_data, r.code).toMatchObject({ statusActions: ['audit', 'obsolete', 'recover'], gate: true });
  });
});
