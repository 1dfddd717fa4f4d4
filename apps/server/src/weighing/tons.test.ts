import { describe, expect, it } from 'vitest';
import { formatTons, parseTons, percentOf, scaleKg } from './tons';

describe('tons', () => {
  it.each([
    ['49.26', 49260n],
    ['0.0005', 1n],
    ['0.0004', 0n],
    ['-1.5', -1500n],
    ['12', 12000n],
  ])('parses %s exactly', (text, kg) => expect(parseTons(text)).toBe(kg));

  it('refuses what is not a decimal', () => {
    for (const bad of ['', 'abc', '1e3', '1.2.3', null, undefined, Number.NaN]) expect(parseTons(bad)).toBeNull();
  });

  it('formats three decimals, negative too', () => {
    expect(formatTons(49260n)).toBe('49.260');
    expect(formatTons(-5n)).toBe('-0.005');
    expect(formatTons(0n)).toBe('0.000');
  });

  it('reads scale kg strings to whole kg', () => {
    expect(scaleKg('23960')).toBe(23960n);
    expect(scaleKg('239.60')).toBe(240n);
    expect(scaleKg('-12.4')).toBe(-12n);
  });

  it('takes a percentage half up, without float drift (0.1 + 0.2)', () => {
    expect(percentOf(33333n, '1.5')).toBe(500n); // 499.995 → 500
    expect(percentOf(30000n, '0.3')).toBe(90n);
    expect(percentOf(10000n, '0')).toBe(0n);
  });
});
