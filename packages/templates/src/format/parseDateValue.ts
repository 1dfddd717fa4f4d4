const DATE_RE =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses what the server and pickers send as a date: Date, epoch milliseconds, 'YYYY-MM-DD',
 * 'YYYYMMDD', 'YYYY-MM-DD HH:mm[:ss]' (local time) or ISO with an offset. Impossible calendar
 * dates (2024-02-30, 25:00) give null instead of rolling over as `new Date` would.
 */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (typeof value !== 'string') return null;
  const m = DATE_RE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4] ?? 0);
  const minute = Number(m[5] ?? 0);
  const second = Number(m[6] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (m[7]) {
    const iso = new Date(value.trim());
    return Number.isNaN(iso.getTime()) ? null : iso;
  }
  return new Date(year, month - 1, day, hour, minute, second);
}

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}
