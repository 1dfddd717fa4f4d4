import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, tokenRequest, type TestApp } from '../test-utils/testApp';
import { SELF_MSG } from './messages';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
});
afterAll(async () => {
  await t.close();
});

let ip = 10;
/** each test its own address, so the per-address limit of one does not touch another */
const register = (body: Record<string, string>, remoteAddress = `10.0.0.${ip++}`) =>
  t.inject({ method: 'POST', url: '/api/sys-user/register', payload: body, remoteAddress });
const applicant = (username: string) => ({ username, realName: '张三', mobile: '13800138000', password: 'Driver2024' });
const signIn = (username: string, password: string) =>
  t.inject(tokenRequest({ grant_type: 'password', username, password }, { remoteAddress: `10.1.0.${ip++}` }));

describe('self-registration (/register)', () => {
  it.each([
    [{ username: 'ab' }, SELF_MSG.badUsername],
    [{ username: 'with space' }, SELF_MSG.badUsername],
    [{ realName: '  ' }, SELF_MSG.badRealName],
    [{ mobile: '12345' }, SELF_MSG.badMobile],
    [{ password: 'short1' }, '密码长度至少 8 位，且必须同时包含字母和数字'],
    [{ password: 'onlyletters' }, '密码必须同时包含字母和数字'],
  ])('refuses %o with %s', async (change, message) => {
    const res = await register({ ...applicant('zhangsan1'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('creates a pending account that cannot sign in until approved', async () => {
    const res = await register(applicant('driver01'));
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(SELF_MSG.registered);
    const pending = await signIn('driver01', 'Driver2024');
    expect(pending.statusCode).toBe(426);
    expect(pending.json().msg).toBe(SELF_MSG.pendingSignIn);
    // a wrong password learns nothing about the application
    const wrong = await signIn('driver01', 'Wrong2024x');
    expect(wrong.statusCode).toBe(426);
    expect(wrong.json().msg).toBe('用户名不存在或密码错误');
    expect(await t.db.selectFrom('sys_user').select('id').where('username', '=', 'driver01').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a name that is taken, by a user or by a pending application', async () => {
    for (const name of ['admin', 'ADMIN', 'driver01']) {
      const res = await register(applicant(name));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SELF_MSG.usernameTaken);
    }
  });

  it('lets an administrator approve it in 用户管理: the user signs in with the chosen password', async () => {
    const list = await t.call('GET', '/api/sys-user/registrations', admin);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { username: string }) => r.username === 'driver01');
    expect(row).toMatchObject({ realName: '张三', mobile: '13800138000', status: 'pending' });
    expect(row).not.toHaveProperty('password_hash');
    const approve = await t.call('POST', '/api/sys-user/registrations/approve', admin, { ids: [row.id] });
    expect(approve.statusCode).toBe(200);
    const ok = await signIn('driver01', 'Driver2024');
    expect(ok.statusCode).toBe(200);
    const user = await t.db.selectFrom('sys_user').select(['id', 'password_is_initial', 'enabled', 'group_id']).where('username', '=', 'driver01').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_is_initial: false, enabled: true, group_id: DEMO_IDS.group });
    const orgs = await t.db.selectFrom('sys_user_org').select('org_id').where('user_id', '=', user.id).execute();
    expect(orgs.map((o) => o.org_id)).toEqual([DEMO_IDS.org1]);
    // handled once
    const again = await t.call('POST', '/api/sys-user/registrations/approve', admin, { ids: [row.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(SELF_MSG.notPending);
  });

  it('a rejected application says so at sign-in, and only to its password', async () => {
    expect((await register(applicant('driver02'))).statusCode).toBe(200);
    const list = await t.call('GET', '/api/sys-user/registrations', admin);
    const row = list.json().data.find((r: { username: string }) => r.username === 'driver02');
    const reject = await t.call('POST', '/api/sys-user/registrations/reject', admin, { ids: [row.id], reason: '非本厂员工' });
    expect(reject.statusCode).toBe(200);
    const res = await signIn('driver02', 'Driver2024');
    expect(res.statusCode).toBe(426);
    expect(res.json().msg).toBe(SELF_MSG.rejectedSignIn);
    // the name is free again
    expect((await register(applicant('driver02'))).statusCode).toBe(200);
  });

  it('allows 5 sign-ups an hour from one address, then answers 429 请求过频繁', async () => {
    const addr = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await register(applicant(`bulk0${i}`), addr)).statusCode).toBe(200);
    const res = await register(applicant('bulk05'), addr);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('请求过频繁');
    t.clock.advance(61 * 60 * 1000);
    expect((await register(applicant('bulk05'), addr)).statusCode).toBe(200);
  });

  it('needs the approver to hold 用户管理 新增', async () => {
    const operator = (await t.login('operator', 'Operator@123')).access_token;
    expect((await t.call('GET', '/api/sys-user/registrations', operator)).statusCode).toBe(403);
  });
});

describe('with the captcha on', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ captcha: true });
  });
  afterAll(async () => {
    await c.close();
  });

  it('answers 428 验证码错误,请重新输入 without a right captcha, and registers with one', async () => {
    const body = { ...applicant('capuser1') };
    const missing = await c.inject({ method: 'POST', url: '/api/sys-user/register', payload: body });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().msg).toBe('验证码错误,请重新输入');
    await c.inject({ method: 'GET', url: '/api/code/image?randomStr=regkey0001' });
    const good = await c.inject({ method: 'POST', url: '/api/sys-user/register', payload: { ...body, randomStr: 'regkey0001', captcha: c.captchaText.value } });
    expect(good.statusCode).toBe(200);
  });
});
