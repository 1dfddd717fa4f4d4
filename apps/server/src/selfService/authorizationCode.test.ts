import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { CODE_TTL_MS } from './authorizationCode';
import { SELF_MSG } from './messages';

let t: TestApp;
let admin: string;
let clientId: string;
let clientSecret: string;
const REDIRECT = 'https://handset.example.com/oauth/callback';
const verifier = 'v'.repeat(20) + 'A1b2C3d4E5f6G7h8I9j0K1l2m3';
const challenge = createHash('sha256').update(verifier).digest('base64url');

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  const res = await t.call('POST', '/api/sys-app/create', admin, { appName: '手持机', redirectUris: [REDIRECT] });
  expect(res.statusCode).toBe(200);
  ({ clientId, clientSecret } = res.json().data);
});
afterAll(async () => {
  await t.close();
});

const params = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'profile',
    state: 'xyz-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...over,
  });
const consent = (over: Record<string, string> = {}, token = admin) => t.call('GET', `/api/oauth/authorize?${params(over)}`, token);
const decide = (approve: boolean, over: Record<string, string> = {}) =>
  t.call('POST', '/api/oauth/authorize', admin, { ...Object.fromEntries(params(over)), approve });
const exchange = (fields: Record<string, string>, basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) =>
  t.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, code_verifier: verifier, ...fields }).toString(),
  });
async function approvedCode(): Promise<string> {
  const res = await decide(true);
  const url = new URL(res.json().data.redirect);
  expect(url.origin + url.pathname).toBe(REDIRECT);
  expect(url.searchParams.get('state')).toBe('xyz-123');
  return url.searchParams.get('code')!;
}

describe('OAuth authorization code with PKCE (/grantAuth)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: `/api/oauth/authorize?${params()}` })).statusCode).toBe(401);
  });

  it('shows the app name and the requested scope', async () => {
    const res = await consent();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      kind: 'consent',
      appName: '手持机',
      clientId,
      redirectUri: REDIRECT,
      scopes: [{ scope: 'profile', label: '读取您的基本资料（用户名、姓名、当前公司）' }],
    });
  });

  it.each([
    [{ client_id: 'app_nope' }, SELF_MSG.unknownApp],
    [{ redirect_uri: 'https://evil.example.com/cb' }, SELF_MSG.badRedirect],
    [{ redirect_uri: `${REDIRECT}/` }, SELF_MSG.badRedirect],
    [{ redirect_uri: `${REDIRECT}?x=1` }, SELF_MSG.badRedirect],
  ])('never redirects to an unverified client or address: %o', async (over, message) => {
    const res = await consent(over);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect((await decide(true, over)).statusCode).toBe(400);
  });

  it.each([
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: '' }, 'invalid_request'],
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'profile admin' }, 'invalid_scope'],
  ])('sends other faults back to the app: %o → %s', async (over, error) => {
    const redirect = new URL((await consent(over)).json().data.redirect);
    expect(redirect.searchParams.get('error')).toBe(error);
    expect(redirect.searchParams.get('state')).toBe('xyz-123');
  });

  it('拒绝 redirects with access_denied and the state', async () => {
    const url = new URL((await decide(false)).json().data.redirect);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('xyz-123');
    expect(url.searchParams.has('code')).toBe(false);
  });

  it('exchanges a code once for a token limited to its scope; reuse revokes it', async () => {
    const code = await approvedCode();
    const res = await exchange({ code });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'profile', expires_in: 7200 });
    expect(tokens.refresh_token).toBeUndefined();
    const me = await t.call('GET', '/api/oauth/userinfo', tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'admin' });
    // the app's token is not the user's session: an administrator's token from an app reaches nothing else
    expect((await t.call('GET', '/api/sys-info/me', tokens.access_token)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/sys-user/v2/list', tokens.access_token, {})).statusCode).toBe(403);
    const reuse = await exchange({ code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant', msg: SELF_MSG.invalidGrant });
    expect((await t.call('GET', '/api/oauth/userinfo', tokens.access_token)).statusCode).toBe(401);
  });

  it.each([
    ['a wrong verifier', { code_verifier: 'w'.repeat(43) }],
    ['another redirect URI', { redirect_uri: 'https://handset.example.com/other' }],
  ])('refuses %s (and the code is spent)', async (_label, over) => {
    const code = await approvedCode();
    const res = await exchange({ code, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
    expect((await exchange({ code })).statusCode).toBe(400);
  });

  it('refuses a code after 10 minutes', async () => {
    const code = await approvedCode();
    t.clock.advance(CODE_TTL_MS + 1000);
    expect((await exchange({ code })).json().error).toBe('invalid_grant');
  });

  it('needs the client it was issued to, with its secret', async () => {
    const other = (await t.call('POST', '/api/sys-app/create', admin, { appName: '其他应用', redirectUris: [REDIRECT] })).json().data;
    const code = await approvedCode();
    const wrongSecret = await exchange({ code }, `Basic ${Buffer.from(`${clientId}:nope`).toString('base64')}`);
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('invalid_client');
    const otherClient = await exchange({ code }, `Basic ${Buffer.from(`${other.clientId}:${other.clientSecret}`).toString('base64')}`);
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json().error).toBe('invalid_grant');
    // client credentials in the body work too (a fresh code: the one above was spent)
    const fresh = await approvedCode();
    const body = await exchange({ code: fresh, client_id: clientId, client_secret: clientSecret }, '');
    expect(body.statusCode).toBe(200);
  });
});
