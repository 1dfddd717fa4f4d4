import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS, menuId } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import type { AdminMenuNode } from './menuTree';
import { otherGroup } from './testKit';

let t: TestApp;
let admin: CrudClient;
let other: Awaited<ReturnType<typeof otherGroup>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  other = await otherGroup(t);
});
afterAll(async () => {
  await t.close();
});

type Role = { id: string; version: number; roleCode: string; roleName: string };
const flatten = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;

describe('角色管理', () => {
  it('creates, edits with the version (409 when stale), refuses a duplicate code and deletes', async () => {
    const role = await admin.data<Role>('POST', '/api/sys-role/create', {
      roleCode: 'qc',
      roleName: '质检员',
    });
    expect(role).toMatchObject({ roleCode: 'qc', roleName: '质检员', version: 1 });
    expect(msg(await admin.req('POST', '/api/sys-role/create', { roleCode: 'qc', roleName: 'x' }))).toBe(
      '角色编码已存在',
    );
    expect(msg(await admin.req('POST', '/api/sys-role/create', { roleName: 'x' }))).toBe(
      '角色编码不能为空！',
    );
    expect(msg(await admin.req('POST', '/api/sys-role/create', { roleCode: 'y' }))).toBe(
      '角色名称不能为空！',
    );
    const saved = await admin.data<Role>('PUT', '/api/sys-role/update', {
      id: role.id,
      version: 1,
      roleName: '质检主管',
    });
    expect(saved.version).toBe(2);
    const stale = await admin.req('PUT', '/api/sys-role/update', { id: role.id, version: 1, roleName: 'x' });
    expect(stale.statusCode).toBe(409);
    const list = await admin.data<{ list: Role[]; total: number }>('POST', '/api/sys-role/v2/list', {
      search: [{ key: 'roleName', op: 'like', val: '质检' }],
    });
    expect(list.list.map((r) => r.roleName)).toEqual(['质检主管']);
    expect((await admin.data<{ count: number }>('DELETE', `/api/sys-role/delete/${role.id}`)).count).toBe(1);
  });

  it('keeps the admin role whole: no delete, disable or menu change; its tree is all checked', async () => {
    expect(msg(await admin.req('DELETE', `/api/sys-role/delete/${DEMO_IDS.roleAdmin}`))).toBe(
      '管理员角色拥有全部权限，不能删除、停用或修改权限',
    );
    expect(msg(await admin.req('POST', '/api/sys-role/disable', { ids: [DEMO_IDS.roleAdmin] }))).toBe(
      '管理员角色拥有全部权限，不能删除、停用或修改权限',
    );
    expect(
      (
        await admin.req('PUT', `/api/sys/role/menu-tree/${DEMO_IDS.roleAdmin}`, {
          menuIds: [],
          buttonIds: [],
        })
      ).statusCode,
    ).toBe(400);
    const tree = await admin.data<{ tree: AdminMenuNode[]; isAdmin: boolean }>(
      'GET',
      `/api/sys/role/menu-tree/${DEMO_IDS.roleAdmin}`,
    );
    expect(tree.isAdmin).toBe(true);
    const nodes = flatten(tree.tree);
    expect(nodes.length).toBeGreaterThan(50);
    expect(nodes.every((n) => n.checked && n.buttons.every((b) => b.checked))).toBe(true);
  });

  it('saves a role menu tree (buttons bring their menus and ancestors) and the role holder gets exactly those permissions', async () => {
    const role = await admin.data<Role>('POST', '/api/sys-role/create', {
      roleCode: 'viewer',
      roleName: '日志查看',
    });
    const tree = await admin.data<{ tree: AdminMenuNode[] }>('GET', `/api/sys/role/menu-tree/${role.id}`);
    const nodes = flatten(tree.tree);
    expect(nodes.some((n) => n.checked)).toBe(false);
    const loginLog = nodes.find((n) => n.id === menuId('/modules/sys/login_log'))!;
    const view = loginLog.buttons.find((b) => b.code === 'view')!;
    const saved = await admin.data<{ menuCount: number; buttonCount: number }>(
      'PUT',
      `/api/sys/role/menu-tree/${role.id}`,
      { menuIds: [], buttonIds: [view.id] },
    );
    expect(saved).toEqual({ menuCount: 3, buttonCount: 1 });
    const after = flatten(
      (await admin.data<{ tree: AdminMenuNode[] }>('GET', `/api/sys/role/menu-tree/${role.id}`)).tree,
    );
    expect(after.filter((n) => n.checked).map((n) => n.title)).toEqual(['系统管理', '日志管理', '登录日志']);

    const user = await admin.data<{ id: string; initialPassword: string }>('POST', '/api/sys-user/create', {
      username: 'logviewer',
      realName: '日志员',
      orgIds: [DEMO_IDS.org1],
    });
    await admin.data('PUT', '/api/sys-role/users', { roleId: role.id, userIds: [user.id] });
    const viewer = crudClient(t, (await t.login('logviewer', user.initialPassword)).access_token);
    const me = await viewer.data<{ permissions: string[] }>('GET', '/api/sys-info/me');
    expect(me.permissions).toEqual(['sys:login_log:view']);
    expect((await viewer.req('POST', '/api/sys-login-log/v2/list', {})).statusCode).toBe(200);
    expect((await viewer.req('GET', '/api/sys-login-log/export')).statusCode).toBe(403);
    expect((await viewer.req('POST', '/api/sys-user/v2/list', {})).statusCode).toBe(403);
  });

  it('assigns organisations and data rights by kind, checked against the fixed kinds and the group', async () => {
    const role = await admin.data<Role>('POST', '/api/sys-role/create', {
      roleCode: 'data',
      roleName: '数据权限',
    });
    const orgs = await admin.data<Record<string, string[]>>('PUT', '/api/sys-role/assignments', {
      roleId: role.id,
      kind: 'org',
      ids: [DEMO_IDS.org2],
    });
    expect(orgs.org).toEqual([DEMO_IDS.org2]);
    // a real 编号前缀 of the company (ep_number_prefix): assignments are checked against their table
    const { id: prefix } = await sql<{
      id: string;
    }>`select id from ep_number_prefix where org_id = ${DEMO_IDS.org1} limit 1`
      .execute(t.db)
      .then((r) => r.rows[0]);
    const prefixes = await admin.data<Record<string, string[]>>('PUT', '/api/sys-role/assignments', {
      roleId: role.id,
      kind: 'numberPrefix',
      ids: [prefix],
    });
    expect(prefixes).toMatchObject({ org: [DEMO_IDS.org2], numberPrefix: [prefix] });
    expect(
      msg(await admin.req('PUT', '/api/sys-role/assignments', { roleId: role.id, kind: 'vehicle', ids: [] })),
    ).toBe('分配类型不合法');
    expect(
      msg(
        await admin.req('PUT', '/api/sys-role/assignments', {
          roleId: role.id,
          kind: 'org',
          ids: [other.orgId],
        }),
      ),
    ).toBe('所选数据不存在');
    // inventory classes exist in this build: an unknown id is refused
    expect(
      msg(
        await admin.req('PUT', '/api/sys-role/assignments', {
          roleId: role.id,
          kind: 'inventoryClass',
          ids: [prefix],
        }),
      ),
    ).toBe('所选数据不存在');
  });

  it("answers 404 for another group's role", async () => {
    expect((await admin.req('GET', `/api/sys/role/menu-tree/${other.roleId}`)).statusCode).toBe(404);
    expect(
      (await admin.req('PUT', '/api/sys-role/update', { id: other.roleId, version: 1, roleName: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.req('DELETE', `/api/sys-role/delete/${other.roleId}`)).statusCode).toBe(404);
  });

  it('a role manager who is not an admin cannot grant what they do not hold, nor the admin role', async () => {
    const role = await admin.data<Role>('POST', '/api/sys-role/create', {
      roleCode: 'rm',
      roleName: '角色管理员',
    });
    const tree = flatten(
      (await admin.data<{ tree: AdminMenuNode[] }>('GET', `/api/sys/role/menu-tree/${role.id}`)).tree,
    );
    const roleMenu = tree.find((n) => n.id === menuId('/modules/sys/role'))!;
    const userMenu = tree.find((n) => n.id === menuId('/modules/sys/user'))!;
    const wanted = [
      ...roleMenu.buttons.map((b) => b.id),
      userMenu.buttons.find((b) => b.code === 'assignRole')!.id,
    ];
    await admin.data('PUT', `/api/sys/role/menu-tree/${role.id}`, { menuIds: [], buttonIds: wanted });
    const user = await admin.data<{ id: string; initialPassword: string }>('POST', '/api/sys-user/create', {
      username: 'rolemgr',
      realName: '角色管理员',
      orgIds: [DEMO_IDS.org1],
      roleIds: [role.id],
    });
    const mgr = crudClient(t, (await t.login('rolemgr', user.initialPassword)).access_token);
    const target = await mgr.data<Role>('POST', '/api/sys-role/create', {
      roleCode: 'sub',
      roleName: '下级',
    });
    const vehicleAdd = tree
      .find((n) => n.id === menuId('/modules/basic/vehicle'))!
      .buttons.find((b) => b.code === 'add')!.id;
    const refused = await mgr.req('PUT', `/api/sys/role/menu-tree/${target.id}`, {
      menuIds: [],
      buttonIds: [vehicleAdd],
    });
    expect(refused.statusCode).toBe(403);
    expect(msg(refused)).toBe('不能分配自己没有的权限');
    expect(
      (
        await mgr.req('PUT', `/api/sys/role/menu-tree/${target.id}`, {
          menuIds: [],
          buttonIds: [roleMenu.buttons[0].id],
        })
      ).statusCode,
    ).toBe(200);
    const raise = await mgr.req('PUT', '/api/sys-user/roles', { userId: user.id, ids: [DEMO_IDS.roleAdmin] });
    expect(raise.statusCode).toBe(403);
  });
});
