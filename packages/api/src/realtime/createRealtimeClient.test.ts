import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/sessionStore';
import type { ScaleLiveEvent } from '../wire';
import { createRealtimeClient } from './createRealtimeClient';

type Handler = (...args: unknown[]) => void;
/** the part of a socket.io socket the client uses, with the server's side in our hands */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: unknown[][] = [];
  disconnected = false;
  constructor(readonly auth: { token: string }) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  server(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
}

function setup() {
  const session = createSessionStore({ persist: false });
  session.getState().setTokens({ access_token: 'token-1', refresh_token: 'r1', expires_in: 7200 });
  const sockets: FakeSocket[] = [];
  const refreshTokens = vi.fn(async () => {
    session.getState().setTokens({ access_token: 'token-2', refresh_token: 'r2', expires_in: 7200 });
  });
  const client = createRealtimeClient({
    session,
    refreshTokens,
    random: () => 0.5,
    connect: (options) => {
      const socket = new FakeSocket(options.auth as { token: string });
      sockets.push(socket);
      return socket as unknown as Socket;
    },
  });
  return { session, sockets, refreshTokens, client };
}

describe('createRealtimeClient', () => {
  afterEach(() => vi.useRealTimers());

  it('connects with the session token, re-joins scale rooms on every connect and routes readings', () => {
    const { sockets, client } = setup();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.auth).toEqual({ token: 'token-1' });
    const got: ScaleLiveEvent[] = [];
    const stop = client.watchScale('s1', (e) => got.push(e));
    sockets[0]!.server('connect');
    expect(client.state.getState().connected).toBe(true);
    expect(sockets[0]!.emitted.map((e) => e.slice(0, 2))).toEqual([['scale:join', 's1']]);
    const reading = { scaleId: 's1', weight: '100', stable: true, online: true, overload: false, at: 'x' };
    sockets[0]!.server('scale', reading);
    sockets[0]!.server('scale', { ...reading, scaleId: 's2' });
    expect(got).toEqual([reading]);
    // a network drop: socket.io reconnects the same socket, the room is joined again
    sockets[0]!.server('disconnect', 'transport close');
    expect(client.state.getState().connected).toBe(false);
    sockets[0]!.server('connect');
    expect(sockets[0]!.emitted.filter((e) => e[0] === 'scale:join')).toHaveLength(2);
    stop();
    expect(sockets[0]!.emitted.at(-1)).toEqual(['scale:leave', 's1']);
    expect(sockets).toHaveLength(1);
  });

  it('a new token (refresh, company switch) makes a new handshake; sign-out closes the socket', () => {
    const { session, sockets } = setup();
    session.getState().setTokens({ access_token: 'token-9', refresh_token: 'r9', expires_in: 7200 });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets[1]!.auth).toEqual({ token: 'token-9' });
    session.getState().clearSession();
    expect(sockets[1]!.disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('ended by the server with the same token: refreshes after a back-off, then connects with the new token', async () => {
    vi.useFakeTimers();
    const { sockets, refreshTokens } = setup();
    sockets[0]!.server('connect');
    sockets[0]!.server('disconnect', 'io server disconnect');
    expect(refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(sockets.at(-1)!.auth).toEqual({ token: 'token-2' });
  });

  it('a refused handshake with a token refreshed meanwhile reconnects at once', () => {
    const { session, sockets, refreshTokens } = setup();
    // the store changes without the subscription seeing a change (same value twice is ignored)
    sockets[0]!.server('connect_error', Object.assign(new Error('refused'), { data: { code: 401 } }));
    expect(refreshTokens).not.toHaveBeenCalled();
    session.getState().setTokens({ access_token: 'token-3', refresh_token: 'r3', expires_in: 7200 });
    expect(sockets.at(-1)!.auth).toEqual({ token: 'token-3' });
  });
});
