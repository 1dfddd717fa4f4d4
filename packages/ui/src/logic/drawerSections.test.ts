import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@wb/api';
import { drawerSections } from './drawerSections';

const m = (id: string, children: MenuItem[] = []): MenuItem => ({
  id, title: id, path: `/${id}`, urlPath: null, component: null, icon: null, query: null, uuid: id, keepAlive: false,
  menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: true, buttonUrls: null, children,
});

describe('drawerSections', () => {
  it('groups second-level entries with children and gathers loose leaves under the top title', () => {
    const top = m('采购', [m('采购登记'), m('合同', [m('采购合同'), m('定价', [m('价格表')])])]);
    expect(drawerSections(top).map((s) => [s.title, s.items.map((i) => i.title)])).toEqual([
      ['采购', ['采购登记']],
      ['合同', ['采购合同', '价格表']],
    ]);
  });

  it('a top item without loose leaves has only groups', () => {
    expect(drawerSections(m('系统', [m('用户', [m('用户管理')])])).map((s) => s.title)).toEqual(['用户']);
  });
});
