// A new user's first minutes in the admin app, in Chromium against the real server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { apiCallFromPage } from '../support/signIn';
import { watchConsole } from '../support/watchConsole';

/** The companies the signed-in user may switch to, as the server lists them. */
async function companyNames(page: Page): Promise<string[]> {
  const answer = await apiCallFromPage<{ list: { orgName: string }[] }>(
    page,
    'POST',
    '/sys-user-org/currentOrgs',
    { limit: { pn: 1, ps: 100 } },
  );
  return answer.body.data.list.map((o) => o.orgName);
}

describe('sign-in journey in the admin app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
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
    // the companies as the server lists them for this user; the dropdown's labels are drawn late
    const names = await companyNames(page);
    const other = names.find((n) => n.trim() !== before);
    assert.ok(other, `a second company is offered (got ${names.join(', ')})`);
    // a click on an option while the dropdown is still opening can miss: a person picks again
    const shows = (name: string) =>
      page
        .waitForFunction(
          (n) => document.querySelector('[data-testid="company-switcher"]')?.textContent?.includes(n),
          name,
          {
            timeout: 8_000,
          },
        )
        .then(
          () => true,
          () => false,
        );
    let switched = false;
    for (let attempt = 0; attempt < 3 && !switched; attempt++) {
      await switcher.click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: other.trim() })
        .first()
        .click();
      switched = await shows(other.trim());
    }
    assert.ok(switched, `the switcher shows ${other}`);
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

  it('switches back through the 选择库区 dialog, filtered by 库区名称', async () => {
    const before = (await page.getByTestId('company-switcher').innerText()).trim();
    const orgs = await companyNames(page);
    const target = orgs.find((name) => name !== before);
    assert.ok(target, 'another company to choose');
    await page.getByTestId('company-dialog-button').click();
    const dialog = page.getByRole('dialog', { name: '选择库区' });
    await dialog.getByPlaceholder('库区名称').fill(target.slice(0, 4));
    await dialog.getByRole('button', { name: '查询' }).click();
    const row = dialog.locator('tr.ant-table-row', { hasText: target });
    // the table keeps the unfiltered rows on screen until the filtered answer arrives
    await page.waitForFunction(() => document.querySelectorAll('.ant-modal tr.ant-table-row').length === 1);
    await row.waitFor();
    await row.getByRole('button', { name: '选择' }).click();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="company-switcher"]')?.textContent?.includes(name),
      target,
    );
    await page.getByTestId('home-page').waitFor();
    // the dialog hands the focus back as it closes
    await dialog.waitFor({ state: 'hidden' });
  });

  it('finds a page through the top bar’s menu search and opens it', async () => {
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await search.fill('车辆');
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '基础资料' })
      .filter({ hasText: /^车辆/ });
    await option.first().waitFor();
    await page.screenshot({ path: artifactPath('menu-search.png') });
    await option.first().click();
    await page.waitForURL(/\/modules\/basic\/vehicle\/index/);
    await page.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
    assert.equal(await search.inputValue(), '');
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
    // unlocking returns to the last page: start from the home page
    await page.goto(`${server.url}/clouds/index`);
    await page.getByTestId('home-page').waitFor();
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
    // the menu item may be clicked while the dropdown still opens: a person opens it again
    const asked = page.getByText('是否继续?');
    for (let attempt = 0; attempt < 3 && !(await asked.isVisible()); attempt++) {
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '退出系统' }).click();
      await asked.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await asked.waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${server.url}/clouds/index`);
    await page.waitForURL(/\/login/);
  });

  it('logged no console errors on the way', () => {
    assert.deepEqual(consoleErrors, []);
  });
});
