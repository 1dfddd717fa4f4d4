import { createStore } from 'zustand/vanilla';
import { defaultSession } from './defaultSession';
import { readPersistedSession, writePersistedSession } from './sessionPersistence';
import type { SessionState } from './types';

function permissionMap(keys: readonly string[]): Record<string, true> {
  const map: Record<string, true> = {};
  for (const key of keys) if (key) map[key] = true;
  return map;
}

/** Creates a session store hydrated from storage; `persist: false` keeps it in memory (tests). */
export function createSessionStore(options: { persist?: boolean } = {}) {
  const persist = options.persist ?? true;
  const store = createStore<SessionState>()((set) => ({
    ...defaultSession(),
    ...(persist ? readPersistedSession() : {}),
    setTokens: (tokens, now = Date.now()) =>
      set({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_in: tokens.expires_in,
        expires_at: now + tokens.expires_in * 1000,
        is_token_invalid: false,
      }),
    setUserInfo: (userInfo) =>
      set({ userInfo, permissions: permissionMap(userInfo.permissions), roles: [...userInfo.roles] }),
    setMenu: (menu) => set({ menu, menuAll: menu }),
    setMenuTopId: (menuTopId) => set({ menuTopId }),
    setSigningIn: (signingIn) => set({ signingIn }),
    setMenuButList: (menuButList) => set({ menuButList }),
    setDesensitization: (desensitization) => set({ desensitization }),
    setVersionCode: (versionCode) => set({ versionCode }),
    setTenantId: (tenantId) => set({ tenantId }),
    lock: (lockPasswd) => set({ isLock: true, lockPasswd }),
    unlock: () => set({ isLock: false, lockPasswd: '' }),
    setCollapse: (collapse) => set({ collapse }),
    setTags: (tags) => set({ tags }),
    setLastAddress: (lastAddress) => set({ lastAddress }),
    clearSession: () =>
      set({
        userInfo: null,
        menu: [],
        menuAll: [],
        menuTopId: null,
        menuButList: [],
        permissions: {},
        roles: [],
        tags: [],
        lastAddress: '',
        signingIn: false,
        access_token: '',
        refresh_token: '',
        expires_in: 0,
        expires_at: 0,
        is_token_invalid: true,
        isLock: false,
        lockPasswd: '',
      }),
  }));
  if (persist) store.subscribe((state) => writePersistedSession(state));
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The one session of this browser tab, shared by the client, the hooks and the apps. */
export const sessionStore: SessionStore = createSessionStore();
