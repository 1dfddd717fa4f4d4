import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormatView } from '@wb/api';
import { fakeServer, signIn } from '../test-utils/fakeServer';
import { inventoryFormTemplate, inventoryRecord } from '../test-utils/inventoryTemplates';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { PopupPicker } from './PopupPicker';

// a loaded 2-core CI machine renders antd slowly: give async queries more than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

const tree = [{ id: 'n1', text: '原料', jsonObject: { id: 'n1', classCode: '01' }, children: [{ id: 'n11', text: '煤炭', jsonObject: { id: 'n11', classCode: '0101' } }] }];
const base: FormatView = {
  id: 'res-inv',
  formatName: '选择物料',
  formatType: 'RESOURCE',
  resUrl: '/basic/inventory/v2/list',
  resMethod: 'POST',
  treeResUrl: '/basic/inventory-class/tree',
  treeResMethod: 'GET',
  mapData: { treeKey: 'invcId' },
  detail_id: 'tpl-inv-form',
  formSubList: [],
  listSubList: [],
  resSubList: [{ id: 'r1', fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', ishow: true, seq: 1 }],
};

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  fake?.stop();
});

function serve(template: FormatView) {
  return fakeServer([
    ['GET /optimus_prime/cg-format/resource/res-inv', () => ({ data: template })],
    ['GET /basic/inventory-class/tree', () => ({ raw: tree })],
    ['POST /basic/inventory/v2/list', () => ({ data: { list: [{ id: 'inv1', invName: '动力煤' }], total: 1 } })],
    [/^GET \/optimus_prime\/cg-format\/type\/subs\//, () => ({ data: inventoryFormTemplate })],
    ['POST /basic/inventory/detail', () => ({ data: inventoryRecord })],
  ]);
}
const modalOf = (el: HTMLElement) => el.closest('.ant-modal') as HTMLElement;

describe('PopupPicker tree styles', () => {
  it('FORMAT_RESOURCE_TREE: 35% wide, a tree only (nodes answered as a bare array); 确 定 passes the chosen node', async () => {
    fake = serve({ ...base, formatStyle: 'FORMAT_RESOURCE_TREE' });
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<PopupPicker open resourceId="res-inv" onCancel={vi.fn()} onConfirm={onConfirm} />);
    const popup = await screen.findByTestId('popup-picker');
    await waitFor(() => expect(modalOf(popup).style.width).toBe('35%'));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('最少要选择一条数据！')).toBeTruthy();
    await user.click(await within(popup).findByText('煤炭'));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([{ id: 'n11', classCode: '0101', name: '煤炭', label: '煤炭' }]);
    expect(fake.find('POST /basic/inventory/v2/list')).toHaveLength(0);
  });

  it('FORMAT_RESOURCE_TREE_QUERY_DATALIST: 75% wide, tree beside the table; a node filters the list; detail_id opens the detail popup', async () => {
    fake = serve({ ...base, formatStyle: 'FORMAT_RESOURCE_TREE_QUERY_DATALIST' });
    const user = userEvent.setup();
    renderWithProviders(<PopupPicker open resourceId="res-inv" onCancel={vi.fn()} onConfirm={vi.fn()} />);
    const popup = await screen.findByTestId('popup-picker');
    expect(modalOf(popup).style.width).toBe('75%');
    await within(popup).findByText('动力煤', undefined, { timeout: 5000 });
    await user.click(await within(popup).findByText('原料'));
    await waitFor(() =>
      expect((fake.find('POST /basic/inventory/v2/list').at(-1)?.body as { search: unknown[] }).search).toEqual([{ key: 'invcId', op: 'eq', val: 'n1' }]),
    );
    await user.dblClick(within(popup).getByText('动力煤'));
    const detail = await screen.findByTestId('detail-popup');
    expect(await within(detail).findByText('轨道衡', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('offers 清 空 when asked and cannot be closed by a mask click', async () => {
    fake = serve({ ...base, formatStyle: 'FORMAT_RESOURCE_QUERY_DATALIST' });
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<PopupPicker open resourceId="res-inv" onClear={onClear} onCancel={onCancel} onConfirm={vi.fn()} />);
    await screen.findByTestId('popup-picker');
    await user.click(screen.getByRole('button', { name: '清 空' }));
    expect(onClear).toHaveBeenCalled();
    const mask = document.querySelector('.ant-modal-wrap') as HTMLElement;
    await user.click(mask);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
