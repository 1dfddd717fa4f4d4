/** Idle logout after 40 minutes without mouse movement (SPEC.md §4, §9). */
export const IDLE_LOGOUT_MS = 2_400_000;

/** Pages where idleness never logs out: login, lock, forget-password, edit-password, register. */
export const IDLE_EXEMPT_PATHS = ['/login', '/lock', '/forgetpwd', '/editpwd', '/register'] as const;

export function isIdleExempt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return IDLE_EXEMPT_PATHS.some((exempt) => path === exempt || path.endsWith(exempt));
}

export interface TimerApi {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: TimerApi = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimer {
  /** activity seen: start the countdown again */
  poke: () => void;
  stop: () => void;
}

/** A restartable countdown; `onIdle` runs once when `timeoutMs` pass without a poke. */
export function createIdleTimer(options: { timeoutMs: number; onIdle: () => void; timers?: TimerApi }): IdleTimer {
  const timers = options.timers ?? realTimers;
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const poke = () => {
    stop();
    handle = timers.set(() => {
      handle = null;
      options.onIdle();
    }, options.timeoutMs);
  };
  poke();
  return { poke, stop };
}
