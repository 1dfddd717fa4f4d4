import { describe, expect, it } from 'vitest';
import { MSG_DATE_REQUIRED, MSG_RANGE_BOTH_ENDS, MSG_RANGE_ORDER, dateDialogResult, defaultRange } from './dateRangeDialog';

const d = (s: string) => new Date(s);

describe('date dialog', () => {
  it('defaults to today 00:00:00 – 23:59:59', () => {
    const [a, b] = defaultRange(new Date(2024, 4, 6, 13, 0, 0));
    expect([a.getHours(), a.getMinutes(), a.getSeconds()]).toEqual([0, 0, 0]);
    expect([b.getHours(), b.getMinutes(), b.getSeconds(), b.getMilliseconds()]).toEqual([23, 59, 59, 0]);
  });

  it('single modes format the value; empty is refused', () => {
    expect(dateDialogResult('date', [d('2024-05-06T10:00:00')])).toEqual({ ok: true, result: { start: '2024-05-06' } });
    expect(dateDialogResult('datetime', [d('2024-05-06T10:11:12')])).toEqual({ ok: true, result: { start: '2024-05-06 10:11:12' } });
    expect(dateDialogResult('date', [null])).toEqual({ ok: false, error: MSG_DATE_REQUIRED });
  });

  it('a date range spans whole days; both ends needed, in order', () => {
    expect(dateDialogResult('dateRange', [d('2024-05-01T08:00:00'), d('2024-05-03T01:00:00')])).toEqual({
      ok: true,
      result: { start: '2024-05-01 00:00:00', end: '2024-05-03 23:59:59' },
    });
    expect(dateDialogResult('dateRange', [d('2024-05-01T08:00:00'), null])).toEqual({ ok: false, error: MSG_RANGE_BOTH_ENDS });
    expect(dateDialogResult('datetimeRange', [d('2024-05-03T08:00:00'), d('2024-05-01T08:00:00')])).toEqual({ ok: false, error: MSG_RANGE_ORDER });
    expect(dateDialogResult('datetimeRange', [d('2024-05-01T08:00:00'), d('2024-05-01T09:30:00')])).toEqual({
      ok: true,
      result: { start: '2024-05-01 08:00:00', end: '2024-05-01 09:30:00' },
    });
  });
});
