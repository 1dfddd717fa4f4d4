import { describe, expect, it } from 'vitest';
import { checkCron, nextCronTime, parseCron } from './cron';

const CN = 480;
/** a wall-clock time in China as the UTC instant */
const cn = (text: string) => new Date(`${text}+08:00`);
const next = (expr: string, after: string, offset = CN) => nextCronTime(parseCron(expr), cn(after), offset);
const sorted = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

describe('parseCron fields', () => {
  it.each([
    ['*', 0, 59, 60],
    ['*/15', 0, 45, 4],
    ['5/20', 5, 45, 3],
    ['10-12', 10, 12, 3],
    ['0-30/10', 0, 30, 4],
    ['1,2,59', 1, 59, 3],
    ['1-3,7,50-59/5', 1, 55, 6],
  ])('minute %s', (field, first, last, count) => {
    const m = sorted(parseCron(`${field} * * * *`).minutes);
    expect([m[0], m.at(-1), m.length]).toEqual([first, last, count]);
  });

  it('reads month and weekday names, weekday 7 as Sunday', () => {
    const s = parseCron('0 0 * JAN,mar SUN,7,MON-WED');
    expect(sorted(s.months)).toEqual([1, 3]);
    expect(sorted(s.weekdays)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    ['* * * *', '5个字段'],
    ['* * * * * *', '5个字段'],
    ['', '5个字段'],
    ['60 * * * *', '分钟字段超出范围'],
    ['* 24 * * *', '小时字段超出范围'],
    ['* * 0 * *', '日字段超出范围'],
    ['* * * 13 *', '月字段超出范围'],
    ['* * * * 8', '星期字段超出范围'],
    ['*/0 * * * *', '步长不合法'],
    ['5-1 * * * *', '范围颠倒'],
    ['1-2-3 * * * *', '不合法'],
    ['a * * * *', '不合法'],
    ['1,,2 * * * *', '不合法'],
    ['*/5/2 * * * *', '不合法'],
    ['-1 * * * *', '不合法'],
  ])('refuses %j (%s)', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(message);
  });
});

describe('nextCronTime', () => {
  it.each([
    ['* * * * *', '2026-11-22T10:00:30', '2026-11-22T10:01:00'],
    ['*/15 * * * *', '2026-11-22T10:00:00', '2026-11-22T10:15:00'],
    ['0 * * * *', '2026-11-22T10:00:00', '2026-11-22T11:00:00'],
    ['30 2 * * *', '2026-11-22T10:00:00', '2026-11-23T02:30:00'],
    ['10 0 * * *', '2026-12-31T23:59:00', '2027-01-01T00:10:00'],
    ['0 9 1 * *', '2026-11-22T10:00:00', '2026-12-01T09:00:00'],
    ['0 9 31 * *', '2026-11-22T10:00:00', '2026-12-31T09:00:00'],
    ['0 0 29 2 *', '2026-11-22T10:00:00', '2028-02-29T00:00:00'],
    // 2026-11-22 is a Sunday
    ['0 8 * * MON-FRI', '2026-11-22T10:00:00', '2026-11-23T08:00:00'],
    ['0 8 * * 0', '2026-11-22T07:59:00', '2026-11-22T08:00:00'],
    // day-of-month OR day-of-week when both are restricted: the 1st or any Friday
    ['0 0 1 * 5', '2026-11-22T10:00:00', '2026-11-27T00:00:00'],
    ['0 0 1 12 *', '2026-11-22T10:00:00', '2026-12-01T00:00:00'],
  ])('%s after %s → %s (China time)', (expr, after, expected) => {
    expect(next(expr, after)?.toISOString()).toBe(cn(expected).toISOString());
  });

  it('reads hours in the site calendar, not UTC', () => {
    // 02:30 China = 18:30 UTC of the day before
    expect(next('30 2 * * *', '2026-11-22T10:00:00')?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(nextCronTime(parseCron('30 2 * * *'), new Date('2026-11-22T02:00:00Z'), 0)?.toISOString()).toBe(
      '2026-11-22T02:30:00.000Z',
    );
  });

  it('is strictly after the given instant', () => {
    expect(next('0 10 * * *', '2026-11-22T10:00:00')?.toISOString()).toBe(
      cn('2026-11-23T10:00:00').toISOString(),
    );
  });

  it('knows an expression that never fires', () => {
    expect(next('0 0 30 2 *', '2026-11-22T10:00:00')).toBeNull();
    expect(checkCron('0 0 31 4 *', cn('2026-11-22T10:00:00'), CN)).toEqual({
      ok: false,
      error: 'Cron表达式永远不会触发',
    });
    expect(checkCron('*/5 * * * *', cn('2026-11-22T10:00:00'), CN)).toEqual({
      ok: true,
      next: cn('2026-11-22T10:05:00'),
    });
    expect(checkCron('bad', new Date(), CN)).toEqual({
      ok: false,
      error: 'Cron表达式必须是5个字段：分 时 日 月 星期',
    });
  });
});
