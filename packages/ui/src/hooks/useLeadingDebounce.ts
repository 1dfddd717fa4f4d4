import { useCallback, useRef } from 'react';
import { createLeadingDebounce } from '../logic/leadingDebounce';

/** Wraps a handler so repeated calls within `ms` of the last accepted one are dropped (first call runs). */
export function useLeadingDebounce<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): (...args: Args) => void {
  const gate = useRef<(() => boolean) | null>(null);
  gate.current ??= createLeadingDebounce(ms);
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: Args) => {
    if (gate.current?.()) latest.current(...args);
  }, []);
}
