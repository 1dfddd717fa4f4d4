import dayjs from 'dayjs';

/** SPEC.md §9: the date dialog's range starts 00:00:00 and ends 23:59:59. */
export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';
export const MSG_RANGE_BOTH_ENDS = '请选择开始和结束时间';
export const MSG_RANGE_ORDER = '开始时间不能晚于结束时间';
export const MSG_DATE_REQUIRED = '请选择日期';

export type DateDialogMode = 'date' | 'datetime' | 'dateRange' | 'datetimeRange';

export interface DateDialogResult {
  /** single modes: the value; range modes: the start */
  start: string;
  /** range modes only */
  end?: string;
}

/** The default range: today 00:00:00 to today 23:59:59. */
export function defaultRange(now: Date): [Date, Date] {
  const day = dayjs(now);
  return [day.startOf('day').toDate(), day.endOf('day').millisecond(0).toDate()];
}

/**
 * Checks and formats the dialog's choice: date modes give yyyy-MM-dd, datetime modes
 * yyyy-MM-dd HH:mm:ss; a date-only range spans whole days (start 00:00:00, end 23:59:59).
 */
export function dateDialogResult(
  mode: DateDialogMode,
  value: readonly (Date | null | undefined)[],
): { ok: true; result: DateDialogResult } | { ok: false; error: string } {
  const withTime = mode === 'datetime' || mode === 'datetimeRange';
  const fmt = withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  if (mode === 'date' || mode === 'datetime') {
    const d = value[0];
    if (!d) return { ok: false, error: MSG_DATE_REQUIRED };
    return { ok: true, result: { start: dayjs(d).format(fmt) } };
  }
  const [a, b] = value;
  if (!a || !b) return { ok: false, error: MSG_RANGE_BOTH_ENDS };
  if (a.getTime() > b.getTime() && (withTime || !dayjs(a).isSame(b, 'day'))) return { ok: false, error: MSG_RANGE_ORDER };
  if (withTime) return { ok: true, result: { start: dayjs(a).format(fmt), end: dayjs(b).format(fmt) } };
  return { ok: true, result: { start: `${dayjs(a).format(fmt)} ${DAY_START}`, end: `${dayjs(b).format(fmt)} ${DAY_END}` } };
}
