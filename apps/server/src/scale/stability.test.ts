import { describe, expect, it } from 'vitest';
import { OfflineDetector } from './offline';
import { StabilityDetector } from './stability';

/** feeds [ms, weight] pairs; answers the stability after each */
function run(detector: StabilityDetector, readings: [number, string | null, boolean?][]): boolean[] {
  return readings.map(([at, weight, motion]) => detector.push(weight, at, motion));
}

describe('StabilityDetector', () => {
  const rule = { count: 5, toleranceKg: '20', windowMs: 1000 };

  it('stable after N readings within tolerance spanning the window, not before', () => {
    const d = new StabilityDetector(rule);
    // 250 ms apart: the 5th reading (t = 1000) completes both the count and the window
    const got = run(d, [
      [0, '23960'],
      [250, '23980'],
      [500, '23960'],
      [750, '23970'],
      [1000, '23980'],
      [1250, '23960'],
    ]);
    expect(got).toEqual([false, false, false, false, true, true]);
  });

  it('enough readings but too short a time is not stable; a long time but too few readings neither', () => {
    const fast = new StabilityDetector(rule);
    expect(
      run(
        fast,
        [0, 100, 200, 300, 400, 500].map((t) => [t, '100'] as [number, string]),
      ).at(-1),
    ).toBe(false);
    const slow = new StabilityDetector({ ...rule, count: 5 });
    expect(
      run(slow, [
        [0, '100'],
        [1000, '100'],
        [2000, '100'],
        [3000, '100'],
      ]).at(-1),
    ).toBe(false);
    expect(slow.push('100', 4000)).toBe(true);
  });

  it('a reading out of tolerance restarts the run from the readings that still agree', () => {
    const d = new StabilityDetector(rule);
    run(d, [
      [0, '1000'],
      [250, '1000'],
      [500, '1000'],
      [750, '1000'],
      [1000, '1000'],
    ]);
    expect(d.push('1040', 1250)).toBe(false); // 40 kg off: the run is only this reading now
    const after = run(d, [
      [1500, '1040'],
      [1750, '1030'],
      [2000, '1040'],
      [2250, '1040'],
    ]);
    expect(after).toEqual([false, false, false, true]);
  });

  it('exact tolerance edge: a spread of exactly the tolerance is stable, one more gram is not', () => {
    const ok = new StabilityDetector({ count: 2, toleranceKg: '0.5', windowMs: 0 });
    expect(
      run(ok, [
        [0, '10.0'],
        [1, '10.5'],
      ]),
    ).toEqual([false, true]);
    const no = new StabilityDetector({ count: 2, toleranceKg: '0.5', windowMs: 0 });
    expect(
      run(no, [
        [0, '10.000'],
        [1, '10.501'],
      ]),
    ).toEqual([false, false]);
  });

  it('the indicator motion flag and overloads (no weight) break the run', () => {
    const d = new StabilityDetector(rule);
    run(d, [
      [0, '500'],
      [250, '500'],
      [500, '500'],
      [750, '500'],
    ]);
    expect(d.push('500', 1000, true)).toBe(false);
    expect(d.push('500', 1250)).toBe(false); // starts again at 1250
    expect(d.push(null, 1500)).toBe(false);
  });

  it('stays stable for hours with bounded memory, and a change still ends it at once', () => {
    const d = new StabilityDetector(rule);
    let last = false;
    for (let i = 0; i < 50_000; i++) last = d.push(i % 2 ? '30000' : '30010', i * 100);
    expect(last).toBe(true);
    expect(d.push('30100', 5_000_000)).toBe(false);
  });

  it('a slow drift after a long stand: the run restarts from the readings that agree with the new one', () => {
    const d = new StabilityDetector({ count: 3, toleranceKg: '20', windowMs: 0 });
    for (let i = 0; i < 1500; i++) d.push('1000', i); // long enough to be folded
    expect(d.push('1010', 1500)).toBe(true);
    // 1025 disagrees with the 1000s but agrees with 1010: a run of two, below the count of three
    expect(d.push('1025', 1501)).toBe(false);
    expect(d.push('1020', 1502)).toBe(true);
  });

  it('oscillation within a wide band never settles under a narrow tolerance', () => {
    const d = new StabilityDetector({ count: 3, toleranceKg: '20', windowMs: 300 });
    const got = run(
      d,
      Array.from(
        { length: 40 },
        (_, i) => [i * 100, String(40_000 + (i % 2 ? 60 : -60))] as [number, string],
      ),
    );
    expect(got.some(Boolean)).toBe(false);
  });
});

describe('OfflineDetector', () => {
  it('online while frames arrive within the timeout, offline after it and when the line closes', () => {
    const d = new OfflineDetector(3000);
    expect(d.isOnline(0)).toBe(false);
    d.frame(1000);
    expect(d.isOnline(3999)).toBe(true);
    expect(d.deadline()).toBe(4000);
    expect(d.isOnline(4000)).toBe(false);
    d.frame(5000);
    expect(d.isOnline(5001)).toBe(true);
    d.lost();
    expect(d.isOnline(5002)).toBe(false);
    expect(d.deadline()).toBeNull();
  });
});
