import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIFTS, parseShifts, shiftOf } from './shifts';
import { maskPlate, reportWindow } from './service';

const at = (iso: string) => new Date(iso);

describe('team shifts', () => {
  it('reads the default shifts on the UTC+8 clock, boundaries inclusive at the start', () => {
    // 2026-11-22 08:00 site time = 00:00 UTC
    expect(shiftOf(at('2026-11-21T23:59:59Z'), 480, DEFAULT_SHIFTS).name).toBe('夜班');
    expect(shiftOf(at('2026-11-22T00:00:00Z'), 480, DEFAULT_SHIFTS).name).toBe('早班');
    expect(shiftOf(at('2026-11-22T07:59:59Z'), 480, DEFAULT_SHIFTS).name).toBe('早班');
    expect(shiftOf(at('2026-11-22T08:00:00Z'), 480, DEFAULT_SHIFTS).name).toBe('中班');
    expect(shiftOf(at('2026-11-22T15:59:59Z'), 480, DEFAULT_SHIFTS).name).toBe('中班');
    expect(shiftOf(at('2026-11-22T16:00:00Z'), 480, DEFAULT_SHIFTS).name).toBe('夜班');
  });

  it('accepts shifts that partition the day and refuses gaps, overlaps and bad clocks', () => {
    const two = parseShifts(JSON.stringify([{ name: '白班', start: '08:00', end: '24:00' }, { name: '夜班', start: '00:00', end: '08:00' }]));
    expect(two).toEqual({
      shifts: [
        { name: '夜班', startMinute: 0, endMinute: 480 },
        { name: '白班', startMinute: 480, endMinute: 1440 },
      ],
    });
    const gap = [{ name: 'A', start: '00:00', end: '08:00' }, { name: 'B', start: '09:00', end: '24:00' }];
    expect(parseShifts(JSON.stringify(gap))).toEqual({ error: '班次须连续覆盖全天（00:00至24:00），不能重叠或留空' });
    expect(parseShifts(JSON.stringify([{ name: 'A', start: '08:00', end: '07:00' }]))).toEqual({ error: '班次A的起止时间无效' });
    expect(parseShifts(JSON.stringify([{ name: 'A', start: '00:00', end: '24:01' }]))).toEqual({ error: '班次A的起止时间无效' });
    expect(parseShifts('nope')).toEqual({ error: '班次配置不是有效的JSON' });
    const dup = [{ name: 'A', start: '00:00', end: '12:00' }, { name: 'A', start: '12:00', end: '24:00' }];
    expect(parseShifts(JSON.stringify(dup))).toEqual({ error: '班次名称不能重复' });
  });

  it('turns site dates into UTC instants and refuses bad ranges', () => {
    expect(reportWindow({ startDate: '2026-11-22', endDate: '2026-11-22' }, 480)).toEqual({
      from: at('2026-11-21T16:00:00Z'),
      to: at('2026-11-22T16:00:00Z'),
    });
    expect(() => reportWindow({ startDate: '2026-02-30', endDate: '2026-03-01' }, 480)).toThrow('日期格式须为yyyy-MM-dd');
    expect(() => reportWindow({ startDate: '2026-11-22', endDate: '2026-11-21' }, 480)).toThrow('结束日期不能早于开始日期');
    expect(() => reportWindow({ startDate: '2025-01-01', endDate: '2026-11-21' }, 480)).toThrow('查询范围不能超过366天');
  });

  it('masks plates for the public display', () => {
    expect(maskPlate('蒙A12345')).toBe('蒙A***45');
    expect(maskPlate('京A1')).toBe('京**');
  });
});
