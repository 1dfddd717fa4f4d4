import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenResponse } from '@wb/api/wire';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase } from './testDatabase';
import type { Database } from '../db/schema';
import type { GuardOptions } from '../system/webhooks/ssrfGuard';

export const WEB_BASIC = `Basic ${Buffer.from('wb-web:wb-web-secret').toString('base64')}`;
export const APP_BASIC = `Basic ${Buffer.from('wb-app:wb-app-secret').toString('base64')}`;

/** A settable clock; the app reads it for expiry, locks and "today". */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date()): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms), set: (d) => (t = d.getTime()) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  clock: TestClock;
  /** every delay the sign-in slowdown asked for (ms) */
  sleeps: number[];
  /** routes as registered */
  routes: RouteOptions[];
  /** captcha text the next /code/image will carry */
  captchaText: { value: string };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** password grant through the web client; resolves to the token answer or throws with the response */
  login(username: string, password: string, extra?: { remoteAddress?: string }): Promise<TokenResponse>;
  /** GET/POST with a bearer token, JSON body */
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  captcha?: boolean;
  /** the webhook SSRF guard's resolver and allow-list (tests must not reach DNS or the internet) */
  netGuard?: GuardOptions;
  configure?: (config: AppConfig) => void;
}

/**
 * A fresh app on a fresh seeded database: PGlite in memory (from the dump made once per run), or
 * a new schema in PostgreSQL when TEST_DATABASE_URL is set (dropped again on close).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA: options.captcha ? 'on' : 'off',
    LOG_LEVEL: 'silent',
  });
  options.configure?.(config);
  const clock = createClock();
  const sleeps: number[] = [];
  const routes: RouteOptions[] = [];
  const captchaText = { value: 'ab12' };

  const { database, drop } = await createTestDatabase('wbtest');

  const app = await buildApp(config, {
    database,
    logger: false,
    onRoute: (r) => routes.push(r),
    deps: {
      now: clock.now,
      netGuard: options.netGuard,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      captcha: () => ({
        text: captchaText.value,
        svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${captchaText.value}</text></svg>`,
      }),
    },
  });
  await app.ready();

  const injectFn = (o: InjectOptions) => app.inject(o);
  return {
    app,
    db: database.db,
    config,
    clock,
    sleeps,
    routes,
    captchaText,
    inject: injectFn,
    async login(username, password, extra = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: {
          authorization: WEB_BASIC,
          'content-type': 'application/x-www-form-urlencoded',
          deviceid: 'test-device',
        },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
        remoteAddress: extra.remoteAddress,
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<TokenResponse>();
    },
    call(method, url, token, body) {
      return app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Form-encoded token request. */
export function tokenRequest(
  fields: Record<string, string>,
  opts: { basic?: string; remoteAddress?: string } = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: opts.basic ?? WEB_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: opts.remoteAddress,
  };
}
