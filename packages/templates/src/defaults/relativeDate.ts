import dayjs, { type Dayjs } from 'dayjs';
import type { RelativeDateSetting } from '../model/defaultValue';

const UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
const INTEGER = /^[+-]?\d+$/;

function setUnit(d: Dayjs, unit: (typeof UNITS)[number], n: number): Dayjs {
  switch (unit) {
    case 'year':
      return d.year(n);
    case 'month':
      return d.month(n - 1); // settings count months 1–12
    case 'day':
      return d.date(n);
    case 'hour':
      return d.hour(n);
    case 'minute':
      return d.minute(n);
    case 'second':
      return d.second(n);
  }
}

/**
 * Applies a relative-date setting to `now`, year first: mark '+' adds, '-' subtracts, 'fixed'
 * sets the component (months 1–12); an empty mark keeps it. Returns null when a marked unit has
 * no integer amount or a mark is unknown.
 */
export function relativeDate(setting: RelativeDateSetting, now: Date): Date | null {
  let d = dayjs(now);
  for (const unit of UNITS) {
    const mark = setting[`${unit}Mark`];
    if (mark === undefined || mark === '') continue;
    const raw = setting[unit];
    const text = raw === undefined ? '' : String(raw).trim();
    if (!INTEGER.test(text)) return null;
    const n = Number(text);
    if (mark === '+') d = d.add(n, unit);
    else if (mark === '-') d = d.subtract(n, unit);
    else if (mark === 'fixed') d = setUnit(d, unit, n);
    else return null;
  }
  return d.toDate();
}
