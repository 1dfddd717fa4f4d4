import dayjs from 'dayjs';
import type { RangeDefaultSetting } from '../model/defaultValue';
import { parseDateValue } from '../format/parseDateValue';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const OFFSET = /^[+-]?\d+$/;

function day(spec: string | number | undefined, now: Date): dayjs.Dayjs | null {
  if (spec === undefined || spec === '' || spec === 'onDay') return dayjs(now).startOf('day');
  const text = String(spec).trim();
  if (OFFSET.test(text)) return dayjs(now).startOf('day').add(Number(text), 'day');
  const fixed = parseDateValue(text);
  return fixed ? dayjs(fixed).startOf('day') : null;
}

function withTime(d: dayjs.Dayjs, time: string): dayjs.Dayjs | null {
  const m = TIME.exec(time.trim());
  if (!m) return null;
  return d
    .hour(Number(m[1]))
    .minute(Number(m[2]))
    .second(Number(m[3] ?? 0));
}

/**
 * A range default: `start`/`end` are 'onDay' (today, also when missing), a signed day offset
 * or a fixed date; `startTime`/`endTime` default to 00:00:00 and 23:59:59. Null when invalid
 * or when the start falls after the end.
 */
export function rangeDefault(setting: RangeDefaultSetting, now: Date): readonly [Date, Date] | null {
  const startDay = day(setting.start, now);
  const endDay = day(setting.end, now);
  if (!startDay || !endDay) return null;
  const start = withTime(startDay, setting.startTime ?? '00:00:00');
  const end = withTime(endDay, setting.endTime ?? '23:59:59');
  if (!start || !end || start.isAfter(end)) return null;
  return [start.toDate(), end.toDate()];
}
