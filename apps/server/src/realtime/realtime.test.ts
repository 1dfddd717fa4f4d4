import type { InFactoryStats, RoomAck, ScaleLiveEvent } from '@wb/api/wire';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppDatabase } from '../db/createDatabase';
import { DEMO_IDS } from '../seed/seed';
import type { ScaleEvent } from '../scale/scaleRuntime';
import { createTestDatabase } from '../test-utils/testDatabase';
import { WEB_BASIC } from '../test-utils/testApp';
import { MSG_SOCKET_UNAUTHORIZED } from './realtimePlugin';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function startApp(database: AppDatabase, prepare: boolean, redisKey?: string) {
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', LOG_LEVEL: 'silent' });
  if (redisKey) config.redisUrl = REDIS_URL;
  const app = await buildApp(config, {
    database,
    prepare,
    logger: false,
    // the periodic check is driven by the tests (checkSessions); 100 ms makes throttling visible
    realtime: { scaleIntervalMs: 100, inFactoryIntervalMs: 50, sessionCheckMs: 3_600_000, redisKey },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url };
}

async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: WEB_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

const sockets: Socket[] = [];
function open(url: string, token?: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: token === undefined ? {} : { token },
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', resolve);
  });
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
/** every event of a kind a socket gets from now on */
function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (value: T) => got.push(value));
  return got;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}
const join = (socket: Socket, scaleId: string) =>
  socket.emitWithAck('scale:join', scaleId) as Promise<RoomAck>;

const scaleEvent = (scaleId: string, orgId: string, weight: string): ScaleEvent => ({
  scaleId,
  orgId,
  weight,
  stable: false,
  online: true,
  overload: false,
  at: new Date().toISOString(),
});

describe('realtime (socket.io)', () => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  /** operator: 鄂尔多斯 (org1); admin switched to org2 */
  let tokenOrg1: string;
  let tokenOrg2: string;
  let scaleOrg1: string;
  let scaleOrg2: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase('wbtest'));
    ({ app, url } = await startApp(database, true));
    tokenOrg1 = await login(app, 'operator', 'Operator@123');
    tokenOrg2 = await login(app, 'admin', 'Admin@123456');
    const switched = await app.inject({
      method: 'POST',
      url: `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`,
      headers: { authorization: `Bearer ${tokenOrg2}` },
    });
    expect(switched.statusCode).toBe(200);
    const scales = await database.db.selectFrom('scale').select(['id', 'org_id']).execute();
    scaleOrg1 = scales.find((s) => s.org_id === DEMO_IDS.org1)!.id;
    scaleOrg2 = scales.find((s) => s.org_id === DEMO_IDS.org2)!.id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.close();
    await database.close();
    await drop();
  });

  it('refuses a handshake without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [undefined, 'short', 'x'.repeat(43)]) {
      const error = await refused(open(url, token));
      expect(error.message).toBe(MSG_SOCKET_UNAUTHORIZED);
    }
  });

  it('joins a scale of its own company only', async () => {
    const socket = open(url, tokenOrg1);
    await connected(socket);
    expect(await join(socket, scaleOrg1)).toEqual({ ok: true });
    expect(await join(socket, scaleOrg2)).toEqual({ ok: false, msg: '资源不存在' });
    expect(await join(socket, 'not-a-uuid')).toEqual({ ok: false, msg: '资源不存在' });
  });

  it('forwards scale events to the scale room only, throttled with the last value winning', async () => {
    const own = open(url, tokenOrg1);
    const otherCompany = open(url, tokenOrg2);
    await Promise.all([connected(own), connected(otherCompany)]);
    await join(own, scaleOrg1);
    // the other company cannot join scaleOrg1 and so never hears it, even with its own scale joined
    await join(otherCompany, scaleOrg2);
    const ownGot = collect<ScaleLiveEvent>(own, 'scale');
    const otherGot = collect<ScaleLiveEvent>(otherCompany, 'scale');
    await sleep(150); // past the throttle window of any earlier test
    for (let i = 1; i <= 30; i++) app.scales.emit('scale', scaleEvent(scaleOrg1, DEMO_IDS.org1, `${i}0`));
    await until(() => ownGot.at(-1)?.weight === '300');
    await sleep(250);
    // 30 readings at once: the first at once, the newest when the 100 ms window ends, nothing between
    expect(ownGot.map((e) => e.weight)).toEqual(['10', '300']);
    expect(ownGot[0]).toEqual({
      scaleId: scaleOrg1,
      weight: '10',
      stable: false,
      online: true,
      overload: false,
      at: expect.any(String),
    });
    expect(ownGot[0]).not.toHaveProperty('orgId');
    expect(otherGot).toEqual([]);
  });

  it('publishes in-factory statistics to the company room only', async () => {
    const own = open(url, tokenOrg1);
    const otherCompany = open(url, tokenOrg2);
    await Promise.all([connected(own), connected(otherCompany)]);
    const ownGot = collect<InFactoryStats>(own, 'inFactory');
    const otherGot = collect<InFactoryStats>(otherCompany, 'inFactory');
    app.realtime.publishInFactory(DEMO_IDS.org1);
    await until(() => ownGot.length === 1);
    await sleep(100);
    expect(otherGot).toEqual([]);
    const polled = await app.inject({
      method: 'GET',
      url: '/api/index/getInFactory',
      headers: { authorization: `Bearer ${tokenOrg1}` },
    });
    const stats = polled.json<{ data: InFactoryStats }>().data;
    // the socket and the polling fallback answer the same figures
    expect({ ...ownGot[0], at: '' }).toEqual({ ...stats, at: '' });
    expect(stats.total).toBe(stats.byFlavour.reduce((n, f) => n + f.count, 0));
    expect(stats.total).toBeGreaterThan(0);
    expect(stats.vehicles.length).toBe(Math.min(stats.total, 50));
  });

  it('disconnects the sockets of a session at logout, and those of a revoked session at the next check', async () => {
    const token = await login(app, 'operator', 'Operator@123');
    const socket = open(url, token);
    const untouched = open(url, tokenOrg1);
    await Promise.all([connected(socket), connected(untouched)]);
    const gone = disconnected(socket);
    const out = await app.inject({
      method: 'POST',
      url: '/api/base/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(untouched.connected).toBe(true);
    // the token is refused afterwards
    expect((await refused(open(url, token))).message).toBe(MSG_SOCKET_UNAUTHORIZED);

    // a revocation by any other path (forced logout, password change) is caught by the check
    const second = await login(app, 'operator', 'Operator@123');
    const other = open(url, second);
    await connected(other);
    const otherGone = disconnected(other);
    await database.db
      .updateTable('oauth_session')
      .set({ revoked_at: new Date(), revoke_reason: 'forced' })
      .where('user_id', '=', DEMO_IDS.operator)
      .where('revoked_at', 'is', null)
      .where('id', 'in', (qb) =>
        qb.selectFrom('oauth_session').select('id').orderBy('created_at', 'desc').limit(1),
      )
      .execute();
    await app.realtime.checkSessions();
    expect(await otherGone).toBe('io server disconnect');
    expect(untouched.connected).toBe(true);
  });

  it('two instances on one Redis share emits and revocations', async () => {
    const key = `wbtest-${process.pid}-${Date.now()}`;
    const one = await startApp(database, false, key);
    const two = await startApp(database, false, key);
    try {
      const token = await login(one.app, 'operator', 'Operator@123');
      const socket = open(one.url, token);
      await connected(socket);
      await join(socket, scaleOrg1);
      const stats = collect<InFactoryStats>(socket, 'inFactory');
      const readings = collect<ScaleLiveEvent>(socket, 'scale');
      // published by the other process: reaches the socket through Redis
      two.app.realtime.publishInFactory(DEMO_IDS.org1);
      two.app.scales.emit('scale', scaleEvent(scaleOrg1, DEMO_IDS.org1, '49260'));
      await until(() => stats.length === 1 && readings.some((r) => r.weight === '49260'));
      // logged out through the other process: the socket on the first one goes
      const gone = disconnected(socket);
      const out = await two.app.inject({
        method: 'POST',
        url: '/api/base/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
