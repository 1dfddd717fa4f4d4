import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crudButtons, fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vehicleFormTemplate, vehicleListTemplate, vehicleRows } from '../test-utils/vehicleTemplates';
import { TemplateListPage } from './TemplateListPage';

/**
 * A page's own buttons (用户管理 → 分配角色, 重置密码) run the page's handler with the selected rows;
 * the create answer reaches the page (a new user's one-time initial password is shown from it).
 */
const MENU = 'menu-vehicle';
const ROWS = vehicleRows(3);

let fake: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  fake?.stop();
});

function server() {
  return fakeServer([
    ['POST /basic/vehicle/v2/list', () => ({ data: { list: ROWS, total: ROWS.length } })],
    [
      'POST /basic/vehicle/create',
      ({ body }) => ({ data: { id: 'new', version: 1, secret: 'shown-once', ...(body as object) } }),
    ],
  ]);
}

const labels = async () =>
  within(await screen.findByTestId('button-group'))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
const checkbox = (plate: string) =>
  within(screen.getByText(plate).closest('tr') as HTMLElement).getByRole('checkbox');

describe('TemplateListPage page actions', () => {
  it('shows a page action only when the page runs it and the user holds its key, and runs it with the selected rows', async () => {
    fake = server();
    const assign = vi.fn();
    signIn(
      crudButtons(MENU, [
        ['新增', 'add'],
        ['分配角色', 'assignRole'],
        ['重置密码', 'resetPassword'],
      ]),
    );
    renderWithProviders(
      <TemplateListPage
        menuId={MENU}
        listTemplate={vehicleListTemplate}
        formTemplate={vehicleFormTemplate}
      />,
    );
    expect(await labels()).toEqual(['新增', '高级查询']);
    cleanup();

    signIn(
      crudButtons(MENU, [
        ['新增', 'add'],
        ['分配角色', 'assignRole'],
        ['重置密码', 'resetPassword'],
      ]),
    );
    renderWithProviders(
      <TemplateListPage
        menuId={MENU}
        listTemplate={vehicleListTemplate}
        formTemplate={vehicleFormTemplate}
        pageActions={{ assignRole: assign }}
      />,
    );
    expect(await labels()).toEqual(['新增', '分配角色', '高级查询']);
    const user = userEvent.setup();
    await screen.findByText(String(ROWS[1].plateNumber));
    await user.click(checkbox(String(ROWS[1].plateNumber)));
    await user.click(screen.getByRole('button', { name: '分配角色' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0][0]).toEqual([expect.objectContaining({ id: ROWS[1].id })]);
  });

  it('hands the create answer to onSaved with the mode', async () => {
    fake = server();
    const onSaved = vi.fn();
    signIn(crudButtons(MENU, [['新增', 'add']]));
    renderWithProviders(
      <TemplateListPage
        menuId={MENU}
        listTemplate={vehicleListTemplate}
        formTemplate={vehicleFormTemplate}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    await screen.findByText(String(ROWS[0].plateNumber));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByTestId('form-dialog');
    await user.type(within(dialog).getByLabelText('车牌号'), '豫A12345');
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'new', secret: 'shown-once', plateNumber: '豫A12345' }),
      'create',
    );
  });
});
