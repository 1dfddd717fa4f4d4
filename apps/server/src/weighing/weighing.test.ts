import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { formatTons, parseTons } from './tons';
import { auditedNotice, freshPlate, weighKit, type WeighKit } from './testFlow';

let t: TestApp;
let k: WeighKit;
beforeAll(async () => {
  t = await createTestApp();
  k = await weighKit(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; version: number; status: string };
interface Saved {
  registry: Row;
  weighRecord: Row;
  step: string;
  weighed: string;
}

const register = (body: Record<string, unknown>, f = 'pu', module = 'purorder') =>
  k.ok<Row>('POST', `/${module}/${f}-registry/create${f}`, body);
const enter = (id: string) => k.ok<Row>('POST', '/purorder/pu-registry/entrance', { id });
const weigh = (registryId: string, kg: string, extra: Record<string, unknown> = {}) => {
  k.reading.kg = kg;
  return k.ok<Saved>('POST', '/measure/weigh/weighsave', { registryId, scaleId: k.scaleId, ...extra });
};
/** The demo material's 暗扣 (kg) from its weighing extension. */
async function hiddenOf(invName: string): Promise<bigint> {
  const ext = await sql<{ hidden: string | null }>`select x.hidden_deduct::text as hidden from bd_inventory i
    join bd_inventory_weigh x on x.inventory_id = i.id where i.org_id = ${DEMO_IDS.org1} and i.inv_name = ${invName}
    and i.deleted_at is null limit 1`.execute(t.db);
  return parseTons(ext.rows[0]?.hidden ?? '0') ?? 0n;
}

const notice = (id: string) =>
  sql<{ count_sa: number; pre_quantity: string; de_suttle: string | null }>`select count_sa,
    pre_quantity::text as pre_quantity, de_suttle::text as de_suttle from pu_notice where id = ${id}`
    .execute(t.db)
    .then((r) => r.rows[0]);

describe('a purchase truck from notice to exit', () => {
  it('registers on the notice, enters, weighs gross then tare, leaves; net and 实发数 agree', async () => {
    const { noticeId, subId } = await auditedNotice(k, '100', '40');
    const plate = freshPlate();
    const reg = await register({ plateNumber: plate, noticeSubId: subId, deductWeight: '0.100', driverName: '王师傅' });
    expect(reg).toMatchObject({
      status: 'registered',
      materialName: '原煤',
      partnerName: '测试供应商',
      planQuantity: '40.000',
      noticeId,
    });
    expect(reg.billNo).toMatch(/^DJPU\d{8}\d{4}$/);
    expect(await notice(noticeId)).toMatchObject({ count_sa: 1, pre_quantity: '40.000' });

    const weighBefore = await k.refused(400, 'POST', '/measure/weigh/weighsave', {
      registryId: reg.id,
      scaleId: k.scaleId,
    });
    expect(weighBefore).toBe('车辆未入厂，不能过磅');

    k.inFactory.length = 0;
    expect((await enter(reg.id)).status).toBe('entered');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/entrance', { id: reg.id })).toBe('车辆已入厂，不能重复入厂');
    expect(k.inFactory).toEqual([DEMO_IDS.org1]);

    // the demo's 原煤 allows 49 t (its weighing extension's 超载限额): refused, nothing saved
    k.reading.kg = '49260';
    expect(await k.refused(400, 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId })).toBe(
      '超载：毛重49.260吨超过限额49.000吨',
    );
    const first = await weigh(reg.id, '48260');
    expect(first).toMatchObject({ step: 'first', weighed: 'gross' });
    expect(first.weighRecord).toMatchObject({ grossWeight: '48.260', tareWeight: null, status: 'weighing' });
    expect(first.registry.status).toBe('weighed_once');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/hisRelease', { id: reg.id })).toBe(
      '车辆正在过磅，请完成二次过磅后出厂',
    );

    const found = await k.ok<{ nextWeigh: string; weighRecord: Row }>('POST', '/measure/weigh/findRegistry', {
      plateNumber: plate,
    });
    expect(found.nextWeigh).toBe('tare');
    expect(found.weighRecord.id).toBe(first.weighRecord.id);

    const second = await weigh(reg.id, '16120');
    expect(second).toMatchObject({ step: 'second', weighed: 'tare' });
    // net = gross − tare − deduction (扣重 0.100 + 原煤's 暗扣): 48.260 − 16.120 − 0.100 − 暗扣
    const hiddenKg = await hiddenOf('原煤');
    const net = formatTons(32040n - hiddenKg);
    expect(second.weighRecord).toMatchObject({
      grossWeight: '48.260',
      tareWeight: '16.120',
      deduction: '0.100',
      hiddenDeduct: formatTons(hiddenKg),
      netWeight: net,
      status: 'completed',
    });
    expect(await notice(noticeId)).toMatchObject({ de_suttle: net, pre_quantity: net, count_sa: 1 });
    expect(await k.refused(400, 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId })).toBe(
      '该车辆已完成两次过磅',
    );

    const out = await k.ok<Row>('POST', '/purorder/pu-registry/hisRelease', { id: reg.id });
    expect(out.status).toBe('exited');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/hisRelease', { id: reg.id })).toBe('车辆已出厂');
    expect(k.inFactory.length).toBe(4); // entrance, two weighsaves, exit

    const logs = await t.db
      .selectFrom('sys_operation_log')
      .select(['action', 'entity'])
      .where('entity_id', 'in', [reg.id, first.weighRecord.id])
      .orderBy('created_at')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['create', 'entrance', 'weighsave', 'weighsave', 'hisRelease']),
    );
  });

  it('a sale truck weighs tare first; an unstable scale is refused and changes nothing', async () => {
    const reg = await register({ plateNumber: freshPlate(), materialName: '块煤', partnerName: '测试客户' }, 'sa', 'sale');
    await k.ok('POST', '/sale/sa-registry/entrance', { id: reg.id });
    k.reading.kg = null;
    expect(await k.refused(400, 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId })).toBe(
      '地磅未稳定或离线，请稍后再称',
    );
    const first = await weigh(reg.id, '15000');
    expect(first).toMatchObject({ weighed: 'tare', weighRecord: { tareWeight: '15.000', grossWeight: null } });
    // gross below tare: refused, nothing saved
    expect(await k.refused(400, 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId })).toBe(
      '毛重必须大于皮重',
    );
    const second = await weigh(reg.id, '45500');
    // 块煤 carries a hidden deduction (暗扣) in its weighing extension: net = 30.500 − 暗扣
    const hiddenKg = await hiddenOf('块煤');
    expect(second.weighRecord).toMatchObject({
      grossWeight: '45.500',
      hiddenDeduct: formatTons(hiddenKg),
      netWeight: formatTons(30500n - hiddenKg),
      status: 'completed',
    });
  });
});

describe('stored tare', () => {
  it('an inbound truck with a valid stored tare completes at its gross weighing; an expired one weighs twice', async () => {
    const vehicle = await sql<{ id: string; plate_number: string }>`select v.id, v.plate_number from bd_vehicle v
      where v.org_id = ${DEMO_IDS.org1} and v.deleted_at is null and not exists (select 1 from registry r
        where r.org_id = v.org_id and r.plate_number = v.plate_number and r.status not in ('exited','obsolete'))
      limit 1`.execute(t.db);
    const v = vehicle.rows[0];
    await sql`update bd_vehicle set stored_tare = 15.5, stored_tare_until = ${new Date(t.clock.now().getTime() + 86_400_000)}
      where id = ${v.id}`.execute(t.db);
    const reg = await register({ plateNumber: v.plate_number, materialName: '测试矿石', partnerName: '测试供应商' });
    await enter(reg.id);
    const once = await weigh(reg.id, '40000');
    expect(once.registry.status).toBe('weighed');
    expect(once.weighRecord).toMatchObject({ grossWeight: '40.000', tareWeight: '15.500', netWeight: '24.500', status: 'completed' });
    await k.ok('POST', '/purorder/pu-registry/hisRelease', { id: reg.id });

    await sql`update bd_vehicle set stored_tare_until = ${new Date(t.clock.now().getTime() - 1000)} where id = ${v.id}`.execute(t.db);
    const again = await register({ plateNumber: v.plate_number, materialName: '测试矿石', partnerName: '测试供应商' });
    await enter(again.id);
    expect((await weigh(again.id, '40000')).weighRecord).toMatchObject({ tareWeight: null, status: 'weighing' });
  });
});

describe('refusals', () => {
  it('two concurrent weighsaves on one registry make exactly one record', async () => {
    const reg = await register({ plateNumber: freshPlate(), materialName: '原煤', partnerName: '测试供应商' });
    const entered = await enter(reg.id);
    k.reading.kg = '48000';
    const body = { registryId: reg.id, scaleId: k.scaleId, version: entered.version };
    const answers = await Promise.all([
      k.c.req('POST', '/api/measure/weigh/weighsave', body),
      k.c.req('POST', '/api/measure/weigh/weighsave', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const records = await t.db.selectFrom('weigh_record').select('id').where('registry_id', '=', reg.id).execute();
    expect(records).toHaveLength(1);

    // without a version the second sees the moved status: the same weight cannot be the tare
    const reg2 = await register({ plateNumber: freshPlate(), materialName: '原煤', partnerName: '测试供应商' });
    await enter(reg2.id);
    const both = await Promise.all([
      k.c.req('POST', '/api/measure/weigh/weighsave', { registryId: reg2.id, scaleId: k.scaleId }),
      k.c.req('POST', '/api/measure/weigh/weighsave', { registryId: reg2.id, scaleId: k.scaleId }),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const records2 = await t.db.selectFrom('weigh_record').select('id').where('registry_id', '=', reg2.id).execute();
    expect(records2).toHaveLength(1);
  });

  it('a blacklisted plate is refused at registration and at the gate, with the reason', async () => {
    const plate = freshPlate();
    const reg = await register({ plateNumber: plate, materialName: '原煤', partnerName: '测试供应商' });
    await k.ok('POST', '/basic/blacklist/create', { blackType: '车辆', plateNumber: plate, reason: '超载屡教不改' });
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/entrance', { id: reg.id })).toBe(
      '该车辆已被列入黑名单：超载屡教不改',
    );
    expect((await k.ok<Row>('GET', `/purorder/pu-registry/detail/${reg.id}`)).status).toBe('registered');
    await k.ok('POST', '/purorder/pu-registry/obsolete', { ids: [reg.id] });
    expect(
      await k.refused(400, 'POST', '/purorder/pu-registry/createpu', {
        plateNumber: plate,
        materialName: '原煤',
        partnerName: '测试供应商',
      }),
    ).toBe('该车辆已被列入黑名单：超载屡教不改');
  });

  it('registering beyond the notice remaining or outside its validity is refused', async () => {
    const { noticeId, subId } = await auditedNotice(k, '50', '30');
    await register({ plateNumber: freshPlate(), noticeSubId: subId });
    expect(
      await k.refused(400, 'POST', '/purorder/pu-registry/createpu', { plateNumber: freshPlate(), noticeSubId: subId }),
    ).toBe('超出通知单剩余量：剩余20.000吨，本次预装30.000吨');
    expect(await notice(noticeId)).toMatchObject({ count_sa: 1, pre_quantity: '30.000' });
    await sql`update pu_notice set valid_to = valid_from - interval '1 day' where id = ${noticeId}`.execute(t.db);
    expect(
      await k.refused(400, 'POST', '/purorder/pu-registry/createpu', {
        plateNumber: freshPlate(),
        noticeSubId: subId,
        planQuantity: '5',
      }),
    ).toBe('通知单不在有效期内');
  });

  it('the status machine refuses impossible moves', async () => {
    const reg = await register({ plateNumber: freshPlate(), materialName: '原煤', partnerName: '测试供应商' });
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/hisRelease', { id: reg.id })).toBe('车辆未入厂，不能出厂');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/recover', { ids: [reg.id] })).toBe('只有已作废的登记单才能恢复');
    const entered = await enter(reg.id);
    expect(
      await k.refused(400, 'PUT', '/purorder/pu-registry/updatepu', { ...entered, remark: '改' }),
    ).toBe('已入厂的登记单不能修改');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/obsolete', { ids: [reg.id] })).toBe('只有未入厂的登记单才能作废');
    expect(await k.refused(400, 'POST', '/purorder/pu-registry/deletes', { ids: [reg.id] })).toBe('已入厂的登记单不能删除');
    expect(
      await k.refused(400, 'POST', '/purorder/pu-registry/createpu', {
        plateNumber: reg.plateNumber,
        materialName: '原煤',
        partnerName: '测试供应商',
      }),
    ).toMatch(/^该车辆已有未出厂的登记单/);
    // a registry of another flavour is not reachable through this one
    expect(await k.refused(404, 'POST', '/sale/sa-registry/entrance', { id: reg.id })).toBe('资源不存在');
  });

  it('a manual weight needs its own permission and a note', async () => {
    const reg = await register({ plateNumber: freshPlate(), materialName: '原煤', partnerName: '测试供应商' });
    await enter(reg.id);
    const operator = await weighKit(t, (await t.login('operator', 'Operator@123')).access_token);
    expect(
      await operator.refused(403, 'POST', '/measure/weigh/weighsave', {
        registryId: reg.id,
        scaleId: k.scaleId,
        manualWeight: '40',
        note: '仪表故障',
      }),
    ).toBe('当前操作没有权限');
    expect(
      await k.refused(400, 'POST', '/measure/weigh/weighsave', { registryId: reg.id, scaleId: k.scaleId, manualWeight: '40' }),
    ).toBe('手工录入重量必须填写原因');
    k.reading.kg = null; // the scale is down: the manual weight is what counts
    const saved = await k.ok<Saved>('POST', '/measure/weigh/weighsave', {
      registryId: reg.id,
      scaleId: k.scaleId,
      manualWeight: '40.5',
      note: '仪表故障',
    });
    expect(saved.weighRecord).toMatchObject({ grossWeight: '40.500', manual: true, note: '仪表故障' });
  });
});

describe('demo data', () => {
  it('demo registries carry the direction of their flavour and an entered one weighs on', async () => {
    const wrong = await sql<{ n: number }>`select count(*)::int as n from registry
      where (flavour in ('pu','pt') and direction <> 'in') or (flavour not in ('pu','pt') and direction <> 'out')`.execute(t.db);
    expect(wrong.rows[0].n).toBe(0);
    const demo = await t.db
      .selectFrom('registry')
      .select(['id', 'flavour', 'direction'])
      .where('org_id', '=', DEMO_IDS.org1)
      .where('status', '=', 'entered')
      .where('bill_no', 'like', 'DJ%')
      .executeTakeFirstOrThrow();
    const saved = await weigh(demo.id, '30000');
    expect(saved.weighed).toBe(demo.direction === 'in' ? 'gross' : 'tare');
    expect(saved.weighRecord.billNo).toMatch(new RegExp(`^BD${demo.flavour.toUpperCase()}`));
  });
});

describe('organisation scoping', () => {
  it("company B's registry, records and scale answer 404 to company A and stay unchanged", async () => {
    const tokenB = (await t.login('admin', 'Admin@123456')).access_token;
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenB)).statusCode).toBe(200);
    const b = await weighKit(t, tokenB, DEMO_IDS.org2);
    const regB = await b.ok<Row>('POST', '/purorder/pu-registry/createpu', {
      plateNumber: freshPlate(),
      materialName: '原煤',
      partnerName: '乙方供应商',
    });
    for (const [method, url, body] of [
      ['GET', `/purorder/pu-registry/detail/${regB.id}`, undefined],
      ['POST', '/purorder/pu-registry/entrance', { id: regB.id }],
      ['POST', '/purorder/pu-registry/audit', { ids: [regB.id] }],
      ['POST', `/purorder/pu-registry/copy/${regB.id}`, undefined],
      ['GET', `/purorder/pu-registry/getregistrysub/${regB.id}`, undefined],
      ['POST', '/measure/weigh/weighsave', { registryId: regB.id, scaleId: k.scaleId }],
    ] as const)
      expect(await k.refused(404, method, url, body)).toBe('资源不存在');
    // A's own scale with B's registry, B's scale with A's call: both unknown to the caller
    expect(await k.refused(404, 'POST', '/measure/weigh/weighsave', { registryId: regB.id, scaleId: b.scaleId })).toBe('资源不存在');
    // B's weigh record on every id-taking weigh-record and confirm route
    await b.ok('POST', '/purorder/pu-registry/entrance', { id: regB.id });
    b.reading.kg = '41000';
    const recB = (await b.ok<Saved>('POST', '/measure/weigh/weighsave', { registryId: regB.id, scaleId: b.scaleId })).weighRecord;
    const before = await t.db.selectFrom('weigh_record').selectAll().where('id', '=', recB.id).executeTakeFirstOrThrow();
    const w = '/measure/mm-pu-weigh';
    for (const [method, url, body] of [
      ['GET', `${w}/detail/${recB.id}`, undefined],
      ['PUT', `${w}/update`, { id: recB.id, version: recB.version, deduction: '1' }],
      ['POST', `${w}/updates`, { ids: [recB.id], note: 'x' }],
      ['POST', `${w}/delList`, { ids: [recB.id] }],
      ['POST', `${w}/audit`, { ids: [recB.id] }],
      ['POST', `${w}/obsolete`, { ids: [recB.id] }],
      ['POST', `${w}/disable`, { ids: [recB.id] }],
      ['POST', `${w}/print`, { ids: [recB.id] }],
      ['POST', `${w}/copy/${recB.id}`, undefined],
      ['POST', `${w}/down/${recB.id}`, undefined],
      ['POST', `${w}/splitWeigh`, { id: recB.id, nets: ['1', '2'] }],
      ['POST', `${w}/returnGoods`, { id: recB.id, note: 'x' }],
      ['POST', `${w}/price/modify`, { ids: [recB.id], unitPrice: '1' }],
      ['POST', '/measure/confirm-pu-weigh/submit', { id: recB.id, button: 'SINGLE_EMPTY' }],
      ['POST', '/measure/confirm-pu-weigh/batchCanSamp', { ids: [recB.id] }],
    ] as const)
      expect(await k.refused(404, method, url, body), `${method} ${url}`).toBe('资源不存在');
    expect(await k.ok<Row[]>('POST', `${w}/findWeighsByIds`, { ids: [recB.id] })).toEqual([]);
    expect(await t.db.selectFrom('weigh_record').selectAll().where('id', '=', recB.id).executeTakeFirstOrThrow()).toEqual(before);
    const list = await k.ok<{ list: Row[] }>('POST', '/purorder/pu-registry/v2/list', { limit: { pn: 1, ps: 100 }, search: [] });
    expect(list.list.map((r) => r.id)).not.toContain(regB.id);
    expect((await b.ok<Row>('GET', `/purorder/pu-registry/detail/${regB.id}`)).status).toBe('weighed_once');
  });
});
