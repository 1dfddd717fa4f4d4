/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) in the site's
 * calendar: `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b,c`, month names
 * JAN–DEC and weekday names SUN–SAT; weekday 0 and 7 are Sunday. As in Vixie cron, when both
 * day-of-month and day-of-week are restricted a day matching either one fires.
 */
export interface CronSchedule {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

interface FieldSpec {
  label: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS: readonly FieldSpec[] = [
  { label: '分钟', min: 0, max: 59 },
  { label: '小时', min: 0, max: 23 },
  { label: '日', min: 1, max: 31 },
  {
    label: '月',
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { label: '星期', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

export class CronError extends Error {}

function value(text: string, spec: FieldSpec): number {
  const named = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  // month names count from 1, weekday names from 0
  if (named >= 0) return spec.min === 1 ? named + 1 : named;
  if (!/^\d{1,2}$/.test(text)) throw new CronError(`Cron表达式的${spec.label}字段不合法：${text}`);
  const n = Number(text);
  if (n < spec.min || n > spec.max)
    throw new CronError(`Cron表达式的${spec.label}字段超出范围（${spec.min}-${spec.max}）：${text}`);
  return n;
}

function parseField(text: string, spec: FieldSpec): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText, extra] = part.split('/');
    if (extra !== undefined || range === '')
      throw new CronError(`Cron表达式的${spec.label}字段不合法：${part}`);
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d{1,2}$/.test(stepText) || Number(stepText) === 0)
        throw new CronError(`Cron表达式的${spec.label}字段步长不合法：${part}`);
      step = Number(stepText);
    }
    let from: number;
    let to: number;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else if (range.includes('-')) {
      const [a, b, more] = range.split('-');
      if (more !== undefined) throw new CronError(`Cron表达式的${spec.label}字段不合法：${part}`);
      from = value(a, spec);
      to = value(b, spec);
      if (from > to) throw new CronError(`Cron表达式的${spec.label}字段范围颠倒：${part}`);
    } else {
      from = value(range, spec);
      // `5/15` means from 5 to the end in steps of 15
      to = stepText === undefined ? from : spec.max;
    }
    for (let n = from; n <= to; n += step) out.add(n);
  }
  return out;
}

/** Parses an expression or throws CronError with a Chinese message. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') throw new CronError('Cron表达式必须是5个字段：分 时 日 月 星期');
  const [minutes, hours, days, months, weekdaysRaw] = parts.map((p, i) => parseField(p, FIELDS[i]));
  const weekdays = new Set([...weekdaysRaw].map((d) => (d === 7 ? 0 : d)));
  return {
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: parts[2] !== '*',
    weekdaysRestricted: parts[4] !== '*',
  };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function dayMatches(s: CronSchedule, local: Date): boolean {
  const dom = s.days.has(local.getUTCDate());
  const dow = s.weekdays.has(local.getUTCDay());
  if (s.daysRestricted && s.weekdaysRestricted) return dom || dow;
  if (s.daysRestricted) return dom;
  if (s.weekdaysRestricted) return dow;
  return true;
}

/**
 * The first instant strictly after `after` that the schedule fires, read in a calendar at
 * `offsetMinutes` from UTC; null if none within five years (e.g. `0 0 30 2 *`).
 */
export function nextCronTime(s: CronSchedule, after: Date, offsetMinutes: number): Date | null {
  const shift = offsetMinutes * MINUTE;
  // work in "local" time held in a UTC Date: getUTC* read the site's wall clock
  let t = Math.floor((after.getTime() + shift) / MINUTE) * MINUTE + MINUTE;
  const limit = t + 5 * 366 * DAY;
  while (t < limit) {
    const d = new Date(t);
    if (!s.months.has(d.getUTCMonth() + 1)) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      continue;
    }
    if (!dayMatches(s, d)) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
      continue;
    }
    if (!s.hours.has(d.getUTCHours())) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours() + 1);
      continue;
    }
    if (!s.minutes.has(d.getUTCMinutes())) {
      t += MINUTE;
      continue;
    }
    return new Date(t - shift);
  }
  return null;
}

/** A checked expression with its next run, or the Chinese reason it is refused. */
export function checkCron(
  expression: string,
  now: Date,
  offsetMinutes: number,
): { ok: true; next: Date } | { ok: false; error: string } {
  try {
    const next = nextCronTime(parseCron(expression), now, offsetMinutes);
    if (!next) return { ok: false, error: 'Cron表达式永远不会触发' };
    return { ok: true, next };
  } catch (error) {
    if (error instanceof CronError) return { ok: false, error: error.message };
    throw error;
  }
}
