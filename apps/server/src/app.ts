import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { attachmentRoutes } from './attachments/routes';
import { authRoutes } from './auth/routes';
import { authGuard } from './auth/guard';
import { sweepExpiredAuth } from './auth/sweep';
import type { AppConfig, AppDeps } from './config';
import { realSleep, type ServiceContext } from './context';
import { crudRoutes } from './crud/routes';
import { lowcodeRoutes } from './lowcode/formatRoutes';
import { createDatabase, type AppDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { homeRoutes } from './home/routes';
import { reportRoutes } from './reports/routes';
import { flowRoutes } from './flow/routes';
import { templateRoutes } from './templates/routes';
import { scaleRoutes } from './scale/routes';
import { weighPrintRoutes } from './weighing/print/routes';
import { weighingRoutes } from './weighing/routes';
import { scaleHubPlugin } from './scale/scaleHubPlugin';
import { realtimePlugin, type RealtimeOptions } from './realtime/realtimePlugin';
import { errorHandler } from './http/errorHandler';
import { rejectNulChars } from './http/nulChars';
import { seedIfEmpty } from './seed/seed';
import { staticRoutes } from './static/routes';
import { systemRoutes } from './system/routes';
import { systemServiceRoutes } from './system/serviceRoutes';
import { startBackgroundRunner } from './system/backgroundRunner';
import { sysAdminRoutes } from './sysadmin/routes';
import { selfServiceRoutes } from './selfService/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    ctx: ServiceContext;
  }
}

export interface BuildOptions {
  /** an already opened database (tests share one per file); otherwise opened from config and closed with the app */
  database?: AppDatabase;
  deps?: AppDeps;
  /** run migrations and the demo seed (default true) */
  prepare?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** sees every route as it is registered (tests enumerate the non-public ones) */
  onRoute?: (route: RouteOptions) => void;
  /** socket.io intervals and timers (tests make them short) */
  realtime?: RealtimeOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the Fastify app (no listen): database, migrations, seed, hooks and every route. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] =
    options.logger ??
    (config.prettyLogs
      ? {
          level: config.logLevel,
          transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
        }
      : { level: config.logLevel });
  const app = Fastify({
    logger,
    // A caller's own request id is kept when it looks like one; anything else gets a fresh UUID.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database =
    options.database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      pgSchema: config.pgSchema,
    }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (options.prepare !== false) {
    await migrateToLatest(database.db as unknown as Kysely<unknown>);
    if (config.seed) await seedIfEmpty(database.db);
  }

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('ctx', {
    db: database.db,
    config,
    now: options.deps?.now ?? (() => new Date()),
    sleep: options.deps?.sleep ?? realSleep,
    captcha: options.deps?.captcha,
    netGuard: options.deps?.netGuard,
  });

  // Gate and weighing changes tell the in-factory rooms (weighing/README.md); set once the realtime
  // plugin is registered below, a no-op until then.
  let publishInFactory: (orgId: string) => void = () => {};
  app.decorate('inFactoryChanged', (orgId: string) => publishInFactory(orgId));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'same-origin');
    // API answers carry personal and business data: no shared or browser caching.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  await app.register(errorHandler);
  await app.register(formbody);
  await app.register(rejectNulChars);
  // Some HTTP clients send `Content-Type: application/json` with no body on POST actions (logout,
  // switchOrg); read that as "no body" instead of a 400. Non-empty bodies keep Fastify's parser
  // with its prototype-poisoning protection.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });
  await app.register(authGuard);
  await app.register(scaleHubPlugin);
  await app.register(realtimePlugin, options.realtime ?? {});
  publishInFactory = (orgId) => app.realtime.publishInFactory(orgId);

  await app.register(
    async (api) => {
      api.get('/health', { config: { public: true } }, async () => {
        await api.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        return { code: 0, success: true, msg: '操作成功', data: { status: 'ok', db: 'ok' } };
      });
      await api.register(authRoutes);
      await api.register(systemRoutes);
      await api.register(systemServiceRoutes);
      await api.register(homeRoutes);
      await api.register(reportRoutes);
      await api.register(flowRoutes);
      await api.register(templateRoutes);
      await api.register(crudRoutes);
      await api.register(lowcodeRoutes);
      await api.register(attachmentRoutes);
      await api.register(scaleRoutes);
      await api.register(sysAdminRoutes);
      await api.register(selfServiceRoutes);
      await api.register(weighPrintRoutes);
      await api.register(weighingRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticRoutes);

  // Hourly clean-up of dead sessions, captchas and lapsed failure counts; unref'd so it never holds the process.
  const sweeper = setInterval(
    () => {
      sweepExpiredAuth(app.ctx).catch((error: unknown) => app.log.warn({ err: error }, 'auth sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // Scheduler jobs and webhook deliveries (system/README.md); stopped before the database closes.
  if (config.backgroundJobs) {
    const runner = startBackgroundRunner(app.ctx, app.log);
    app.addHook('preClose', async () => runner.stop());
  }
  return app;
}
