import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { MSG_DISPLAY_KEY } from './displayKeys';
import type { DailyReport, ReportInFactoryStats, TeamShiftReport } from './service';
import { DEFAULT_SHIFTS, shiftOf } from './shifts';

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

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;

/** thousandths of a tonne as an integer, so the expected sums are exact too */
const milli = (v: string | number | null) => (v === null ? 0 : Math.round(Number(v) * 1000));
const tons = (m: number) => (m / 1000).toFixed(3);

/**
 * Weigh records on 2020-01-01/02 (site time), far from the seeded demo days, placed on the
 * shifts' edges. Their finishing instants are UTC; the site is UTC+8.
 */
const EDGE_ROWS: [string, string, string, string, string][] = [
  // finished (UTC), flavour, material, gross, tare
  ['2019-12-31T16:00:00Z', 'pu', '原煤', '40.001', '15.000'], // 01-01 00:00 夜班
  ['2019-12-31T23:59:59Z', 'pu', '原煤', '40.002', '15.000'], // 01-01 07:59:59 夜班
  ['2020-01-01T00:00:00Z', 'pu', '原煤', '40.003', '15.000'], // 01-01 08:00 早班
  ['2020-01-01T07:59:59Z', 'sa', '焦炭', '30.333', '12.111'], // 15:59:59 早班
  ['2020-01-01T08:00:00Z', 'sa', '焦炭', '30.334', '12.111'], // 16:00 中班
  ['2020-01-01T15:59:59Z', 'pu', '原煤', '40.004', '15.000'], // 23:59:59 中班
  ['2020-01-01T16:00:00Z', 'pu', '原煤', '40.005', '15.000'], // 01-02 00:00 夜班 of the 2nd
];

beforeAll(async () => {
  const rows = EDGE_ROWS.map(([finished, flavour, material, gross, tare], i) => ({
    org_id: DEMO_IDS.org1,
    group_id: DEMO_IDS.group,
    bill_no: `RPTTEST${i}`,
    flavour: flavour as 'pu' | 'sa',
    plate_number: '蒙A00000',
    material_name: material,
    partner_name: '测试',
    gross,
    tare,
    net: (Number(gross) - Number(tare)).toFixed(3),
    status: i === 1 ? ('audited' as const) : ('completed' as const),
    finished_at: new Date(finished),
    created_at: new Date(finished),
  }));
  // an obsolete record inside the window and one of the other company: neither may count
  rows.push({ ...rows[2], bill_no: 'RPTTESTX', status: 'obsolete' as 'completed' });
  rows.push({ ...rows[2], bill_no: 'RPTTESTY', org_id: DEMO_IDS.org2 });
  await t.db.insertInto('weigh_record').values(rows).execute();
});

describe('team-shift report', () => {
  it('puts records on the shift edges into the right shift on the UTC+8 clock, with exact sums', async () => {
    const res = await t.call('POST', '/api/report/team-shift', admin, { startDate: '2020-01-01', endDate: '2020-01-01' });
    expect(res.statusCode).toBe(200);
    const report = data<TeamShiftReport>(res);
    expect(report.shifts.map((s) => `${s.name} ${s.start}-${s.end}`)).toEqual(['夜班 00:00-08:00', '早班 08:00-16:00', '中班 16:00-24:00']);
    expect(report.rows).toEqual([
      { shift: '夜班', flavour: 'pu', flavourName: '采购', materialName: '原煤', trips: 2, gross: '80.003', tare: '30.000', net: '50.003' },
      { shift: '早班', flavour: 'pu', flavourName: '采购', materialName: '原煤', trips: 1, gross: '40.003', tare: '15.000', net: '25.003' },
      { shift: '早班', flavour: 'sa', flavourName: '销售', materialName: '焦炭', trips: 1, gross: '30.333', tare: '12.111', net: '18.222' },
      { shift: '中班', flavour: 'sa', flavourName: '销售', materialName: '焦炭', trips: 1, gross: '30.334', tare: '12.111', net: '18.223' },
      { shift: '中班', flavour: 'pu', flavourName: '采购', materialName: '原煤', trips: 1, gross: '40.004', tare: '15.000', net: '25.004' },
    ].sort((a, b) => ['夜班', '早班', '中班'].indexOf(a.shift) - ['夜班', '早班', '中班'].indexOf(b.shift) || ['pu', 'sa'].indexOf(a.flavour) - ['pu', 'sa'].indexOf(b.flavour)));
    expect(report.shiftTotals.map((s) => [s.shift, s.trips, s.net])).toEqual([
      ['夜班', 2, '50.003'],
      ['早班', 2, '43.225'],
      ['中班', 2, '43.227'],
    ]);
    expect(report.total).toEqual({ trips: 6, gross: '220.677', tare: '84.222', net: '136.455' });
  });

  it('filters by flavour, material and shift, and refuses an unknown shift', async () => {
    const base = { startDate: '2020-01-01', endDate: '2020-01-02' };
    const pu = data<TeamShiftReport>(await t.call('POST', '/api/report/team-shift', admin, { ...base, flavour: 'pu', shift: '夜班' }));
    expect(pu.total).toEqual({ trips: 3, gross: '120.008', tare: '45.000', net: '75.008' });
    const coke = data<TeamShiftReport>(await t.call('POST', '/api/report/team-shift', admin, { ...base, materialName: '焦炭' }));
    expect(coke.total.trips).toBe(2);
    const bad = await t.call('POST', '/api/report/team-shift', admin, { ...base, shift: '白班' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('班次不存在：白班');
  });

  it('matches an independent computation over the seeded demo records of the last week', async () => {
    const now = t.clock.now();
    const local = (d: Date) => new Date(d.getTime() + 480 * 60_000).toISOString().slice(0, 10);
    const endDate = local(now);
    const startDate = local(new Date(now.getTime() - 6 * 86_400_000));
    const report = data<TeamShiftReport>(await t.call('POST', '/api/report/team-shift', admin, { startDate, endDate }));
    const records = await t.db
      .selectFrom('weigh_record')
      .select(['gross', 'tare', 'net', 'finished_at', 'flavour'])
      .where('org_id', '=', DEMO_IDS.org1)
      .where('status', 'in', ['completed', 'audited'])
      .where('finished_at', 'is not', null)
      .execute();
    const inRange = records.filter((r) => {
      const day = local(r.finished_at as Date);
      return day >= startDate && day <= endDate;
    });
    expect(inRange.length).toBeGreaterThan(0);
    const perShift = new Map<string, { trips: number; net: number }>();
    for (const r of inRange) {
      const name = shiftOf(r.finished_at as Date, 480, DEFAULT_SHIFTS).name;
      const s = perShift.get(name) ?? { trips: 0, net: 0 };
      s.trips += 1;
      s.net += milli(r.net as string | null);
      perShift.set(name, s);
    }
    expect(report.total.trips).toBe(inRange.length);
    expect(report.total.net).toBe(tons(inRange.reduce((a, r) => a + milli(r.net as string | null), 0)));
    expect(report.total.gross).toBe(tons(inRange.reduce((a, r) => a + milli(r.gross as string | null), 0)));
    for (const s of report.shiftTotals) expect([s.shift, s.trips, s.net]).toEqual([s.shift, perShift.get(s.shift)?.trips, tons(perShift.get(s.shift)?.net ?? 0)]);
    const rowSum = report.rows.reduce((a, r) => a + milli(r.net), 0);
    expect(tons(rowSum)).toBe(report.total.net);
  });

  it('refuses bad dates with a Chinese message and answers 403 without the report button', async () => {
    const res = await t.call('POST', '/api/report/team-shift', admin, { startDate: '2020-13-01', endDate: '2020-01-01' });
    expect([res.statusCode, msg(res)]).toEqual([400, '日期格式须为yyyy-MM-dd']);
    // the operator holds /Information view, not /dayInformation view
    expect((await t.call('POST', '/api/report/team-shift', operator, { startDate: '2020-01-01', endDate: '2020-01-01' })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/report/daily', operator, { startDate: '2020-01-01', endDate: '2020-01-01' })).statusCode).toBe(403);
  });
});

describe('daily team report', () => {
  it('splits by site calendar day and shift', async () => {
    const report = data<DailyReport>(await t.call('POST', '/api/report/daily', admin, { startDate: '2020-01-01', endDate: '2020-01-02' }));
    expect(report.rows.map((r) => [r.date, r.shift, r.trips, r.net])).toEqual([
      ['2020-01-01', '夜班', 2, '50.003'],
      ['2020-01-01', '早班', 2, '43.225'],
      ['2020-01-01', '中班', 2, '43.227'],
      ['2020-01-02', '夜班', 1, '25.005'],
    ]);
    expect(report.dayTotals).toEqual([
      { date: '2020-01-01', trips: 6, gross: '220.677', tare: '84.222', net: '136.455' },
      { date: '2020-01-02', trips: 1, gross: '40.005', tare: '15.000', net: '25.005' },
    ]);
    expect(report.total.net).toBe('161.460');
  });
});

describe('configured shifts', () => {
  it('lets an administrator change the shifts, refuses a gap, and the report follows', async () => {
    const gap = await t.call('PUT', '/api/report/shifts', admin, {
      shifts: [{ name: '白班', start: '08:00', end: '20:00' }, { name: '夜班', start: '00:00', end: '07:00' }],
    });
    expect([gap.statusCode, msg(gap)]).toEqual([400, '班次须连续覆盖全天（00:00至24:00），不能重叠或留空']);
    const forbidden = await t.call('PUT', '/api/report/shifts', operator, { shifts: [] });
    expect(forbidden.statusCode).toBe(403);
    const saved = await t.call('PUT', '/api/report/shifts', admin, {
      shifts: [{ name: '白班', start: '08:00', end: '20:00' }, { name: '夜班', start: '00:00', end: '08:00' }, { name: '晚班', start: '20:00', end: '24:00' }],
    });
    expect(saved.statusCode).toBe(200);
    const report = data<TeamShiftReport>(await t.call('POST', '/api/report/team-shift', admin, { startDate: '2020-01-01', endDate: '2020-01-01' }));
    expect(report.shiftTotals.map((s) => [s.shift, s.trips])).toEqual([['夜班', 2], ['白班', 3], ['晚班', 1]]);
    const log = await t.db.selectFrom('sys_operation_log').select('entity_id').where('entity_id', '=', 'report.team_shifts').execute();
    expect(log.length).toBe(1);
    await t.db.deleteFrom('sys_config').where('key', '=', 'report.team_shifts').execute();
  });
});

describe('in-factory statistics and display keys', () => {
  it('counts in-factory vehicles per flavour like the registry table says, with masked plates', async () => {
    const stats = data<ReportInFactoryStats>(await t.call('GET', '/api/report/in-factory', admin));
    const n = await t.db
      .selectFrom('registry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', DEMO_IDS.org1)
      .where('status', 'in', ['entered', 'weighed_once', 'weighed'])
      .executeTakeFirstOrThrow();
    expect(stats.total).toBe(Number(n.n));
    expect(stats.byFlavour.reduce((a, f) => a + f.total, 0)).toBe(stats.total);
    for (const v of stats.vehicles) expect(v.plate).toContain('***');
  });

  it('opens the public display only with the organisation key an administrator issued', async () => {
    const none = await t.inject({ method: 'GET', url: '/api/report/display/in-factory' });
    expect([none.statusCode, msg(none)]).toEqual([400, MSG_DISPLAY_KEY]);
    const forged = await t.inject({ method: 'GET', url: `/api/report/display/in-factory?key=rdk_${'a'.repeat(32)}` });
    expect(forged.statusCode).toBe(400);
    expect((await t.call('POST', '/api/report/display-key/issue', operator)).statusCode).toBe(403);

    const first = data<{ key: string }>(await t.call('POST', '/api/report/display-key/issue', admin)).key;
    expect(first).toMatch(/^rdk_/);
    const shown = await t.inject({ method: 'GET', url: `/api/report/display/in-factory?key=${first}` });
    expect(shown.statusCode).toBe(200);
    expect(data<ReportInFactoryStats>(shown).total).toBe(data<ReportInFactoryStats>(await t.call('GET', '/api/report/in-factory', admin)).total);
    expect(shown.body).not.toContain('driver');
    const team = await t.inject({ method: 'POST', url: '/api/report/display/team-shift', payload: { key: first, startDate: '2020-01-01', endDate: '2020-01-01' } });
    expect(data<TeamShiftReport>(team).total.trips).toBe(6);
    // the key was never stored in clear nor logged
    const stored = await t.db.selectFrom('sys_config').select(['key', 'value']).where('value', '=', DEMO_IDS.org1).execute();
    expect(JSON.stringify(stored)).not.toContain(first);
    const logs = await t.db.selectFrom('sys_operation_log').selectAll().where('entity', '=', 'report_display_key').execute();
    expect(logs.length).toBe(1);
    expect(JSON.stringify(logs)).not.toContain(first);

    // issuing again retires the first key
    const second = data<{ key: string }>(await t.call('POST', '/api/report/display-key/issue', admin)).key;
    expect((await t.inject({ method: 'GET', url: `/api/report/display/in-factory?key=${first}` })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/report/display/in-factory?key=${second}` })).statusCode).toBe(200);
    expect(data<{ issued: boolean }>(await t.call('GET', '/api/report/display-key', admin)).issued).toBe(true);
  });
});
