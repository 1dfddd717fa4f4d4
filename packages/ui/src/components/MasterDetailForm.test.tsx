import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { inventoryFormTemplate, inventoryRecord } from '../test-utils/inventoryTemplates';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { FormDialog, type FormDialogProps } from './FormDialog';

// a loaded 2-core CI machine renders antd slowly: give async queries more than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

const SON = 'bd_inventory_weigh';
let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

function serve() {
  return fakeServer([
    ['GET /basic/inventory/detail/inv1', () => ({ data: inventoryRecord })],
    ['POST /basic/inventory/create', ({ body }) => ({ data: { id: 'new', ...(body as object) } })],
    ['PUT /basic/inventory/update', ({ body }) => ({ data: body })],
  ]);
}

function open(props: Partial<FormDialogProps> = {}) {
  const onSaved = vi.fn();
  renderWithProviders(
    <FormDialog open mode="create" template={inventoryFormTemplate} base="/basic/inventory" onClose={vi.fn()} onSaved={onSaved} {...props} />,
  );
  return { onSaved };
}

const childRows = () => within(screen.getByTestId(`child-table-${SON}`)).queryAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MasterDetailForm (through FormDialog)', () => {
  it('create: an 8-column main form, one empty child row ~200 ms after load with its defaults, saved as {...main, [child]: rows}', async () => {
    fake = serve();
    const user = userEvent.setup();
    const { onSaved } = open();
    expect(await screen.findByTestId('master-detail-form')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确 定' })).toBeNull();
    await waitFor(() => expect(childRows()).toHaveLength(1));
    expect(within(childRows()[0]).getByText('汽车衡')).toBeTruthy();
    await user.type(screen.getByLabelText('存货编码'), ' M002 ');
    await user.type(screen.getByLabelText('存货名称'), '焦煤');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fake.find('POST /basic/inventory/create')[0].body as Record<string, unknown>;
    expect(body).toEqual({
      invCode: 'M002',
      invName: '焦煤',
      referencePrice: null,
      [SON]: [{ weighType: 'TRUCK_SCALE', overload: null, isSample: '否' }],
    });
  });

  it('update: loads the child rows and sends them back with their ids; flat copies of child fields are dropped', async () => {
    fake = serve();
    const user = userEvent.setup();
    const { onSaved } = open({ mode: 'edit', recordId: 'inv1' });
    await waitFor(() => expect(childRows()).toHaveLength(1));
    expect(within(childRows()[0]).getByText('轨道衡')).toBeTruthy();
    await wait(250); // no auto row when editing
    expect(childRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fake.find('PUT /basic/inventory/update')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'inv1', version: 3, invCode: 'M001', [SON]: [{ id: 'w1', weighType: 'RAIL_SCALE', overload: '49.5', isSample: '是' }] });
    expect(body).not.toHaveProperty('weighType');
    expect(body).not.toHaveProperty('overload');
  });

  it('save checks the main form (tipsMessage不能为空！) and the child rows ({label}不能为空！); nothing is sent', async () => {
    fake = serve();
    const user = userEvent.setup();
    open({ formType: 'create1' });
    await screen.findByTestId('master-detail-form');
    await wait(250);
    expect(childRows()).toHaveLength(0); // create1: no auto row
    await user.click(screen.getByRole('button', { name: '新增' }));
    await user.click(within(childRows()[0]).getByText('汽车衡'));
    const clear = screen.getByTestId('cell-editor').querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('存货名称不能为空！')).toBeTruthy();
    expect((await screen.findAllByText('计量方式不能为空！')).length).toBeGreaterThan(0);
    expect(fake.find('POST /basic/inventory/create')).toHaveLength(0);
  });

  it('validTable asks 子表未新增数据, 是否继续提交? (提示) before saving without child rows', async () => {
    fake = serve();
    const user = userEvent.setup();
    const { onSaved } = open({ formType: 'create1', masterDetail: { validTable: true } });
    await screen.findByTestId('master-detail-form');
    await user.type(screen.getByLabelText('存货编码'), 'M9');
    await user.type(screen.getByLabelText('存货名称'), '矿石');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('子表未新增数据, 是否继续提交?')).toBeTruthy();
    expect(screen.getAllByText('提示').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((fake.find('POST /basic/inventory/create')[0].body as Record<string, unknown>)[SON]).toEqual([]);
  });

  it('oneActicle refuses a second child row: 只能有一条子表信息; 统计信息 counts rows and sums', async () => {
    fake = serve();
    const user = userEvent.setup();
    open({ masterDetail: { oneActicle: true, statistics: true } });
    await waitFor(() => expect(childRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('只能有一条子表信息')).toBeTruthy();
    expect(childRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '统计信息' }));
    expect(screen.getByTestId('child-statistics').textContent).toBe('共 1 条，超载限额(吨): 0.00');
  });

  it('safeUpdate hides the child-table buttons and keeps the loaded values; weigh uses 称重保存 / 取 消', async () => {
    fake = serve();
    const { unmount } = (() => {
      const r = renderWithProviders(
        <FormDialog open mode="edit" recordId="inv1" formType="safeUpdate" template={inventoryFormTemplate} base="/basic/inventory" onClose={vi.fn()} onSaved={vi.fn()} />,
      );
      return r;
    })();
    await waitFor(() => expect(childRows()).toHaveLength(1));
    expect((screen.getByLabelText('存货编码') as HTMLInputElement).value).toBe('M001');
    expect(within(screen.getByTestId(`child-table-${SON}`)).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(screen.getByTestId(`child-table-${SON}`)).queryByRole('button', { name: '删除' })).toBeNull();
    unmount();
    renderWithProviders(
      <FormDialog open mode="edit" recordId="inv1" formType="weigh" template={inventoryFormTemplate} base="/basic/inventory" onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: '称重保存' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取 消' })).toBeTruthy();
  });
});
