import { describe, expect, it, vi } from 'vitest';
import { createClientLogBuffer, type ClientLogEntry } from './clientLogBuffer';
import { createClientErrorLog } from './startClientErrorLog';

function setup(options: { signedIn?: boolean; upload?: (logs: ClientLogEntry[]) => Promise<void> } = {}) {
  const target = new EventTarget();
  const tick: { fn: (() => void) | null } = { fn: null };
  const uploads: ClientLogEntry[][] = [];
  const upload = vi.fn(options.upload ?? (async (logs: ClientLogEntry[]) => void uploads.push(logs)));
  let signedIn = options.signedIn ?? true;
  let t = 0;
  const log = createClientErrorLog({
    target: target as unknown as Window,
    buffer: createClientLogBuffer({ now: () => (t += 20_000) }),
    upload,
    signedIn: () => signedIn,
    currentUrl: () => '/modules/basic/vehicle/index?tab=1',
    now: () => new Date('2026-11-24T08:00:00.000Z'),
    every: (fn) => {
      tick.fn = fn;
      return () => (tick.fn = null);
    },
  });
  const errorEvent = (error: unknown, message: string) =>
    Object.assign(new Event('error'), { error, message, filename: 'https://x/assets/app.js', lineno: 3, colno: 7 });
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
  return { target, tick, uploads, upload, log, errorEvent, rejection, signIn: (v: boolean) => (signedIn = v) };
}

describe('client error log', () => {
  it('records uncaught errors and rejections with the page, time, type and stack, and sends them on the timer', async () => {
    const s = setup();
    const boom = new TypeError('Cannot read properties of undefined');
    s.target.dispatchEvent(s.errorEvent(boom, boom.message));
    s.target.dispatchEvent(s.rejection('请求超时！'));
    s.tick.fn?.();
    await vi.waitFor(() => expect(s.uploads).toHaveLength(1));
    expect(s.uploads[0]).toEqual([
      {
        url: '/modules/basic/vehicle/index?tab=1',
        time: '2026-11-24T08:00:00.000Z',
        type: 'error',
        message: 'TypeError: Cannot read properties of undefined',
        stack: boom.stack,
        info: 'https://x/assets/app.js:3:7',
      },
      { url: '/modules/basic/vehicle/index?tab=1', time: '2026-11-24T08:00:00.000Z', type: 'promise', message: '请求超时！' },
    ]);
  });

  it('ignores resource load failures (no message, no error)', async () => {
    const s = setup();
    s.target.dispatchEvent(new Event('error'));
    await s.log.flush();
    expect(s.upload).not.toHaveBeenCalled();
  });

  it('waits for a sign-in before sending, and keeps a batch the server refused for the next try', async () => {
    let fail = true;
    const s = setup({
      signedIn: false,
      upload: async () => {
        if (fail) throw new Error('offline');
      },
    });
    s.log.report('render', new Error('boom'), 'WeighPage');
    await s.log.flush();
    expect(s.upload).not.toHaveBeenCalled();
    s.signIn(true);
    await s.log.flush();
    expect(s.upload).toHaveBeenCalledTimes(1);
    fail = false;
    await s.log.flush();
    expect(s.upload).toHaveBeenCalledTimes(2);
    expect(s.upload.mock.calls[1][0][0]).toMatchObject({ type: 'render', message: 'Error: boom', info: 'WeighPage' });
    await s.log.flush();
    expect(s.upload).toHaveBeenCalledTimes(2);
  });

  it('sends what is left when the page is hidden, and stops listening once stopped', async () => {
    const s = setup();
    s.log.report('api', 'x');
    s.target.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(s.uploads).toHaveLength(1));
    s.log.stop();
    expect(s.tick.fn).toBeNull();
    s.target.dispatchEvent(s.rejection('after stop'));
    await s.log.flush();
    expect(s.uploads).toHaveLength(1);
  });
});
