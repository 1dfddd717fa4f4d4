import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { crudButtons, fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vehicleFormTemplate, vehicleListTemplate, vehicleRows } from '../test-utils/vehicleTemplates';
import { TemplateListPage } from './TemplateListPage';

/** Status buttons (挂失, 拉黑 …): shown only when the LIST template names them, run through {base}/{code}. */
const MENU = 'menu-vehicle';
const ROWS = vehicleRows(3);
const BUTTONS: Array<[string, string]> = [
  ['新增', 'add'],
  ['挂失', 'loss'],
  ['解挂', 'reuse'],
  ['拉黑', 'block'],
  ['审核', 'audit'],
  ['入厂', 'entrance'],
  ['出厂', 'hisRelease'],
];

let fake: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  fake?.stop();
});

function server() {
  return fakeServer([
    ['POST /basic/vehicle/v2/list', () => ({ data: { list: ROWS, total: ROWS.length } })],
    ['POST /basic/vehicle/loss', () => ({ data: { count: 1 } })],
    ['POST /basic/vehicle/block', () => ({ data: { count: 1 } })],
    ['POST /basic/vehicle/reuse', () => ({ status: 400, data: '只有挂失状态的卡才能解挂' })],
    ['POST /basic/vehicle/entrance', () => ({ data: { id: ROWS[0].id, status: 'entered' } })],
    ['POST /basic/vehicle/hisRelease', () => ({ status: 400, data: '车辆正在过磅，请完成二次过磅后出厂' })],
  ]);
}

function renderPage(statusActions?: string[], gate = false) {
  signIn(crudButtons(MENU, BUTTONS));
  const listTemplate = statusActions ? { ...vehicleListTemplate, mapData: { statusActions, gate } } : vehicleListTemplate;
  return renderWithProviders(<TemplateListPage menuId={MENU} listTemplate={listTemplate} formTemplate={vehicleFormTemplate} />);
}

const labels = async () =>
  within(await screen.findByTestId('button-group'))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
const checkbox = (plate: string) => within(screen.getByText(plate).closest('tr') as HTMLElement).getByRole('checkbox');

describe('TemplateListPage status actions', () => {
  it('a status button shows only when the template runs it', async () => {
    fake = server();
    renderPage();
    expect(await labels()).toEqual(['新增', '高级查询']);
    cleanup();
    renderPage(['loss', 'reuse', 'block', 'bogus']);
    expect(await labels()).toEqual(['新增', '挂失', '解挂', '拉黑', '高级查询']);
  });

  it('挂失 needs a selection, then posts the ids and reloads; a refusal shows the server message', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage(['loss', 'reuse']);
    await screen.findByText(String(ROWS[0].plateNumber));
    await user.click(screen.getByRole('button', { name: '挂失' }));
    expect(await screen.findByText('请至少选择一条数据！')).toBeTruthy();
    await user.click(checkbox(String(ROWS[0].plateNumber)));
    // the button group ignores a second press within 1000 ms
    await new Promise((r) => setTimeout(r, 1050));
    const before = fake.find('POST /basic/vehicle/v2/list').length;
    await user.click(screen.getByRole('button', { name: '挂失' }));
    await waitFor(() => expect(fake!.find('POST /basic/vehicle/loss')).toHaveLength(1));
    expect(fake.find('POST /basic/vehicle/loss')[0].body).toEqual({ ids: [ROWS[0].id] });
    expect(await screen.findByText('挂失成功')).toBeTruthy();
    await waitFor(() => expect(fake!.find('POST /basic/vehicle/v2/list').length).toBeGreaterThan(before));

    await user.click(checkbox(String(ROWS[1].plateNumber)));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: '解挂' }));
    expect(await screen.findByText('只有挂失状态的卡才能解挂')).toBeTruthy();
  });

  it('拉黑 asks for the reason: 确定 stays disabled until one is typed, then posts it', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage(['block']);
    await screen.findByText(String(ROWS[0].plateNumber));
    await user.click(checkbox(String(ROWS[0].plateNumber)));
    await user.click(screen.getByRole('button', { name: '拉黑' }));
    const ok = await screen.findByRole('button', { name: '确定' });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('拉黑原因'), '  屡次超载 ');
    await waitFor(() => expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake!.find('POST /basic/vehicle/block')).toHaveLength(1));
    expect(fake.find('POST /basic/vehicle/block')[0].body).toEqual({ ids: [ROWS[0].id], reason: '屡次超载' });
  });

  it('入厂 / 出厂 (registry lists, mapData.gate): one selected truck, posted as {id}; a refusal shows the server message', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage(['audit'], true);
    expect(await labels()).toEqual(['新增', '审核', '入厂', '出厂', '高级查询']);
    await screen.findByText(String(ROWS[0].plateNumber));
    await user.click(screen.getByRole('button', { name: '入厂' }));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    await user.click(checkbox(String(ROWS[0].plateNumber)));
    await user.click(checkbox(String(ROWS[1].plateNumber)));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: '入厂' }));
    expect(await screen.findByText('只能选择一条数据！')).toBeTruthy();
    await user.click(checkbox(String(ROWS[1].plateNumber)));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: '入厂' }));
    await waitFor(() => expect(fake!.find('POST /basic/vehicle/entrance')).toHaveLength(1));
    expect(fake.find('POST /basic/vehicle/entrance')[0].body).toEqual({ id: ROWS[0].id });
    expect(await screen.findByText('入厂成功')).toBeTruthy();

    await user.click(checkbox(String(ROWS[2].plateNumber)));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: '出厂' }));
    expect(await screen.findByText('车辆正在过磅，请完成二次过磅后出厂')).toBeTruthy();
    expect(fake.find('POST /basic/vehicle/hisRelease')[0].body).toEqual({ id: ROWS[2].id });
  });

  it('without mapData.gate the gate buttons stay off', async () => {
    fake = server();
    renderPage(['audit']);
    expect(await labels()).toEqual(['新增', '审核', '高级查询']);
  });
});
