import type { DailyReport, ReportInFactoryStats, ReportSums, ShiftInfo, TeamShiftReport } from '@wb/api/wire';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Flavour } from '../db/schema';
import { badRequest } from '../http/errors';
import { formatDateTime } from '../shared/time';
import { DEFAULT_SHIFTS, SHIFT_CONFIG_KEY, parseShifts, type ShiftDef } from './shifts';

/**
 * The team-shift, daily and in-factory reports. Every figure is summed by the database as
 * numeric(14,3) and travels as text, so totals are exact; every query is scoped to one
 * organisation, given by the caller (the session's, or the one a display key belongs to).
 */

export const FLAVOURS: Flavour[] = ['pu', 'pt', 'sa', 'st', 'pr', 'al', 'tr'];
export const FLAVOUR_LABEL: Record<Flavour, string> = {
  pu: '采购',
  pt: '采购其他',
  sa: '销售',
  st: '销售其他',
  pr: '产品',
  al: '调拨',
  tr: '转储',
};
/** a report spans at most this many days */
export const MAX_REPORT_DAYS = 366;

export interface ReportFilter {
  /** yyyy-MM-dd, site calendar, inclusive */
  startDate: string;
  endDate: string;
  flavour?: Flavour;
  /** exact material name */
  materialName?: string;
  /** a configured shift name */
  shift?: string;
}

export type Sums = ReportSums;
export type { DailyReport, ReportInFactoryStats, TeamShiftReport };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayInstant(text: string, offsetMinutes: number): number | null {
  if (!DATE.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms - offsetMinutes * 60_000;
}

/** The filter's instants [from, to): start of the first day to the start of the day after the last. */
export function reportWindow(filter: ReportFilter, offsetMinutes: number): { from: Date; to: Date } {
  const from = dayInstant(filter.startDate, offsetMinutes);
  const last = dayInstant(filter.endDate, offsetMinutes);
  if (from === null || last === null) throw badRequest('日期格式须为yyyy-MM-dd');
  if (last < from) throw badRequest('结束日期不能早于开始日期');
  if ((last - from) / DAY_MS + 1 > MAX_REPORT_DAYS) throw badRequest(`查询范围不能超过${MAX_REPORT_DAYS}天`);
  return { from: new Date(from), to: new Date(last + DAY_MS) };
}

/** The configured shifts; a broken configuration falls back to the defaults rather than hiding the report. */
export async function loadShifts(db: Kysely<Database>): Promise<ShiftDef[]> {
  const row = await db.selectFrom('sys_config').select('value').where('key', '=', SHIFT_CONFIG_KEY).executeTakeFirst();
  if (!row) return DEFAULT_SHIFTS;
  const parsed = parseShifts(row.value);
  return 'shifts' in parsed ? parsed.shifts : DEFAULT_SHIFTS;
}

const shiftInfo = (shifts: ShiftDef[]): ShiftInfo[] =>
  shifts.map((s) => ({
    name: s.name,
    start: `${String(Math.floor(s.startMinute / 60)).padStart(2, '0')}:${String(s.startMinute % 60).padStart(2, '0')}`,
    end: `${String(Math.floor(s.endMinute / 60)).padStart(2, '0')}:${String(s.endMinute % 60).padStart(2, '0')}`,
  }));

/** finished_at read on the site's clock, as a timestamp without zone */
const localTime = (offsetMinutes: number) =>
  sql`((w.finished_at at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int))`;

function shiftCase(shifts: ShiftDef[], offsetMinutes: number): RawBuilder<string> {
  const minute = sql`(extract(hour from ${localTime(offsetMinutes)})::int * 60 + extract(minute from ${localTime(offsetMinutes)})::int)`;
  const whens = shifts.map(
    (s) => sql`when ${minute} >= ${s.startMinute}::int and ${minute} < ${s.endMinute}::int then ${s.name}::text`,
  );
  return sql<string>`(case ${sql.join(whens, sql` `)} end)`;
}

const SUMS = sql`count(*)::int as trips,
  coalesce(sum(w.gross), 0)::numeric(14,3)::text as gross,
  coalesce(sum(w.tare), 0)::numeric(14,3)::text as tare,
  coalesce(sum(w.net), 0)::numeric(14,3)::text as net`;

function where(orgId: string, filter: ReportFilter, window: { from: Date; to: Date }, shift: RawBuilder<string>) {
  const parts = [
    sql`w.org_id = ${orgId}::uuid`,
    sql`w.status in ('completed', 'audited')`,
    sql`w.finished_at >= ${window.from}`,
    sql`w.finished_at < ${window.to}`,
  ];
  if (filter.flavour) parts.push(sql`w.flavour = ${filter.flavour}`);
  if (filter.materialName) parts.push(sql`w.material_name = ${filter.materialName}`);
  if (filter.shift) parts.push(sql`${shift} = ${filter.shift}::text`);
  return sql.join(parts, sql` and `);
}

function checkShift(filter: ReportFilter, shifts: ShiftDef[]) {
  if (filter.shift && !shifts.some((s) => s.name === filter.shift)) throw badRequest(`班次不存在：${filter.shift}`);
  if (filter.flavour && !FLAVOURS.includes(filter.flavour)) throw badRequest('业务类型无效');
}

const sums = (r: { trips: number | string; gross: string; tare: string; net: string }): Sums => ({
  trips: Number(r.trips),
  gross: r.gross,
  tare: r.tare,
  net: r.net,
});

/** 班组报表: trips and weights per shift, flavour and material over the chosen days. */
export async function teamShiftReport(
  db: Kysely<Database>,
  orgId: string,
  filter: ReportFilter,
  offsetMinutes: number,
): Promise<TeamShiftReport> {
  const window = reportWindow(filter, offsetMinutes);
  const shifts = await loadShifts(db);
  checkShift(filter, shifts);
  const shift = shiftCase(shifts, offsetMinutes);
  const cond = where(orgId, filter, window, shift);
  const [rows, perShift, total] = await Promise.all([
    sql<{ shift: string; flavour: Flavour; material_name: string; trips: number; gross: string; tare: string; net: string }>`
      select ${shift} as shift, w.flavour, w.material_name, ${SUMS}
      from weigh_record w where ${cond}
      group by 1, 2, 3`.execute(db),
    sql<{ shift: string; trips: number; gross: string; tare: string; net: string }>`
      select ${shift} as shift, ${SUMS} from weigh_record w where ${cond} group by 1`.execute(db),
    sql<{ trips: number; gross: string; tare: string; net: string }>`
      select ${SUMS} from weigh_record w where ${cond}`.execute(db),
  ]);
  const order = new Map(shifts.map((s, i) => [s.name, i]));
  const byShift = (a: { shift: string }, b: { shift: string }) => (order.get(a.shift) ?? 99) - (order.get(b.shift) ?? 99);
  return {
    shifts: shiftInfo(shifts),
    rows: rows.rows
      .map((r) => ({
        shift: r.shift,
        flavour: r.flavour,
        flavourName: FLAVOUR_LABEL[r.flavour],
        materialName: r.material_name,
        ...sums(r),
      }))
      .sort(
        (a, b) =>
          byShift(a, b) ||
          FLAVOURS.indexOf(a.flavour) - FLAVOURS.indexOf(b.flavour) ||
          a.materialName.localeCompare(b.materialName, 'zh'),
      ),
    shiftTotals: perShift.rows.map((r) => ({ shift: r.shift, ...sums(r) })).sort(byShift),
    total: sums(total.rows[0]),
  };
}

/** 日班组报表: trips and weights per day and shift. */
export async function dailyReport(
  db: Kysely<Database>,
  orgId: string,
  filter: ReportFilter,
  offsetMinutes: number,
): Promise<DailyReport> {
  const window = reportWindow(filter, offsetMinutes);
  const shifts = await loadShifts(db);
  checkShift(filter, shifts);
  const shift = shiftCase(shifts, offsetMinutes);
  const day = sql<string>`to_char(${localTime(offsetMinutes)}, 'YYYY-MM-DD')`;
  const cond = where(orgId, filter, window, shift);
  const [rows, perDay, total] = await Promise.all([
    sql<{ date: string; shift: string; trips: number; gross: string; tare: string; net: string }>`
      select ${day} as date, ${shift} as shift, ${SUMS} from weigh_record w where ${cond} group by 1, 2`.execute(db),
    sql<{ date: string; trips: number; gross: string; tare: string; net: string }>`
      select ${day} as date, ${SUMS} from weigh_record w where ${cond} group by 1`.execute(db),
    sql<{ trips: number; gross: string; tare: string; net: string }>`
      select ${SUMS} from weigh_record w where ${cond}`.execute(db),
  ]);
  const order = new Map(shifts.map((s, i) => [s.name, i]));
  return {
    shifts: shiftInfo(shifts),
    rows: rows.rows
      .map((r) => ({ date: r.date, shift: r.shift, ...sums(r) }))
      .sort((a, b) => a.date.localeCompare(b.date) || (order.get(a.shift) ?? 99) - (order.get(b.shift) ?? 99)),
    dayTotals: perDay.rows.map((r) => ({ date: r.date, ...sums(r) })).sort((a, b) => a.date.localeCompare(b.date)),
    total: sums(total.rows[0]),
  };
}

/** The materials weighed in the organisation (the condition page's choices). */
export async function reportMaterials(db: Kysely<Database>, orgId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('weigh_record')
    .select('material_name')
    .distinct()
    .where('org_id', '=', orgId)
    .orderBy('material_name')
    .limit(500)
    .execute();
  return rows.map((r) => r.material_name);
}

const IN_FACTORY_STATUS = { entered: '已入厂', weighed_once: '一次过磅', weighed: '已过磅' } as const;

/** 京A12345 → 京A***45: enough for staff to recognise a truck, not to collect plates from a wall. */
export function maskPlate(plate: string): string {
  const chars = [...plate];
  if (chars.length <= 4) return chars[0] + '*'.repeat(Math.max(chars.length - 1, 0));
  return chars.slice(0, 2).join('') + '***' + chars.slice(-2).join('');
}

/** 在厂车辆统计: vehicles entered and not yet out, per flavour and stage. */
export async function inFactoryStats(
  db: Kysely<Database>,
  orgId: string,
  now: Date,
  offsetMinutes: number,
): Promise<ReportInFactoryStats> {
  const statuses = Object.keys(IN_FACTORY_STATUS) as (keyof typeof IN_FACTORY_STATUS)[];
  const [counts, vehicles] = await Promise.all([
    db
      .selectFrom('registry')
      .select(['flavour', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('status', 'in', statuses)
      .groupBy(['flavour', 'status'])
      .execute(),
    db
      .selectFrom('registry')
      .select(['plate_number', 'flavour', 'material_name', 'status', 'entry_time'])
      .where('org_id', '=', orgId)
      .where('status', 'in', statuses)
      .orderBy('entry_time', 'asc')
      .limit(50)
      .execute(),
  ]);
  const byFlavour = FLAVOURS.map((flavour) => {
    const n = (status: string) => Number(counts.find((c) => c.flavour === flavour && c.status === status)?.n ?? 0);
    const entered = n('entered');
    const weighedOnce = n('weighed_once');
    const weighed = n('weighed');
    return { flavour, flavourName: FLAVOUR_LABEL[flavour], entered, weighedOnce, weighed, total: entered + weighedOnce + weighed };
  }).filter((f) => f.total > 0 || f.flavour === 'pu' || f.flavour === 'sa');
  return {
    time: formatDateTime(now, offsetMinutes),
    total: byFlavour.reduce((a, f) => a + f.total, 0),
    byFlavour,
    vehicles: vehicles.map((v) => ({
      plate: maskPlate(v.plate_number),
      flavourName: FLAVOUR_LABEL[v.flavour],
      materialName: v.material_name,
      statusName: IN_FACTORY_STATUS[v.status as keyof typeof IN_FACTORY_STATUS],
      entryTime: v.entry_time ? formatDateTime(v.entry_time, offsetMinutes) : null,
      minutes: v.entry_time ? Math.max(0, Math.floor((now.getTime() - v.entry_time.getTime()) / 60_000)) : null,
    })),
  };
}
