// The interceptor rules of SPEC.md §8 as one pure function: facts about a finished call in,
// a plan out (resolve or reject, what to show, whether to log out, where to go). The axios
// wiring in createApiClient.ts only carries the plan out.
import {
  MSG_CHANGE_INITIAL_PASSWORD,
  MSG_SESSION_EXPIRED,
  MSG_TIMEOUT,
  MSG_USER_NOT_EXIST,
  messageFor500,
  messageForStatus,
} from './errorCatalogue';

export interface ResponseFacts {
  /** HTTP status; null when no answer came (network failure, timeout, cancelled duplicate) */
  status: number | null;
  timedOut?: boolean;
  /** the client cancelled the call as a duplicate of one still running (status '000') */
  cancelled?: boolean;
  url: string;
  body: unknown;
  /** URL exempt from notices: the caller shows errors itself */
  silent?: boolean;
  /** statuses the caller handles itself (the login page takes 428 and the other sign-in errors) */
  handledStatuses?: readonly number[];
  /** a 401 may be healed by refreshing the token (a refresh token exists, this is not a token call, not yet retried) */
  canRefresh?: boolean;
}

export interface Notice {
  level: 'error' | 'warning';
  message: string;
  /** seconds the notice stays; undefined = the notifier's default */
  duration?: number;
}

export type ResponseDecision =
  | { kind: 'resolve' }
  | { kind: 'refresh-and-retry' }
  | {
      kind: 'reject';
      message: string;
      status: number | '000' | 'timeout' | 'network';
      notice?: Notice;
      /** clear the session after this many ms (0 = at once) */
      logoutAfterMs?: number;
      redirect?: { to: string; afterMs: number };
    };

interface EnvelopeLike {
  success?: unknown;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

function envelopeOf(body: unknown): EnvelopeLike | null {
  return body !== null && typeof body === 'object' && !(body instanceof Blob) ? (body as EnvelopeLike) : null;
}

function serverMessage(body: unknown): string {
  const env = envelopeOf(body);
  if (!env) return typeof body === 'string' ? body : '';
  if (typeof env.msg === 'string') return env.msg;
  if (typeof env.message === 'string') return env.message;
  return '';
}

function demoContact(body: unknown): string {
  const data = envelopeOf(body)?.data;
  const name = data !== null && typeof data === 'object' ? (data as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '管理员';
}

export const SESSION_END_MARKERS = ['强制下线', '重新登录'] as const;
export const FORCED_LOGOUT_NOTICE_SECONDS = 10;
export const CHECK_SAFE_REDIRECT_MS = 2000;

const USER_NOT_EXIST = /用户.*不存在|user.*not.*exist/i;

export function decideResponseAction(facts: ResponseFacts): ResponseDecision {
  const notify = (message: string, level: Notice['level'] = 'error', duration?: number): Notice | undefined =>
    facts.silent ? undefined : { level, message, ...(duration !== undefined ? { duration } : {}) };

  if (facts.cancelled) {
    const message = messageForStatus('000');
    return { kind: 'reject', status: '000', message, notice: notify(message, 'warning') };
  }
  if (facts.timedOut) {
    return { kind: 'reject', status: 'timeout', message: MSG_TIMEOUT, notice: notify(MSG_TIMEOUT) };
  }
  if (facts.status === null) {
    const message = messageForStatus(0);
    return { kind: 'reject', status: 'network', message, notice: notify(message) };
  }

  const status = facts.status;
  const msg = serverMessage(facts.body);

  if (facts.handledStatuses?.includes(status)) {
    return { kind: 'reject', status, message: msg || messageForStatus(status, demoContact(facts.body)) };
  }

  if (status === 401) {
    if (USER_NOT_EXIST.test(msg)) {
      return {
        kind: 'reject',
        status,
        message: MSG_USER_NOT_EXIST,
        notice: notify(MSG_USER_NOT_EXIST),
        logoutAfterMs: 0,
        redirect: { to: '/login', afterMs: 0 },
      };
    }
    if (facts.canRefresh) return { kind: 'refresh-and-retry' };
    return {
      kind: 'reject',
      status,
      message: MSG_SESSION_EXPIRED,
      notice: notify(MSG_SESSION_EXPIRED),
      logoutAfterMs: 0,
      redirect: { to: '/login', afterMs: 0 },
    };
  }

  if (status === 500) {
    const message = messageFor500(msg);
    return { kind: 'reject', status, message, notice: notify(message) };
  }

  if (status >= 200 && status < 300) {
    const env = envelopeOf(facts.body);
    if (!env || env.success !== false) return { kind: 'resolve' };

    if (/checkSafe/i.test(facts.url)) {
      return {
        kind: 'reject',
        status,
        message: MSG_CHANGE_INITIAL_PASSWORD,
        notice: { level: 'warning', message: MSG_CHANGE_INITIAL_PASSWORD },
        redirect: { to: '/editpwd', afterMs: CHECK_SAFE_REDIRECT_MS },
      };
    }
    if (SESSION_END_MARKERS.some((marker) => msg.includes(marker))) {
      const waitMs = FORCED_LOGOUT_NOTICE_SECONDS * 1000;
      return {
        kind: 'reject',
        status,
        message: msg,
        notice: { level: 'warning', message: msg, duration: FORCED_LOGOUT_NOTICE_SECONDS },
        logoutAfterMs: waitMs,
        redirect: { to: '/login', afterMs: waitMs },
      };
    }
    const message = msg || messageForStatus(-1);
    return { kind: 'reject', status, message, notice: notify(message) };
  }

  // Every other status: the catalogue message (a server message that restates it is the same text).
  const message = messageForStatus(status, demoContact(facts.body));
  return { kind: 'reject', status, message, notice: notify(message) };
}
