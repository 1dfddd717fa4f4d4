// The public and utility routes of SPEC §2 in Chromium against the real server: /appDownload,
// /register (and its approval in 用户管理), /forgetpwd (and the reset code an administrator issues),
// /grantAuth (OAuth authorization code + PKCE, back to the app), /myiframe and /template-free.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { signIn } from '../support/signIn';
import { passwordGrant, requestToken } from '../support/oauth';
import { watchConsole } from '../support/watchConsole';

/** A stand-in for another site: an embeddable board and an OAuth app's callback. */
function startExternalSite(): Promise<{ server: Server; origin: string }> {
  return new Promise((ok) => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url?.startsWith('/cb') ? '<h1 id="cb">应用回调</h1>' : '<h1 id="board">外部看板</h1>');
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

describe('public and utility routes', () => {
  let server: RunningServer;
  let browser: Browser;
  let external: { server: Server; origin: string };
  let adminToken: string;
  let adminPage: Page;
  const watched: string[][] = [];
  const applicant = { username: 'e2e_driver', realName: '李师傅', mobile: '13712345678', password: 'Driver2026' };

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as { success: boolean; data: Record<string, unknown> };
  };
  const shot = (page: Page, name: string) => page.screenshot({ path: artifactPath(`public-${name}.png`), fullPage: true });
  const fresh = async () => {
    const page = await openPage(browser);
    watched.push(watchConsole(page));
    return page;
  };

  before(async () => {
    external = await startExternalSite();
    ({ server, browser } = await startServerAndBrowser(launchBrowser, process.env.APPS_DIR ? { APPS_DIR: process.env.APPS_DIR } : {}));
    const token = await requestToken(server.url, passwordGrant('admin', 'Admin@123456'));
    adminToken = String(token.body.access_token);
    adminPage = await fresh();
    await signIn(adminPage, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    external?.server.close();
  });

  it('/appDownload says when no address is set, then shows its QR code', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/appDownload`);
    await page.getByTestId('app-download-missing').waitFor();
    const saved = await api('PUT', '/site/links', { appDownloadUrl: `${external.origin}/wb-handset.apk`, embedOrigins: [external.origin] });
    assert.equal(saved.success, true);
    await page.reload();
    await page.getByTestId('app-download-qr').locator('svg').waitFor();
    assert.equal((await page.getByTestId('app-download-url').innerText()).trim(), `${external.origin}/wb-handset.apk`);
    await shot(page, 'appDownload');
    await page.close();
  });

  it('/register makes a pending account; sign-in says it waits for approval; 用户管理 通过 lets it in', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.getByTestId('register-form').waitFor();
    await page.getByLabel('用户名').fill(applicant.username);
    await page.getByLabel('姓名').fill(applicant.realName);
    await page.getByLabel('手机号码').fill(applicant.mobile);
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByLabel('确认密码').fill('short');
    await page.getByTestId('register-submit').click();
    await page.getByText('密码长度至少 8 位，且必须同时包含字母和数字').waitFor();
    await page.getByLabel('密码', { exact: true }).fill(applicant.password);
    await page.getByLabel('确认密码').fill(applicant.password);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-done').getByText('注册申请已提交，请等待管理员审核').waitFor();
    await shot(page, 'register');

    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill(applicant.username);
    await page.getByPlaceholder('密码').fill(applicant.password);
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    assert.match(await error.innerText(), /账号正在等待管理员审核，审核通过后才能登录/);

    await adminPage.goto(`${server.url}/modules/sys/user/index`);
    const pending = adminPage.getByTestId('pending-registrations');
    const row = pending.locator('tr', { hasText: applicant.username });
    await row.waitFor();
    await shot(adminPage, 'user-admin-pending');
    await row.getByRole('button', { name: '通过' }).click();
    await adminPage.getByText(`已通过：${applicant.username}`).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    await page.close();
  });

  it('/forgetpwd answers the same for any account; the reset code an administrator issues sets a new password', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: '忘记密码' }).click();
    const form = page.getByTestId('forget-request-form');
    await form.waitFor();
    const ask = async (username: string, mobile: string) => {
      await form.getByLabel('用户名').fill(username);
      await form.getByLabel('手机号码').fill(mobile);
      await page.getByTestId('forget-request-submit').click();
      const sent = page.getByTestId('forget-sent');
      await sent.waitFor();
      return sent.innerText();
    };
    const unknown = await ask('no_such_user', '13900000000');
    await page.reload();
    const real = await ask(applicant.username, applicant.mobile);
    assert.equal(unknown, real);
    assert.match(real, /如果账号与手机号码无误，重置申请已提交/);
    await shot(page, 'forgetpwd-sent');

    await adminPage.reload();
    const row = adminPage.getByTestId('reset-requests').locator('tr', { hasText: applicant.username });
    await row.waitFor();
    assert.equal(await adminPage.getByTestId('reset-requests').locator('tr', { hasText: 'no_such_user' }).count(), 0);
    await row.getByRole('button', { name: '生成重置码' }).click();
    const code = (await adminPage.getByTestId('reset-code-value').innerText()).trim();
    assert.match(code, /^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await shot(adminPage, 'reset-code-issued');
    await adminPage.getByRole('button', { name: '我已告知用户' }).click();

    await page.getByRole('button', { name: '我已拿到重置码' }).click();
    const codeForm = page.getByTestId('reset-code-form');
    await codeForm.getByLabel('用户名').fill(applicant.username);
    await codeForm.getByLabel('重置码').fill('ZZZZ-ZZZZ');
    await codeForm.getByLabel('新密码').fill('Changed2026');
    await codeForm.getByLabel('确认密码').fill('Changed2026');
    await page.getByTestId('reset-code-submit').click();
    await page.getByTestId('reset-error').getByText('重置码无效或已过期').waitFor();
    await codeForm.getByLabel('重置码').fill(code);
    await page.getByTestId('reset-code-submit').click();
    await page.getByTestId('reset-done').getByText('密码已重置，请使用新密码登录').waitFor();
    await shot(page, 'forgetpwd-done');
    assert.equal((await requestToken(server.url, passwordGrant(applicant.username, 'Changed2026'))).status, 200);
    assert.equal((await requestToken(server.url, passwordGrant(applicant.username, applicant.password))).status, 426);
    await page.close();
  });

  it('/grantAuth: signs in first, shows the app and scope, 同意授权 returns a code the app exchanges once', async () => {
    const callback = `${external.origin}/cb`;
    const created = await api('POST', '/sys-app/create', { appName: '地磅手持机', redirectUris: [callback] });
    assert.equal(created.success, true);
    const { clientId, clientSecret } = created.data as { clientId: string; clientSecret: string };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: callback,
      scope: 'profile',
      state: 'st-42',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const page = await fresh();
    await page.goto(`${server.url}/grantAuth?${query}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByPlaceholder('用户名').fill('operator');
    await page.getByPlaceholder('密码').fill('Operator@123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/grantAuth\?/);
    assert.equal((await page.getByTestId('grant-app-name').innerText()).trim(), '地磅手持机');
    assert.match(await page.getByTestId('grant-scopes').innerText(), /读取您的基本资料/);
    await shot(page, 'grantAuth');
    await page.getByTestId('grant-approve').click();
    await page.waitForURL((u) => u.toString().startsWith(callback));
    const back = new URL(page.url());
    assert.equal(back.searchParams.get('state'), 'st-42');
    const code = back.searchParams.get('code')!;
    const exchange = () =>
      fetch(`${server.url}/api/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callback, code_verifier: verifier }).toString(),
      });
    const first = await exchange();
    assert.equal(first.status, 200);
    const tokens = (await first.json()) as { access_token: string; scope: string };
    assert.equal(tokens.scope, 'profile');
    const me = await fetch(`${server.url}/api/oauth/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(((await me.json()) as { data: { username: string } }).data.username, 'operator');
    assert.equal((await exchange()).status, 400);

    // 拒绝 goes back with access_denied; a foreign redirect URI is refused on the page, not followed
    await page.goto(`${server.url}/grantAuth?${query}`);
    await page.getByTestId('grant-deny').click();
    await page.waitForURL((u) => u.toString().startsWith(callback));
    assert.equal(new URL(page.url()).searchParams.get('error'), 'access_denied');
    query.set('redirect_uri', 'https://evil.example.com/cb');
    await page.goto(`${server.url}/grantAuth?${query}`);
    await page.getByTestId('grant-refused').getByText('回调地址与应用登记的不一致').waitFor();
    await shot(page, 'grantAuth-refused');
    await page.close();
  });

  it('/myiframe embeds an allowed origin only', async () => {
    await adminPage.goto(`${server.url}/myiframe/board?src=${encodeURIComponent(`${external.origin}/board`)}&name=${encodeURIComponent('外部看板')}`);
    await adminPage.frameLocator('[data-testid="embedded-page"]').locator('#board').waitFor();
    await shot(adminPage, 'myiframe');
    await adminPage.goto(`${server.url}/myiframe/other?src=${encodeURIComponent('http://localhost:9/elsewhere')}`);
    await adminPage.getByTestId('iframe-refused').getByText('该地址未被允许嵌入：http://localhost:9').waitFor();
    assert.equal(await adminPage.getByTestId('embedded-page').count(), 0);
    await shot(adminPage, 'myiframe-refused');
  });

  it('/template-free shows the template notice; /myiframe needs a sign-in', async () => {
    await adminPage.goto(`${server.url}/template-free`);
    await adminPage.getByTestId('template-free').waitFor();
    await shot(adminPage, 'template-free');
    const page = await fresh();
    await page.goto(`${server.url}/myiframe/board?src=${encodeURIComponent(`${external.origin}/board`)}`);
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('left no console errors', () => {
    assert.deepEqual(watched.flat(), []);
  });
});
