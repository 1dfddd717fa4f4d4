import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, type MenuItem } from '@wb/api';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TabStrip } from '../components/TabStrip';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { useTabs } from './useTabs';

const leaf = (id: string, title: string, path: string): MenuItem => ({
  id,
  title,
  path,
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: id,
  keepAlive: true,
  menuParentId: 'basic',
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children: [],
});
const MENU = [leaf('m-vehicle', '车辆', '/v/index'), leaf('m-customer', '客户', '/c/index'), leaf('m-driver', '司机', '/d/index')];

let goTo: (path: string) => void = () => {};
function Shell() {
  const tabs = useTabs();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => void navigate(path);
  }, [navigate]);
  return (
    <>
      <TabStrip
        tabs={tabs.tabs}
        activeValue={tabs.activeValue}
        onOpen={(t) => void tabs.open(t)}
        onClose={tabs.close}
        onCloseOthers={tabs.closeOthers}
        onCloseAll={tabs.closeAll}
      />
      <output data-testid="where">{location.pathname}</output>
    </>
  );
}

const labels = () => within(screen.getByTestId('tab-strip')).getAllByRole('tab').map((t) => t.textContent);
const where = () => screen.getByTestId('where').textContent;
const visit = async (path: string) => {
  act(() => goTo(path));
  await waitFor(() => expect(where()).toBe(path.split('?')[0]));
};

describe('useTabs with the tab strip', () => {
  let allowed = true;
  /** false: /v/history is refused until it is registered */
  let registered: boolean | null = null;
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    allowed = true;
    registered = null;
    sessionStorage.clear();
    signIn();
    sessionStore.setState({ menu: MENU, tags: [], lastAddress: '', refresh_token: 'refresh-1' });
    server = fakeServer([
      [
        'POST /core/sys-site-license/checkFrontendAdress',
        (call) => {
          const { adress } = call.body as { adress: string };
          const ok = allowed && !(registered === false && adress.startsWith('/v/history'));
          // the server's refusal: success false, code 403 (a page path the caller may not open)
          return { raw: { code: ok ? 0 : 403, success: ok, msg: ok ? '' : '当前操作没有权限', data: ok } };
        },
      ],
      [
        'POST /sys/menu2/permission',
        () => {
          registered = true;
          return { raw: { code: 0, success: true, msg: '资源权限添加成功', data: { id: 'r1', created: true } } };
        },
      ],
      ['POST /core/sys-site-license/close', () => ({ data: true })],
    ]);
    renderWithProviders(
      <MemoryRouter initialEntries={['/clouds/index']}>
        <Shell />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    cleanup();
    server.stop();
  });

  it('adds a tab per visited page, keeps them in the session store with the last address', async () => {
    await visit('/v/index');
    await visit('/c/index');
    await visit('/v/index');
    await waitFor(() => expect(labels()).toEqual(['首页', '车辆', '客户']));
    expect(sessionStore.getState().tags.map((t) => t.value)).toEqual(['/clouds/index', '/v/index', '/c/index']);
    expect(sessionStore.getState().lastAddress).toBe('/v/index');
    expect(sessionStorage.getItem('wb-tags')).toContain('客户');
  });

  it('opens a tab after the frontend-address check; refused, the user goes home', async () => {
    await visit('/v/index');
    await visit('/c/index');
    fireEvent.click(screen.getByRole('tab', { name: '车辆' }));
    await waitFor(() => expect(where()).toBe('/v/index'));
    expect(server.find('POST /core/sys-site-license/checkFrontendAdress').at(-1)?.body).toMatchObject({ adress: 'm-vehicle' });
    allowed = false;
    fireEvent.click(screen.getByRole('tab', { name: '客户' }));
    await waitFor(() => expect(where()).toBe('/clouds/index'));
  });

  it('a refused page below a menu is registered for that menu when an administrator opens its tab (SPEC.md §6)', async () => {
    await visit('/v/history?id=7&name=历史');
    await visit('/c/index');
    registered = false;
    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    await waitFor(() => expect(where()).toBe('/v/history'));
    expect(server.find('POST /sys/menu2/permission').map((c) => c.body)).toEqual([
      { menuId: 'm-vehicle', permission: '/v/history', methods: ['GET'] },
    ]);
    expect(await screen.findByText('资源权限添加成功')).toBeTruthy();
  });

  it('refused for a user who may not register it: a warning, home, and no registration call', async () => {
    sessionStore.setState((s) => ({ userInfo: s.userInfo && { ...s.userInfo, admin: false } }));
    await visit('/v/history?id=7&name=历史');
    await visit('/c/index');
    registered = false;
    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    await waitFor(() => expect(where()).toBe('/clouds/index'));
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    expect(server.find('POST /sys/menu2/permission')).toHaveLength(0);
  });

  it('× on the active tab opens the one before it and tells the server (refresh token, tab ids)', async () => {
    await visit('/v/index');
    await visit('/c/index');
    await waitFor(() => expect(labels()).toEqual(['首页', '车辆', '客户']));
    const active = screen.getByRole('tab', { name: '客户' }).closest('.ant-tabs-tab') as HTMLElement;
    fireEvent.click(active.querySelector('.ant-tabs-tab-remove') as HTMLElement);
    await waitFor(() => expect(where()).toBe('/v/index'));
    expect(labels()).toEqual(['首页', '车辆']);
    await waitFor(() => expect(server.find('POST /core/sys-site-license/close')).toHaveLength(1));
    expect(server.find('POST /core/sys-site-license/close')[0].body).toEqual({ token: 'refresh-1', adress: ['m-customer'] });
  });

  it('更多 → 关闭其他 keeps home and the active tab; 关闭全部 goes home after 200 ms', async () => {
    await visit('/v/index');
    await visit('/c/index');
    await visit('/d/index');
    await waitFor(() => expect(labels()).toEqual(['首页', '车辆', '客户', '司机']));
    fireEvent.click(screen.getByTestId('tab-more'));
    fireEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(labels()).toEqual(['首页', '司机']));
    expect(where()).toBe('/d/index');

    fireEvent.click(screen.getByTestId('tab-more'));
    const all = await screen.findAllByText('关闭全部');
    fireEvent.click(all[all.length - 1]);
    await waitFor(() => expect(labels()).toEqual(['首页']));
    expect(where()).toBe('/d/index');
    await waitFor(() => expect(where()).toBe('/clouds/index'));
  });

  it('the right-click menu of a tab closes it; the home tab has no ×', async () => {
    await visit('/v/index');
    await visit('/c/index');
    await waitFor(() => expect(labels()).toEqual(['首页', '车辆', '客户']));
    const home = screen.getByRole('tab', { name: '首页' }).closest('.ant-tabs-tab') as HTMLElement;
    expect(home.querySelector('.ant-tabs-tab-remove')).toBeNull();
    fireEvent.contextMenu(screen.getByText('车辆'));
    fireEvent.click(await screen.findByText('关闭'));
    await waitFor(() => expect(labels()).toEqual(['首页', '客户']));
    expect(where()).toBe('/c/index');
  });
});
