import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError, sessionStore, type AdminMenuNode } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchAdminMenuTree: vi.fn(),
  updateAdminMenu: vi.fn(),
  addMenuButton: vi.fn(),
  deleteMenuButton: vi.fn(),
  fetchMenuResources: vi.fn(),
  registerMenuPermission: vi.fn(),
  deleteMenuResource: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));
vi.setConfig({ testTimeout: 45_000 });

const { AppProviders } = await import('@wb/ui');
const { MenuAdminPage } = await import('./MenuAdminPage');
const { filterMenuTree } = await import('./menuTreeFilter');
const { DEDICATED_PAGES } = await import('../dedicatedPages');

const item = {
  id: 'm0', title: '菜单管理', path: '/modules/sys/menu/index', urlPath: null, component: null, icon: null, query: null, uuid: 'u',
  keepAlive: true, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children: [],
};
const node = (id: string, title: string, path: string, children: AdminMenuNode[] = [], buttons: AdminMenuNode['buttons'] = []): AdminMenuNode => ({
  id, parentId: null, title, path, icon: null, component: null, seq: 1, keepAlive: false, isApp: false, enabled: true, buttons, children,
});
const vehicle = node('v1', '车辆管理', '/modules/base/vehicle/index', [], [
  { id: 'b1', name: '导出', code: 'export', permission: 'base:vehicle:export', seq: 0, isApp: false },
]);
const tree = [node('g1', '基础资料', '/base', [vehicle]), node('g2', '系统管理', '/sys', [node('s1', '编码规则', '/modules/sys/code_rule/index')])];

const login = (admin: boolean, permissions: string[]) =>
  sessionStore.getState().setUserInfo({
    user: 'u1', username: 'admin', realName: '管理员', avatar: null, currentOrg: 'o1', currentOrgName: '公司', currentGroup: 'g1',
    currentGroupName: '集团', orgs: [], admin, permissions, roles: admin ? ['ADMIN'] : [],
  });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchAdminMenuTree.mockResolvedValue(tree);
  api.fetchMenuResources.mockResolvedValue([]);
  login(true, []);
});
afterEach(cleanup);

const wrap = () => render(<AppProviders basename="/"><MenuAdminPage item={item} /></AppProviders>);
const openVehicle = async () => {
  fireEvent.click(await screen.findByText('基础资料', { selector: '.ant-tree-title' }));
  const switcher = screen.getByText('基础资料').closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!;
  fireEvent.click(switcher);
  fireEvent.click(await screen.findByText('车辆管理'));
  return screen.findByLabelText('标题');
};

describe('菜单管理', () => {
  it('is the dedicated page of the leaf and marks itself ready', async () => {
    expect(DEDICATED_PAGES['/modules/sys/menu/index']).toBe(MenuAdminPage);
    wrap();
    const root = screen.getByTestId('menu-admin-page');
    await waitFor(() => expect(root.getAttribute('data-page-ready')).toBe('true'));
    expect(within(root).getByText('菜单管理')).toBeTruthy();
  });

  it('filters the tree by keyword, keeping the ancestors of a match', () => {
    const data = filterMenuTree(tree, '车辆');
    expect(data.map((d) => d.title)).toEqual(['基础资料']);
    expect(data[0].children.map((d) => d.title)).toEqual(['车辆管理']);
    expect(filterMenuTree(tree, 'code_rule')[0].children[0].key).toBe('s1');
    expect(filterMenuTree(tree, '不存在')).toEqual([]);
  });

  it('saves a menu and shows the server message of a refusal, keeping what was typed', async () => {
    api.updateAdminMenu.mockRejectedValueOnce(new ApiError('409', 409, { code: 409, success: false, msg: '数据已被他人修改，请刷新后重试', data: null }));
    api.updateAdminMenu.mockResolvedValueOnce('修改成功');
    wrap();
    const title = (await openVehicle()) as HTMLInputElement;
    expect(title.value).toBe('车辆管理');
    expect(screen.getByText('base:vehicle:export')).toBeTruthy();
    fireEvent.change(title, { target: { value: '车辆档案' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('menu-save-error')).textContent).toContain('数据已被他人修改，请刷新后重试');
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('车辆档案');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.updateAdminMenu).toHaveBeenCalledTimes(2));
    expect(api.updateAdminMenu).toHaveBeenLastCalledWith({ id: 'v1', title: '车辆档案', icon: null, seq: 1, keepAlive: false, isApp: false, enabled: true });
    await waitFor(() => expect(screen.queryByTestId('menu-save-error')).toBeNull());
  });

  it('adds a button and deletes one after 温馨提示 confirmation', async () => {
    api.addMenuButton.mockResolvedValue({ id: 'b2', menuId: 'v1', name: '打印', code: 'print', permission: 'base:vehicle:print', seq: 0, isApp: false });
    api.deleteMenuButton.mockResolvedValue({ count: 1 });
    wrap();
    await openVehicle();
    fireEvent.click(screen.getByRole('button', { name: /新增按钮/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '打印' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'print' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确/ }));
    await waitFor(() => expect(api.addMenuButton).toHaveBeenCalledWith({ menuId: 'v1', name: '打印', code: 'print' }));
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('温馨提示')).toBeTruthy();
    expect(screen.getByText('确定删除吗?')).toBeTruthy();
    const ok = await screen.findAllByRole('button', { name: '确定' });
    fireEvent.click(ok[ok.length - 1]);
    await waitFor(() => expect(api.deleteMenuButton).toHaveBeenCalledWith('b1'));
  });

  it('lists the resources bound to the menu, registers a path and warns when it is bound already', async () => {
    api.fetchMenuResources.mockResolvedValue([
      { id: 'r1', menuId: 'v1', permission: '/basic/vehicle/v2/list', methods: ['POST'], createDate: '2026-11-24T00:00:00.000Z' },
    ]);
    api.registerMenuPermission.mockResolvedValueOnce('资源权限添加成功').mockResolvedValueOnce('该资源权限已存在');
    wrap();
    await openVehicle();
    const panel = await screen.findByTestId('menu-resources');
    expect(await within(panel).findByText('/basic/vehicle/v2/list')).toBeTruthy();
    expect(within(panel).getByText('2026-11-24 08:00:00')).toBeTruthy();
    for (const expected of ['资源权限添加成功', '该资源权限已存在']) {
      fireEvent.click(within(panel).getByRole('button', { name: /新增资源/ }));
      // a closed dialog may still be fading out: the newest one is the open one
      const dialogs = await screen.findAllByRole('dialog');
      const dialog = dialogs[dialogs.length - 1];
      fireEvent.change(within(dialog).getByLabelText('权限路径'), { target: { value: ' /basic/vehicle/export ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确/ }));
      expect(await screen.findByText(expected)).toBeTruthy();
    }
    expect(api.registerMenuPermission).toHaveBeenCalledWith('v1', '/basic/vehicle/export', ['GET']);
  });

  it('hides 保存, 新增按钮 and 删除 without the permissions', async () => {
    login(false, []);
    wrap();
    await openVehicle();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增按钮/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增资源/ })).toBeNull();
  });
});
