import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import type { Notice } from './decideResponseAction';
import { createApiClient } from './createApiClient';

interface Call {
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown) {
  return { data, status, statusText: String(status), headers: {}, config, request: {} };
}

function setup(route: (config: InternalAxiosRequestConfig, calls: Call[]) => Promise<ReturnType<typeof reply>>) {
  const session: SessionStore = createSessionStore({ persist: false });
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const navigations: { to: string; replace?: boolean }[] = [];
  const scheduled: { ms: number; fn: () => void }[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push({ url: config.url ?? '', headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>, data: config.data });
    return route(config, calls);
  };
  const client = createApiClient({
    session,
    adapter,
    currentRoute: () => '/activti/detail/88',
    notify: (n) => notices.push(n),
    navigate: (to, options) => navigations.push({ to, replace: options?.replace }),
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
    now: () => 1_000_000,
  });
  return { session, client, calls, notices, navigations, scheduled };
}

const ok = (data: unknown) => ({ code: 0, success: true, msg: '', data });

describe('createApiClient', () => {
  let env: ReturnType<typeof setup>;

  describe('request headers (SPEC.md §7)', () => {
    beforeEach(() => {
      env = setup(async (config) => reply(config, 200, ok(true)));
    });

    it('sends login_type, Access-Ajax, bearer, TENANT_ID and the path header', async () => {
      env.session.getState().setTokens({ access_token: 'AT', refresh_token: 'RT', expires_in: 3600 }, 1_000_000);
      env.session.getState().setTenantId('t-1');
      await env.client.http.get('/sys-info/me');
      const { headers } = env.calls[0];
      expect(headers.login_type).toBe('WEB');
      expect(headers['Access-Ajax']).toBe('1');
      expect(headers.Authorization).toBe('Bearer AT');
      expect(headers.TENANT_ID).toBe('t-1');
      expect(headers.path).toBe('/activti/detail/:id');
      expect(headers.UrlSource).toBeUndefined();
    });

    it('omits bearer and TENANT_ID when not stored, adds UrlSource: RES on list calls', async () => {
      await env.client.http.post('/purorder/tr-registry/v2/list', {});
      const { headers } = env.calls[0];
      expect(headers.Authorization).toBeUndefined();
      expect(headers.TENANT_ID).toBeUndefined();
      expect(headers.UrlSource).toBe('RES');
    });
  });

  describe('token refresh', () => {
    it('concurrent 401s share one refresh, then every call is retried with the new token', async () => {
      env = setup(async (config) => {
        if (config.url === '/oauth/token') {
          await new Promise((r) => setTimeout(r, 10));
          return reply(config, 200, { access_token: 'NEW', refresh_token: 'RT2', expires_in: 3600, token_type: 'bearer' });
        }
        const auth = AxiosHeaders.from(config.headers).get('Authorization');
        return auth === 'Bearer NEW' ? reply(config, 200, ok(config.url)) : reply(config, 401, { code: 401, success: false, msg: '当前操作没有权限' });
      });
      env.session.getState().setTokens({ access_token: 'OLD', refresh_token: 'RT', expires_in: 3600 }, 1_000_000);
      const answers = await Promise.all(['/a', '/b', '/c'].map((url) => env.client.http.get(url)));
      expect(answers.map((a) => (a.data as { data: string }).data)).toEqual(['/a', '/b', '/c']);
      const tokenCalls = env.calls.filter((c) => c.url === '/oauth/token');
      expect(tokenCalls).toHaveLength(1);
      expect(tokenCalls[0].data).toBe('grant_type=refresh_token&refresh_token=RT');
      expect(tokenCalls[0].headers.Authorization).toBe('Basic ' + btoa('wb-web:'));
      expect(tokenCalls[0].headers.deviceId).toBeTruthy();
      expect(env.session.getState().access_token).toBe('NEW');
      expect(env.session.getState().refresh_token).toBe('RT2');
      expect(env.notices).toEqual([]);
    });

    it('a failed refresh logs out and replaces the route with /login', async () => {
      env = setup(async (config) =>
        config.url === '/oauth/token'
          ? reply(config, 401, { code: 401, success: false, msg: 'invalid refresh token' })
          : reply(config, 401, { code: 401, success: false, msg: '' }),
      );
      env.session.getState().setTokens({ access_token: 'OLD', refresh_token: 'RT', expires_in: 3600 }, 1_000_000);
      const results = await Promise.allSettled([env.client.http.get('/a'), env.client.http.get('/b')]);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(env.calls.filter((c) => c.url === '/oauth/token')).toHaveLength(1);
      expect(env.session.getState().access_token).toBe('');
      expect(env.navigations).toContainEqual({ to: '/login', replace: true });
    });

    it('an expired access token is refreshed before the call goes out', async () => {
      env = setup(async (config) =>
        config.url === '/oauth/token'
          ? reply(config, 200, { access_token: 'FRESH', refresh_token: 'RT2', expires_in: 3600, token_type: 'bearer' })
          : reply(config, 200, ok(1)),
      );
      env.session.getState().setTokens({ access_token: 'STALE', refresh_token: 'RT', expires_in: 1 }, 0);
      await env.client.http.get('/a');
      expect(env.calls.map((c) => c.url)).toEqual(['/oauth/token', '/a']);
      expect(env.calls[1].headers.Authorization).toBe('Bearer FRESH');
    });

    it('401 with no refresh token: logout, /login, 您长时间未进行操作…', async () => {
      env = setup(async (config) => reply(config, 401, { code: 401, success: false, msg: '' }));
      env.session.getState().setTokens({ access_token: 'A', refresh_token: '', expires_in: 3600 }, 1_000_000);
      await expect(env.client.http.get('/a')).rejects.toThrow('您长时间未进行操作，登录失效，请重新登录！');
      expect(env.session.getState().access_token).toBe('');
      expect(env.navigations).toEqual([{ to: '/login', replace: true }]);
    });
  });

  describe('carrying out decisions', () => {
    it('timeout rejects with 请求超时！', async () => {
      env = setup(async (config) => {
        throw new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config);
      });
      const error = await env.client.http.get('/slow').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('请求超时！');
      expect(env.notices).toEqual([{ level: 'error', message: '请求超时！' }]);
    });

    it('checkSafe false: warning, then /editpwd?id=<user> after 2 s', async () => {
      env = setup(async (config) => reply(config, 200, { code: 0, success: false, msg: '初始密码', data: null }));
      env.session.getState().setUserInfo({
        user: 'u7', username: 'newuser', realName: '新用户', avatar: null, currentOrg: 'o1', currentOrgName: 'A', currentGroup: 'g',
        currentGroupName: 'G', orgs: [], admin: false, permissions: [], roles: [],
      });
      await expect(env.client.http.get('/sys-user/pwd/checkSafe')).rejects.toThrow('请修改初始密码！即将跳转....');
      expect(env.navigations).toEqual([]);
      expect(env.scheduled.map((s) => s.ms)).toEqual([2000]);
      env.scheduled[0].fn();
      expect(env.navigations).toEqual([{ to: '/editpwd?id=u7', replace: true }]);
    });

    it('强制下线: the 10 s warning first, logout and /login afterwards', async () => {
      env = setup(async (config) => reply(config, 200, { code: 0, success: false, msg: '账号已被强制下线', data: null }));
      env.session.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 3600 }, 1_000_000);
      await expect(env.client.http.get('/x')).rejects.toThrow('账号已被强制下线');
      expect(env.notices).toEqual([{ level: 'warning', message: '账号已被强制下线', duration: 10 }]);
      expect(env.session.getState().access_token).toBe('A');
      env.scheduled.forEach((s) => s.fn());
      expect(env.session.getState().access_token).toBe('');
      expect(env.navigations).toEqual([{ to: '/login', replace: true }]);
    });

    it('server errors above 500 get the catalogue text', async () => {
      env = setup(async (config) => {
        throw new AxiosError('bad gateway', 'ERR_BAD_RESPONSE', config, {}, reply(config, 502, '<html>'));
      });
      await expect(env.client.http.get('/x')).rejects.toThrow('系统未知错误，请反馈给管理员');
    });
  });
});
