import type { InFactoryStats, RoomAck, ScaleLiveEvent } from '@wb/api/wire';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { loadAuth } from '../auth/service';
import { sha256 } from '../auth/tokens';
import { inFactoryStats } from '../home/service';
import type { ScaleEvent } from '../scale/scaleRuntime';
import { latestThrottle, realTimers, type Timers } from './latestThrottle';
import { liveSessions } from './liveSessions';
import { orgRoom, scaleRoom, sessionRoom } from './rooms';

export const MSG_SOCKET_UNAUTHORIZED = '您长时间未进行操作，登录失效，请重新登录！';
export const MSG_SCALE_NOT_FOUND = '资源不存在';

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ServerToClient {
  scale: (event: ScaleLiveEvent) => void;
  inFactory: (stats: InFactoryStats) => void;
}
export interface ClientToServer {
  'scale:join': (scaleId: string, ack?: (answer: RoomAck) => void) => void;
  'scale:leave': (scaleId: string, ack?: (answer: RoomAck) => void) => void;
}
interface SocketData {
  orgId: string;
  sessionId: string;
  userId: string;
  /** sha256 of the handshake's access token: the periodic check looks the session up by it */
  accessHash: string;
}
type RealtimeServer = Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

export interface RealtimeOptions {
  /** at most one scale event per scale per this many ms (default 200: 5 per second) */
  scaleIntervalMs?: number;
  /** gate events of one organisation within this window make one statistics read (default 300) */
  inFactoryIntervalMs?: number;
  /** how often every socket's session is checked again (default 15 s) */
  sessionCheckMs?: number;
  /** the Redis adapter's channel prefix (default 'socket.io'; tests use their own) */
  redisKey?: string;
  timers?: Timers;
}

export interface Realtime {
  io: RealtimeServer;
  /** gate and weighing code call this after each gate event: org:{orgId} gets the new statistics */
  publishInFactory(orgId: string): void;
  /** a session was revoked (logout, forced logout): its sockets on every instance are disconnected */
  sessionRevoked(sessionId: string): void;
  /** checks every socket of this process against its session now (also runs every sessionCheckMs) */
  checkSessions(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io and the publishing calls (realtime/README.md) */
    realtime: Realtime;
  }
}

const toLive = ({ scaleId, weight, stable, online, overload, at }: ScaleEvent): ScaleLiveEvent => ({
  scaleId,
  weight,
  stable,
  online,
  overload,
  at,
});

/**
 * socket.io on the app's HTTP server at /socket.io: handshake with the API access token, rooms per
 * organisation and per scale, scale readings forwarded (throttled), in-factory statistics published,
 * revoked sessions disconnected. With config.redisUrl the Redis adapter shares every emit between
 * server processes.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimeOptions) => {
  const timers = options.timers ?? realTimers;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    // same origin only (the apps are served by this server): no CORS headers, no client bundle
    serveClient: false,
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const refuse = () => {
      const error = new Error(MSG_SOCKET_UNAUTHORIZED) as Error & { data?: unknown };
      error.data = { code: 401 };
      next(error);
    };
    if (typeof token !== 'string' || !TOKEN.test(token)) return refuse();
    loadAuth(app.ctx, token).then(
      (auth) => {
        if (!auth) return refuse();
        socket.data = {
          orgId: auth.orgId,
          sessionId: auth.sessionId,
          userId: auth.userId,
          accessHash: sha256(token),
        };
        next();
      },
      (error: unknown) => {
        app.log.warn({ err: error }, 'socket auth failed');
        next(new Error('系统未知错误，请反馈给管理员'));
      },
    );
  });

  const joinScale = async (socket: RealtimeSocket, scaleId: unknown): Promise<RoomAck> => {
    if (typeof scaleId !== 'string' || !UUID.test(scaleId)) return { ok: false, msg: MSG_SCALE_NOT_FOUND };
    const row = await app.db
      .selectFrom('scale')
      .select('id')
      .where('id', '=', scaleId)
      .where('org_id', '=', socket.data.orgId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return { ok: false, msg: MSG_SCALE_NOT_FOUND };
    await socket.join(scaleRoom(scaleId));
    // the screen shows the current reading at once instead of waiting for the next frame
    const state = app.scales.state(scaleId);
    if (state) socket.emit('scale', toLive(state));
    return { ok: true };
  };

  io.on('connection', (socket) => {
    void socket.join([orgRoom(socket.data.orgId), sessionRoom(socket.data.sessionId)]);
    socket.on('scale:join', (scaleId, ack) => {
      joinScale(socket, scaleId).then(
        (answer) => ack?.(answer),
        (error: unknown) => {
          app.log.warn({ err: error }, 'scale:join failed');
          ack?.({ ok: false, msg: '系统未知错误，请反馈给管理员' });
        },
      );
    });
    socket.on('scale:leave', (scaleId, ack) => {
      if (typeof scaleId === 'string' && UUID.test(scaleId)) void socket.leave(scaleRoom(scaleId));
      ack?.({ ok: true });
    });
  });

  const scaleThrottle = latestThrottle<ScaleEvent>(
    options.scaleIntervalMs ?? 200,
    (scaleId, event) => io.to(scaleRoom(scaleId)).emit('scale', toLive(event)),
    timers,
  );
  const onScale = (event: ScaleEvent) => scaleThrottle.push(event.scaleId, event);
  app.scales.on('scale', onScale);

  const inFactoryThrottle = latestThrottle<null>(
    options.inFactoryIntervalMs ?? 300,
    (orgId) => {
      inFactoryStats(app.ctx, orgId).then(
        (stats) => io.to(orgRoom(orgId)).emit('inFactory', stats),
        (error: unknown) => app.log.warn({ err: error, orgId }, 'in-factory statistics failed'),
      );
    },
    timers,
  );

  const checkSessions = async (): Promise<void> => {
    const sockets = await io.local.fetchSockets();
    if (sockets.length === 0) return;
    const live = await liveSessions(app.ctx, [...new Set(sockets.map((s) => s.data.accessHash))]);
    for (const socket of sockets) {
      // revoked, expired, rotated by a refresh (the client reconnects with the new token) or moved
      // to another organisation by switchOrg: the socket goes, the client connects again
      if (live.get(socket.data.accessHash) !== socket.data.orgId) socket.disconnect(true);
    }
  };
  let checking = false;
  const checkTimer = setInterval(() => {
    if (checking) return;
    checking = true;
    checkSessions()
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'))
      .finally(() => (checking = false));
  }, options.sessionCheckMs ?? 15_000);
  checkTimer.unref();

  app.decorate('realtime', {
    io,
    publishInFactory: (orgId: string) => inFactoryThrottle.push(orgId, null),
    sessionRevoked: (sessionId: string) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    checkSessions,
  } satisfies Realtime);

  app.addHook('preClose', async () => {
    clearInterval(checkTimer);
    app.scales.off('scale', onScale);
    scaleThrottle.clear();
    inFactoryThrottle.clear();
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // the engine only: Fastify closes the HTTP server itself
    // the engine and the adapter only: Server.close() would close app.server a second time
    io.engine.close();
    await io.of('/').adapter.close();
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
  });
});
