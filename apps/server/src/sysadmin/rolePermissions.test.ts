import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import type { AdminMenuNode } from './menuTree';

/**
 * Issue 5's journey through the calls the admin app makes (e2e/specs/rolePermissions.test.ts walks it
 * in the browser): a role holding 基础资料 → 车辆 with only 新增 and 导出, a user given it through
 * 用户管理 → 分配角色, what that user is served, what is refused, and 站点许可 → 强制下线.
 */
let t: TestApp;
let admin: CrudClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(async () => {
  await t.close();
});

interface WireMenu {
  title: string;
  children: WireMenu[];
}
const flatten = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const paths = (nodes: WireMenu[], trail: string[] = []): string[] =>
  nodes.flatMap((n) =>
    n.children.length ? paths(n.children, [...trail, n.title]) : [[...trail, n.title].join(' → ')],
  );

describe('a role with some menus and buttons, a user with it, forced logout', () => {
  let clerk: CrudClient;
  let clerkToken = '';
  let firstToken = '';
  let vehicleMenuId = '';

  it('the role holds 车辆 新增 and 导出; the user gets it by 分配角色 and changes the initial password', async () => {
    const role = await admin.data<{ id: string }>('POST', '/api/sys-role/create', {
      roleCode: 'vehicle_clerk',
      roleName: '车辆录入员',
    });
    const tree = flatten(
      (await admin.data<{ tree: AdminMenuNode[] }>('GET', `/api/sys/role/menu-tree/${role.id}`)).tree,
    );
    const vehicle = tree.find((n) => n.path === '/modules/basic/vehicle')!;
    vehicleMenuId = vehicle.id;
    const granted = vehicle.buttons.filter((b) => b.code === 'add' || b.code === 'export').map((b) => b.id);
    expect(granted).toHaveLength(2);
    // what the tree sends: the ticked buttons and the half-ticked menus above them
    const parents = tree.filter((n) => n.title === '基础资料' || n.title === '车辆司机').map((n) => n.id);
    const saved = await admin.data('PUT', `/api/sys/role/menu-tree/${role.id}`, {
      menuIds: [...parents, vehicle.id],
      buttonIds: granted,
    });
    expect(saved).toEqual({ menuCount: 3, buttonCount: 2 });

    const user = await admin.data<{ id: string; initialPassword: string; roleIds: string[] }>(
      'POST',
      '/api/sys-user/create',
      {
        username: 'clerk01',
        realName: '录入员小王',
      },
    );
    expect(user.initialPassword).toHaveLength(12);
    expect(user.roleIds).toEqual([]);
    const assigned = await admin.req('PUT', '/api/sys-user/roles', { userId: user.id, ids: [role.id] });
    expect(assigned.json()).toMatchObject({ success: true, msg: '分配成功' });
    expect(
      (await admin.data<{ roleIds: string[] }>('GET', `/api/sys-user/detail/${user.id}`)).roleIds,
    ).toEqual([role.id]);

    const first = (await t.login('clerk01', user.initialPassword)).access_token;
    firstToken = first;
    const safe = await t.call('GET', '/api/sys-user/pwd/checkSafe', first);
    expect(safe.json()).toMatchObject({ success: false });
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/sys-user/password/modify/${user.id}`,
      headers: { authorization: `Bearer ${first}` },
      payload: { oldPassword: user.initialPassword, newPassword: 'Clerk@2024new' },
    });
    expect(changed.json()).toMatchObject({ success: true, msg: '密码修改成功' });
    clerkToken = (await t.login('clerk01', 'Clerk@2024new')).access_token;
    clerk = crudClient(t, clerkToken);
  });

  it('serves the user exactly 基础资料 → 车辆司机 → 车辆 and its two buttons', async () => {
    expect(paths(await clerk.data<WireMenu[]>('GET', '/api/sys-menu/user/tree'))).toEqual([
      '基础资料 → 车辆司机 → 车辆',
    ]);
    const buttons = await clerk.data<{ menuId: string; code: string }[]>('GET', '/api/sys-menu/user/buttons');
    expect(buttons.map((b) => [b.menuId, b.code])).toEqual([
      [vehicleMenuId, 'add'],
      [vehicleMenuId, 'export'],
    ]);
    const me = await clerk.data<{ permissions: string[] }>('GET', '/api/sys-info/me');
    expect([...me.permissions].sort()).toEqual(['basic:vehicle:add', 'basic:vehicle:export']);
  });

  it('lets the user read and add vehicles, and refuses 删除 and 编辑 with 403 当前操作没有权限', async () => {
    const list = await clerk.data<{ list: { id: string; version: number }[]; total: number }>(
      'POST',
      '/api/basic/vehicle/v2/list',
      {
        search: [],
        limit: { pn: 1, ps: 1 },
      },
    );
    const [row] = list.list;
    for (const [method, url, body] of [
      ['POST', '/api/basic/vehicle/deletes', { ids: [row.id] }],
      ['DELETE', `/api/basic/vehicle/delete/${row.id}`, undefined],
      ['PUT', '/api/basic/vehicle/update', { id: row.id, version: row.version, carOwner: '改' }],
      ['POST', '/api/sys-user/v2/list', { search: [], limit: { pn: 1, ps: 10 } }],
    ] as const) {
      const res = await clerk.req(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, msg: '当前操作没有权限' });
    }
    const after = await clerk.data<{ total: number }>('POST', '/api/basic/vehicle/v2/list', {
      search: [],
      limit: { pn: 1, ps: 1 },
    });
    expect(after.total).toBe(list.total);
    const created = await clerk.req('POST', '/api/basic/vehicle/create', { plateNumber: '蒙K·E2E01' });
    expect(created.statusCode).toBe(200);
  });

  it('站点许可 → 强制下线 ends every session of the user; the next call answers 您已被管理员强制下线，请重新登录', async () => {
    const online = await admin.data<{ list: { sessionId: string; username: string; current: boolean }[] }>(
      'POST',
      '/api/core/sys-site-license/online',
      { search: [], limit: { pn: 1, ps: 100 } },
    );
    // the sign-in with the initial password (where it was changed) and the one after it
    const sessions = online.list.filter((s) => s.username === 'clerk01').map((s) => s.sessionId);
    expect(sessions).toHaveLength(2);
    const done = await admin.req('POST', '/api/core/sys-site-license/forceLogout', { sessionIds: sessions });
    expect(done.json()).toMatchObject({ success: true, msg: '已强制下线', data: { count: 2 } });
    for (const token of [clerkToken, firstToken]) {
      const next = await t.call('POST', '/api/basic/vehicle/v2/list', token, {
        search: [],
        limit: { pn: 1, ps: 1 },
      });
      expect(next.statusCode).toBe(200);
      expect(next.json()).toEqual({
        code: 401,
        success: false,
        msg: '您已被管理员强制下线，请重新登录',
        data: null,
      });
    }
    // the administrator's own session goes on
    expect(
      (await admin.req('POST', '/api/basic/vehicle/v2/list', { search: [], limit: { pn: 1, ps: 1 } }))
        .statusCode,
    ).toBe(200);
  });
});
