import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionStore } from '../session/sessionStore';
import type { InFactoryStats, RoomAck, ScaleLiveEvent } from '../wire';
import { backoffMs, decideSocketAction } from './socketDecisions';

export interface RealtimeClientDeps {
  session: SessionStore;
  /** the API client's single-flight refresh (clears the session and goes to /login when it fails) */
  refreshTokens: () => Promise<void>;
  /** socket.io's io() (tests pass a fake) */
  connect?: (options: Partial<ManagerOptions & SocketOptions>) => Socket;
  random?: () => number;
}

export interface RealtimeClient {
  /** connected: the socket delivers; false while it is down (screens poll and say so) */
  state: StoreApi<{ connected: boolean }>;
  /** live readings of a scale; returns the unsubscribe. The room is joined while anyone listens. */
  watchScale(scaleId: string, listener: (event: ScaleLiveEvent) => void): () => void;
  /** the company's in-factory statistics after every gate event; returns the unsubscribe */
  watchInFactory(listener: (stats: InFactoryStats) => void): () => void;
  close(): void;
}

/**
 * One socket per page, opened while the session has a token: handshake with the access token,
 * socket.io's reconnection with back-off for network drops, and a fresh handshake when the token
 * changes (refresh, company switch) or the server ends the socket (socketDecisions.ts). Scale rooms
 * are re-joined after every connect.
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const connect =
    deps.connect ?? ((options) => io({ path: '/socket.io', transports: ['websocket'], ...options }));
  const state = createStore<{ connected: boolean }>()(() => ({ connected: false }));
  const scaleListeners = new Map<string, Set<(event: ScaleLiveEvent) => void>>();
  const inFactoryListeners = new Set<(stats: InFactoryStats) => void>();
  let socket: Socket | null = null;
  let handshakeToken = '';
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const join = (scaleId: string) => {
    socket?.emit('scale:join', scaleId, (ack: RoomAck) => {
      if (!ack.ok) console.warn(`实时称重订阅失败: ${ack.msg ?? ''}`);
    });
  };

  const drop = () => {
    clearTimeout(retry);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    state.setState({ connected: false });
  };

  const schedule = (fn: () => void) => {
    clearTimeout(retry);
    retry = setTimeout(fn, backoffMs(attempt++, deps.random));
  };

  const afterServerEnd = (facts: { event: 'disconnect' | 'refused'; reason?: string; code?: number }) => {
    const decision = decideSocketAction({
      ...facts,
      handshakeToken,
      currentToken: deps.session.getState().access_token,
    });
    if (decision.kind === 'reconnect') open();
    else if (decision.kind === 'refresh-then-reconnect') {
      schedule(() => {
        deps.refreshTokens().then(open, () => {
          // a failed refresh clears the session (stay-down) or was a network error: try again later
          if (deps.session.getState().access_token) afterServerEnd(facts);
        });
      });
    } else if (decision.kind === 'stay-down') drop();
  };

  function open() {
    drop();
    if (closed) return;
    const token = deps.session.getState().access_token;
    if (!token) return;
    handshakeToken = token;
    const s = connect({ auth: { token }, reconnectionDelay: 1000, reconnectionDelayMax: 30_000 });
    socket = s;
    s.on('connect', () => {
      attempt = 0;
      state.setState({ connected: true });
      for (const scaleId of scaleListeners.keys()) join(scaleId);
    });
    s.on('disconnect', (reason: string) => {
      state.setState({ connected: false });
      afterServerEnd({ event: 'disconnect', reason });
    });
    s.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      state.setState({ connected: false });
      afterServerEnd({ event: 'refused', code: error.data?.code });
    });
    s.on('scale', (event: ScaleLiveEvent) => scaleListeners.get(event.scaleId)?.forEach((l) => l(event)));
    s.on('inFactory', (stats: InFactoryStats) => inFactoryListeners.forEach((l) => l(stats)));
  }

  // A new token (sign-in, refresh, company switch) means a new handshake; none means sign-out.
  const unsubscribe = deps.session.subscribe((now, before) => {
    if (now.access_token === before.access_token) return;
    if (now.access_token !== handshakeToken || !socket) open();
  });
  open();

  return {
    state,
    watchScale(scaleId, listener) {
      let set = scaleListeners.get(scaleId);
      if (!set) {
        set = new Set();
        scaleListeners.set(scaleId, set);
        if (state.getState().connected) join(scaleId);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          scaleListeners.delete(scaleId);
          socket?.emit('scale:leave', scaleId);
        }
      };
    },
    watchInFactory(listener) {
      inFactoryListeners.add(listener);
      return () => inFactoryListeners.delete(listener);
    },
    close() {
      closed = true;
      unsubscribe();
      drop();
    },
  };
}
