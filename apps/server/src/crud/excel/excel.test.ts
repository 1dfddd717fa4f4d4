import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { crudClient, type CrudClient } from '../testKit';

let t: TestApp;
let admin: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

const V = '/api/basic/vehicle';

async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

async function sheetFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('车辆');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const exportUrl = (q: unknown) => `${V}/export?q=${encodeURIComponent(JSON.stringify(q))}`;
const count = async (where: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from bd_vehicle where deleted_at is null and ${sql.raw(where)}`.execute(t.db)
    ).rows[0].n,
  );

describe('vehicle export', () => {
  it('writes the filtered rows under the LIST template labels', async () => {
    const res = await admin.req('GET', exportUrl({ search: [{ key: 'enabled', op: 'eq', val: false }] }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E8%BD%A6%E8%BE%86.xlsx");
    const ws = await readSheet(res.rawPayload);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      '车牌号',
      '车辆类型',
      '车牌类型',
      '轴型',
      '核定载重(吨)',
      '车主',
      '车主电话',
      '承运单位',
      '是否有挂车',
      '危化品车辆',
      '启用状态',
      '创建时间',
    ]);
    expect(ws.actualRowCount).toBe(1 + 3);
    const first = ws.getRow(2).values as unknown[];
    expect(first[11]).toBe('停用');
    expect(typeof first[5]).toBe('number');
    expect(String(first[12])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a bad filter before streaming', async () => {
    const res = await admin.req('GET', exportUrl({ search: [{ key: 'nope', op: 'eq', val: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('查询字段不存在：nope');
    expect((await admin.req('GET', `${V}/export?q=%7Bnot-json`)).json().msg).toBe('查询参数格式错误');
  });

  // 50,000 rows of a filter, memory bounded: ../export.large.test.ts
});

describe('vehicle import', () => {
  it('a bad row refuses the whole file with row messages', async () => {
    const file = await sheetFile([
      ['车牌号', '车主', '核定载重(吨)', '启用状态', '未知列'],
      ['蒙K·Y0001', '张三', 30, '启用', 'x'],
      [null, '李四', 31, '启用', null],
      ['蒙K·Y0003', '王五', '三十', '停用', null],
      ['蒙K·Y0001', '赵六', 32, '启用', null],
    ]);
    const res = await admin.upload(`${V}/import`, file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg).toBe('第3行：车牌号不能为空！；第4行：核定载重(吨)必须是数字；第5行：车牌号已存在');
    expect(body.data.errors).toEqual([
      { row: 3, message: '车牌号不能为空！' },
      { row: 4, message: '核定载重(吨)必须是数字' },
      { row: 5, message: '车牌号已存在' },
    ]);
    expect(await count(`plate_number like '蒙K·Y%'`)).toBe(0);
  });

  it('imports every row in one go, labels read back to values, and logs each', async () => {
    const existing = (
      await t.db
        .selectFrom('bd_vehicle')
        .select('plate_number')
        .where('org_id', '=', DEMO_IDS.org1)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).plate_number;
    const clash = await admin.upload(`${V}/import`, await sheetFile([['车牌号'], [existing]]));
    expect(clash.json().msg).toBe('第2行：车牌号已存在');

    const file = await sheetFile([
      ['车牌号', '车主', '核定载重(吨)', '启用状态', '是否有挂车'],
      ['蒙k·y0001', '张三', 30, '启用', '是'],
      ['蒙K·Y0002', '李四', '31.5', '停用', '否'],
    ]);
    const res = await admin.upload(`${V}/import`, file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 2 });
    const rows = await t.db
      .selectFrom('bd_vehicle')
      .select(['id', 'plate_number', 'enabled', 'capacity_tonnage', 'has_trailer'])
      .where('plate_number', 'like', '蒙K·Y%')
      .orderBy('plate_number')
      .execute();
    expect(rows.map((r) => [r.plate_number, r.enabled, r.capacity_tonnage, r.has_trailer])).toEqual([
      ['蒙K·Y0001', true, '30.000', '是'],
      ['蒙K·Y0002', false, '31.500', '否'],
    ]);
    const logs = await admin.data<{ actionName: string }[]>('POST', '/api/sys-log/getSysLog', {
      bizKey: rows[0].id,
    });
    expect(logs.map((l) => l.actionName)).toEqual(['导入']);
  });

  it('checks the upload by content: html named .xlsx, or no file, is refused', async () => {
    const html = Buffer.from('<html><body>车牌号</body></html>');
    const res = await admin.upload(`${V}/import`, html, 'vehicles.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('只能导入xlsx格式的Excel文件');
    const zipNotXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect((await admin.upload(`${V}/import`, zipNotXlsx)).json().msg).toBe(
      '文件内容无法读取，请使用导出的Excel文件填写',
    );
    const none = await admin.req('POST', `${V}/import`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要导入的文件');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await admin.upload(`${V}/import`, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件大小不能超过 5MB!');
  });
});
