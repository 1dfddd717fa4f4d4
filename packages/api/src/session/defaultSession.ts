import type { SessionData } from './types';

/** The signed-out session with SPEC.md §3 UI defaults (desensitization '0', #ebf6f9, theme-white). */
export function defaultSession(): SessionData {
  return {
    userInfo: null,
    menu: [],
    menuTopId: null,
    access_token: '',
    refresh_token: '',
    expires_in: 0,
    expires_at: 0,
    is_token_invalid: false,
    permissions: {},
    roles: [],
    menuButList: [],
    menuAll: [],
    versionCode: '',
    tenantId: '',
    desensitization: '0',
    themeColor: '#ebf6f9',
    themeName: 'theme-white',
    isLock: false,
    lockPasswd: '',
    collapse: false,
    tags: [],
    lastAddress: '',
    signingIn: false,
  };
}
