import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crudButtons, fakeServer, signIn } from '../test-utils/fakeServer';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { vehicleFormTemplate, vehicleListTemplate, vehicleRows } from '../test-utils/vehicleTemplates';
import { TemplateListPage } from './TemplateListPage';

const MENU = 'menu-vehicle';
const CRUD: Array<[string, string]> = [
  ['新增', 'add'], ['编辑', 'edit'], ['删除', 'delete'], ['启用', 'enable'], ['停用', 'disable'], ['导入', 'import'], ['导出', 'export'], ['日志', 'log'],
];
const ALL = vehicleRows(25);

type ListBody = { search: Array<{ key: string; op: string; val: unknown; conj?: string }>; limit: { pn: number; ps: number }; sort?: Array<{ key: string; dir: string }> };

function server(rows = ALL) {
  return fakeServer([
    ['POST /basic/vehicle/v2/list', ({ body }) => {
      const b = body as ListBody;
      const start = (b.limit.pn - 1) * b.limit.ps;
      return { data: { list: rows.slice(start, start + b.limit.ps), total: rows.length } };
    }],
    [/^DELETE \/basic\/vehicle\/delete\//, () => ({ data: null })],
    ['POST /basic/vehicle/deletes', () => ({ data: null })],
    ['POST /basic/vehicle/enable', () => ({ data: null })],
    ['POST /sys-log/getSysLog', () => ({ data: [{ id: 'log1', action: 'create', actionName: '新增', userName: '管理员', createTime: '2024-05-01 08:00:00' }] })],
    ['POST /sys-log/getSysLogData', () => ({ data: { path: '/api/basic/vehicle/create', executeTime: 12, clientInfo: 'Chrome', requestHeads: '{}', requestParams: '{}', resultInfo: '{}', exceptionInfo: null } })],
  ]);
}

let fake: ReturnType<typeof server>;
beforeEach(() => {
  signIn(crudButtons(MENU, CRUD));
});
afterEach(() => {
  cleanup();
  fake?.stop();
});

const lastList = () => fake.find('POST /basic/vehicle/v2/list').at(-1)?.body as ListBody;
const rowsShown = () => within(screen.getByTestId('list-table')).getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const checkbox = (plate: string) => within(screen.getByText(plate).closest('tr') as HTMLElement).getByRole('checkbox');

function renderPage() {
  return renderWithProviders(<TemplateListPage menuId={MENU} listTemplate={vehicleListTemplate} formTemplate={vehicleFormTemplate} />);
}

describe('TemplateListPage', () => {
  it('loads the first page with the template sort (createDate desc), page size 10, and the 合计 row', async () => {
    fake = server();
    renderPage();
    await screen.findByText('豫A00001');
    expect(rowsShown()).toHaveLength(10);
    expect(lastList()).toMatchObject({ limit: { pn: 1, ps: 10 }, sort: [{ key: 'createDate', dir: 'desc' }], search: [] });
    expect(screen.getByTestId('summary-row').textContent).toContain('105.00');
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('shows 暂无数据 for an empty list', async () => {
    fake = server([]);
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('lays the buttons out: 高级查询 after the first four, seven shown, the rest under 更多', async () => {
    fake = server();
    renderPage();
    const group = await screen.findByTestId('button-group');
    const labels = within(group).getAllByRole('button').map((b) => b.textContent?.trim());
    expect(labels).toEqual(['新增', '编辑', '删除', '启用', '高级查询', '停用', '导入', '更多']);
  });

  it('announces page changes (当前页: 2) and page-size changes (每页 20 条) and reloads', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('当前页: 2')).toBeTruthy();
    await screen.findByText('豫A00011');
    expect(lastList().limit).toEqual({ pn: 2, ps: 10 });

    await user.click(screen.getByText('10 条/页'));
    await user.click(await screen.findByText('20 条/页'));
    expect(await screen.findByText('每页 20 条')).toBeTruthy();
    await waitFor(() => expect(lastList().limit).toEqual({ pn: 1, ps: 20 }));
  });

  it('sorts by a sortable column on the server', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(screen.getAllByText('车牌号').find((el) => el.closest('th')) as HTMLElement);
    await waitFor(() => expect(lastList().sort).toEqual([{ key: 'plateNumber', dir: 'asc' }]));
  });

  it('quick search sends one or-group of like conditions over the quick fields', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.type(screen.getByTestId('quick-search'), '豫A0001{Enter}');
    await waitFor(() => expect(lastList().search).toHaveLength(1));
    expect(lastList().search[0]).toMatchObject({ conj: 'or', list: [{ key: 'plateNumber', op: 'like', val: '豫A0001' }, { key: 'carOwner', op: 'like', val: '豫A0001' }] });
  });

  it('编辑 needs exactly one row: 请选择一条数据！ / 只能选择一条数据！', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    await user.click(checkbox('豫A00001'));
    await user.click(checkbox('豫A00002'));
    await new Promise((r) => setTimeout(r, 1050)); // button debounce
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('只能选择一条数据！')).toBeTruthy();
  });

  it('删除 warns 请选择要删除的数据, then confirms 温馨提示 / 确定删除吗? and deletes', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请选择要删除的数据')).toBeTruthy();
    await user.click(checkbox('豫A00003'));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect((await screen.findAllByText('温馨提示')).length).toBeGreaterThan(0);
    expect(screen.getByText('确定删除吗?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.find('DELETE /basic/vehicle/delete/v3')).toHaveLength(1));
  });

  it('keeps the selection of each page: back on page 1 the choice is still there, and actions see both pages', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(checkbox('豫A00001'));
    await user.click(screen.getByTitle('2'));
    await screen.findByText('豫A00011');
    expect((checkbox('豫A00011') as HTMLInputElement).checked).toBe(false);
    await user.click(checkbox('豫A00012'));
    await user.click(screen.getByTitle('1'));
    await screen.findByText('豫A00001');
    expect((checkbox('豫A00001') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '启用' }));
    await waitFor(() => expect(fake.find('POST /basic/vehicle/enable')).toHaveLength(1));
    expect(fake.find('POST /basic/vehicle/enable')[0].body).toEqual({ ids: ['v1', 'v12'] });
  });

  it('日志 opens 日志详情 for the selected row and fetches an entry on first expand', async () => {
    fake = server();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('豫A00001');
    await user.click(screen.getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByText('日志'));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    await user.click(checkbox('豫A00001'));
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(screen.getByRole('button', { name: /更多/ }));
    await user.click((await screen.findAllByText('日志')).at(-1) as HTMLElement);
    const drawer = await screen.findByTestId('log-drawer');
    expect(fake.find('POST /sys-log/getSysLog')[0].body).toEqual({ bizKey: 'v1' });
    await user.click(within(drawer).getByText('新增'));
    expect(await within(drawer).findByText(/请求地址：\/api\/basic\/vehicle\/create/)).toBeTruthy();
    await user.click(within(drawer).getByText('新增'));
    await user.click(within(drawer).getByText('新增'));
    expect(fake.find('POST /sys-log/getSysLogData')).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: '查看详情' }));
    const detail = await screen.findByTestId('log-detail');
    for (const label of ['请求地址', '响应时间', '设备名称', '请求头', '入参', '出参', '异常']) expect(within(detail).getByText(label)).toBeTruthy();
  });
});
