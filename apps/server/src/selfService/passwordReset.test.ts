import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenRequest, type TestApp } from '../test-utils/testApp';
import { SELF_MSG } from './messages';
import { RESET_CODE_TTL_MS, newResetCode, normaliseResetCode } from './passwordReset';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  await t.db.updateTable('sys_user').set({ mobile: '13900001111' }).where('username', 'in', ['operator', 'newuser']).execute();
});
afterAll(async () => {
  await t.close();
});

let ip = 10;
const ask = (username: string, mobile: string, remoteAddress = `10.2.0.${ip++}`) =>
  t.inject({ method: 'POST', url: '/api/sys-user/forget/request', payload: { username, mobile }, remoteAddress });
const reset = (username: string, resetCode: string, newPassword = 'NewPass2024', remoteAddress = `10.3.0.${ip++}`) =>
  t.inject({ method: 'POST', url: '/api/sys-user/forget/reset', payload: { username, resetCode, newPassword }, remoteAddress });
const requests = async () => (await t.call('GET', '/api/sys-user/reset-requests', admin)).json().data as { id: string; username: string; status: string }[];
const issue = async (id: string) => (await t.call('POST', `/api/sys-user/reset-requests/issue/${id}`, admin)).json().data as { code: string };

describe('forgotten password (/forgetpwd)', () => {
  it('answers the same words whether the account exists and whether the mobile matches', async () => {
    const answers = await Promise.all([ask('nobody-here', '13900001111'), ask('operator', '13000000000'), ask('operator', '13900001111')]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, success: true, msg: SELF_MSG.resetRequested, data: null });
    }
    // only the matched one reaches the administrators
    const open = await requests();
    expect(open.map((r) => r.username)).toEqual(['operator']);
    expect(open[0]!.status).toBe('pending');
  });

  it('limits requests per account (3 a day) the same way for unknown accounts', async () => {
    for (const name of ['newuser', 'ghost-account']) {
      for (let i = 0; i < 3; i++) expect((await ask(name, '13900001111')).statusCode).toBe(200);
      const res = await ask(name, '13900001111');
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('请求过频繁');
    }
  });

  it('limits requests per address (5 an hour)', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(`someone${i}`, '13900001111', '10.8.8.8')).statusCode).toBe(200);
    expect((await ask('someone9', '13900001111', '10.8.8.8')).statusCode).toBe(429);
  });

  it('resets with the code an administrator issued, once; old sessions end', async () => {
    const before = (await t.login('operator', 'Operator@123')).access_token;
    const row = (await requests()).find((r) => r.username === 'operator')!;
    const { code } = await issue(row.id);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    for (const res of [await reset('operator', 'ZZZZ-ZZZZ'), await reset('nobody-here', code)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SELF_MSG.badResetCode);
    }
    const weak = await reset('operator', code, 'short');
    expect(weak.json().msg).toBe('新密码长度至少 8 位，且必须同时包含字母和数字');
    // typed in lower case without the dash works too
    const ok = await reset('operator', code.toLowerCase().replace('-', ''));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(SELF_MSG.passwordReset);
    expect((await t.call('GET', '/api/sys-info/me', before)).statusCode).toBe(401);
    expect((await t.inject(tokenRequest({ grant_type: 'password', username: 'operator', password: 'NewPass2024' }))).statusCode).toBe(200);
    expect((await t.inject(tokenRequest({ grant_type: 'password', username: 'operator', password: 'Operator@123' }))).statusCode).toBe(426);
    const reuse = await reset('operator', code, 'Another2024');
    expect(reuse.json().msg).toBe(SELF_MSG.badResetCode);
  });

  it('a code expires after an hour and is spent by five wrong guesses', async () => {
    await t.db.updateTable('sys_user').set({ mobile: '13900002222' }).where('username', '=', 'admin').execute();
    expect((await ask('admin', '13900002222')).statusCode).toBe(200);
    let row = (await requests()).find((r) => r.username === 'admin')!;
    let { code } = await issue(row.id);
    t.clock.advance(RESET_CODE_TTL_MS + 1000);
    expect((await reset('admin', code)).json().msg).toBe(SELF_MSG.badResetCode);
    // issuing again gives a fresh code on the same request
    ({ code } = await issue(row.id));
    for (let i = 0; i < 5; i++) expect((await reset('admin', 'WRNG-WRNG')).statusCode).toBe(400);
    expect((await reset('admin', code)).json().msg).toBe(SELF_MSG.badResetCode);
    // an administrator may turn a request down
    row = (await requests()).find((r) => r.username === 'admin')!;
    expect((await t.call('POST', `/api/sys-user/reset-requests/reject/${row.id}`, admin)).statusCode).toBe(200);
    expect((await requests()).find((r) => r.username === 'admin')).toBeUndefined();
  });

  it('ten failures from one address in an hour answer 429', async () => {
    for (let i = 0; i < 10; i++) expect((await reset('nobody', 'AAAA-AAAA', 'NewPass2024', '10.7.7.7')).statusCode).toBe(400);
    expect((await reset('nobody', 'AAAA-AAAA', 'NewPass2024', '10.7.7.7')).statusCode).toBe(429);
  });

  it('codes are read out by phone: no look-alike characters', () => {
    for (let i = 0; i < 50; i++) expect(newResetCode()).not.toMatch(/[01OIL]/);
    expect(normaliseResetCode('ab2c-d3ef ')).toBe('AB2CD3EF');
  });
});
