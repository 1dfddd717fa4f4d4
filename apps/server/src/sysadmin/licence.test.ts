import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../auth/tokens';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let admin: CrudClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(async () => {
  await t.close();
});

type Online = { sessionId: string; userId: string; username: string; current: boolean };

describe('站点许可', () => {
  it('lists the live sessions of the group, the caller’s own marked', async () => {
    await t.login('operator', 'Operator@123');
    const page = await admin.data<{ list: Online[]; total: number }>(
      'POST',
      '/api/core/sys-site-license/online',
      { limit: { pn: 1, ps: 100 } },
    );
    expect(page.list.some((s) => s.username === 'operator')).toBe(true);
    expect(page.list.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(page)).not.toMatch(/access_hash|token/i);
  });

  it('forced logout ends that session at once: its next call gets the 强制下线 answer, refresh is refused', async () => {
    const tokens = await t.login('operator', 'Operator@123');
    const page = await admin.data<{ list: Online[] }>('POST', '/api/core/sys-site-license/online', {
      search: [{ key: 'username', op: 'eq', val: 'operator' }],
      limit: { pn: 1, ps: 100 },
    });
    const mine = await t.db
      .selectFrom('oauth_session')
      .select('id')
      .where('access_hash', '=', sha256(tokens.access_token))
      .executeTakeFirstOrThrow();
    expect(page.list.map((s) => s.sessionId)).toContain(mine.id);
    const done = await admin.data<{ count: number }>('POST', '/api/core/sys-site-license/forceLogout', {
      sessionIds: [mine.id],
    });
    expect(done.count).toBe(1);
    const next = await t.call('GET', '/api/sys-info/me', tokens.access_token);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({
      code: 401,
      success: false,
      msg: '您已被管理员强制下线，请重新登录',
      data: null,
    });
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('wb-web:wb-web-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(401);
    // signing in again works
    await t.login('operator', 'Operator@123');
  });

  it('refuses to end the caller’s own session and needs the button', async () => {
    const own = await admin.req('POST', '/api/core/sys-site-license/forceLogout', {
      userIds: [DEMO_IDS.admin],
    });
    expect(own.json<{ msg: string }>().msg).toBe('不能强制下线当前会话');
    const operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
    expect(
      (await operator.req('POST', '/api/core/sys-site-license/forceLogout', { userIds: [DEMO_IDS.admin] }))
        .statusCode,
    ).toBe(403);
  });

  it('exports a signed licence file and imports it back; a changed file is refused', async () => {
    const res = await admin.req('GET', '/api/core/sys-site-license/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('licence.json');
    const file = JSON.parse(res.body) as { licence: Record<string, unknown>; signature: string };
    expect(file.signature).toMatch(/^[0-9a-f]{64}$/);
    const imported = await admin.req('POST', '/api/core/sys-site-license/import', file);
    expect(imported.json()).toMatchObject({ success: true, msg: '许可导入成功' });
    const tampered = await admin.req('POST', '/api/core/sys-site-license/import', {
      ...file,
      licence: { ...file.licence, maxOnlineUsers: 9999 },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<{ msg: string }>().msg).toBe('许可文件签名无效');
    const garbage = await admin.req('POST', '/api/core/sys-site-license/import', {
      licence: 'x',
      signature: file.signature,
    });
    expect(garbage.json<{ msg: string }>().msg).toBe('许可文件格式错误');
    const info = await admin.data<{ licence: { licenseNo: string }; onlineCount: number }>(
      'GET',
      '/api/core/sys-site-license/info',
    );
    expect(info.licence.licenseNo).toBe(file.licence.licenseNo);
    expect(info.onlineCount).toBeGreaterThan(0);
  });
});
