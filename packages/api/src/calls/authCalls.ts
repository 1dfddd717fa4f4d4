// Sign-in and session calls of ROUTES.md.
import { apiClient } from '../client/apiClient';
import { ApiError } from '../client/ApiError';
import { MSG_CHANGE_INITIAL_PASSWORD } from '../client/errorCatalogue';
import { basicClientAuthorization } from '../client/webClient';
import { formEncode } from '../client/formEncode';
import { getDeviceId } from '../client/deviceId';
import { sessionStore } from '../session/sessionStore';
import type { ApiEnvelope, GlobalConfig, TokenResponse, UserInfo } from '../wire';
import { unwrap } from './unwrap';

export interface PasswordLogin {
  username: string;
  password: string;
  /** captcha text; omitted when the site has the captcha switched off */
  code?: string;
  randomStr?: string;
}

/** Statuses the login page shows itself (SPEC.md §8: 428 is excepted from default handling there). */
export const LOGIN_HANDLED_STATUSES = [401, 403, 417, 423, 426, 428, 429, 479] as const;

/** POST /oauth/token, password grant. Stores the tokens and clears the lock (SPEC.md §4). */
export async function loginByPassword(login: PasswordLogin): Promise<TokenResponse> {
  const res = await apiClient.http.post<TokenResponse>(
    '/oauth/token',
    formEncode({ grant_type: 'password', username: login.username, password: login.password, code: login.code, randomStr: login.randomStr }),
    {
      authCall: true,
      silent: true,
      handledStatuses: LOGIN_HANDLED_STATUSES,
      headers: {
        Authorization: basicClientAuthorization(),
        deviceId: getDeviceId(),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    },
  );
  const state = sessionStore.getState();
  state.setTokens(res.data);
  state.unlock();
  return res.data;
}

/** Refreshes the token pair (single-flight); on failure the session ends and the route becomes /login. */
export function refreshToken(): Promise<void> {
  return apiClient.refreshTokens();
}

/** Logout: tells the server (best effort), then clears menu, permissions, user info, tokens, roles, tags. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.getState().access_token) await apiClient.http.post('/base/logout', undefined, { silent: true });
  } catch {
    // the session ends on this side whatever the server says
  } finally {
    sessionStore.getState().clearSession();
  }
}

/** GET /sys-info/me; stores the user info, permission map and roles. */
export async function fetchMe(): Promise<UserInfo> {
  const me = unwrap(await apiClient.http.get<ApiEnvelope<UserInfo>>('/sys-info/me'));
  sessionStore.getState().setUserInfo(me);
  return me;
}

/**
 * GET /sys-user/pwd/checkSafe. Resolves true when the password is fine; false while it is still the
 * initial one (the interceptor has then shown 请修改初始密码！即将跳转.... and will go to /editpwd).
 */
export async function checkSafe(): Promise<boolean> {
  try {
    await apiClient.http.get('/sys-user/pwd/checkSafe');
    return true;
  } catch (error) {
    // the result is otherwise ignored (SPEC.md §7): only the initial-password answer stops the sign-in
    return !(error instanceof ApiError && error.message === MSG_CHANGE_INITIAL_PASSWORD);
  }
}

/** POST /index/getDefineSetVal {param}; the desensitization flag is stored in the session. */
export async function getDefineSetVal(param = 'data_desensitization'): Promise<string> {
  const value = unwrap(await apiClient.http.post<ApiEnvelope<string>>('/index/getDefineSetVal', { param }));
  if (param === 'data_desensitization') sessionStore.getState().setDesensitization(String(value ?? '0'));
  return value;
}

/** GET /sys-info/global-config (public). */
export async function fetchGlobalConfig(): Promise<GlobalConfig> {
  const config = unwrap(await apiClient.http.get<ApiEnvelope<GlobalConfig>>('/sys-info/global-config', { silent: true }));
  if (config.versionCode) sessionStore.getState().setVersionCode(config.versionCode);
  return config;
}

/** PUT /sys-user/password/modify/:id {oldPassword, newPassword} (own id only). */
export async function modifyPassword(userId: string, body: { oldPassword: string; newPassword: string }): Promise<void> {
  await apiClient.http.put(`/sys-user/password/modify/${encodeURIComponent(userId)}`, body);
}

/** The captcha picture address for a client-made random string. */
export function captchaImageUrl(randomStr: string): string {
  return `/api/code/image?randomStr=${encodeURIComponent(randomStr)}`;
}

/** A fresh random string for the captcha (8–64 of [A-Za-z0-9_-], ROUTES.md). */
export function newRandomStr(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
