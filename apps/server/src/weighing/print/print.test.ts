import { inflateSync } from 'node:zlib';
import type { WeighTicketData } from '@wb/api/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { MSG_OBSOLETE_NO_PRINT } from './service';

/** every stream of a PDF, inflated where it is compressed */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    re.lastIndex = end;
  }
  return out;
}
/** whether the PDF's ToUnicode maps name every character of a text (how a viewer extracts it) */
const mapsText = (streams: string[], text: string) => {
  const cmaps = streams
    .filter((s) => s.includes('begincmap'))
    .join('\n')
    .toLowerCase();
  return [...text].every((ch) => cmaps.includes(`<${ch.codePointAt(0)!.toString(16).padStart(4, '0')}>`));
};

describe('weigh ticket (磅单)', () => {
  let t: TestApp;
  let token: string;
  let tokenOrg2: string;
  let id: string;
  let otherCompanyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login('operator', 'Operator@123')).access_token;
    tokenOrg2 = (await t.login('admin', 'Admin@123456')).access_token;
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, tokenOrg2)).statusCode).toBe(
      200,
    );
    const record = await t.db
      .selectFrom('weigh_record')
      .select('id')
      .where('org_id', '=', DEMO_IDS.org1)
      .where('status', '=', 'completed')
      .orderBy('bill_no')
      .executeTakeFirstOrThrow();
    id = record.id;
    await t.db
      .updateTable('weigh_record')
      .set({
        plate_number: '蒙K12345',
        gross: '49.260',
        tare: '16.800',
        deduction: '0.120',
        net: '32.340',
        unit_price: '420.5',
        gross_operator: '张计量',
        tare_operator: '李计量',
      })
      .where('id', '=', id)
      .execute();
    otherCompanyId = (
      await t.db
        .selectFrom('weigh_record')
        .select('id')
        .where('org_id', '=', DEMO_IDS.org2)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  it('answers the ticket data with weights and money as exact strings and the amount in words', async () => {
    const res = await t.call('GET', `/api/measure/weigh/print-data/${id}`, token);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: WeighTicketData }>().data;
    expect(data).toMatchObject({
      id,
      companyName: '鄂尔多斯示范煤业有限公司',
      plateNumber: '蒙K12345',
      gross: '49.260',
      tare: '16.800',
      deduction: '0.120',
      net: '32.340',
      unitPrice: '420.5000',
      // 32.340 × 420.5 = 13598.97 exactly, in numeric
      amount: '13598.97',
      amountInWords: '壹万叁仟伍佰玖拾捌元玖角柒分',
      grossOperator: '张计量',
      tareOperator: '李计量',
      flavourLabel: expect.any(String),
      statusLabel: '已完成',
      printCount: 0,
    });
    expect(data.billNo).toMatch(/\S/);
    expect(data.grossTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('makes a PDF with the embedded CJK font and the plate in Chinese, and counts the print', async () => {
    const res = await t.call('POST', `/api/measure/weigh/printByServer/${id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/FontFile[23]/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans(SC|CJKsc)/);
    const streams = pdfStreams(pdf);
    expect(mapsText(streams, '蒙K12345')).toBe(true);
    expect(mapsText(streams, '过磅单毛重皮重净重司机签字')).toBe(true);
    expect(mapsText(streams, '壹万叁仟伍佰玖拾捌元玖角柒分')).toBe(true);
    expect(res.headers['x-print-count']).toBe('1');
    const after = (await t.call('GET', `/api/measure/weigh/print-data/${id}`, token)).json<{
      data: WeighTicketData;
    }>();
    expect(after.data.printCount).toBe(1);
  });

  it('counts a browser print with an operation-log row', async () => {
    const res = await t.call('POST', `/api/measure/weigh/print/${id}`, token);
    expect(res.json()).toMatchObject({ success: true, data: { printCount: 2 } });
    const logs = await t.db
      .selectFrom('sys_operation_log')
      .select(['action', 'after', 'username'])
      .where('entity', '=', 'weigh_record')
      .where('entity_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['print', 'print']);
    expect(logs.map((l) => (typeof l.after === 'string' ? JSON.parse(l.after) : l.after))).toMatchObject([
      { printCount: 1, via: 'server' },
      { printCount: 2, via: 'browser' },
    ]);
    expect(logs[0]!.username).toBe('operator');
  });

  it('another company’s ticket is 404 and nothing is counted', async () => {
    for (const [method, url] of [
      ['GET', `/api/measure/weigh/print-data/${otherCompanyId}`],
      ['POST', `/api/measure/weigh/printByServer/${otherCompanyId}`],
      ['POST', `/api/measure/weigh/print/${otherCompanyId}`],
      ['GET', '/api/measure/weigh/print-data/not-a-uuid'],
    ] as const) {
      const res = await t.call(method, url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, msg: '资源不存在' });
    }
    const row = await t.db
      .selectFrom('weigh_record')
      .select('print_count')
      .where('id', '=', otherCompanyId)
      .executeTakeFirstOrThrow();
    expect(row.print_count).toBe(0);
    // its own company prints it
    expect(
      (await t.call('GET', `/api/measure/weigh/print-data/${otherCompanyId}`, tokenOrg2)).statusCode,
    ).toBe(200);
  });

  it('refuses to print an obsolete ticket and counts nothing', async () => {
    await t.db
      .updateTable('weigh_record')
      .set({ status: 'obsolete' })
      .where('id', '=', otherCompanyId)
      .execute();
    const res = await t.call('POST', `/api/measure/weigh/printByServer/${otherCompanyId}`, tokenOrg2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: MSG_OBSOLETE_NO_PRINT });
    const row = await t.db
      .selectFrom('weigh_record')
      .select('print_count')
      .where('id', '=', otherCompanyId)
      .executeTakeFirstOrThrow();
    expect(row.print_count).toBe(0);
  });
});
