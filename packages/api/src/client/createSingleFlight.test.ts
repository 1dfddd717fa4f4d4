import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './createSingleFlight';

describe('createSingleFlight', () => {
  it('shares one in-flight call and starts a new one after it settles', async () => {
    let calls = 0;
    let release: (value: number) => void = () => undefined;
    const once = createSingleFlight(() => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    });
    const a = once();
    const b = once();
    expect(calls).toBe(1);
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    void once();
    expect(calls).toBe(2);
  });

  it('shares a failure too, then allows a retry', async () => {
    let calls = 0;
    const once = createSingleFlight(async () => {
      calls += 1;
      throw new Error('nope');
    });
    await expect(Promise.all([once(), once()])).rejects.toThrow('nope');
    expect(calls).toBe(1);
    await expect(once()).rejects.toThrow('nope');
    expect(calls).toBe(2);
  });
});
