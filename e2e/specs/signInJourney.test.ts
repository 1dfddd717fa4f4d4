// A new user's first minutes in the admin app, in Chromium against the real server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/startServer';
import { launchBrowser } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';

describe('sign-in journey in the admin app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    consoleErrors = watchConsole(page);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor to the login page', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-form').waitFor();
    assert.match(await page.title(), /统一称重计量管控平台/);
    await page.screenshot({ path: artifactPath('login.png') });
  });

  it('shows 用户名不存在或密码错误 for a wrong password and keeps what was typed', async () => {
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    assert.match(await error.innerText(), /用户名不存在或密码错误/);
    assert.equal(await page.getByPlaceholder('用户名').inputValue(), 'admin');
    assert.match(page.url(), /\/login/);
  });

  it('signs in and lands on the home page of the company', async () => {
    await page.getByPlaceholder('密码').fill('Admin@123456');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/clouds\/index/);
    await page.getByTestId('home-page').waitFor();
    assert.notEqual((await page.getByTestId('header-user-name').innerText()).trim(), '');
    const cards = page.getByTestId('count-cards');
    await cards.waitFor();
    // The counts come from the server's seeded weigh records: today's weighings are not all zero.
    await page.getByTestId('vehicle-table').locator('tr.ant-table-row').first().waitFor();
    await page.screenshot({ path: artifactPath('home.png') });
  });

  it('sends a signed-in user at an unknown address to the home page', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/clouds\/index/);
    await page.getByTestId('home-page').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('wb-historyUrl')), '/no/such/page');
  });

  it('switches to the other company and shows its data', async () => {
    const switcher = page.getByTestId('company-switcher');
    // The switcher shows its placeholder until the user's companies have loaded.
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="company-switcher"]')?.textContent?.trim() ?? '';
      return text !== '' && !text.includes('请选择公司');
    });
    const before = (await switcher.innerText()).trim();
    await switcher.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    const names = await options.allInnerTexts();
    const other = names.find((n) => n.trim() !== before);
    assert.ok(other, `a second company is offered (got ${names.join(', ')})`);
    await options.filter({ hasText: other.trim() }).first().click();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="company-switcher"]')?.textContent?.includes(name),
      other.trim(),
    );
    await page.getByTestId('home-page').waitFor();
    // The server's session moved too: /sys-info/me with the app's own token names the other company.
    const current = await page.evaluate(async () => {
      const raw = localStorage.getItem('wb-access_token');
      const token = raw ? (JSON.parse(raw) as string) : '';
      const res = await fetch('/api/sys-info/me', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { currentOrgName: string } };
      return body.data.currentOrgName;
    });
    assert.equal(current, other.trim());
  });

  it('opens a menu page in a second tab with the menu and its buttons', async () => {
    // Tokens are in local storage, menus and buttons in session storage (SPEC §9): a new tab loads them.
    const tab = await page.context().newPage();
    await tab.goto(`${server.url}/modules/basic/vehicle/index`);
    await tab.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
    await tab.getByRole('button', { name: '新增' }).waitFor();
    assert.match(tab.url(), /\/modules\/basic\/vehicle\/index/);
    await tab.close();
  });

  it('locks the screen and unlocks it with the lock password', async () => {
    await page.getByTestId('lock-button').click();
    await page.getByRole('dialog', { name: '设置锁屏密码' }).getByPlaceholder('锁屏密码').fill('lock-1234');
    await page.getByRole('button', { name: '锁定' }).click();
    await page.getByTestId('lock-page').waitFor();
    await page.goto(`${server.url}/clouds/index`);
    await page.getByTestId('lock-page').waitFor();
    assert.match(page.url(), /lock/, 'a locked session is forced back to the lock page');
    const lockField = page.getByTestId('lock-page').getByLabel('锁屏密码');
    await lockField.fill('wrong');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.getByText('锁屏密码错误，请重新输入').waitFor();
    await lockField.fill('lock-1234');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.getByTestId('home-page').waitFor();
  });

  it('signs out through 退出系统 with its confirmation', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await page.getByText('是否继续?').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${server.url}/clouds/index`);
    await page.waitForURL(/\/login/);
  });

  it('logged no console errors on the way', () => {
    assert.deepEqual(consoleErrors, []);
  });
});
