import type { MenuButton, MenuItem, TokenResponse, UserInfo } from '../wire';

/** A tab of the tab strip (SPEC.md §3). */
export interface Tab {
  label: string;
  value: string;
  params?: Record<string, unknown>;
  id?: string;
  query?: Record<string, string>;
  menuId?: string;
  group?: string;
  /** the address the tab opens (path and query); `value` may differ when the route query has `src` */
  path?: string;
}

/** The data of the session (SPEC.md §3 session state and UI state). Names follow SPEC.md. */
export interface SessionData {
  userInfo: UserInfo | null;
  menu: MenuItem[];
  menuTopId: string | null;
  access_token: string;
  refresh_token: string;
  /** seconds, as the token answer gave it */
  expires_in: number;
  /** epoch ms when the access token runs out (derived from expires_in when stored) */
  expires_at: number;
  is_token_invalid: boolean;
  /** permission key → true */
  permissions: Record<string, true>;
  roles: string[];
  menuButList: MenuButton[];
  menuAll: MenuItem[];
  versionCode: string;
  tenantId: string;
  desensitization: string;
  themeColor: string;
  themeName: string;
  isLock: boolean;
  lockPasswd: string;
  collapse: boolean;
  tags: Tab[];
  /** the last signed-in address (path and query), restored when the app is opened at / (SPEC.md §2) */
  lastAddress: string;
  /**
   * A password sign-in is completing (user info, password check, menus): the guard keeps the user on
   * /login until it is done. Never persisted.
   */
  signingIn: boolean;
}

export interface SessionActions {
  setTokens(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>, now?: number): void;
  setUserInfo(userInfo: UserInfo): void;
  setMenu(menu: MenuItem[]): void;
  setSigningIn(signingIn: boolean): void;
  setMenuTopId(id: string | null): void;
  setMenuButList(buttons: MenuButton[]): void;
  setDesensitization(value: string): void;
  setVersionCode(value: string): void;
  setTenantId(value: string): void;
  lock(password: string): void;
  unlock(): void;
  setCollapse(collapse: boolean): void;
  setTags(tags: Tab[]): void;
  setLastAddress(address: string): void;
  /** logout: clears menu, permissions, user info, tokens, roles, tags (and the last address) and the lock */
  clearSession(): void;
}

export type SessionState = SessionData & SessionActions;
