import { apiClient } from '../client/apiClient';
import { sessionStore } from '../session/sessionStore';
import { createClientLogBuffer, type ClientLogBuffer, type ClientLogEntry } from './clientLogBuffer';

/** How often collected errors are sent while signed in. */
export const CLIENT_LOG_FLUSH_MS = 15_000;

export interface ClientErrorLogDeps {
  /** the window: 'error', 'unhandledrejection' and 'pagehide' are listened to */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  buffer: ClientLogBuffer;
  upload: (logs: ClientLogEntry[]) => Promise<void>;
  signedIn: () => boolean;
  currentUrl: () => string;
  now?: () => Date;
  every?: (fn: () => void, ms: number) => () => void;
}

export interface ClientErrorLog {
  /** records an error the app caught itself (an error boundary, a failed background task) */
  report: (type: string, error: unknown, info?: string) => void;
  /** sends what is queued now (at most one upload at a time; a failed batch stays queued) */
  flush: () => Promise<void>;
  stop: () => void;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Collects the browser's uncaught errors and unhandled promise rejections (SPEC.md §3 client log
 * entries: url, time, type, message, stack, info) and uploads them to POST /admin/log/logs in
 * batches while a user is signed in; 系统管理 → 系统日志 lists them. The upload itself never reports
 * (a failing log call must not log itself in a loop) and never notifies the user.
 */
export function createClientErrorLog(deps: ClientErrorLogDeps): ClientErrorLog {
  const now = deps.now ?? (() => new Date());
  let sending: Promise<void> | null = null;

  const report = (type: string, error: unknown, info?: string) => {
    const { message, stack } = describe(error);
    deps.buffer.add({
      url: deps.currentUrl(),
      time: now().toISOString(),
      type,
      message,
      ...(stack ? { stack } : {}),
      ...(info ? { info } : {}),
    });
  };

  const flush = async () => {
    if (sending || !deps.signedIn() || deps.buffer.size() === 0) return;
    const batch = deps.buffer.take();
    sending = deps
      .upload(batch)
      .catch(() => deps.buffer.requeue(batch))
      .finally(() => {
        sending = null;
      });
    await sending;
  };

  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    // a failed <img>/<script> load arrives as a plain Event without a message
    if (!e.message && !e.error) return;
    report('error', e.error ?? e.message, e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined);
  };
  const onRejection = (event: Event) => report('promise', (event as PromiseRejectionEvent).reason);
  const onPageHide = () => void flush();

  deps.target.addEventListener('error', onError);
  deps.target.addEventListener('unhandledrejection', onRejection);
  deps.target.addEventListener('pagehide', onPageHide);
  const every = deps.every ?? ((fn, ms) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  });
  const stopTimer = every(() => void flush(), CLIENT_LOG_FLUSH_MS);

  return {
    report,
    flush,
    stop() {
      stopTimer();
      deps.target.removeEventListener('error', onError);
      deps.target.removeEventListener('unhandledrejection', onRejection);
      deps.target.removeEventListener('pagehide', onPageHide);
    },
  };
}

let installed: ClientErrorLog | null = null;

/** Installs the collector for this page once (each app's main.tsx); later calls return the same one. */
export function startClientErrorLog(): ClientErrorLog {
  if (installed) return installed;
  installed = createClientErrorLog({
    target: window,
    buffer: createClientLogBuffer({ storage: window.sessionStorage }),
    upload: async (logs) => {
      await apiClient.http.post('/admin/log/logs', { logs }, { silent: true });
    },
    signedIn: () => sessionStore.getState().access_token !== '',
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
  });
  return installed;
}
