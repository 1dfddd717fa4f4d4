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

const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;
const flatten = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('组织、集团、部门', () => {
  it('lists only the companies and the group of the caller', async () => {
    const orgs = await admin.data<{ list: { id: string }[]; total: number }>(
      'POST',
      '/api/sys-organization/v2/list',
      {},
    );
    expect(orgs.list.map((o) => o.id).sort()).toEqual([DEMO_IDS.org1, DEMO_IDS.org2].sort());
    const groups = await admin.data<{ list: { id: string }[] }>('POST', '/api/sys-group/v2/list', {});
    expect(groups.list.map((g) => g.id)).toEqual([DEMO_IDS.group]);
    expect(
      (await admin.req('PUT', '/api/sys-group/update', { id: other.groupId, version: 1, groupName: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.req('POST', '/api/sys-organization/disable', { ids: [other.orgId] })).statusCode,
    ).toBe(404);
  });

  it('creates a company (unique code), refuses to disable the current one, 409 on a stale edit', async () => {
    const org = await admin.data<{ id: string; version: number }>('POST', '/api/sys-organization/create', {
      orgCode: 'NMSF03',
      orgName: '新公司',
    });
    expect(
      msg(await admin.req('POST', '/api/sys-organization/create', { orgCode: 'NMSF03', orgName: 'x' })),
    ).toBe('公司编码已存在');
    expect(msg(await admin.req('POST', '/api/sys-organization/disable', { ids: [DEMO_IDS.org1] }))).toBe(
      '不能停用当前登录的公司',
    );
    await admin.data('PUT', '/api/sys-organization/update', {
      id: org.id,
      version: org.version,
      orgName: '新公司二',
    });
    expect(
      (
        await admin.req('PUT', '/api/sys-organization/update', {
          id: org.id,
          version: org.version,
          orgName: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps departments as a tree of the current company; no loops; no delete while in use', async () => {
    const root = await admin.data<{ id: string; version: number }>('POST', '/api/sys-dept/create', {
      deptCode: 'D1',
      deptName: '计量部',
    });
    const child = await admin.data<{ id: string }>('POST', '/api/sys-dept/create', {
      deptCode: 'D11',
      deptName: '一班',
      parentId: root.id,
    });
    const tree = await admin.data<{ id: string; children: { id: string }[] }[]>('GET', '/api/sys-dept/tree');
    expect(tree.find((n) => n.id === root.id)?.children.map((c) => c.id)).toEqual([child.id]);
    expect(
      msg(
        await admin.req('PUT', '/api/sys-dept/update', {
          id: root.id,
          version: root.version,
          parentId: child.id,
        }),
      ),
    ).toBe('上级部门不能是自己或自己的下级');
    expect(msg(await admin.req('POST', '/api/sys-dept/create', { deptCode: 'D1', deptName: 'x' }))).toBe(
      '部门编码已存在',
    );
    expect(msg(await admin.req('DELETE', `/api/sys-dept/delete/${root.id}`))).toBe(
      '该部门下有子部门或用户，不能删除',
    );
    expect((await admin.data<{ count: number }>('DELETE', `/api/sys-dept/delete/${child.id}`)).count).toBe(1);
  });
});

describe('登录日志、操作日志、系统日志', () => {
  it('searches sign-ins by user, result and time range and exports them', async () => {
    await expect(t.login('admin', 'wrong-password')).rejects.toThrow();
    const failed = await admin.data<{ list: { username: string; success: boolean }[]; total: number }>(
      'POST',
      '/api/sys-login-log/v2/list',
      {
        search: [
          { key: 'username', op: 'eq', val: 'admin' },
          { key: 'success', op: 'eq', val: 'false' },
          { key: 'createDate', op: 'ge', val: '2000-01-01 00:00:00' },
        ],
        limit: { pn: 1, ps: 10 },
      },
    );
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.list.every((r) => r.username === 'admin' && r.success === false)).toBe(true);
    const none = await admin.data<{ total: number }>('POST', '/api/sys-login-log/v2/list', {
      search: [{ key: 'createDate', op: 'le', val: '2000-01-01 00:00:00' }],
    });
    expect(none.total).toBe(0);
    expect(
      msg(
        await admin.req('POST', '/api/sys-login-log/v2/list', {
          search: [{ key: 'password', op: 'eq', val: 'x' }],
        }),
      ),
    ).toBe('查询字段不存在');
    const file = await admin.req(
      'GET',
      `/api/sys-login-log/export?q=${encodeURIComponent(JSON.stringify({ search: [{ key: 'username', op: 'eq', val: 'admin' }] }))}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the operation log of the current company with its detail', async () => {
    await admin.data('POST', '/api/sys-dict-info/create', { dictCode: 'logged', dictName: '日志测试' });
    const page = await admin.data<{ list: { id: string; entity: string; action: string }[] }>(
      'POST',
      '/api/sys-operation-log/v2/list',
      {
        search: [{ key: 'entity', op: 'eq', val: 'dict' }],
      },
    );
    expect(page.list[0]).toMatchObject({ entity: 'dict', action: 'create' });
    const detail = await admin.data<{ path: string; requestParams: unknown }>(
      'GET',
      `/api/sys-operation-log/detail/${page.list[0].id}`,
    );
    expect(detail.path).toBe('/api/sys-dict-info/create');
    expect((await admin.req('GET', '/api/sys-operation-log/export')).statusCode).toBe(200);
  });

  it('takes browser error reports from any signed-in user and lists them under 系统日志', async () => {
    const operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
    await operator.data('POST', '/api/admin/log/logs', {
      logs: [{ url: '/clouds/index', type: 'error', message: 'x is undefined', stack: 'at y' }],
    });
    const page = await admin.data<{ list: { id: string; username: string; message: string }[] }>(
      'POST',
      '/api/admin/log/page',
      {},
    );
    expect(page.list[0]).toMatchObject({ username: 'operator', message: 'x is undefined' });
    expect((await operator.req('POST', '/api/admin/log/page', {})).statusCode).toBe(403);
    expect((await admin.data<{ count: number }>('DELETE', `/api/admin/log/${page.list[0].id}`)).count).toBe(
      1,
    );
  });
});

describe('菜单管理', () => {
  it('edits a menu, adds and removes a button with its permission key', async () => {
    const id = menuId('/modules/sys/dict');
    await admin.data('PUT', '/api/sys/menu2', {
      id,
      title: '字典管理',
      icon: 'BookOutlined',
      seq: 5,
      keepAlive: false,
    });
    const tree = flatten(await admin.data<AdminMenuNode[]>('GET', '/api/sys/menu2/tree'));
    expect(tree.find((n) => n.id === id)).toMatchObject({
      title: '字典管理',
      icon: 'BookOutlined',
      seq: 5,
      keepAlive: false,
    });
    const button = await admin.data<{ id: string; permission: string }>('POST', '/api/sys/menu2/button', {
      menuId: id,
      name: '同步',
      code: 'sync',
    });
    expect(button.permission).toBe('sys:dict:sync');
    expect(
      msg(await admin.req('POST', '/api/sys/menu2/button', { menuId: id, name: '同步', code: 'sync' })),
    ).toBe('按钮编码已存在');
    expect((await admin.data<{ count: number }>('DELETE', `/api/sys/menu2/button/${button.id}`)).count).toBe(
      1,
    );
  });

  it('registers a page path for a menu after a 403 (SPEC §6) and lists it as the menu resource', async () => {
    const id = menuId('/modules/basic/vehicle');
    const res = await admin.req('POST', '/api/sys/menu2/permission', {
      menuId: id,
      permission: '/basic/vehicle/v2/list',
      methods: ['POST'],
    });
    expect(res.json()).toMatchObject({ success: true, msg: '资源权限添加成功' });
    const again = await admin.req('POST', '/api/sys/menu2/permission', {
      menuId: id,
      permission: '/basic/vehicle/v2/list',
      methods: ['POST'],
    });
    expect(msg(again)).toBe('该资源权限已存在');
    expect(
      msg(
        await admin.req('POST', '/api/sys/menu2/permission', {
          menuId: id,
          permission: '/x',
          methods: ['TRACE'],
        }),
      ),
    ).toBe('请求方法不合法');
    const list = await admin.data<{ permission: string; methods: string[] }[]>(
      'GET',
      `/api/sys/menu2/${id}/resource`,
    );
    expect(list).toEqual([
      expect.objectContaining({ permission: '/basic/vehicle/v2/list', methods: ['POST'] }),
    ]);
    const operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
    expect(
      (
        await operator.req('POST', '/api/sys/menu2/permission', {
          menuId: id,
          permission: '/y',
          methods: ['GET'],
        })
      ).statusCode,
    ).toBe(403);
  });
});
