import type { OutputFrame } from '../protocols/frame';

/** One tick of a simulated indicator. */
export type SimStep =
  | { kind: 'frame'; frame: OutputFrame }
  /** the frame sent with a wrong check (or a broken layout where the protocol has no check) */
  | { kind: 'badFrame'; frame: OutputFrame }
  /** line noise before the next frame */
  | { kind: 'garbage'; bytes: Uint8Array; frame: OutputFrame }
  /** the indicator drops the connection and refuses new ones for pauseMs */
  | { kind: 'disconnect'; pauseMs: number };

export const SCENARIOS = ['truck', 'static', 'noise', 'garbage', 'badchecksum', 'disconnect'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface ScenarioOptions {
  /** loaded truck weight the scale settles at (kg) */
  targetKg: number;
  /** the indicator's display division (kg); weights are whole divisions */
  divisionKg: number;
  /** seeds the noise so a scenario plays the same every time */
  seed: number;
}

export const DEFAULT_SCENARIO: ScenarioOptions = { targetKg: 49_260, divisionKg: 20, seed: 1 };

/** mulberry32: small, fast, and the same sequence on every machine */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Phases of one truck crossing, in ticks: empty, drive on, rock on the springs, settle, drive off. */
export const TRUCK_PHASES = { empty: 20, climb: 25, oscillate: 30, settle: 60, leave: 20 } as const;
const CYCLE = Object.values(TRUCK_PHASES).reduce((a, b) => a + b, 0);

/**
 * The displayed weight of a truck crossing at tick `t` (kg, before division rounding): zero, a
 * climb as the axles roll on, a damped oscillation around the target, the target, and the way down.
 */
export function truckWeight(t: number, target: number): number {
  const p = TRUCK_PHASES;
  let i = t % CYCLE;
  if (i < p.empty) return 0;
  i -= p.empty;
  if (i < p.climb) return target * ((i + 1) / p.climb);
  i -= p.climb;
  if (i < p.oscillate) return target * (1 + 0.06 * Math.exp(-i / 7) * Math.sin(i * 1.3));
  i -= p.oscillate;
  if (i < p.settle) return target;
  i -= p.settle;
  return target * (1 - (i + 1) / p.leave);
}

const roundTo = (kg: number, division: number): number => Math.round(kg / division) * division;

/**
 * The ticks of a scenario, forever (the server takes one per frame interval). Pure and seeded: the
 * same name and options give the same steps.
 *   truck        a truck drives on, rocks, settles at the target, drives off; again and again
 *   static       the target weight, steady (stable at once)
 *   noise        truck, with ±1 division of jitter on readings (a tolerance of 2 divisions settles
 *                reliably; 1 division only when the jitter happens to stay on two values)
 *   garbage      truck, with random bytes (start bytes included) before every 4th frame
 *   badchecksum  truck, every 5th frame with a wrong check
 *   disconnect   truck, dropping the connection 3 s after settling (and refusing it for 3 s)
 */
export function* scenarioSteps(
  name: ScenarioName,
  options: ScenarioOptions = DEFAULT_SCENARIO,
): Generator<SimStep> {
  const random = prng(options.seed);
  const { targetKg, divisionKg } = options;
  let previous = 0;
  for (let t = 0; ; t++) {
    let kg = name === 'static' ? targetKg : truckWeight(t, targetKg);
    if (name === 'noise') kg += Math.round(random() * 2 - 1) * divisionKg;
    const weight = Math.max(0, roundTo(kg, divisionKg));
    const frame: OutputFrame = {
      weight: String(weight),
      motion: Math.abs(weight - previous) > divisionKg,
      overload: false,
      mode: 'gross',
    };
    previous = weight;
    const phaseTick = t % CYCLE;
    if (name === 'garbage' && t % 4 === 3) {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(random() * 24) }, () =>
        Math.floor(random() * 256),
      );
      yield { kind: 'garbage', bytes, frame };
    } else if (name === 'badchecksum' && t % 5 === 4) {
      yield { kind: 'badFrame', frame };
    } else if (
      name === 'disconnect' &&
      phaseTick === TRUCK_PHASES.empty + TRUCK_PHASES.climb + TRUCK_PHASES.oscillate + 30
    ) {
      yield { kind: 'disconnect', pauseMs: 3000 };
    } else {
      yield { kind: 'frame', frame };
    }
  }
}
