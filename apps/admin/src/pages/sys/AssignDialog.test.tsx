import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchRoleAssignments: vi.fn(),
  listRecords: vi.fn(),
  fetchInventoryClassTree: vi.fn(),
  assignRoleTargets: vi.fn(),
  assignRoleUsers: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));
vi.setConfig({ testTimeout: 45_000 });

const { AppProviders } = await import('@wb/ui');
const { AssignDialog } = await import('./AssignDialog');
const { ASSIGN_TABS } = await import('../../logic/assignOptions');

const role = { id: 'r1', name: '录入员' };
const wrap = (tabs: (typeof ASSIGN_TABS)[keyof typeof ASSIGN_TABS], onClose = vi.fn()) =>
  render(
    <AppProviders basename="/">
      <AssignDialog
        target={role}
        title="分配"
        tabs={tabs}
        load={async (id) => {
          const held = await api.fetchRoleAssignments(id);
          return { ...held, users: held.userIds };
        }}
        save={(id, tab, keys) => (tab === 'users' ? api.assignRoleUsers(id, keys) : api.assignRoleTargets(id, tab, keys))}
        onClose={onClose}
      />
    </AppProviders>,
  );

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchRoleAssignments.mockResolvedValue({ userIds: ['u1'], org: ['o1'], numberPrefix: [], assayFormat: [], inventoryClass: [] });
  api.listRecords.mockImplementation(async (base: string) => {
    if (base === '/sys-organization')
      return { list: [{ id: 'o1', orgName: '一厂', orgCode: 'C01' }, { id: 'o2', orgName: '二厂', orgCode: 'C02' }], total: 2 };
    if (base === '/sys-user') return { list: [{ id: 'u1', realName: '王建国', username: 'wang' }], total: 1 };
    return { list: [{ id: 'p1', prefixNames: '大门', prefixCode: 'DM', formatName: '原煤化验', assayCode: 'Y01' }], total: 1 };
  });
  api.fetchInventoryClassTree.mockResolvedValue([{ id: 'c1', text: '原料', children: [{ id: 'c2', text: '煤炭' }] }]);
});
afterEach(cleanup);

/** Ticks an item in the left (可选) list and moves it right. */
async function moveRight(dialog: HTMLElement, title: string) {
  const item = (await within(dialog).findByText(title)).closest('li') as HTMLElement;
  fireEvent.click(within(item).getByRole('checkbox'));
  const toRight = within(dialog).getAllByRole('button').find((b) => b.querySelector('.anticon-right'));
  fireEvent.click(toRight as HTMLElement);
}

describe('角色 → 分配公司 / 分配数据权限', () => {
  it('shows what the role holds on the right and saves the new set', async () => {
    api.assignRoleTargets.mockResolvedValue(undefined);
    const onClose = vi.fn();
    wrap(ASSIGN_TABS.assignOrg, onClose);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('分配：录入员')).toBeTruthy();
    await moveRight(dialog, '二厂（C02）');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.assignRoleTargets).toHaveBeenCalledWith('r1', 'org', expect.arrayContaining(['o1', 'o2'])));
    expect(api.assignRoleTargets.mock.calls[0][2]).toHaveLength(2);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves only the kinds that changed, and keeps the dialog open with the server’s refusal', async () => {
    api.assignRoleTargets.mockRejectedValue(new ApiError('x', 400, { msg: '所选数据不存在或不属于当前公司' }));
    const onClose = vi.fn();
    wrap(ASSIGN_TABS.assignData, onClose);
    const dialog = await screen.findByRole('dialog');
    await moveRight(dialog, '大门（DM）');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect((await screen.findByTestId('assign-error')).textContent).toContain('所选数据不存在或不属于当前公司');
    expect(api.assignRoleTargets).toHaveBeenCalledTimes(1);
    expect(api.assignRoleTargets).toHaveBeenCalledWith('r1', 'numberPrefix', ['p1']);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('tab', { name: '物料分类' })).toBeTruthy();
  });

  it('分配用户 sends the role’s users', async () => {
    api.assignRoleUsers.mockResolvedValue(undefined);
    wrap(ASSIGN_TABS.assignUser);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('王建国（wang）')).toBeTruthy();
    // unchanged: nothing to save, the dialog just closes
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.fetchRoleAssignments).toHaveBeenCalledWith('r1'));
    expect(api.assignRoleUsers).not.toHaveBeenCalled();
  });
});
