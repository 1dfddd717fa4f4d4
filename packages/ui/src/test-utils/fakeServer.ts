import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, sessionStore, type MenuButton } from '@wb/api';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

export type FakeHandler = (call: FakeCall) => { status?: number; data?: unknown; headers?: Record<string, string>; raw?: unknown };

/**
 * A fake transport under the real API client: routes are 'METHOD /path' (exact) or a RegExp over
 * 'METHOD /path'; answers are wrapped in the envelope unless `raw` is given. Unknown routes 404.
 */
export function fakeServer(routes: Array<[string | RegExp, FakeHandler]>) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep the text */
      }
    }
    const call: FakeCall = { method, url, body, params: config.params };
    calls.push(call);
    const line = `${method} ${url}`;
    const route = routes.find(([pattern]) => (typeof pattern === 'string' ? pattern === line : pattern.test(line)));
    const answer = route ? route[1](call) : { status: 404, data: null };
    const status = answer.status ?? 200;
    const data =
      answer.raw !== undefined
        ? answer.raw
        : status >= 400
          ? { code: status, success: false, msg: typeof answer.data === 'string' ? answer.data : '资源不存在', data: null }
          : { code: 0, success: true, msg: '', data: answer.data ?? null };
    return Promise.resolve({ data, status, statusText: '', headers: answer.headers ?? {}, config });
  };
  apiClient.http.defaults.adapter = adapter;
  return {
    calls,
    /** calls whose 'METHOD /path' matches */
    find: (pattern: string | RegExp) =>
      calls.filter((c) => (typeof pattern === 'string' ? `${c.method} ${c.url}` === pattern : pattern.test(`${c.method} ${c.url}`))),
    stop: () => {
      delete apiClient.http.defaults.adapter;
    },
  };
}

/** A signed-in session holding the given menu buttons (all permitted). */
export function signIn(buttons: MenuButton[] = []): void {
  const permissions: Record<string, true> = {};
  for (const b of buttons) if (b.permission) permissions[b.permission] = true;
  sessionStore.setState({
    access_token: 'token',
    refresh_token: '',
    expires_at: 0,
    menuButList: buttons,
    permissions,
    desensitization: '0',
    userInfo: {
      user: 'u1',
      username: 'admin',
      realName: '管理员',
      avatar: null,
      currentOrg: 'org1',
      currentOrgName: '一厂',
      currentGroup: 'g1',
      currentGroupName: '集团',
      orgs: [],
      admin: true,
      permissions: [],
      roles: [],
    },
  });
}

/** The buttons of a crud menu (codes as the server seeds them). */
export function crudButtons(menuId: string, codes: Array<[string, string]>): MenuButton[] {
  return codes.map(([name, code], i) => ({
    id: `${menuId}-${code}`,
    menuId,
    name,
    code,
    permission: `basic:vehicle:${code}`,
    seq: i + 1,
    isApp: false,
  }));
}
