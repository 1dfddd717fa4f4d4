import { useSyncExternalStore } from 'react';
import { screenLevel } from '../logic/screenLevel';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The screen size level (0–3) of the window, updated on resize. */
export function useScreenLevel(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => screenLevel(window.innerWidth),
    () => 3,
  );
}
