/**
 * A leading-edge guard (SPEC.md §9 debounces: buttons 1000 ms, reset 1000 ms, save 600 ms): the
 * first call runs at once; calls within `ms` of the last accepted one are dropped.
 */
export function createLeadingDebounce(ms: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

export const BUTTON_DEBOUNCE_MS = 1000;
export const RESET_DEBOUNCE_MS = 1000;
/** Submit of dynamic forms (the search panel's 查询 and Enter): the first call runs, repeats within 1000 ms are dropped. */
export const SUBMIT_DEBOUNCE_MS = 1000;
export const SAVE_DEBOUNCE_MS = 600;
