export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Per key at most one call every `intervalMs`, the last value wins: the first value of a quiet key
 * goes out at once, values arriving within the interval replace each other and the newest goes out
 * when the interval ends. An indicator sends 10–20 frames a second; a screen needs a few, and must
 * never be left showing a stale value (the trailing call guarantees the final reading arrives).
 */
export function latestThrottle<T>(
  intervalMs: number,
  send: (key: string, value: T) => void,
  timers: Timers = realTimers,
): { push(key: string, value: T): void; clear(): void } {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, { value: T; timer: unknown }>();

  const flush = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    lastSent.set(key, timers.now());
    send(key, entry.value);
  };

  return {
    push(key, value) {
      const waiting = pending.get(key);
      if (waiting) {
        waiting.value = value;
        return;
      }
      const since = timers.now() - (lastSent.get(key) ?? -Infinity);
      if (since >= intervalMs) {
        lastSent.set(key, timers.now());
        send(key, value);
        return;
      }
      pending.set(key, { value, timer: timers.setTimeout(() => flush(key), intervalMs - since) });
    },
    clear() {
      for (const entry of pending.values()) timers.clearTimeout(entry.timer);
      pending.clear();
      lastSent.clear();
    },
  };
}
