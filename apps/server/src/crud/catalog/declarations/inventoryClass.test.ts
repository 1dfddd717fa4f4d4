import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-utils/testApp';
import { crudClient, type CrudClient } from '../../testKit';

/** 存货分类 as a list page: the level follows the parent and never passes 4. */
let t: TestApp;
let a: CrudClient;
const base = '/api/basic/inventory_class';
type Row = Record<string, unknown> & { id: string; version: number; level: number };

beforeAll(async () => {
  t = await createTestApp();
  a = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => a.data<Row>('POST', `${base}/create`, body);

describe('存货分类', () => {
  it('levels follow the parent, the parent name is the parent’s, a fifth level is refused', async () => {
    const l1 = await create({ classCode: 'T1', className: '测试一级', parentName: '乱填' });
    expect(l1).toMatchObject({ level: 1, parentName: null });
    const l2 = await create({ classCode: 'T2', className: '测试二级', parentId: l1.id });
    expect(l2).toMatchObject({ level: 2, parentName: '测试一级' });
    const l3 = await create({ classCode: 'T3', className: '测试三级', parentId: l2.id });
    const l4 = await create({ classCode: 'T4', className: '测试四级', parentId: l3.id, level: 1 });
    expect(l4.level).toBe(4);
    const l5 = await a.req('POST', `${base}/create`, {
      classCode: 'T5',
      className: '测试五级',
      parentId: l4.id,
    });
    expect(l5.json().msg).toBe('存货分类最多4级');

    // moving l3 (with l4 below) under l2's sibling keeps the depth; under l4 would be a cycle
    const cycle = await a.req('PUT', `${base}/update`, { id: l2.id, version: l2.version, parentId: l4.id });
    expect(cycle.json().msg).toBe('上级分类不能是本分类或其下级分类');
    const other = await create({ classCode: 'U1', className: '另一一级' });
    const moved = await a.data<Row>('PUT', `${base}/update`, {
      id: l3.id,
      version: l3.version,
      parentId: other.id,
    });
    expect(moved).toMatchObject({ level: 2, parentName: '另一一级' });
    expect((await a.data<Row>('GET', `${base}/detail/${l4.id}`)).level).toBe(3);
    const u2 = await create({ classCode: 'U2', className: '另一二级', parentId: other.id });
    const u3 = await create({ classCode: 'U3', className: '另一三级', parentId: u2.id });
    // l3's subtree is two deep: under a level-3 node it would reach level 5
    const deep = await a.req('PUT', `${base}/update`, { id: l3.id, version: moved.version, parentId: u3.id });
    expect(deep.json().msg).toBe('存货分类最多4级');
    expect((await a.data<Row>('GET', `${base}/detail/${l4.id}`)).level).toBe(3);

    const list = await a.data<{ list: Row[] }>('POST', `${base}/v2/list`, {
      limit: { pn: 1, ps: 100 },
      search: [{ key: 'classCode', op: 'eq', val: 'T4' }],
    });
    expect(list.list.map((r) => r.parentName)).toEqual(['测试三级']);
    const tree = JSON.stringify(await a.data('GET', `${base}/tree`));
    expect(tree).toContain(l4.id);
  });

  it('a category with live subcategories or items is not deleted; a whole branch is', async () => {
    const root = await create({ classCode: 'D1', className: '删除一级' });
    const leaf = await create({ classCode: 'D2', className: '删除二级', parentId: root.id });
    const refused = await a.req('DELETE', `${base}/delete/${root.id}`);
    expect(refused.json().msg).toBe('存货分类下存在下级分类，不能删除');
    const item = await a.data<Row>('POST', '/api/basic/inventory/create', {
      invCode: 'DEL-1',
      invName: '删除测试物料',
      invcId: leaf.id,
      invcName: '删除二级',
    });
    const used = await a.req('POST', `${base}/deletes`, { ids: [root.id, leaf.id] });
    expect(used.json().msg).toBe('存货分类已被存货档案使用，不能删除');
    expect((await a.req('GET', `${base}/detail/${leaf.id}`)).statusCode).toBe(200);
    await a.data('DELETE', `/api/basic/inventory/delete/${item.id}`);
    expect(await a.data('POST', `${base}/deletes`, { ids: [root.id, leaf.id] })).toEqual({ count: 2 });
  });

  it('codes are unique within the company', async () => {
    const dup = await a.req('POST', `${base}/create`, { classCode: 'T1', className: '重复' });
    expect(dup.json().msg).toBe('分类编码已存在');
  });
});
