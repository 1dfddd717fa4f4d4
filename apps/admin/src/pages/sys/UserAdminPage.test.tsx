import '@wb/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type * as WbApi from '@wb/api';
import type { RecordRow } from '@wb/api';
import type { TemplateListPageProps } from '@wb/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's own parts: the generic list is stood in for by buttons that play its callbacks. */
const api = vi.hoisted(() => ({
  listRecords: vi.fn(),
  fetchRecord: vi.fn(),
  assignUserRoles: vi.fn(),
  resetUserPassword: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));

const zhang: RecordRow = { id: 'u2', username: 'zhangsan', realName: '张三', version: 1 };
vi.mock('../TemplatePage', () => ({
  TemplatePage: ({ onSaved, pageActions }: Pick<TemplateListPageProps, 'onSaved' | 'pageActions'>) => (
    <div>
      <button onClick={() => onSaved?.({ ...zhang, initialPassword: 'Ab3$efGh9!kL' }, 'create')}>
        saved-create
      </button>
      <button onClick={() => onSaved?.({ ...zhang, version: 2 }, 'edit')}>saved-edit</button>
      <button onClick={() => pageActions?.assignRole([])}>assign-none</button>
      <button onClick={() => pageActions?.assignRole([zhang])}>assign-one</button>
      <button onClick={() => pageActions?.resetPassword([zhang])}>reset-one</button>
    </div>
  ),
}));

const { UserAdminPage } = await import('./UserAdminPage');

const item = {
  id: 'm-user',
  title: '用户管理',
  path: '/modules/sys/user/index',
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

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <UserAdminPage item={item} />
      </AntApp>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listRecords.mockResolvedValue({
    list: [
      { id: 'r1', roleCode: 'admin', roleName: '系统管理员', enabled: true },
      { id: 'r2', roleCode: 'weigh_operator', roleName: '计量员', enabled: true },
      { id: 'r3', roleCode: 'vehicle_clerk', roleName: '车辆录入员', enabled: true },
    ],
    total: 3,
  });
  api.fetchRecord.mockResolvedValue({ ...zhang, roleIds: ['r2'] });
  api.assignUserRoles.mockResolvedValue('分配成功');
  api.resetUserPassword.mockResolvedValue({ password: 'Zz9!newPass1' });
});
afterEach(cleanup);

describe('用户管理', () => {
  it('shows the initial password the create answered, once, until 我已记下', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('saved-create'));
    const dialog = await screen.findByTestId('initial-password-dialog');
    expect(within(dialog).getByTestId('initial-password').textContent).toBe('Ab3$efGh9!kL');
    expect(dialog.textContent).toContain('zhangsan（张三）的初始密码');
    expect(screen.getByText('初始密码')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByTestId('initial-password')).toBeNull());
  });

  it('shows nothing after an edit (no password is answered)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('saved-edit'));
    expect(screen.queryByTestId('initial-password-dialog')).toBeNull();
  });

  it('分配角色 needs one selected user (请选择一条数据！)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('assign-none'));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    expect(screen.queryByTestId('user-role-dialog')).toBeNull();
  });

  it("分配角色 ticks the user's roles and saves exactly the ticked ones", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('assign-one'));
    const dialog = await screen.findByTestId('user-role-dialog');
    expect(screen.getByText('分配角色：张三')).toBeTruthy();
    const box = async (label: string) => within(dialog).findByRole('checkbox', { name: label });
    await waitFor(async () =>
      expect(((await box('计量员（weigh_operator）')) as HTMLInputElement).checked).toBe(true),
    );
    expect(((await box('车辆录入员（vehicle_clerk）')) as HTMLInputElement).checked).toBe(false);
    await user.click(await box('车辆录入员（vehicle_clerk）'));
    await user.click(await box('计量员（weigh_operator）'));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.assignUserRoles).toHaveBeenCalledWith('u2', ['r3']));
    expect(await screen.findByText('分配成功')).toBeTruthy();
    expect(api.fetchRecord).toHaveBeenCalledWith('/sys-user', 'u2');
  });

  it('重置密码 asks first, then shows the new one-time password', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('reset-one'));
    expect(await screen.findByText('确定重置 张三 的密码吗? 其登录会话将结束。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(api.resetUserPassword).toHaveBeenCalledWith('u2'));
    expect((await screen.findByTestId('initial-password')).textContent).toBe('Zz9!newPass1');
    expect(screen.getByText('新密码')).toBeTruthy();
  });
});
