import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { crudClient, type CrudClient } from './testKit';

let t: TestApp;
let admin: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

const I = '/api/basic/inventory';
type Row = Record<string, unknown> & { id: string; version: number };

interface Node {
  id: string;
  text: string;
  parent: string | null;
  children: Node[];
  hasChildren: boolean;
  root: boolean;
  leaf: boolean;
  enabled: boolean;
  state: { disabled: boolean };
}

describe('inventory with its weighing extension', () => {
  it('detail carries the extension flat and as the child table row', async () => {
    const page = await admin.data<{ list: Row[]; total: number }>('POST', `${I}/v2/list`, {
      search: [{ key: 'invName', op: 'like', val: '精煤' }],
    });
    expect(page.total).toBe(1);
    const row = await admin.data<Row>('GET', `${I}/detail/${page.list[0].id}`);
    expect(row).toMatchObject({
      invCode: 'JM001',
      invName: '精煤',
      invcName: '精煤',
      weighType: 'TRUCK_SCALE',
      isSample: '是',
      referencePrice: '1350.0000',
    });
    expect(row.bd_inventory_weigh).toEqual([
      expect.objectContaining({ id: row.id, weighType: 'TRUCK_SCALE', overload: '49.000' }),
    ]);
  });

  it('create and update write both tables; the master-child form may send the extension as its child row', async () => {
    const created = await admin.data<Row>('POST', `${I}/create`, {
      invCode: 'T001',
      invName: '测试煤',
      referencePrice: '100.5',
      weighType: 'RAIL_SCALE',
      hiddenDeduct: '0.01',
    });
    expect(created).toMatchObject({
      weighType: 'RAIL_SCALE',
      hiddenDeduct: '0.010',
      referencePrice: '100.5000',
    });
    const updated = await admin.data<Row>('PUT', `${I}/update`, {
      id: created.id,
      version: created.version,
      bd_inventory_weigh: [{ weighType: 'NONE', isSample: '是' }],
    });
    expect(updated).toMatchObject({ weighType: 'NONE', isSample: '是', hiddenDeduct: '0.010', version: 2 });
    const bad = await admin.req('POST', `${I}/create`, {
      invCode: 'T002',
      invName: 'x',
      weighType: 'SPRING',
    });
    expect(bad.json().msg).toBe('计量方式的值不在可选范围内');
    const dup = await admin.req('POST', `${I}/create`, { invCode: 'T001', invName: '重复' });
    expect(dup.json().msg).toBe('存货编码已存在');
  });

  it('serves the category tree (3 levels) under both paths', async () => {
    const tree = await admin.data<Node[]>('GET', '/api/basic/inventory_class/tree');
    expect(tree.map((n) => n.text)).toEqual(['煤炭', '矿石', '建材及冶金辅料']);
    const coal = tree[0];
    expect(coal).toMatchObject({
      root: true,
      leaf: false,
      hasChildren: true,
      parent: null,
      enabled: true,
      state: { disabled: false },
    });
    const washed = coal.children.find((c) => c.text === '洗选煤')!;
    expect(washed.parent).toBe(coal.id);
    expect(washed.children.map((c) => c.text)).toEqual(['精煤', '洗混煤']);
    expect(washed.children[0]).toMatchObject({ leaf: true, hasChildren: false, root: false, children: [] });
    expect(await admin.data('GET', '/api/basic/inventory-class/tree')).toEqual(tree);
  });

  it('the LIST template names the category tree, so the list page shows it on the left', async () => {
    const list = await admin.data<Record<string, unknown>>('GET', '/api/optimus_prime/cg-format/code/bd_inventory_list');
    expect(list).toMatchObject({
      treeResUrl: '/basic/inventory-class/tree',
      treeResMethod: 'GET',
      mapData: { treeKey: 'invcId' },
    });
  });

  it('the tree popup narrows the list by category', async () => {
    const tree = await admin.data<Node[]>('GET', '/api/basic/inventory_class/tree');
    const ore = tree[1].children[0];
    const page = await admin.data<{ list: Row[] }>('POST', `${I}/v2/list`, {
      search: [{ key: 'invcId', op: 'eq', val: ore.id }],
    });
    expect(page.list.map((r) => String(r.invName)).sort()).toEqual(['铁矿石', '铁精粉'].sort());
    // a node higher up takes in the items of every node below it
    const coal = await admin.data<{ list: Row[]; total: number }>('POST', `${I}/v2/list`, {
      search: [{ key: 'invcId', op: 'eq', val: tree[0].id }],
      limit: { pn: 1, ps: 50 },
    });
    expect(coal.total).toBe(8);
  });
});

describe('plate dictionary', () => {
  it('findAll answers the province abbreviations in order; CRUD works like any entity', async () => {
    const all = await admin.data<{ plateCode: string; plateName: string }[]>(
      'GET',
      '/api/basic/plate_dict/findAll',
    );
    expect(all).toHaveLength(31);
    expect(all[0]).toEqual({ plateCode: '京', plateName: '北京市' });
    expect(all.map((p) => p.plateCode).join('')).toBe(
      '京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新',
    );
    const page = await admin.data<{ list: Row[]; total: number }>('POST', '/api/basic/plate_dict/list', {
      search: [{ key: 'plateCode', op: 'eq', val: '蒙' }],
    });
    expect(page.list[0]).toMatchObject({ plateCode: '蒙', plateName: '内蒙古自治区' });
    await admin.data('POST', '/api/basic/plate_dict/disable', { ids: [page.list[0].id] });
    expect(await admin.data<unknown[]>('GET', '/api/basic/plate_dict/findAll')).toHaveLength(30);
    const dup = await admin.req('POST', '/api/basic/plate_dict/create', {
      plateCode: '京',
      plateName: '北京',
    });
    expect(dup.json().msg).toBe('车牌简称已存在');
  });
});
