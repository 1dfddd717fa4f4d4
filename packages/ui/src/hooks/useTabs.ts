import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { closeFrontendAdress, sessionStore, useSession, type Tab } from '@wb/api';
import { useAddressCheck } from './useAddressCheck';
import { HOME_PATH } from '../logic/firstPage';
import {
  CLOSE_ALL_DELAY_MS,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  tabAddress,
  menuItemAbove,
  tabOf,
  visitTab,
  withHomeTab,
  type TabsChange,
} from '../logic/tabs';

export interface TabsApi {
  /** the open tabs, home first */
  tabs: Tab[];
  /** the value of the page on screen ('' when it is no tab) */
  activeValue: string;
  open(tab: Tab): Promise<void>;
  close(tab: Tab): void;
  closeOthers(tab: Tab): void;
  closeAll(): void;
}

/**
 * The tab strip's state (SPEC.md §2): each visited page becomes a tab (kept in the session store, so in
 * session storage), the last address is remembered, and tabs open after the server's frontend-address
 * check. Closed tabs are reported to the server with the close call.
 */
export function useTabs(homePath = HOME_PATH): TabsApi {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const stored = useSession((s) => s.tags);
  const current = useMemo(() => tabOf(location, menu), [location, menu]);
  const activeValue = current?.value ?? '';
  const navigationType = useNavigationType();
  const closeAllTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const previous = useRef<{ tab: Tab; pathname: string } | null>(null);
  const checkAddress = useAddressCheck();

  // Added on the first visit, updated on a revisit; the address is the one a reload at / comes back to.
  // A page that replaced its own address (same path, new query: a saved new record) keeps its one tab.
  useEffect(() => {
    if (!current) return;
    const before = previous.current;
    previous.current = { tab: current, pathname: location.pathname };
    const replacing = navigationType === 'REPLACE' && before?.pathname === location.pathname ? before.tab.value : undefined;
    const session = sessionStore.getState();
    const next = visitTab(session.tags, current, replacing);
    if (next !== session.tags) session.setTags([...next]);
    const address = tabAddress(current);
    if (session.lastAddress !== address) session.setLastAddress(address);
  }, [current, location.pathname, navigationType]);

  useEffect(() => () => clearTimeout(closeAllTimer.current), []);

  /** Opens a tab after the server's check; refused, the user goes home (on home, the active tab stays). */
  const open = useCallback(
    async (tab: Tab) => {
      if (tab.value === activeValue) return;
      // a page below a menu (…/weigh/weigh) belongs to that menu: a refusal may register it there
      const menuId = tab.menuId ?? menuItemAbove(menu, (tab.path ?? tab.value).split('?')[0])?.id;
      if (!(await checkAddress(tab.id ?? tab.value, menuId))) {
        if (location.pathname !== homePath) void navigate(homePath);
        return;
      }
      void navigate(tabAddress(tab));
    },
    [activeValue, checkAddress, homePath, location.pathname, menu, navigate],
  );

  const apply = useCallback(
    (change: TabsChange) => {
      sessionStore.getState().setTags(change.tabs);
      void closeFrontendAdress(change.closed.map((t) => t.id ?? t.value));
      if (change.next) void open(change.next);
    },
    [open],
  );

  const close = useCallback((tab: Tab) => apply(closeTab(sessionStore.getState().tags, tab.value, activeValue)), [activeValue, apply]);
  const closeOthers = useCallback(
    (tab: Tab) => apply(closeOtherTabs(sessionStore.getState().tags, tab.value, activeValue)),
    [activeValue, apply],
  );
  const closeAll = useCallback(() => {
    const change = closeAllTabs(sessionStore.getState().tags, activeValue);
    apply({ ...change, next: null });
    if (change.next) {
      clearTimeout(closeAllTimer.current);
      closeAllTimer.current = setTimeout(() => void navigate(homePath), CLOSE_ALL_DELAY_MS);
    }
  }, [activeValue, apply, homePath, navigate]);

  const tabs = useMemo(() => withHomeTab(stored), [stored]);
  return { tabs, activeValue, open, close, closeOthers, closeAll };
}
