import type { TokenResponse } from '@wb/api/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { APP_BASIC, createTestApp, tokenRequest, type TestApp } from '../test-utils/testApp';
import { hashPassword } from './password';
import { sweepExpiredAuth } from './sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test signs in from its own address so the per-IP counter of one test cannot lock another. */
let ipSeq = 10;
const nextIp = () => `10.0.0.${ipSeq++}`;

describe('password grant', () => {
  it('answers the token pair at the top level and records the device on the session', async () => {
    const res = await t.inject({
      ...tokenRequest({ grant_type: 'password', username: 'admin', password: 'Admin@123456' }),
      headers: { ...tokenRequest({}).headers, deviceid: 'gate-01' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 7200,
      username: 'admin',
      user_id: DEMO_IDS.admin,
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await t.db
      .selectFrom('oauth_session')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.device_id).toBe('gate-01');
    // only hashes are stored
    expect(session.access_hash).not.toBe(body.access_token);
  });

  it('answers 426 with no token for a wrong password and for an unknown user alike', async () => {
    const ip = nextIp();
    const wrong = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'operator', password: 'nope-123' },
        { remoteAddress: ip },
      ),
    );
    const unknown = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'ghost', password: 'nope-123' },
        { remoteAddress: ip },
      ),
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(426);
      expect(res.json()).toEqual({ code: 426, success: false, msg: '用户名不存在或密码错误', data: null });
      expect(res.body).not.toContain('access_token');
    }
    const logs = await t.db
      .selectFrom('sys_login_log')
      .select(['username', 'status', 'reason'])
      .where('ip', '=', ip)
      .execute();
    expect(logs).toEqual(
      expect.arrayContaining([
        { username: 'operator', status: 426, reason: 'bad_password' },
        { username: 'ghost', status: 426, reason: 'unknown_user' },
      ]),
    );
  });

  it('slows down after 5 failures, locks after 10 in a row (429 even with the right password), and unlocks after 15 minutes', async () => {
    const ip = nextIp();
    t.sleeps.length = 0;
    for (let i = 1; i <= 10; i++) {
      const res = await t.inject(
        tokenRequest(
          { grant_type: 'password', username: 'newuser', password: `wrong-${i}` },
          { remoteAddress: ip },
        ),
      );
      expect(res.statusCode).toBe(426);
    }
    // attempts 6..10 waited 500, 1000, 1500, 2000, 2500 ms
    expect(t.sleeps).toEqual([500, 1000, 1500, 2000, 2500]);
    const locked = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'newuser', password: '123456' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, success: false, msg: '请求过频繁' });
    expect(locked.body).not.toContain('access_token');

    t.clock.advance(14 * 60 * 1000);
    const stillLocked = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'newuser', password: '123456' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(stillLocked.statusCode).toBe(429);

    t.clock.advance(61 * 1000);
    const ok = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'newuser', password: '123456' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(ok.statusCode).toBe(200);
    // a success clears the count: one more failure is not a lock
    const again = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'newuser', password: 'bad' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(again.statusCode).toBe(426);
  });

  it('locks unknown usernames the same way (no user enumeration through the lock)', async () => {
    for (let i = 0; i < 10; i++) {
      await t.inject(
        tokenRequest(
          { grant_type: 'password', username: 'nobody', password: 'x' },
          { remoteAddress: nextIp() },
        ),
      );
    }
    const res = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'nobody', password: 'x' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(res.statusCode).toBe(429);
  });

  it('locks an address after 50 failures across usernames', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      await t.inject(
        tokenRequest({ grant_type: 'password', username: `spray${i}`, password: 'x' }, { remoteAddress: ip }),
      );
    }
    const res = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'admin', password: 'Admin@123456' },
        { remoteAddress: ip },
      ),
    );
    expect(res.statusCode).toBe(429);
    const elsewhere = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'admin', password: 'Admin@123456' },
        { remoteAddress: nextIp() },
      ),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an unknown client and a confidential client with a wrong secret', async () => {
    const unknown = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'admin', password: 'Admin@123456' },
        { basic: `Basic ${Buffer.from('evil:x').toString('base64')}` },
      ),
    );
    expect(unknown.statusCode).toBe(401);
    const wrong = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'admin', password: 'Admin@123456' },
        { basic: `Basic ${Buffer.from('wb-app:guess').toString('base64')}` },
      ),
    );
    expect(wrong.statusCode).toBe(401);
    const none = await t.inject({
      ...tokenRequest({ grant_type: 'password', username: 'admin', password: 'Admin@123456' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(none.statusCode).toBe(401);
    const right = await t.inject(
      tokenRequest(
        { grant_type: 'password', username: 'admin', password: 'Admin@123456' },
        { basic: APP_BASIC },
      ),
    );
    expect(right.statusCode).toBe(200);
  });

  it('validates the form with a Chinese message', async () => {
    const res = await t.inject(tokenRequest({ grant_type: 'client_credentials' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/取值不在允许范围内/);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; a reused refresh token revokes the session and its access token at once', async () => {
    const first = await t.login('admin', 'Admin@123456');
    const rotated = await t.inject(
      tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<TokenResponse>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await t.call('GET', '/api/sys-info/me', second.access_token)).statusCode).toBe(200);
    // the replaced access token no longer works
    expect((await t.call('GET', '/api/sys-info/me', first.access_token)).statusCode).toBe(401);

    const reused = await t.inject(
      tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 401, success: false, msg: '当前操作没有权限' });
    expect((await t.call('GET', '/api/sys-info/me', second.access_token)).statusCode).toBe(401);
    const afterRevoke = await t.inject(
      tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token }),
    );
    expect(afterRevoke.statusCode).toBe(401);
    const session = await t.db
      .selectFrom('oauth_session')
      .select(['revoke_reason'])
      .where('user_id', '=', DEMO_IDS.admin)
      .where('revoke_reason', '=', 'refresh_token_reuse')
      .executeTakeFirst();
    expect(session).toBeDefined();
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.inject(tokenRequest({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(43) }));
    expect(res.statusCode).toBe(401);
  });

  it('expires the access token after 2 hours; the refresh token still works', async () => {
    const tokens = await t.login('operator', 'Operator@123');
    t.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await t.call('GET', '/api/sys-info/me', tokens.access_token)).statusCode).toBe(401);
    const refreshed = await t.inject(
      tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/sys-info/me', refreshed.json<TokenResponse>().access_token)).statusCode,
    ).toBe(200);
  });

  it('logout revokes the session (GET and POST)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const tokens = await t.login('operator', 'Operator@123');
      const out = await t.call(method, '/api/base/logout', tokens.access_token);
      expect(out.json()).toMatchObject({ success: true, data: true });
      expect((await t.call('GET', '/api/sys-info/me', tokens.access_token)).statusCode).toBe(401);
      expect(
        (await t.inject(tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })))
          .statusCode,
      ).toBe(401);
    }
  });

  it('accepts a bodiless JSON POST for actions without a body', async () => {
    const tokens = await t.login('operator', 'Operator@123');
    const res = await t.inject({
      method: 'POST',
      url: '/api/base/logout',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const poisoned = await t.inject({
      method: 'POST',
      url: '/api/index/getDefineSetVal',
      headers: {
        authorization: `Bearer ${(await t.login('operator', 'Operator@123')).access_token}`,
        'content-type': 'application/json',
      },
      payload: '{"param":"data_desensitization","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it("stops a disabled user's session: the next call and the next refresh fail, and sign-in is refused", async () => {
    const tokens = await t.login('operator', 'Operator@123');
    await t.db.updateTable('sys_user').set({ enabled: false }).where('id', '=', DEMO_IDS.operator).execute();
    try {
      expect((await t.call('GET', '/api/sys-info/me', tokens.access_token)).statusCode).toBe(401);
      expect(
        (await t.inject(tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })))
          .statusCode,
      ).toBe(401);
      const login = await t.inject(
        tokenRequest(
          { grant_type: 'password', username: 'operator', password: 'Operator@123' },
          { remoteAddress: nextIp() },
        ),
      );
      expect(login.statusCode).toBe(426);
      expect(login.body).not.toContain('access_token');
    } finally {
      await t.db.updateTable('sys_user').set({ enabled: true }).where('id', '=', DEMO_IDS.operator).execute();
    }
    // the refresh attempt of a disabled user revoked the session for good
    expect((await t.call('GET', '/api/sys-info/me', tokens.access_token)).statusCode).toBe(401);
  });
});

describe('password storage', () => {
  it('stores argon2id parameters beside each hash (m ≥ 19456 KiB, t = 2, p = 1)', async () => {
    const users = await t.db
      .selectFrom('sys_user')
      .select(['username', 'password_hash', 'password_params'])
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(3);
    for (const u of users) {
      expect(u.password_params.algorithm).toBe('argon2id');
      expect(u.password_params.memoryCost).toBeGreaterThanOrEqual(19456);
      expect(u.password_params.timeCost).toBe(2);
      expect(u.password_params.parallelism).toBe(1);
      expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('rehashes a password stored with older parameters at the next sign-in', async () => {
    const weak = await hashPassword('Operator@123', {
      algorithm: 'argon2id',
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
      version: 0x13,
    });
    await t.db
      .updateTable('sys_user')
      .set({ password_hash: weak.hash, password_params: JSON.stringify(weak.params) })
      .where('id', '=', DEMO_IDS.operator)
      .execute();
    await t.login('operator', 'Operator@123');
    const row = await t.db
      .selectFrom('sys_user')
      .select(['password_hash', 'password_params'])
      .where('id', '=', DEMO_IDS.operator)
      .executeTakeFirstOrThrow();
    expect(row.password_params.memoryCost).toBe(19456);
    expect(row.password_hash).toMatch(/m=19456,t=2,p=1/);
  });
});

describe('clean-up', () => {
  it('deletes sessions a day past their refresh expiry and lapsed failure counts, keeps live ones', async () => {
    const live = await t.login('admin', 'Admin@123456');
    t.clock.advance(8 * 24 * 60 * 60 * 1000 + 1000);
    const fresh = await t.login('admin', 'Admin@123456');
    const swept = await sweepExpiredAuth(t.app.ctx);
    expect(swept.sessions).toBeGreaterThan(0);
    expect(swept.attempts).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/sys-info/me', fresh.access_token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/sys-info/me', live.access_token)).statusCode).toBe(401);
    const remaining = await t.db
      .selectFrom('oauth_session')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('refresh_expires_at', '<', t.clock.now())
      .executeTakeFirstOrThrow();
    expect(Number(remaining.n)).toBe(0);
  });
});
