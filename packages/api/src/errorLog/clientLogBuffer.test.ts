import { describe, expect, it } from 'vitest';
import { createClientLogBuffer, MAX_BATCH_BYTES, MAX_BATCH_ENTRIES, type ClientLogEntry } from './clientLogBuffer';

const entry = (message: string, extra: Partial<ClientLogEntry> = {}): ClientLogEntry => ({
  url: '/modules/basic/vehicle/index',
  time: '2026-11-24T08:00:00.000Z',
  type: 'error',
  message,
  ...extra,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('client log buffer', () => {
  it('drops the same error repeated within the window, keeps it once the window has passed', () => {
    let t = 0;
    const buffer = createClientLogBuffer({ now: () => t, repeatWindowMs: 10_000 });
    buffer.add(entry('x is undefined'));
    t = 5_000;
    buffer.add(entry('x is undefined'));
    buffer.add(entry('other'));
    t = 20_000;
    buffer.add(entry('x is undefined'));
    expect(buffer.take().map((e) => e.message)).toEqual(['x is undefined', 'other', 'x is undefined']);
  });

  it('keeps the newest entries when the server stays unreachable', () => {
    let t = 0;
    const buffer = createClientLogBuffer({ now: () => (t += 20_000), maxEntries: 3 });
    for (const m of ['a', 'b', 'c', 'd', 'e']) buffer.add(entry(m));
    expect(buffer.take().map((e) => e.message)).toEqual(['c', 'd', 'e']);
  });

  it('cuts batches at 50 entries and under the byte limit, and a failed batch goes back first', () => {
    let t = 0;
    const buffer = createClientLogBuffer({ now: () => (t += 20_000), maxEntries: 500 });
    for (let i = 0; i < 120; i++) buffer.add(entry(`e${i}`));
    const first = buffer.take();
    expect(first).toHaveLength(MAX_BATCH_ENTRIES);
    buffer.requeue(first);
    expect(buffer.take()[0].message).toBe('e0');

    const big = createClientLogBuffer({ now: () => (t += 20_000) });
    for (let i = 0; i < 20; i++) big.add(entry(`${i}`.padEnd(1999, '错'), { stack: 'at f'.repeat(1500) }));
    const batch = big.take();
    expect(batch.length).toBeGreaterThan(0);
    expect(batch.length).toBeLessThan(20);
    expect(new TextEncoder().encode(JSON.stringify({ logs: batch })).length).toBeLessThan(MAX_BATCH_BYTES + 1024);
  });

  it('clips fields to the sizes the server keeps', () => {
    const buffer = createClientLogBuffer();
    buffer.add(entry('m'.repeat(5000), { stack: 's'.repeat(20_000), url: 'u'.repeat(3000) }));
    const [e] = buffer.take();
    expect([e.message.length, e.stack?.length, e.url.length]).toEqual([2000, 8000, 1000]);
  });

  it('survives a reload through the storage and clears it once everything is sent', () => {
    const storage = memoryStorage();
    const before = createClientLogBuffer({ storage });
    before.add(entry('before reload'));
    const after = createClientLogBuffer({ storage });
    expect(after.size()).toBe(1);
    expect(after.take()[0].message).toBe('before reload');
    expect(storage.data.size).toBe(0);
  });

  it('starts empty from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('wb-client-log', '{not json');
    expect(createClientLogBuffer({ storage }).size()).toBe(0);
  });
});
