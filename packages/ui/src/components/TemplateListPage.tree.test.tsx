import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormatView } from '@wb/api';
import { crudButtons, fakeServer, signIn } from '../test-utils/fakeServer';
import { inventoryFormTemplate, inventoryRecord } from '../test-utils/inventoryTemplates';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { TemplateListPage } from './TemplateListPage';

// a loaded 2-core CI machine renders antd slowly: give async queries more than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

const MENU = 'menu-inventory';
const listTemplate: FormatView = {
  id: 'tpl-inv-list',
  formatName: '存货列表',
  formatType: 'LIST',
  resUrl: '/basic/inventory/v2/list',
  resMethod: 'POST',
  treeResUrl: '/basic/inventory-class/tree',
  treeResMethod: 'GET',
  mapData: { treeKey: 'invcId' },
  formSubList: [],
  resSubList: [],
  searchSubList: [],
  listSubList: [
    { id: 'c1', fieldName: 'invCode', fieldExplain: '存货编码', fieldType: 'TEXT', ishow: true, seq: 1 },
    { id: 'c2', fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', ishow: true, seq: 2 },
  ],
};
const tree = [
  { id: 'n1', text: '原料', children: [{ id: 'n11', text: '煤炭', jsonObject: { id: 'n11' } }, { id: 'n12', text: '矿石' }] },
  { id: 'n2', text: '成品' },
];
type ListBody = { search: Array<{ key: string; op: string; val: unknown }> };

let fake: ReturnType<typeof fakeServer>;
beforeEach(() => signIn(crudButtons(MENU, [['新增', 'add'], ['查看', 'view']])));
afterEach(() => {
  cleanup();
  fake?.stop();
});

function serve() {
  return fakeServer([
    ['GET /basic/inventory-class/tree', () => ({ data: tree })],
    ['POST /basic/inventory/v2/list', () => ({ data: { list: [{ id: 'inv1', invCode: 'M001', invName: '动力煤' }], total: 1 } })],
    [/^GET \/optimus_prime\/cg-format\/type\/subs\//, () => ({ data: inventoryFormTemplate })],
    ['POST /basic/inventory/detail', () => ({ data: inventoryRecord })],
  ]);
}
const lastList = () => fake.find('POST /basic/inventory/v2/list').at(-1)?.body as ListBody;

describe('TemplateListPage left tree and detail', () => {
  it('shows the LIST template’s tree; a chosen node filters by mapData.treeKey (eq); the keyword filters the tree', async () => {
    fake = serve();
    const user = userEvent.setup();
    renderWithProviders(<TemplateListPage menuId={MENU} listTemplate={listTemplate} formTemplate={inventoryFormTemplate} />);
    const panel = await screen.findByTestId('tree-panel');
    await user.click(await within(panel).findByText('煤炭'));
    await waitFor(() => expect(lastList().search).toEqual([{ key: 'invcId', op: 'eq', val: 'n11' }]));
    await user.type(within(panel).getByLabelText('关键字过滤'), '矿');
    expect(within(panel).queryByText('煤炭')).toBeNull();
    expect(within(panel).queryByText('成品')).toBeNull();
    expect(within(panel).getByText('矿石')).toBeTruthy();
  });

  it('查看 needs one row and opens the detail popup; a row double-click opens it too', async () => {
    fake = serve();
    const user = userEvent.setup();
    renderWithProviders(<TemplateListPage menuId={MENU} listTemplate={listTemplate} formTemplate={inventoryFormTemplate} />);
    await screen.findByText('M001');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('请选择一条数据！')).toBeTruthy();
    await user.dblClick(screen.getByText('M001'));
    const popup = await screen.findByTestId('detail-popup');
    expect(await within(popup).findByText('轨道衡', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
