import type { RoleMenuNode } from '@wb/api';
import { describe, expect, it } from 'vitest';
import { checkedKeys, toSelection, toTreeData } from './roleMenuTree';

const node = (id: string, extra: Partial<RoleMenuNode> = {}): RoleMenuNode => ({ id, parentId: null, title: id, path: `/${id}`, buttons: [], children: [], ...extra });

const tree: RoleMenuNode[] = [
  node('sys', {
    checked: true,
    children: [
      node('user', { checked: true, buttons: [{ id: 'add', name: '新增', code: 'add', permission: 'sys:user:add', checked: true }, { id: 'del', name: '删除', code: 'delete', permission: 'sys:user:delete', checked: false }] }),
      node('empty', { checked: true }),
      node('role', { checked: false }),
    ],
  }),
];

describe('role menu tree', () => {
  it('puts buttons under their menu as leaves', () => {
    const data = toTreeData(tree);
    expect(data[0].children?.[0]).toMatchObject({ key: 'm:user', children: [{ key: 'b:add', title: '新增（按钮）' }, { key: 'b:del' }] });
  });

  it('checks held buttons and held menus that have nothing below them', () => {
    expect(checkedKeys(tree).sort()).toEqual(['b:add', 'm:empty']);
  });

  it('splits the checked keys into menus and buttons', () => {
    expect(toSelection(['m:sys', 'm:user', 'b:add'])).toEqual({ menuIds: ['sys', 'user'], buttonIds: ['add'] });
  });
});
