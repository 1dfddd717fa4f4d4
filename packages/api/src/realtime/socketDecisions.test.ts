import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  decideSocketAction,
  latestReading,
  pollingInterval,
  type SocketFacts,
} from './socketDecisions';

describe('decideSocketAction', () => {
  const rows: [string, SocketFacts, ReturnType<typeof decideSocketAction>['kind']][] = [
    [
      'network drop → socket.io reconnects',
      { event: 'disconnect', reason: 'transport close', handshakeToken: 'a', currentToken: 'a' },
      'auto',
    ],
    [
      'ping timeout → socket.io reconnects',
      { event: 'disconnect', reason: 'ping timeout', handshakeToken: 'a', currentToken: 'a' },
      'auto',
    ],
    [
      'server ended, token refreshed since → reconnect',
      { event: 'disconnect', reason: 'io server disconnect', handshakeToken: 'a', currentToken: 'b' },
      'reconnect',
    ],
    [
      'server ended, same token → refresh first',
      { event: 'disconnect', reason: 'io server disconnect', handshakeToken: 'a', currentToken: 'a' },
      'refresh-then-reconnect',
    ],
    [
      'handshake refused, same token → refresh first',
      { event: 'refused', code: 401, handshakeToken: 'a', currentToken: 'a' },
      'refresh-then-reconnect',
    ],
    [
      'handshake refused, new token → reconnect',
      { event: 'refused', code: 401, handshakeToken: 'a', currentToken: 'b' },
      'reconnect',
    ],
    [
      'server unreachable → socket.io retries',
      { event: 'refused', handshakeToken: 'a', currentToken: 'a' },
      'auto',
    ],
    [
      'signed out → stay down',
      { event: 'disconnect', reason: 'io server disconnect', handshakeToken: 'a', currentToken: '' },
      'stay-down',
    ],
  ];
  it.each(rows)('%s', (_, facts, kind) => expect(decideSocketAction(facts).kind).toBe(kind));
});

describe('backoffMs', () => {
  it('doubles from 1 s to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
  it('jitters within ±20 %', () => {
    expect(backoffMs(2, () => 0)).toBe(3200);
    expect(backoffMs(2, () => 1)).toBe(4800);
  });
});

describe('pollingInterval', () => {
  it('polls only while the socket is down', () => {
    expect(pollingInterval(true, 2000)).toBe(false);
    expect(pollingInterval(false, 2000)).toBe(2000);
  });
});

describe('latestReading', () => {
  const push = { at: '2026-11-22T08:00:01.000Z', weight: '100' };
  const poll = { at: '2026-11-22T08:00:00.500Z', weight: '90' };
  it('takes the newer of the push and the poll', () => {
    expect(latestReading(push, poll)).toBe(push);
    expect(latestReading(poll, push)).toBe(push);
  });
  it('takes whichever exists', () => {
    expect(latestReading(null, poll)).toBe(poll);
    expect(latestReading(push, undefined)).toBe(push);
    expect(latestReading(null, null)).toBeNull();
  });
  it('a reading without an instant loses', () => {
    const unknown: { at: string | null; weight: string | null } = { at: null, weight: null };
    expect(latestReading(unknown, poll)).toBe(poll);
  });
});
