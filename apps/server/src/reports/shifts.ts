/**
 * Team shifts (班组) of the team-shift reports. A weigh record belongs to the shift whose window
 * holds its finishing time read on the site's clock (config.utcOffsetMinutes, UTC+8); the day of a
 * record is its calendar day on that clock. Shifts are configurable in sys_config under
 * `report.team_shifts` as JSON `[{"name":"早班","start":"08:00","end":"16:00"}, …]`; they must
 * partition the day: no overlap, no gap, none crossing midnight ("24:00" ends the day).
 */
export interface ShiftDef {
  name: string;
  /** minutes after 00:00, inclusive */
  startMinute: number;
  /** minutes after 00:00, exclusive; 1440 = 24:00 */
  endMinute: number;
}

export const SHIFT_CONFIG_KEY = 'report.team_shifts';

export const DEFAULT_SHIFTS: ShiftDef[] = [
  { name: '夜班', startMinute: 0, endMinute: 8 * 60 },
  { name: '早班', startMinute: 8 * 60, endMinute: 16 * 60 },
  { name: '中班', startMinute: 16 * 60, endMinute: 24 * 60 },
];

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

export function parseClock(text: string): number | null {
  const m = HHMM.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 ? minutes : null;
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Reads and checks the configured shifts; answers the Chinese reason when they are unusable. */
export function parseShifts(json: string): { shifts: ShiftDef[] } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { error: '班次配置不是有效的JSON' };
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 12) return { error: '班次配置须为1至12个班次' };
  const shifts: ShiftDef[] = [];
  for (const item of raw as unknown[]) {
    const entry = item as { name?: unknown; start?: unknown; end?: unknown };
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    const start = typeof entry.start === 'string' ? parseClock(entry.start) : null;
    const end = typeof entry.end === 'string' ? parseClock(entry.end) : null;
    if (!name || name.length > 20) return { error: '班次名称不能为空且不超过20个字符' };
    if (start === null || end === null || start >= end) return { error: `班次${name}的起止时间无效` };
    shifts.push({ name, startMinute: start, endMinute: end });
  }
  shifts.sort((a, b) => a.startMinute - b.startMinute);
  let cursor = 0;
  for (const shift of shifts) {
    if (shift.startMinute !== cursor) return { error: '班次须连续覆盖全天（00:00至24:00），不能重叠或留空' };
    cursor = shift.endMinute;
  }
  if (cursor !== 1440) return { error: '班次须连续覆盖全天（00:00至24:00），不能重叠或留空' };
  if (new Set(shifts.map((s) => s.name)).size !== shifts.length) return { error: '班次名称不能重复' };
  return { shifts };
}

/** The shift of an instant on the site's clock (the same rule the SQL applies). */
export function shiftOf(instant: Date, offsetMinutes: number, shifts: ShiftDef[]): ShiftDef {
  const local = Math.floor(instant.getTime() / 60_000) + offsetMinutes;
  const minuteOfDay = ((local % 1440) + 1440) % 1440;
  const found = shifts.find((s) => minuteOfDay >= s.startMinute && minuteOfDay < s.endMinute);
  if (!found) throw new Error('shifts do not cover the day');
  return found;
}
