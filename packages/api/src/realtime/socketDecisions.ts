// Pure rules of the realtime client: what to do after a socket event, how often to poll.

/** What the socket client does after a disconnect or a refused handshake. */
export type SocketDecision =
  /** socket.io's own reconnection (with its back-off) is already on its way */
  | { kind: 'auto' }
  /** connect again at once with the session's current token (it changed since the handshake) */
  | { kind: 'reconnect' }
  /** refresh the tokens through the API client, then connect again; back off if that fails */
  | { kind: 'refresh-then-reconnect' }
  /** signed out: stay disconnected until a token appears */
  | { kind: 'stay-down' };

export interface SocketFacts {
  /** 'disconnect' with socket.io's reason, or 'refused' for a connect_error */
  event: 'disconnect' | 'refused';
  /** socket.io's disconnect reason, or the connect_error's data.code (401 when the token was refused) */
  reason?: string;
  code?: number;
  /** the token of the last handshake, and the session's token now */
  handshakeToken: string;
  currentToken: string;
}

/**
 * The server ends a socket itself ('io server disconnect') when its session was revoked, expired,
 * rotated by a token refresh or moved to another company, and refuses a handshake (code 401) with a
 * dead token; socket.io does not reconnect after either. A newer token means "connect again"; the
 * same token means it has to be refreshed first (a revoked session fails that refresh and the API
 * client logs the user out). Network drops are left to socket.io's reconnection.
 */
export function decideSocketAction(facts: SocketFacts): SocketDecision {
  if (!facts.currentToken) return { kind: 'stay-down' };
  const serverEnded =
    (facts.event === 'disconnect' && facts.reason === 'io server disconnect') ||
    (facts.event === 'refused' && facts.code === 401);
  if (!serverEnded) return { kind: 'auto' };
  if (facts.currentToken !== facts.handshakeToken) return { kind: 'reconnect' };
  return { kind: 'refresh-then-reconnect' };
}

/** Back-off between failed attempts: 1 s doubling to 30 s, with ±20 % jitter so screens do not stampede. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** react-query's refetchInterval: no polling while the socket delivers, `everyMs` while it is down. */
export function pollingInterval(connected: boolean, everyMs: number): number | false {
  return connected ? false : everyMs;
}

/** The newer of two readings by their instant (the socket's push or the last poll); null when neither. */
export function latestReading<T extends { at: string | null }>(
  a: T | null | undefined,
  b: T | null | undefined,
): T | null {
  if (!a) return b ?? null;
  if (!b) return a;
  const ta = a.at ? Date.parse(a.at) : -Infinity;
  const tb = b.at ? Date.parse(b.at) : -Infinity;
  return tb > ta ? b : a;
}
