import { useStore } from 'zustand';
import { sessionStore } from './sessionStore';
import type { SessionState } from './types';

/** Reads the session in React; re-renders when the selected slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
