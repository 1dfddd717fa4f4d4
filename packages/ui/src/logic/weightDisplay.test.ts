import { describe, expect, it } from 'vitest';
import { formatWeight, weightView } from './weightDisplay';

describe('formatWeight', () => {
  it.each([
    ['23960', 'kg', '23960'],
    ['23960', 't', '23.960'],
    ['239.60', 't', '0.23960'],
    ['5', 't', '0.005'],
    ['0', 't', '0.000'],
    ['-12.5', 'kg', '-12.5'],
    ['-12.5', 't', '-0.0125'],
    ['+0049260', 'kg', '49260'],
    ['-0', 'kg', '0'],
    ['49260', 't', '49.260'],
  ] as const)('%s in %s → %s', (kg, unit, expected) => {
    expect(formatWeight(kg, unit)).toBe(expected);
  });

  it('is null for no weight or a non-number', () => {
    expect(formatWeight(null, 'kg')).toBeNull();
    expect(formatWeight('abc', 't')).toBeNull();
    expect(formatWeight('1e3', 'kg')).toBeNull();
  });
});

describe('weightView', () => {
  const live = { weight: '23960', stable: true, online: true, overload: false };

  it('shows a stable weight', () => {
    expect(weightView(live, 't')).toEqual({ text: '23.960', unit: 't', tone: 'stable', label: '稳定' });
  });

  it('shows an unsteady weight as 不稳定', () => {
    expect(weightView({ ...live, stable: false }, 'kg')).toMatchObject({
      text: '23960',
      tone: 'unstable',
      label: '不稳定',
    });
  });

  it('shows no number while offline, even with an old weight', () => {
    expect(weightView({ ...live, online: false }, 'kg')).toMatchObject({
      text: '------',
      tone: 'offline',
      label: '离线',
    });
    expect(weightView(null, 'kg').label).toBe('离线');
  });

  it('shows OL on overload', () => {
    expect(weightView({ ...live, overload: true, weight: null }, 'kg')).toMatchObject({
      text: 'OL',
      label: '超载',
    });
  });
});
