import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS, createIdleTimer, isIdleExempt } from './idleTimer';

describe('idle timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 40 minutes by default', () => {
    expect(IDLE_LOGOUT_MS).toBe(2_400_000);
  });

  it('fires once after the timeout without activity', () => {
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: IDLE_LOGOUT_MS, onIdle });
    vi.advanceTimersByTime(IDLE_LOGOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_LOGOUT_MS * 2);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity restarts the countdown; stop cancels it', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 1000, onIdle });
    vi.advanceTimersByTime(900);
    timer.poke();
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idle-exempt pages', () => {
  it.each([
    ['/login', true], ['/lock', true], ['/forgetpwd', true], ['/editpwd', true], ['/register', true], ['/login/', true],
    ['/clouds/index', false], ['/', false], ['/modules/basic/vehicle/index', false],
  ])('%s → %s', (path, exempt) => {
    expect(isIdleExempt(path)).toBe(exempt);
  });
});
