import type { MenuButton, MenuItem, PageData, UserInfo, UserOrg } from '@wb/api/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, menuId } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let admin: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  operator = (await t.login('operator', 'Operator@123')).access_token;
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [m, ...flatten(m.children)]);
}

describe('user info', () => {
  it('describes the admin with both companies, the current one selected', async () => {
    const me = data<UserInfo>(await t.call('GET', '/api/sys-info/me', admin));
    expect(me).toMatchObject({
      user: DEMO_IDS.admin,
      username: 'admin',
      realName: '系统管理员',
      currentOrg: DEMO_IDS.org1,
      currentOrgName: '鄂尔多斯示范煤业有限公司',
      currentGroup: DEMO_IDS.group,
      currentGroupName: '内蒙古示范能源集团',
      admin: true,
      roles: ['admin'],
    });
    expect(me.orgs.map((o) => [o.orgName, o.selected])).toEqual([
      ['鄂尔多斯示范煤业有限公司', true],
      ['包头示范钢铁有限公司', false],
    ]);
    expect(me.permissions).toContain('basic:vehicle:add');
    expect(me.permissions).toContain('sys:user:resetPassword');
  });

  it("gives the operator only their role's permissions", async () => {
    const me = data<UserInfo>(await t.call('GET', '/api/sys-info/me', operator));
    expect(me.admin).toBe(false);
    expect(me.orgs).toHaveLength(1);
    expect(me.permissions).toContain('basic:vehicle:add');
    expect(me.permissions).not.toContain('basic:vehicle:delete');
    expect(me.permissions).not.toContain('sys:user:add');
  });

  it('serves the global config without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/sys-info/global-config' });
    expect(data(res)).toEqual({
      siteTitle: '统一地磅称重控制平台',
      lockPath: '/lock',
      captchaEnabled: false,
      idleLogoutMs: 2400000,
      versionCode: '1.0.0',
    });
  });

  it('reads the desensitization setting and refuses other keys', async () => {
    const res = await t.call('POST', '/api/index/getDefineSetVal', admin, { param: 'data_desensitization' });
    expect(res.json()).toMatchObject({ success: true, data: '0' });
    expect(
      (await t.call('POST', '/api/index/getDefineSetVal', admin, { param: 'site_secret' })).statusCode,
    ).toBe(400);
    const missing = await t.call('POST', '/api/index/getDefineSetVal', admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('请求体缺少必填项 param');
  });
});

describe('menus', () => {
  it('gives the admin every functional area of SPEC.md §1 as a top-level menu', async () => {
    const tree = data<MenuItem[]>(await t.call('GET', '/api/sys-menu/user/tree', admin));
    expect(tree.map((m) => m.title)).toEqual([
      '基础资料',
      '门岗排队',
      '仓储管理',
      '危化品档案',
      '业务单据',
      '运费管理',
      '结算管理',
      '质量管理',
      'MGP管理',
      '环保管理',
      '报表中心',
      '审批流程',
      '系统管理',
      '低代码设计',
    ]);
    const all = flatten(tree);
    expect(all.length).toBeGreaterThan(150);
    const vehicle = all.find((m) => m.path === '/modules/basic/vehicle');
    expect(vehicle).toMatchObject({ title: '车辆', ownMenu: true, iusual: true, children: [] });
    for (const path of [
      '/modules/purorder/pu_registry',
      '/modules/measure/mm_tr_weigh',
      '/modules/sys/login_log',
      '/modules/optimus_prime/cg_format',
      '/factoryvehicle',
    ]) {
      expect(
        all.some((m) => m.path === path),
        path,
      ).toBe(true);
    }
    expect(all.find((m) => m.path === '/conditional')?.isAuth).toBe(true);
    expect(all.some((m) => m.isApp)).toBe(true);
  });

  it('gives the operator a subset: ancestors of their leaves only', async () => {
    const tree = data<MenuItem[]>(await t.call('GET', '/api/sys-menu/user/tree', operator));
    expect(tree.map((m) => m.title)).toEqual(['基础资料', '业务单据', '报表中心']);
    const paths = flatten(tree).map((m) => m.path);
    expect(paths).toContain('/modules/purorder/pu_registry');
    expect(paths).not.toContain('/modules/sys/user');
  });

  it("lists buttons by the caller's grants", async () => {
    const adminButtons = data<MenuButton[]>(await t.call('GET', '/api/sys-menu/user/buttons', admin));
    const opButtons = data<MenuButton[]>(await t.call('GET', '/api/sys-menu/user/buttons', operator));
    expect(adminButtons.length).toBeGreaterThan(opButtons.length);
    expect(opButtons.find((b) => b.permission === 'basic:vehicle:add')).toMatchObject({
      name: '新增',
      code: 'add',
      menuId: menuId('/modules/basic/vehicle'),
    });
    expect(opButtons.some((b) => b.permission === 'basic:vehicle:delete')).toBe(false);
  });

  it('lists favourites flat', async () => {
    const favs = data<MenuItem[]>(await t.call('GET', '/api/sys-menu-user-define/useMenus', admin));
    expect(favs.map((m) => m.title)).toEqual(['车辆', '采购登记单', '采购磅单', '用户管理']);
    expect(data<MenuItem[]>(await t.call('GET', '/api/sys-menu-user-define/useMenus', operator))).toEqual([]);
  });

  it('adds and removes favourites; menus the caller cannot reach are ignored', async () => {
    const vehicle = menuId('/modules/basic/vehicle');
    const users = menuId('/modules/sys/user');
    const group = menuId('/basic/site');
    const res = await t.call('POST', '/api/sys-menu-user-define/batchUpdate', operator, {
      addIds: [vehicle, users, group],
      removeIds: [],
    });
    expect(res.json()).toMatchObject({ success: true, data: true });
    const favs = data<MenuItem[]>(await t.call('GET', '/api/sys-menu-user-define/useMenus', operator));
    expect(favs.map((m) => m.id)).toEqual([vehicle]);
    const tree = flatten(data<MenuItem[]>(await t.call('GET', '/api/sys-menu/user/tree', operator)));
    expect(tree.find((m) => m.id === vehicle)?.ownMenu).toBe(true);
    await t.call('POST', '/api/sys-menu-user-define/batchUpdate', operator, {
      addIds: [],
      removeIds: [vehicle],
    });
    expect(data<MenuItem[]>(await t.call('GET', '/api/sys-menu-user-define/useMenus', operator))).toEqual([]);
  });

  it.each([
    ['/modules/basic/vehicle', true],
    ['/modules/basic/vehicle/index', true],
    ['/modules/basic/vehicle/index?type=create', true],
    [menuId('/modules/basic/vehicle'), true],
    ['/clouds/index', true],
    ['/editpwd', true],
    ['/modules/sys/user/index', false],
    [menuId('/modules/sys/user'), false],
    ['/somewhere/else', false],
  ])('checks the frontend address %s for the operator → %s', async (adress, expected) => {
    const res = await t.call('POST', '/api/core/sys-site-license/checkFrontendAdress', operator, {
      adress,
      token: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: expected, data: expected });
  });

  it('opens a page below a menu once it is registered as a resource of that menu, for the menu\'s holders only', async () => {
    const check = async (token: string, adress: string) =>
      (await t.call('POST', '/api/core/sys-site-license/checkFrontendAdress', token, { adress, token: 'x' })).json() as {
        code: number;
        success: boolean;
        data: boolean;
      };
    const history = '/modules/basic/vehicle/history';
    const audit = '/modules/sys/user/audit';
    // refused: the envelope carries 403, the client's cue to offer the registration (SPEC.md §6)
    expect(await check(admin, `${history}?id=1`)).toMatchObject({ code: 403, success: false, data: false });
    expect(await check(operator, history)).toMatchObject({ code: 403, data: false });
    for (const [menu, permission] of [
      [menuId('/modules/basic/vehicle'), history],
      [menuId('/modules/sys/user'), audit],
    ]) {
      const res = await t.call('POST', '/api/sys/menu2/permission', admin, { menuId: menu, permission, methods: ['GET'] });
      expect(res.json()).toMatchObject({ success: true, msg: '资源权限添加成功' });
    }
    expect(await check(admin, `${history}?id=1`)).toMatchObject({ success: true, data: true });
    expect(await check(operator, `${history}/`)).toMatchObject({ success: true, data: true });
    // the operator does not reach 用户管理, so neither the page registered under it
    expect(await check(admin, audit)).toMatchObject({ success: true });
    expect(await check(operator, audit)).toMatchObject({ code: 403, data: false });
    // only the exact path: a neighbour stays refused
    expect(await check(operator, '/modules/basic/vehicle/history2')).toMatchObject({ data: false });
  });

  it('records the tabs a client closed (close call), without the refresh token it sends', async () => {
    const tokens = await t.login('operator', 'Operator@123');
    const adress = [menuId('/modules/basic/vehicle'), '/modules/basic/customer/index'];
    const res = await t.call('POST', '/api/core/sys-site-license/close', tokens.access_token, {
      token: tokens.refresh_token,
      adress,
    });
    expect(res.json()).toMatchObject({ success: true, data: true });
    const logs = await t.db
      .selectFrom('sys_operation_log')
      .selectAll()
      .where('action', '=', 'frontend.close')
      .where('username', '=', 'operator')
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ entity: 'oauth_session' });
    expect(JSON.parse(JSON.stringify(logs[0].after))).toEqual({ adress });
    expect(JSON.stringify(logs[0])).not.toContain(tokens.refresh_token);
    // nothing closed: nothing to record; a body without the list is refused
    await t.call('POST', '/api/core/sys-site-license/close', tokens.access_token, { token: 'x', adress: [] });
    expect((await t.call('POST', '/api/core/sys-site-license/close', tokens.access_token, { token: 'x' })).statusCode).toBe(400);
  });
});

describe('companies', () => {
  it('lists the caller’s companies with paging and a like search', async () => {
    const all = data<PageData<UserOrg>>(
      await t.call('POST', '/api/sys-user-org/currentOrgs', admin, { limit: { pn: 1, ps: 100 } }),
    );
    expect(all.total).toBe(2);
    const found = data<PageData<UserOrg>>(
      await t.call('POST', '/api/sys-user-org/currentOrgs', admin, {
        limit: { pn: 1, ps: 10 },
        search: [{ key: 'orgName', op: 'like', val: '包头' }],
      }),
    );
    expect(found).toEqual({
      total: 1,
      list: [
        {
          id: DEMO_IDS.org2,
          orgCode: 'NMSF02',
          orgName: '包头示范钢铁有限公司',
          selected: false,
          pkGroup: DEMO_IDS.group,
        },
      ],
    });
    const page2 = data<PageData<UserOrg>>(
      await t.call('POST', '/api/sys-user-org/currentOrgs', admin, {
        limit: { pn: 2, ps: 1 },
        sort: [{ key: 'orgCode', dir: 'asc' }],
      }),
    );
    expect(page2.list.map((o) => o.orgCode)).toEqual(['NMSF02']);
    // a wildcard in the search is a literal, not a match-all
    const literal = data<PageData<UserOrg>>(
      await t.call('POST', '/api/sys-user-org/currentOrgs', admin, {
        search: [{ key: 'orgCode', op: 'like', val: '%' }],
      }),
    );
    expect(literal.total).toBe(0);
    const mine = data<PageData<UserOrg>>(await t.call('POST', '/api/sys-user-org/currentOrgs', operator, {}));
    expect(mine.list.map((o) => o.orgCode)).toEqual(['NMSF01']);
    const badKey = await t.call('POST', '/api/sys-user-org/currentOrgs', admin, {
      search: [{ key: 'password_hash', op: 'like', val: 'x' }],
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('refuses a switch to a company the user does not belong to', async () => {
    for (const id of [DEMO_IDS.org2, '3f2b8c1e-1111-4a4a-8b8b-123456789abc']) {
      const res = await t.call('POST', `/api/sys-user-org/switchOrg/${id}`, operator);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, success: false, msg: '当前操作没有权限' });
    }
    const bad = await t.call('POST', '/api/sys-user-org/switchOrg/not-a-uuid', operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/格式不正确/);
    const me = data<UserInfo>(await t.call('GET', '/api/sys-info/me', operator));
    expect(me.currentOrg).toBe(DEMO_IDS.org1);
  });

  it('serves only the caller’s own group logos', async () => {
    const own = data<Record<string, string>>(
      await t.call('GET', `/api/sys-group/getPic/${DEMO_IDS.group}`, admin),
    );
    expect(own[`${DEMO_IDS.group}_1`]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(own[`${DEMO_IDS.group}_0`]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      (await t.call('GET', '/api/sys-group/getPic/3f2b8c1e-1111-4a4a-8b8b-123456789abc', admin)).statusCode,
    ).toBe(403);
  });
});

describe('passwords', () => {
  it('reports the initial password of newuser until it is changed, under the policy', async () => {
    const tokens = await t.login('newuser', '123456');
    const before = await t.call('GET', '/api/sys-user/pwd/checkSafe', tokens.access_token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ success: false, data: false });

    const url = `/api/sys-user/password/modify/${DEMO_IDS.newuser}`;
    const weak = await t.call('PUT', url, tokens.access_token, {
      oldPassword: '123456',
      newPassword: 'abcdefgh',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe('新密码必须同时包含字母和数字');
    const short = await t.call('PUT', url, tokens.access_token, { oldPassword: '123456', newPassword: 'a1' });
    expect(short.json().msg).toMatch(/至少 8 位/);
    const wrongOld = await t.call('PUT', url, tokens.access_token, {
      oldPassword: '654321',
      newPassword: 'Newpass2024',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('原密码错误');

    const changed = await t.call('PUT', url, tokens.access_token, {
      oldPassword: '123456',
      newPassword: 'Newpass2024',
    });
    expect(changed.json()).toMatchObject({ success: true, data: true });
    expect((await t.call('GET', '/api/sys-user/pwd/checkSafe', tokens.access_token)).json()).toMatchObject({
      success: true,
      data: true,
    });
    await expect(t.login('newuser', '123456')).rejects.toThrow(/426/);
    await t.login('newuser', 'Newpass2024');
    const log = await t.db
      .selectFrom('sys_operation_log')
      .selectAll()
      .where('entity_id', '=', DEMO_IDS.newuser)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'password.modify', username: 'newuser' });
    expect(JSON.stringify(log.after)).not.toContain('argon2');
  });

  it("refuses to change another user's password unless admin", async () => {
    const res = await t.call('POST', `/api/sys-user/password/modify/${DEMO_IDS.admin}`, operator, {
      oldPassword: 'Admin@123456',
      newPassword: 'Hacked12345',
    });
    expect(res.statusCode).toBe(403);
    await t.login('admin', 'Admin@123456');
  });
});
