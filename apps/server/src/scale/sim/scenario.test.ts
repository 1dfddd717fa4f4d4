import { describe, expect, it } from 'vitest';
import { createParser, PROTOCOL_IDS, PROTOCOLS } from '../protocols/index';
import { StabilityDetector } from '../stability';
import { corruptFrame } from './corruptFrame';
import { DEFAULT_SCENARIO, scenarioSteps, TRUCK_PHASES, type ScenarioName, type SimStep } from './scenario';

const take = (name: ScenarioName, n: number, options = DEFAULT_SCENARIO): SimStep[] => {
  const out: SimStep[] = [];
  for (const step of scenarioSteps(name, options)) {
    out.push(step);
    if (out.length === n) break;
  }
  return out;
};
const weights = (steps: SimStep[]) =>
  steps.map((s) => (s.kind === 'disconnect' ? null : Number(s.frame.weight)));
const CYCLE = Object.values(TRUCK_PHASES).reduce((a, b) => a + b, 0);

describe('scenarios', () => {
  it('truck: empty, climbs, overshoots and rocks, settles at the target, drives off to zero, and repeats', () => {
    const w = weights(take('truck', CYCLE + 5)) as number[];
    const { empty, climb, oscillate, settle } = TRUCK_PHASES;
    expect(w.slice(0, empty).every((x) => x === 0)).toBe(true);
    const climbing = w.slice(empty, empty + climb);
    expect(climbing.every((x, i) => i === 0 || x >= climbing[i - 1])).toBe(true);
    const rocking = w.slice(empty + climb, empty + climb + oscillate);
    expect(Math.max(...rocking)).toBeGreaterThan(DEFAULT_SCENARIO.targetKg);
    expect(Math.min(...rocking)).toBeLessThan(DEFAULT_SCENARIO.targetKg);
    const settled = w.slice(empty + climb + oscillate, empty + climb + oscillate + settle);
    expect(new Set(settled)).toEqual(new Set([DEFAULT_SCENARIO.targetKg]));
    expect(w[CYCLE - 1]).toBe(0);
    expect(w.slice(CYCLE, CYCLE + 5)).toEqual([0, 0, 0, 0, 0]);
    expect(w.every((x) => x % DEFAULT_SCENARIO.divisionKg === 0)).toBe(true);
  });

  it('the motion flag is set while the weight moves and clear while it stands', () => {
    const steps = take('truck', CYCLE).filter((s) => s.kind === 'frame');
    const { empty, climb, oscillate } = TRUCK_PHASES;
    expect(steps.slice(empty + 1, empty + climb).every((s) => s.frame.motion)).toBe(true);
    expect(
      steps.slice(empty + climb + oscillate + 1, empty + climb + oscillate + 50).some((s) => s.frame.motion),
    ).toBe(false);
  });

  it('the same seed plays the same noise; another seed plays other noise', () => {
    const a = weights(take('noise', 200));
    expect(weights(take('noise', 200))).toEqual(a);
    expect(weights(take('noise', 200, { ...DEFAULT_SCENARIO, seed: 2 }))).not.toEqual(a);
  });

  it('noise: ±1 division never settles under a zero tolerance, and settles within a division of the target under 2', () => {
    const settledUnder = (toleranceKg: string) => {
      const d = new StabilityDetector({ count: 10, toleranceKg, windowMs: 1000 });
      const out = new Set<number>();
      take('noise', CYCLE).forEach((s, i) => {
        if (s.kind === 'frame' && d.push(s.frame.weight, i * 100)) out.add(Number(s.frame.weight));
      });
      return [...out];
    };
    expect(settledUnder('0').filter((w) => w > 1000)).toEqual([]);
    const wide = settledUnder('40').filter((w) => w > 1000);
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((w) => Math.abs(w - DEFAULT_SCENARIO.targetKg) <= 20)).toBe(true);
  });

  it('garbage, bad checksums and disconnects come where the scenario says', () => {
    expect(take('garbage', 8).map((s) => s.kind)).toEqual([
      'frame',
      'frame',
      'frame',
      'garbage',
      'frame',
      'frame',
      'frame',
      'garbage',
    ]);
    expect(take('badchecksum', 10).filter((s) => s.kind === 'badFrame')).toHaveLength(2);
    const disconnect = take('disconnect', CYCLE).findIndex((s) => s.kind === 'disconnect');
    expect(disconnect).toBe(TRUCK_PHASES.empty + TRUCK_PHASES.climb + TRUCK_PHASES.oscillate + 30);
  });

  it.each(PROTOCOL_IDS)(
    'a truck crossing in %s, through the parser and the stability rule, settles once at the target',
    (protocol) => {
      const parser = createParser(protocol);
      const detector = new StabilityDetector({ count: 10, toleranceKg: '20', windowMs: 1000 });
      const stableWeights = new Set<string>();
      let t = 0;
      for (const step of take('badchecksum', CYCLE)) {
        if (step.kind === 'disconnect') continue;
        const bytes =
          step.kind === 'badFrame'
            ? corruptFrame(protocol, PROTOCOLS[protocol].encode(step.frame))
            : PROTOCOLS[protocol].encode(step.frame);
        for (const r of parser.push(bytes)) {
          if (detector.push(r.weight, (t += 100), r.stable === false)) stableWeights.add(r.weight!);
        }
      }
      // the empty deck is stable too (zero) before the truck arrives
      expect([...stableWeights].sort()).toEqual(['0', String(DEFAULT_SCENARIO.targetKg)].sort());
      expect(parser.stats.badChecksum + parser.stats.malformed).toBe(Math.floor(CYCLE / 5));
    },
  );
});
