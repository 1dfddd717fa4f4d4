import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { fetchMenuButtons, fetchMenuTree, useSession } from '@wb/api';
import { MENU_ADDED_NOTICE, MENU_REFRESH_MIN_MS, leafKeys, menuGainedPages } from '../logic/menuLeaves';

/**
 * Keeps a signed-in tab's menu current: when the window comes back into focus (at most once a
 * minute) the menu tree and buttons are read again, so a page an administrator has just granted
 * appears without signing in again; when the menu gains a page for the same company the user is
 * told 你可以访问该菜单对应的页面了！ (SPEC.md §2).
 */
export function useMenuRefresh(): void {
  const { message } = App.useApp();
  const menu = useSession((s) => s.menu);
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  const seen = useRef<{ orgId: string; keys: Set<string> } | null>(null);

  useEffect(() => {
    const keys = leafKeys(menu);
    const before = seen.current;
    if (before && before.orgId === orgId && menuGainedPages(before.keys, keys))
      void message.info(MENU_ADDED_NOTICE);
    if (keys.size > 0) seen.current = { orgId, keys };
  }, [menu, orgId, message]);

  useEffect(() => {
    if (!signedIn) return;
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < MENU_REFRESH_MIN_MS) return;
      last = Date.now();
      // a failed read keeps the menu the tab has; the client has shown why
      void Promise.all([fetchMenuTree(), fetchMenuButtons()]).catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [signedIn]);
}
