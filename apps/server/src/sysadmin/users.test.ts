import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { HASH_PATTERN, otherGroup } from './testKit';

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

type User = {
  id: string;
  version: number;
  username: string;
  initialPassword?: string;
  enabled: boolean;
  roleIds: string[];
  orgIds: string[];
};
const newUser = (username: string, extra: Record<string, unknown> = {}) =>
  admin.data<User>('POST', '/api/sys-user/create', {
    username,
    realName: '测试用户',
    mobile: '13800138000',
    orgIds: [DEMO_IDS.org1],
    roleIds: [DEMO_IDS.roleOperator],
    ...extra,
  });

describe('用户管理', () => {
  it('creates a user with a one-time initial password that must be changed at sign-in; no hash ever answered', async () => {
    const res = await admin.req('POST', '/api/sys-user/create', {
      username: 'zhangsan',
      realName: '张三',
      orgIds: [DEMO_IDS.org1],
      roleIds: [DEMO_IDS.roleOperator],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(HASH_PATTERN);
    const user = res.json<{ data: User }>().data;
    expect(user.initialPassword).toMatch(/^.{12}$/);
    expect(user).toMatchObject({
      username: 'zhangsan',
      enabled: true,
      roleIds: [DEMO_IDS.roleOperator],
      orgIds: [DEMO_IDS.org1],
      version: 1,
    });
    const detail = await admin.req('GET', `/api/sys-user/detail/${user.id}`);
    expect(detail.body).not.toMatch(HASH_PATTERN);
    expect(detail.json<{ data: User }>().data.initialPassword).toBeUndefined();
    const list = await admin.req('POST', '/api/sys-user/v2/list', {
      search: [{ key: 'username', op: 'like', val: 'zhang' }],
      limit: { pn: 1, ps: 10 },
    });
    expect(list.body).not.toMatch(HASH_PATTERN);
    expect(list.json<{ data: { total: number } }>().data.total).toBe(1);

    const token = (await t.login('zhangsan', user.initialPassword!)).access_token;
    const safe = await t.call('GET', '/api/sys-user/pwd/checkSafe', token);
    expect(safe.json()).toMatchObject({ success: false });
  });

  it('answers the validation messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: 'x', orgIds: [DEMO_IDS.org1] }, '用户名不能为空！'],
      [{ username: 'admin', realName: 'x', orgIds: [DEMO_IDS.org1] }, '用户名已存在'],
      [
        { username: 'ab', realName: 'x', orgIds: [DEMO_IDS.org1] },
        '用户名只能包含字母、数字和 _ . @ -，长度4到32位',
      ],
      [{ username: 'lisi1', orgIds: [DEMO_IDS.org1] }, '姓名不能为空！'],
      [{ username: 'lisi1', realName: 'x', mobile: '123', orgIds: [DEMO_IDS.org1] }, '手机号码格式错误'],
      [{ username: 'lisi1', realName: 'x', orgIds: [] }, '请至少选择一个公司'],
      [{ username: 'lisi1', realName: 'x', orgIds: [other.orgId] }, '所选公司不存在'],
      [
        { username: 'lisi1', realName: 'x', orgIds: [DEMO_IDS.org1], roleIds: [other.roleId] },
        '所选角色不存在',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await admin.req('POST', '/api/sys-user/create', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json<{ msg: string }>().msg).toBe(msg);
    }
    expect(
      await t.db.selectFrom('sys_user').select('id').where('username', '=', 'lisi1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('updates with the version and answers 409 to a stale one', async () => {
    const user = await newUser('wangwu');
    const saved = await admin.data<User>('PUT', '/api/sys-user/update', {
      id: user.id,
      version: 1,
      realName: '王五',
    });
    expect(saved).toMatchObject({ realName: '王五', version: 2 });
    const stale = await admin.req('PUT', '/api/sys-user/update', {
      id: user.id,
      version: 1,
      realName: '王六',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ msg: string }>().msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it('disabling ends the live session at once and the user cannot sign in', async () => {
    const user = await newUser('zhaoliu');
    const token = (await t.login('zhaoliu', user.initialPassword!)).access_token;
    expect((await t.call('GET', '/api/sys-info/me', token)).statusCode).toBe(200);
    expect(
      (await admin.data<{ count: number }>('POST', '/api/sys-user/disable', { ids: [user.id] })).count,
    ).toBe(1);
    expect((await t.call('GET', '/api/sys-info/me', token)).statusCode).toBe(401);
    await expect(t.login('zhaoliu', user.initialPassword!)).rejects.toThrow(/账号已停用，请联系管理员/);
    const again = await admin.req('POST', '/api/sys-user/disable', { ids: [user.id] });
    expect(again.json<{ msg: string }>().msg).toBe('所选数据已是停用状态');
    await admin.data('POST', '/api/sys-user/enable', { ids: [user.id] });
    await t.login('zhaoliu', user.initialPassword!);
  });

  it('refuses to disable or delete the signed-in user', async () => {
    for (const url of ['/api/sys-user/disable', '/api/sys-user/deletes']) {
      const res = await admin.req('POST', url, { ids: [DEMO_IDS.admin] });
      expect(res.json<{ msg: string }>().msg).toBe('不能对当前登录用户执行此操作');
    }
  });

  it('resets the password: a new one-time password, the old one and the sessions end', async () => {
    const user = await newUser('sunqi');
    const token = (await t.login('sunqi', user.initialPassword!)).access_token;
    const reset = await admin.data<{ password: string }>('PUT', `/api/sys-user/${user.id}/password/reset`);
    expect(reset.password).not.toBe(user.initialPassword);
    expect((await t.call('GET', '/api/sys-info/me', token)).statusCode).toBe(401);
    await expect(t.login('sunqi', user.initialPassword!)).rejects.toThrow(/426/);
    await t.login('sunqi', reset.password);
  });

  it('assigns roles, companies and assay formats directly', async () => {
    const user = await newUser('zhouba');
    const roles = await admin.data<User>('PUT', '/api/sys-user/roles', {
      userId: user.id,
      ids: [DEMO_IDS.roleAdmin],
    });
    expect(roles.roleIds).toEqual([DEMO_IDS.roleAdmin]);
    const orgs = await admin.data<User>('PUT', '/api/sys-user/orgs', {
      userId: user.id,
      ids: [DEMO_IDS.org1, DEMO_IDS.org2],
    });
    expect(orgs.orgIds.sort()).toEqual([DEMO_IDS.org1, DEMO_IDS.org2].sort());
    const assay = '3f2b8c1e-1111-4a4a-8b8b-123456789abc';
    const assays = await admin.data<{ assayFormatIds: string[] }>('PUT', '/api/sys-user/assays', {
      userId: user.id,
      ids: [assay],
    });
    expect(assays.assayFormatIds).toEqual([assay]);
    const none = await admin.req('PUT', '/api/sys-user/orgs', { userId: user.id, ids: [] });
    expect(none.json<{ msg: string }>().msg).toBe('请至少选择一个公司');
  });

  it("answers 404 for another group's user and changes nothing", async () => {
    expect((await admin.req('GET', `/api/sys-user/detail/${other.userId}`)).statusCode).toBe(404);
    expect(
      (await admin.req('PUT', '/api/sys-user/update', { id: other.userId, version: 1, realName: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.req('POST', '/api/sys-user/disable', { ids: [other.userId] })).statusCode).toBe(404);
    expect((await admin.req('PUT', `/api/sys-user/${other.userId}/password/reset`)).statusCode).toBe(404);
    expect((await admin.req('POST', '/api/sys-user/deletes', { ids: [other.userId] })).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('sys_user')
      .select(['real_name', 'enabled'])
      .where('id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ real_name: '其他用户', enabled: true });
  });

  it('writes operation-log rows without passwords', async () => {
    const user = await newUser('wujiu');
    await admin.data('PUT', `/api/sys-user/${user.id}/password/reset`);
    const rows = await t.db
      .selectFrom('sys_operation_log')
      .select(['action', 'request_params', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'resetPassword']);
    expect(JSON.stringify(rows)).not.toContain(user.initialPassword!);
  });

  it('a user without the button gets 403 当前操作没有权限', async () => {
    const operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
    const res = await operator.req('POST', '/api/sys-user/create', {
      username: 'hacker',
      realName: 'x',
      orgIds: [DEMO_IDS.org1],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, success: false, msg: '当前操作没有权限', data: null });
  });
});
