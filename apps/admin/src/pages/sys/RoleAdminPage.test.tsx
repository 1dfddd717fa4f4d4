import '@wb/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type * as WbApi from '@wb/api';
import { sessionStore, type RecordRow, type RoleMenuTree } from '@wb/api';
import type { TemplateListPageProps } from '@wb/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  listRecords: vi.fn(),
  fetchRoleMenuTree: vi.fn(),
  saveRoleMenuTree: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));

const clerk: RecordRow = { id: 'r3', roleCode: 'vehicle_clerk', roleName: '车辆录入员', version: 1 };
vi.mock('../TemplatePage', () => ({
  TemplatePage: ({ onSaved, pageActions }: Pick<TemplateListPageProps, 'onSaved' | 'pageActions'>) => (
    <div>
      <button onClick={() => onSaved?.(clerk, 'create')}>saved-create</button>
      <button onClick={() => pageActions?.assignMenu([])}>assign-none</button>
      <button onClick={() => pageActions?.assignMenu([clerk])}>assign-one</button>
    </div>
  ),
}));

const { RoleAdminPage } = await import('./RoleAdminPage');

const item = {
  id: 'm-role',
  title: '角色管理',
  path: '/modules/sys/role/index',
  urlPath: null,
  component: null,
  icon: null,
  query: null,
  uuid: 'u',
  keepAlive: true,
  menuParentId: null,
  ownMenu: false,
  iusual: true,
  isApp: false,
  isAuth: false,
  buttonUrls: null,
  children: [],
};
const roles: RecordRow[] = [{ id: 'r2', roleCode: 'weigh_operator', roleName: '计量员' }];
const tree: RoleMenuTree = {
  roleId: 'r3',
  isAdmin: false,
  tree: [
    {
      id: 'm1',
      parentId: null,
      title: '基础资料',
      path: '/basic',
      checked: false,
      buttons: [],
      children: [
        {
          id: 'm2',
          parentId: 'm1',
          title: '车辆',
          path: '/modules/basic/vehicle',
          checked: false,
          children: [],
          buttons: [{ id: 'b1', name: '新增', code: 'add', permission: 'basic:vehicle:add', checked: false }],
        },
      ],
    },
  ],
};

function renderPage() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })}
    >
      <AntApp>
        <RoleAdminPage item={item} />
      </AntApp>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listRecords.mockImplementation(async () => ({ list: [...roles], total: roles.length }));
  api.fetchRoleMenuTree.mockResolvedValue(tree);
  sessionStore.getState().setUserInfo({
    user: 'u1',
    username: 'admin',
    realName: '管理员',
    avatar: null,
    currentOrg: 'o1',
    currentOrgName: '公司',
    currentGroup: 'g1',
    currentGroupName: '集团',
    orgs: [],
    admin: true,
    permissions: [],
    roles: ['ADMIN'],
  });
});
afterEach(() => {
  cleanup();
  roles.splice(1);
});

describe('角色管理', () => {
  it('分配菜单 opens the selected role in the panel (its tree loads)', async () => {
    roles.push(clerk);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(api.listRecords).toHaveBeenCalled());
    await user.click(screen.getByText('assign-one'));
    await waitFor(() => expect(api.fetchRoleMenuTree).toHaveBeenCalledWith('r3'));
    expect(await screen.findByText('车辆录入员（vehicle_clerk）')).toBeTruthy();
    expect(await screen.findByText('基础资料')).toBeTruthy();
  });

  it('分配菜单 needs one selected role (请选择一条数据！)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('assign-none'));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    expect(api.fetchRoleMenuTree).not.toHaveBeenCalled();
  });

  it('offers a role saved in the list at once: the choices are read again after 新增 and when the select opens', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(api.listRecords).toHaveBeenCalledTimes(1));
    roles.push(clerk);
    await user.click(screen.getByText('saved-create'));
    await waitFor(() => expect(api.listRecords).toHaveBeenCalledTimes(2));
    // a role made elsewhere (another administrator) shows up when the select opens
    roles.push({ id: 'r4', roleCode: 'gate', roleName: '门岗' });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(api.listRecords).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('门岗（gate）')).toBeTruthy();
    expect(screen.getByText('车辆录入员（vehicle_clerk）')).toBeTruthy();
  });
});
