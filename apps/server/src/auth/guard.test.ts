import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Route {
  method: HTTPMethods;
  url: string;
  public: boolean;
}

/** Every registered route, one row per method, HEAD twins included. */
function routes(): Route[] {
  return t.routes.flatMap((r) =>
    (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({
      method: method as HTTPMethods,
      url: r.url,
      public: r.config?.public === true,
    })),
  );
}

/** A concrete URL for a route pattern: params become a valid-looking UUID, wildcards a segment. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '3f2b8c1e-1111-4a4a-8b8b-123456789abc').replace(/\*$/, 'x');

const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/code/image',
  'POST /api/oauth/token',
  'POST /api/pro/oauth/token',
  'GET /api/sys-info/global-config',
  // self-service forms and the handset download link (selfService/README in apps/server/README.md)
  'POST /api/sys-user/register',
  'POST /api/sys-user/forget/request',
  'POST /api/sys-user/forget/reset',
  'GET /api/site/app-download',
  // wall displays: the organisation comes from an admin-issued display key (reports/displayKeys.ts)
  'GET /api/report/shifts',
  'POST /api/report/display/team-shift',
  'POST /api/report/display/daily',
  'GET /api/report/display/in-factory',
  'GET /api/report/display/materials',
]);

describe('deny by default', () => {
  it('has only the intended public API routes', () => {
    const publicApi = routes()
      .filter((r) => r.public && r.url.startsWith('/api') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicApi)).toEqual(PUBLIC_ROUTES);
    // every other public route is app serving or a redirect, outside /api
    for (const r of routes().filter((x) => x.public && !x.url.startsWith('/api')))
      expect(['GET', 'HEAD']).toContain(r.method);
  });

  it('answers 401 without data on every non-public route called without a token', async () => {
    const protectedRoutes = routes().filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
    for (const r of protectedRoutes) {
      const res = await t.inject({
        method: r.method,
        url: concrete(r.url),
        payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      if (r.method !== 'HEAD')
        expect(res.json(), `${r.method} ${r.url}`).toEqual({
          code: 401,
          success: false,
          msg: '当前操作没有权限',
          data: null,
        });
    }
  });

  it('answers 401 with a malformed, unknown or non-bearer token', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer x',
      `Bearer ${'a'.repeat(43)}`,
      `Basic ${Buffer.from('admin:Admin@123456').toString('base64')}`,
      'Bearer a b c',
    ]) {
      const res = await t.inject({ method: 'GET', url: '/api/sys-info/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('never answers 200 to path tricks on protected routes', async () => {
    const tricks = (url: string): string[] => {
      const rest = url.slice('/api/'.length);
      return [
        `${url}.js`,
        `${url};x`,
        `${url};.css`,
        `/api/x/..;/${rest}`,
        `/api/..;/${rest}`,
        `/api/%2e/${rest}`,
        `/api/%2e%2e/api/${rest}`,
        `/%2e/api/${rest}`,
        `/api//${rest}`,
        `//api/${rest}`,
        `/${url}`,
        `${url}/`,
        url.toUpperCase(),
        `/Api/${rest}`,
        `/api/./${rest}`,
        `/static/../api/${rest}`,
        `/reports/../api/${rest}`,
        `/kiosk/..%2f..%2fapi/${rest}`,
        `${url}%00`,
        `${url}?x=/health`,
        `${url}#/health`,
      ];
    };
    const protectedRoutes = routes().filter(
      (r) => !r.public && r.url.startsWith('/api') && r.method !== 'HEAD',
    );
    for (const r of protectedRoutes) {
      for (const url of tricks(concrete(r.url))) {
        const res = await t.inject({ method: r.method, url, payload: r.method === 'GET' ? undefined : {} });
        // 400 内容包含非法字符 for a NUL in the path (http/nulChars.ts): refused all the same
        expect([400, 401, 404], `${r.method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toContain('"success":true');
      }
    }
    // ~20 tricks for every protected route: grows with the route count, slow on a loaded machine
  }, 180_000);

  it('answers 404 资源不存在 for unknown API routes, with or without a token', async () => {
    const tokens = await t.login('admin', 'Admin@123456');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      for (const headers of [{}, { authorization: `Bearer ${tokens.access_token}` }]) {
        const res = await t.inject({ method, url: '/api/no/such/thing', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, success: false, msg: '资源不存在', data: null });
      }
    }
  });

  it('echoes a request id on every answer and never leaks a stack trace', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const given = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad\nid' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
