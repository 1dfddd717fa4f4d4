import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import './axiosConfig';
import type { TokenResponse } from '../wire';
import type { SessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { createSingleFlight } from './createSingleFlight';
import { decideResponseAction, type Notice, type ResponseFacts } from './decideResponseAction';
import { MSG_SESSION_EXPIRED } from './errorCatalogue';
import { formEncode } from './formEncode';
import { getDeviceId } from './deviceId';
import { isListCall } from './isListCall';
import { pathHeader } from './pathHeader';
import { basicClientAuthorization } from './webClient';

export const REQUEST_TIMEOUT_MS = 60_000;
/** refresh a little before the access token runs out (SPEC.md §9 tokenTime) */
export const TOKEN_EARLY_REFRESH_MS = 6_000;

export interface ApiClientDeps {
  session: SessionStore;
  /** the current route of the app (pathname + search), for the `path` header */
  currentRoute: () => string;
  notify: (notice: Notice) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** defaults to setTimeout; tests pass a synchronous or fake scheduler */
  schedule?: (fn: () => void, ms: number) => void;
  now?: () => number;
  baseURL?: string;
  timeoutMs?: number;
  /** tests plug a fake transport in here */
  adapter?: AxiosAdapter;
}

export interface ApiClient {
  http: AxiosInstance;
  /** single-flight token refresh; on failure the session is cleared and the route replaced with /login */
  refreshTokens: () => Promise<void>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const schedule = deps.schedule ?? ((fn: () => void, ms: number) => void setTimeout(fn, ms));
  const now = deps.now ?? Date.now;
  const http = axios.create({
    baseURL: deps.baseURL ?? '/api',
    timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // SPEC.md §8: statuses 200 to 500 are answers the interceptor reads, not transport errors
    validateStatus: (status) => status >= 200 && status <= 500,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  const forceLogout = () => {
    deps.session.getState().clearSession();
    deps.navigate('/login', { replace: true });
  };

  const refreshTokens = createSingleFlight(async () => {
    const refreshToken = deps.session.getState().refresh_token;
    try {
      if (!refreshToken) throw new ApiError(MSG_SESSION_EXPIRED, 401);
      const res = await http.post<TokenResponse>(
        '/oauth/token',
        formEncode({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        {
          authCall: true,
          silent: true,
          headers: {
            Authorization: basicClientAuthorization(),
            deviceId: getDeviceId(),
            'Content-Type': 'application/x-www-form-urlencoded',
          },
        },
      );
      deps.session.getState().setTokens(res.data, now());
    } catch (error) {
      forceLogout();
      throw error instanceof ApiError ? error : new ApiError(MSG_SESSION_EXPIRED, 401);
    }
  });

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (!config.authCall) {
      const state = deps.session.getState();
      if (state.refresh_token && state.expires_at > 0 && now() > state.expires_at - TOKEN_EARLY_REFRESH_MS) {
        await refreshTokens();
      }
    }
    const state = deps.session.getState();
    config.headers.set('login_type', 'WEB');
    config.headers.set('Access-Ajax', '1');
    if (!config.authCall && state.access_token) config.headers.set('Authorization', `Bearer ${state.access_token}`);
    if (state.tenantId) config.headers.set('TENANT_ID', state.tenantId);
    config.headers.set('path', pathHeader(deps.currentRoute()));
    if (isListCall(config.url ?? '', config.listCall)) config.headers.set('UrlSource', 'RES');
    return config;
  });

  const settle = async (
    facts: ResponseFacts,
    config: InternalAxiosRequestConfig | undefined,
    response: AxiosResponse | undefined,
  ): Promise<AxiosResponse> => {
    const decision = decideResponseAction(facts);
    if (decision.kind === 'resolve' && response) return response;
    if (decision.kind === 'refresh-and-retry' && config) {
      await refreshTokens();
      return http.request({ ...config, retried: true });
    }
    if (decision.kind !== 'reject') throw new ApiError(MSG_SESSION_EXPIRED, 401, facts.body);
    if (decision.notice) deps.notify(decision.notice);
    if (decision.logoutAfterMs !== undefined) {
      if (decision.logoutAfterMs === 0) deps.session.getState().clearSession();
      else schedule(() => deps.session.getState().clearSession(), decision.logoutAfterMs);
    }
    if (decision.redirect) {
      const { to, afterMs } = decision.redirect;
      // the initial-password redirect carries the user id, as /editpwd expects (SPEC.md §2)
      const userId = deps.session.getState().userInfo?.user;
      const target = to === '/editpwd' && userId ? `/editpwd?id=${encodeURIComponent(userId)}` : to;
      if (afterMs === 0) deps.navigate(target, { replace: true });
      else schedule(() => deps.navigate(target, { replace: true }), afterMs);
    }
    throw new ApiError(decision.message, decision.status, facts.body);
  };

  const factsOf = (config: InternalAxiosRequestConfig | undefined, status: number | null, body: unknown): ResponseFacts => {
    const state = deps.session.getState();
    return {
      status,
      url: config?.url ?? '',
      body,
      silent: config?.silent,
      handledStatuses: config?.handledStatuses,
      canRefresh: Boolean(state.refresh_token) && !config?.authCall && !config?.retried,
    };
  };

  http.interceptors.response.use(
    (response) => settle(factsOf(response.config, response.status, response.data), response.config, response),
    (error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (axios.isCancel(error)) return settle({ ...factsOf(undefined, null, null), cancelled: true }, undefined, undefined);
      if (axios.isAxiosError(error)) {
        const config = error.config;
        if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
          return settle({ ...factsOf(config, null, null), timedOut: true }, config, undefined);
        }
        if (error.response) return settle(factsOf(config, error.response.status, error.response.data), config, undefined);
        return settle(factsOf(config, null, null), config, undefined);
      }
      throw error;
    },
  );

  return { http, refreshTokens };
}
