import { useEffect, useRef } from 'react';
import { IDLE_LOGOUT_MS, createIdleTimer, isIdleExempt } from '../logic/idleTimer';

export interface IdleLogoutOptions {
  /** the current route; exempt pages (login, lock, forgetpwd, editpwd, register) never time out */
  pathname: string;
  /** only counts while someone is signed in */
  enabled: boolean;
  onIdle: () => void;
  /** defaults to 2,400,000 ms (SPEC.md §9); tests pass a short one */
  timeoutMs?: number;
}

/** Runs `onIdle` after `timeoutMs` without mouse movement (SPEC.md §4). */
export function useIdleLogout({ pathname, enabled, onIdle, timeoutMs = IDLE_LOGOUT_MS }: IdleLogoutOptions): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  const active = enabled && !isIdleExempt(pathname);
  useEffect(() => {
    if (!active) return undefined;
    const timer = createIdleTimer({ timeoutMs, onIdle: () => onIdleRef.current() });
    const poke = () => timer.poke();
    window.addEventListener('mousemove', poke, { passive: true });
    return () => {
      window.removeEventListener('mousemove', poke);
      timer.stop();
    };
  }, [active, timeoutMs]);
}
