import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BASIC, createTestApp, tokenRequest, type TestApp } from '../test-utils/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
});
afterAll(async () => {
  await t.close();
});

const login = (fields: Record<string, string>, basic?: string) =>
  t.inject(
    tokenRequest(
      { grant_type: 'password', username: 'admin', password: 'Admin@123456', ...fields },
      { basic },
    ),
  );

async function newCaptcha(key: string, text = 'ab12') {
  t.captchaText.value = text;
  const res = await t.inject({ method: 'GET', url: `/api/code/image?randomStr=${key}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  return res;
}

describe('captcha (CAPTCHA on)', () => {
  it('says so in the public global config', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/sys-info/global-config' });
    expect(res.json().data.captchaEnabled).toBe(true);
  });

  it('answers 428 without a captcha', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual({ code: 428, success: false, msg: '验证码错误,请重新输入', data: null });
  });

  it('consumes the captcha on a wrong answer: the right answer afterwards with the same key fails', async () => {
    await newCaptcha('key-wrong-first');
    expect((await login({ randomStr: 'key-wrong-first', code: 'zzzz' })).statusCode).toBe(428);
    expect((await login({ randomStr: 'key-wrong-first', code: 'ab12' })).statusCode).toBe(428);
  });

  it('accepts the right answer once (case-insensitive), then the key is spent', async () => {
    await newCaptcha('key-right-once', 'Xy7k');
    expect((await login({ randomStr: 'key-right-once', code: 'xy7K' })).statusCode).toBe(200);
    expect((await login({ randomStr: 'key-right-once', code: 'Xy7k' })).statusCode).toBe(428);
  });

  it('consumes the captcha even when the password is wrong', async () => {
    await newCaptcha('key-bad-password');
    const bad = await t.inject(
      tokenRequest({
        grant_type: 'password',
        username: 'admin',
        password: 'wrong',
        randomStr: 'key-bad-password',
        code: 'ab12',
      }),
    );
    expect(bad.statusCode).toBe(426);
    expect((await login({ randomStr: 'key-bad-password', code: 'ab12' })).statusCode).toBe(428);
  });

  it('expires after 5 minutes', async () => {
    await newCaptcha('key-expiring');
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await login({ randomStr: 'key-expiring', code: 'ab12' })).statusCode).toBe(428);
  });

  it('rejects malformed keys', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/code/image?randomStr=a' });
    expect(res.statusCode).toBe(400);
  });

  it('is not asked of a confidential client that authenticated with its secret', async () => {
    expect((await login({}, APP_BASIC)).statusCode).toBe(200);
  });
});
