import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { checkReportDefinition } from './datasets';
import type { ReportRun } from './runTemplateReport';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  const rows = [
    ['2020-03-01T02:00:00Z', '原煤', '40.001', '15.000'],
    ['2020-03-01T03:00:00Z', '原煤', '40.002', '15.000'],
    ['2020-03-01T04:00:00Z', '焦炭', '30.333', '12.111'],
  ].map(([finished, material, gross, tare], i) => ({
    org_id: DEMO_IDS.org1,
    group_id: DEMO_IDS.group,
    bill_no: `TPLTEST${i}`,
    flavour: 'pu' as const,
    plate_number: '蒙A00001',
    material_name: material,
    partner_name: '测试供应商',
    gross,
    tare,
    net: (Number(gross) - Number(tare)).toFixed(3),
    status: 'completed' as const,
    finished_at: new Date(finished),
    created_at: new Date(finished),
  }));
  await t.db.insertInto('weigh_record').values(rows).execute();
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;
const create = (body: Record<string, unknown>) => t.call('POST', '/api/report/template_report/create', admin, body);

describe('模板报表 definitions', () => {
  it('accepts only columns of the chosen dataset (never SQL)', () => {
    expect(checkReportDefinition({ dataset: 'weigh', columnKeys: 'billNo,net' })).toBeNull();
    expect(checkReportDefinition({ dataset: 'weigh', columnKeys: 'net; drop table x' })).toContain('没有列');
    expect(checkReportDefinition({ dataset: 'nope', columnKeys: 'net' })).toBe('数据集不存在');
    expect(checkReportDefinition({ dataset: 'weigh', columnKeys: 'net', groupKey: 'gross' })).toBe('分组列不能是数值列');
    expect(checkReportDefinition({ dataset: 'pu_notice', columnKeys: 'billNo', flavour: 'pu' })).toBe('数据集采购通知单不能按业务类型筛选');
  });

  it('refuses an unknown column through the record engine with the dataset’s columns listed', async () => {
    const res = await create({ reportName: '坏报表', dataset: 'weigh', columnKeys: 'billNo,secret' });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toContain('数据集过磅记录没有列：secret');
  });

  it('runs a grouped definition with exact sums over the site-calendar range', async () => {
    const id = data<{ id: string }>(await create({ reportName: '原煤汇总测试', dataset: 'weigh', columnKeys: 'materialName, gross ,net', groupKey: 'materialName', flavour: 'pu' })).id;
    const run = await t.call('POST', `/api/report/template-report/run/${id}`, admin, { startDate: '2020-03-01', endDate: '2020-03-01' });
    expect(run.statusCode).toBe(200);
    const result = data<ReportRun>(run);
    expect(result.columns.map((c) => c.label)).toEqual(['物料', '笔数', '毛重(吨)合计', '净重(吨)合计']);
    expect(result.rows).toEqual([
      { materialName: '原煤', __count: 2, gross: '80.003', net: '50.003' },
      { materialName: '焦炭', __count: 1, gross: '30.333', net: '18.222' },
    ].sort((a, b) => (a.materialName < b.materialName ? -1 : 1)));
  });

  it('runs a plain definition with site-time columns, and another company cannot run it', async () => {
    const id = data<{ id: string }>(await create({ reportName: '明细测试', dataset: 'weigh', columnKeys: 'billNo,net,finishedAt', groupKey: '' })).id;
    const result = data<ReportRun>(await t.call('POST', `/api/report/template-report/run/${id}`, admin, { startDate: '2020-03-01', endDate: '2020-03-01' }));
    expect(result.rows).toEqual([
      { billNo: 'TPLTEST2', net: '18.222', finishedAt: '2020-03-01 12:00:00' },
      { billNo: 'TPLTEST1', net: '25.002', finishedAt: '2020-03-01 11:00:00' },
      { billNo: 'TPLTEST0', net: '25.001', finishedAt: '2020-03-01 10:00:00' },
    ]);
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, admin)).statusCode).toBe(200);
    const foreign = await t.call('POST', `/api/report/template-report/run/${id}`, admin, { startDate: '2020-03-01', endDate: '2020-03-01' });
    expect([foreign.statusCode, msg(foreign)]).toEqual([404, '报表不存在']);
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org1}`, admin)).statusCode).toBe(200);
  });
});
