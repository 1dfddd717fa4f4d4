import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleLogout } from './useIdleLogout';

describe('useIdleLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('logs out after the injected timeout without mouse movement; movement postpones it', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout({ pathname: '/clouds/index', enabled: true, onIdle, timeoutMs: 1000 }));
    act(() => vi.advanceTimersByTime(800));
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    act(() => vi.advanceTimersByTime(800));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/lock', '/editpwd'])('never fires on %s', (pathname) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout({ pathname, enabled: true, onIdle, timeoutMs: 10 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('does nothing while signed out', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout({ pathname: '/clouds/index', enabled: false, onIdle, timeoutMs: 10 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
