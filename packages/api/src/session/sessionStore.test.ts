import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './sessionStore';

const user = {
  user: 'u1', username: 'admin', realName: '管理员', avatar: null, currentOrg: 'o1', currentOrgName: '一号公司',
  currentGroup: 'g1', currentGroupName: '集团', orgs: [], admin: true, permissions: ['sys:vehicle:add', ''], roles: ['ADMIN'],
};

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts with the UI defaults of SPEC.md §3', () => {
    const s = createSessionStore({ persist: false }).getState();
    expect([s.desensitization, s.themeColor, s.themeName, s.isLock]).toEqual(['0', '#ebf6f9', 'theme-white', false]);
  });

  it('keeps tokens in local and session storage, menu and tags in session storage only', () => {
    const store = createSessionStore();
    store.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 60 }, 0);
    store.getState().setMenu([]);
    store.getState().setTags([{ label: '首页', value: '/clouds/index' }]);
    store.getState().setLastAddress('/modules/basic/vehicle/index');
    expect(localStorage.getItem('wb-access_token')).toBe('"A"');
    expect(sessionStorage.getItem('wb-access_token')).toBe('"A"');
    expect(sessionStorage.getItem('wb-tags')).toContain('首页');
    expect(localStorage.getItem('wb-tags')).toBeNull();
    expect(sessionStorage.getItem('wb-lastAddress')).toBe('"/modules/basic/vehicle/index"');
    expect(createSessionStore().getState().lastAddress).toBe('/modules/basic/vehicle/index');
    expect(store.getState().expires_at).toBe(60_000);
  });

  it('a new store (another app of the origin) picks the tokens up from local storage', () => {
    createSessionStore().getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 60 }, 0);
    sessionStorage.clear();
    expect(createSessionStore().getState().access_token).toBe('A');
  });

  it('builds the permission map from the user info', () => {
    const store = createSessionStore({ persist: false });
    store.getState().setUserInfo(user);
    expect(store.getState().permissions).toEqual({ 'sys:vehicle:add': true });
    expect(store.getState().roles).toEqual(['ADMIN']);
  });

  it('lock sets flag and password in both storages; logout clears the session', () => {
    const store = createSessionStore();
    store.getState().setTokens({ access_token: 'A', refresh_token: 'R', expires_in: 60 });
    store.getState().setUserInfo(user);
    store.getState().setLastAddress('/modules/basic/vehicle/index');
    store.getState().lock('1234');
    expect(localStorage.getItem('wb-isLock')).toBe('true');
    expect(sessionStorage.getItem('wb-isLock')).toBe('true');
    store.getState().clearSession();
    const s = store.getState();
    expect([s.access_token, s.refresh_token, s.userInfo, s.isLock, s.tags.length, s.roles.length]).toEqual(['', '', null, false, 0, 0]);
    expect(localStorage.getItem('wb-access_token')).toBeNull();
    expect(s.permissions).toEqual({});
    expect(s.lastAddress).toBe('');
  });
});
