// The sign-in rules as a caller on the network meets them: a real server process, plain HTTP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type RunningServer } from '../support/startServer';
import { passwordGrant, requestToken } from '../support/oauth';

describe('sign-in over HTTP against the running server', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.stop();
  });

  it('answers 401 for /api/sys-info/me without a token', async () => {
    const res = await fetch(`${server.url}/api/sys-info/me`);
    assert.equal(res.status, 401);
    const body = (await res.json()) as { success: boolean; data: unknown };
    assert.equal(body.success, false);
    assert.equal(body.data ?? null, null);
  });

  it('answers a wrong password with 426 and no token', async () => {
    const { status, body } = await requestToken(server.url, passwordGrant('admin', 'wrong-password'));
    assert.equal(status, 426);
    assert.equal(body.msg, '用户名不存在或密码错误');
    assert.equal(body.access_token, undefined);
  });

  it('rotates refresh tokens and revokes the session when a used one comes back', async () => {
    const first = await requestToken(server.url, passwordGrant('operator', 'Operator@123'));
    assert.equal(first.status, 200);
    const access = String(first.body.access_token);
    const refresh = String(first.body.refresh_token);
    const me = await fetch(`${server.url}/api/sys-info/me`, { headers: { authorization: `Bearer ${access}` } });
    assert.equal(me.status, 200);

    const rotated = await requestToken(server.url, { grant_type: 'refresh_token', refresh_token: refresh });
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.refresh_token, refresh);

    const reused = await requestToken(server.url, { grant_type: 'refresh_token', refresh_token: refresh });
    assert.equal(reused.status, 401);
    const after = await fetch(`${server.url}/api/sys-info/me`, {
      headers: { authorization: `Bearer ${String(rotated.body.access_token)}` },
    });
    assert.equal(after.status, 401, 'the whole session ends when a used refresh token is replayed');
  });

  it('locks an account after 10 wrong passwords, even against the right one', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { status } = await requestToken(server.url, passwordGrant('newuser', `wrong-${i}`));
      assert.ok(status === 426 || status === 429, `attempt ${i + 1} answered ${status}`);
    }
    const { status, body } = await requestToken(server.url, passwordGrant('newuser', '123456'));
    assert.equal(status, 429);
    assert.equal(body.msg, '请求过频繁');
    assert.equal(body.access_token, undefined);
  });
});
