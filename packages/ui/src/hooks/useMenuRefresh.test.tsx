import { act, cleanup, screen } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { sessionStore, type MenuItem } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { signIn } from '../test-utils/fakeServer';

const api = vi.hoisted(() => ({ fetchMenuTree: vi.fn(), fetchMenuButtons: vi.fn() }));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));

const { useMenuRefresh } = await import('./useMenuRefresh');
const { MENU_REFRESH_MIN_MS } = await import('../logic/menuLeaves');

const leaf = (path: string): MenuItem => ({
  id: path,
  title: path,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: path,
  keepAlive: true,
  menuParentId: null,
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children: [],
});
const group = (children: MenuItem[]): MenuItem => ({ ...leaf('/basic'), children });

function Probe() {
  useMenuRefresh();
  return null;
}

beforeEach(() => {
  signIn();
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(undefined);
  sessionStore.getState().setMenu([group([leaf('/basic/vehicle')])]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMenuRefresh', () => {
  it('says 你可以访问该菜单对应的页面了！ when the menu gains a page, not on the first load or a loss', async () => {
    renderWithProviders(<Probe />);
    expect(screen.queryByText('你可以访问该菜单对应的页面了！')).toBeNull();
    // a menu losing pages, and one read while the store is being cleared, say nothing
    act(() => sessionStore.getState().setMenu([group([leaf('/basic/vehicle')])]));
    act(() => sessionStore.getState().setMenu([]));
    expect(screen.queryByText('你可以访问该菜单对应的页面了！')).toBeNull();
    act(() => sessionStore.getState().setMenu([group([leaf('/basic/vehicle'), leaf('/basic/driver')])]));
    expect(await screen.findByText('你可以访问该菜单对应的页面了！')).toBeTruthy();
  });

  it('reads the menu again when the window regains focus, at most once a minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderWithProviders(<Probe />);
    window.dispatchEvent(new Event('focus'));
    expect(api.fetchMenuTree).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + MENU_REFRESH_MIN_MS + 1);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(api.fetchMenuTree).toHaveBeenCalledTimes(1);
    expect(api.fetchMenuButtons).toHaveBeenCalledTimes(1);
  });
});
