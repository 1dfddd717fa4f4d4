import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/sessionStore';
import * as systemCalls from '../calls/systemCalls';
import { useSessionMenus } from './useSessionMenus';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const menuItem = {
  id: 'm1', title: '车辆', path: '/modules/basic/vehicle', urlPath: null, component: null, icon: null, query: null,
  uuid: 'm1', keepAlive: false, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: true,
  buttonUrls: null, children: [],
};
const button = { id: 'b1', menuId: 'm1', name: '新增', permission: 'basic:vehicle:add', code: 'add', seq: 10, isApp: false };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().clearSession();
});

describe('useSessionMenus', () => {
  it('loads menus and buttons for a signed-in tab that has neither (a new tab)', async () => {
    sessionStore.setState({ access_token: 'token' });
    const tree = vi.spyOn(systemCalls, 'fetchMenuTree').mockImplementation(async () => {
      sessionStore.getState().setMenu([menuItem]);
      return [menuItem];
    });
    const buttons = vi.spyOn(systemCalls, 'fetchMenuButtons').mockImplementation(async () => {
      sessionStore.getState().setMenuButList([button]);
      return [button];
    });
    renderHook(() => useSessionMenus(), { wrapper });
    await waitFor(() => expect(sessionStore.getState().menuButList).toHaveLength(1));
    expect(tree).toHaveBeenCalledTimes(1);
    expect(buttons).toHaveBeenCalledTimes(1);
  });

  it('does not call the server when the session already has them, or when signed out', () => {
    const tree = vi.spyOn(systemCalls, 'fetchMenuTree');
    renderHook(() => useSessionMenus(), { wrapper });
    sessionStore.setState({ access_token: 'token', menu: [menuItem], menuButList: [button] });
    renderHook(() => useSessionMenus(), { wrapper });
    expect(tree).not.toHaveBeenCalled();
  });
});
