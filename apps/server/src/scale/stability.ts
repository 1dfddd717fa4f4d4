import { toMicro } from './decimal';

export interface StabilityRule {
  /** consecutive readings that must agree */
  count: number;
  /** most the agreeing readings may differ (kg, exact decimal string) */
  toleranceKg: string;
  /** how long they must have agreed (ms) */
  windowMs: number;
}

interface Sample {
  micro: bigint;
  at: number;
}

/** Readings kept one by one; older agreeing readings are folded into a count (memory stays bounded). */
const MAX_KEPT = 1000;

/**
 * Stability without a motion flag (and together with one where the protocol has it): stable when
 * the last `count` or more consecutive readings all lie within `toleranceKg` of each other
 * (max − min ≤ tolerance) and the first of them is at least `windowMs` old. A reading the indicator
 * marks in motion, an overload or a reading without weight breaks the run.
 *
 * The run is the longest suffix of agreeing readings: a new reading out of tolerance drops readings
 * from the front until the rest agree. A reading that agrees with the run's min/max costs O(1).
 * When a truck stands for hours the oldest readings are folded into a count and a start time; a
 * reading that disagrees with the run then drops the folded part whole, so the run can only
 * restart later than exact, never claim stability early.
 */
export class StabilityDetector {
  private readonly tolerance: bigint;
  /** the run's newest readings, one by one */
  private kept: Sample[] = [];
  /** the run's oldest readings, folded into a count and a start time */
  private folded: { count: number; startAt: number } | null = null;
  /** min and max over the whole run (kept and folded) */
  private min = 0n;
  private max = 0n;

  constructor(private readonly rule: StabilityRule) {
    this.tolerance = toMicro(rule.toleranceKg);
  }

  /** Feeds one reading; answers whether the scale is stable now. */
  push(weight: string | null, at: number, motion = false): boolean {
    if (weight === null || motion) {
      this.reset();
      return false;
    }
    const micro = toMicro(weight);
    const tol = this.tolerance;
    const lo = micro < this.min ? micro : this.min;
    const hi = micro > this.max ? micro : this.max;
    if (this.kept.length > 0 && hi - lo <= tol) {
      // the usual case on a standing truck: the reading agrees with the whole run
      this.kept.push({ micro, at });
      this.min = lo;
      this.max = hi;
    } else {
      // it disagrees with something in the run: keep the longest suffix that agrees with it; the
      // folded summary goes too (either it disagrees, or readings after it were dropped)
      this.folded = null;
      let min = micro;
      let max = micro;
      let keepFrom = this.kept.length;
      for (let i = this.kept.length - 1; i >= 0; i--) {
        const m = this.kept[i].micro;
        const nextMin = m < min ? m : min;
        const nextMax = m > max ? m : max;
        if (nextMax - nextMin > tol) break;
        min = nextMin;
        max = nextMax;
        keepFrom = i;
      }
      this.kept = this.kept.slice(keepFrom);
      this.kept.push({ micro, at });
      this.min = min;
      this.max = max;
    }
    if (this.kept.length > MAX_KEPT) {
      // fold the oldest half into the summary (its min/max are already inside this.min/this.max)
      const old = this.kept.splice(0, MAX_KEPT / 2);
      this.folded = {
        count: (this.folded?.count ?? 0) + old.length,
        startAt: this.folded?.startAt ?? old[0].at,
      };
    }
    const count = this.kept.length + (this.folded?.count ?? 0);
    const startAt = this.folded?.startAt ?? this.kept[0].at;
    return count >= this.rule.count && at - startAt >= this.rule.windowMs;
  }

  reset(): void {
    this.kept = [];
    this.folded = null;
  }
}
