// The tab strip and cached views (SPEC §2): five list pages opened from the menu become tabs, a kept
// page comes back as it was left (typed search, page number), tabs close one at a time, by the
// right-click menu and by 更多 (关闭其他, 关闭全部 → home after 200 ms), and a reload keeps the tabs and
// the address.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { openDropdownItems } from '../support/dropdown';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';
import { signIn } from '../support/signIn';
import { installTotalProbe, listPage } from '../support/listPage';

const HOME = '/clouds/index';
const PAGES = [
  { leaf: '车辆', path: '/modules/basic/vehicle/index' },
  { leaf: '客户', path: '/modules/basic/customer/index' },
  { leaf: '供应商', path: '/modules/basic/vendor/index' },
  { leaf: '司机', path: '/modules/basic/driver/index' },
  { leaf: '存货档案', path: '/modules/basic/inventory/index' },
];

describe('tabs and cached views in the admin app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let failedCalls: FailedCall[];
  const closeCalls: { token: string; adress: string[] }[] = [];

  const strip = () => page.getByTestId('tab-strip');
  const tab = (label: string) => strip().getByRole('tab', { name: label, exact: true });
  /** The tab labels in order and the active one. */
  const tabState = () =>
    page.evaluate(() => {
      const tabs = [...document.querySelectorAll('[data-testid="tab-strip"] .ant-tabs-tab')];
      return {
        labels: tabs.map((t) => t.querySelector('.ant-tabs-tab-btn')?.textContent?.trim() ?? ''),
        active: document.querySelector('[data-testid="tab-strip"] .ant-tabs-tab-active .ant-tabs-tab-btn')?.textContent?.trim() ?? '',
      };
    });
  const waitForPath = (path: string) => page.waitForURL((u) => u.pathname === path);
  /** A list page on screen: its card title, the table settled. */
  const listShown = async (title: string) => {
    await page.waitForFunction(
      (t) => {
        const card = document.querySelector('[data-testid="template-list-page"]')?.closest('.ant-card');
        const head = card?.querySelector('.ant-card-head-title')?.textContent?.trim();
        return head === t && totalOnScreen() !== null && !document.querySelector('[data-testid="list-table"] .ant-spin-spinning');
      },
      title,
    );
  };
  const activePageNumber = () => page.locator('[data-testid="list-table"] .ant-pagination-item-active').innerText();
  const menuItem = (text: string) => page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: text, exact: true });
  const closeAnswered = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/core/sys-site-license/close');

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    page = await openPage(browser);
    await installTotalProbe(page);
    consoleErrors = watchConsole(page);
    failedCalls = watchApi(page);
    page.on('request', (r: Request) => {
      if (new URL(r.url()).pathname === '/api/core/sys-site-license/close') closeCalls.push(r.postDataJSON() as { token: string; adress: string[] });
    });
    await signIn(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('starts with the home tab alone, which has no close button', async () => {
    await strip().waitFor();
    assert.deepEqual(await tabState(), { labels: ['首页'], active: '首页' });
    assert.equal(await strip().locator('.ant-tabs-tab-remove').count(), 0);
  });

  it('opens five list pages from the menu, each as a tab; only the page on screen is in the document', async () => {
    for (const p of PAGES) {
      await page.getByTestId('side-menu').getByText('基础资料', { exact: true }).hover();
      await page.getByTestId('menu-drawer').getByText(p.leaf, { exact: true }).click();
      await waitForPath(p.path);
      await listShown(p.leaf);
      assert.equal((await tabState()).active, p.leaf);
    }
    assert.deepEqual((await tabState()).labels, ['首页', ...PAGES.map((p) => p.leaf)]);
    // the four kept pages are out of the document: one list, one quick search, one card titled 存货档案
    assert.equal(await page.getByTestId('list-table').count(), 1);
    assert.equal(await page.getByTestId('quick-search').count(), 1);
    assert.equal(await page.getByTestId('page-views').getByText('车辆', { exact: true }).count(), 0);
    // the tabs are kept in session storage (SPEC §9)
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wb-tags') ?? '[]') as { label: string }[]);
    assert.deepEqual(
      stored.map((t) => t.label),
      ['首页', ...PAGES.map((p) => p.leaf)],
    );
    await page.screenshot({ path: artifactPath('tabs-five-open.png') });
  });

  it('keeps a page as it was left: the typed search and the page number survive a visit elsewhere', async () => {
    const l = listPage(page);
    const checks: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('/checkFrontendAdress') && checks.push(r.url()));
    await tab('车辆').click();
    await waitForPath(PAGES[0].path);
    await listShown('车辆');
    assert.ok(checks.length >= 1, 'opening a tab checks the frontend address with the server');
    // page 3, then a search typed but not sent
    await l.listCall(() => page.locator('[data-testid="list-table"] .ant-pagination-item-3').click());
    assert.equal(await activePageNumber(), '3');
    await page.getByTestId('quick-search').fill('蒙');
    const rowsBefore = await l.column('车牌号');

    await tab('客户').click();
    await waitForPath(PAGES[1].path);
    await listShown('客户');
    assert.equal(await page.getByTestId('quick-search').inputValue(), '', 'the other page has its own search');

    let listCalls = 0;
    const countList = (r: Request) => r.method() === 'POST' && /\/api\/basic\/vehicle\/(v2\/)?list$/.test(new URL(r.url()).pathname) && listCalls++;
    page.on('request', countList);
    await tab('车辆').click();
    await waitForPath(PAGES[0].path);
    await listShown('车辆');
    page.off('request', countList);
    assert.equal(await page.getByTestId('quick-search').inputValue(), '蒙');
    assert.equal(await activePageNumber(), '3');
    assert.deepEqual(await l.column('车牌号'), rowsBefore, 'the same rows as when it was left');
    assert.equal(listCalls, 0, 'a kept page is not built (or loaded) again');
    assert.match(await page.title(), /^车辆/);
    await page.screenshot({ path: artifactPath('tabs-kept-page.png') });
  });

  it('keeps where a page was scrolled to', async () => {
    const l = listPage(page);
    await tab('客户').click();
    await waitForPath(PAGES[1].path);
    await listShown('客户');
    // 20 rows a page are more than the table's height: its body scrolls
    await l.listCall(async () => {
      await page.locator('[data-testid="list-table"] .ant-pagination-options .ant-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '20 条/页' }).click();
    });
    // the total stays 共 20 条: wait for the rows themselves
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-table"] tr.ant-table-row').length === 20);
    const body = page.locator('[data-testid="list-table"] .ant-table-body');
    // antd scrolls a table back to its first row just after a paging change: scroll down until it stays
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="list-table"] .ant-table-body');
        const probe = globalThis as unknown as { stableScroll: number };
        if (!el) return false;
        if (el.scrollTop < 100) {
          el.scrollTop = el.scrollHeight;
          probe.stableScroll = 0;
          return false;
        }
        probe.stableScroll = (probe.stableScroll ?? 0) + 1;
        return probe.stableScroll >= 10;
      },
      null,
      { polling: 50 },
    );
    const scrolled = await body.evaluate((el) => el.scrollTop);
    assert.ok(scrolled > 100, `the table body scrolls (${scrolled} px)`);
    await tab('司机').click();
    await waitForPath(PAGES[3].path);
    await listShown('司机');
    assert.equal(await body.evaluate((el) => el.scrollTop), 0, 'another page starts at its top');
    await tab('客户').click();
    await waitForPath(PAGES[1].path);
    await listShown('客户');
    assert.equal(await body.evaluate((el) => el.scrollTop), scrolled);
    await page.screenshot({ path: artifactPath('tabs-kept-scroll.png') });
    assert.equal(await l.rows.count(), 20);
  });

  it('closes the active tab with ×: the tab before it opens', async () => {
    await tab('存货档案').click();
    await waitForPath(PAGES[4].path);
    await listShown('存货档案');
    const answered = closeAnswered();
    await strip().locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: '存货档案', exact: true }) }).locator('.ant-tabs-tab-remove').click();
    await waitForPath(PAGES[3].path);
    await listShown('司机');
    await answered;
    assert.deepEqual(await tabState(), { labels: ['首页', '车辆', '客户', '供应商', '司机'], active: '司机' });
  });

  it('closes a tab from its right-click menu (关闭): the page on screen stays', async () => {
    await tab('供应商').click({ button: 'right' });
    assert.deepEqual(await openDropdownItems(page), ['关闭', '关闭其他', '关闭全部']);
    await page.screenshot({ path: artifactPath('tabs-context-menu.png') });
    const answered = closeAnswered();
    await menuItem('关闭').click();
    await answered;
    assert.deepEqual(await tabState(), { labels: ['首页', '车辆', '客户', '司机'], active: '司机' });
    assert.equal(new URL(page.url()).pathname, PAGES[3].path);
  });

  it('更多 → 关闭其他 leaves the home tab and the active one, and tells the server which tabs closed', async () => {
    const before = closeCalls.length;
    await strip().getByTestId('tab-more').click();
    const answered = closeAnswered();
    await menuItem('关闭其他').click();
    await answered;
    assert.deepEqual(await tabState(), { labels: ['首页', '司机'], active: '司机' });
    const call = closeCalls[before];
    assert.equal(call.adress.length, 2, 'the two closed tabs (车辆, 客户)');
    const refresh = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wb-refresh_token') ?? '""') as string);
    assert.equal(call.token, refresh, 'the close call carries the refresh token');
    // the closed pages' kept views are gone: 车辆 opens afresh, on page 1 with an empty search
    await page.getByTestId('side-menu').getByText('基础资料', { exact: true }).hover();
    await page.getByTestId('menu-drawer').getByText('车辆', { exact: true }).click();
    await waitForPath(PAGES[0].path);
    await listShown('车辆');
    assert.equal(await page.getByTestId('quick-search').inputValue(), '');
    assert.equal(await activePageNumber(), '1');
  });

  it('更多 → 关闭全部 leaves only the home tab and opens home after 200 ms', async () => {
    await strip().getByTestId('tab-more').click();
    const clicked = Date.now();
    await menuItem('关闭全部').click();
    await waitForPath(HOME);
    const waited = Date.now() - clicked;
    await page.getByTestId('home-page').waitFor();
    assert.ok(waited >= 190, `home opened ${waited} ms after 关闭全部`);
    assert.deepEqual(await tabState(), { labels: ['首页'], active: '首页' });
    await page.screenshot({ path: artifactPath('tabs-closed-all.png') });
  });

  it('a reload keeps the tabs and the address; the app opened at / comes back to the last address', async () => {
    for (const p of [PAGES[1], PAGES[2]]) {
      await page.getByTestId('side-menu').getByText('基础资料', { exact: true }).hover();
      await page.getByTestId('menu-drawer').getByText(p.leaf, { exact: true }).click();
      await waitForPath(p.path);
      await listShown(p.leaf);
    }
    await page.reload();
    await listShown('供应商');
    assert.equal(new URL(page.url()).pathname, PAGES[2].path);
    assert.deepEqual(await tabState(), { labels: ['首页', '客户', '供应商'], active: '供应商' });

    await page.goto(`${server.url}/`);
    await waitForPath(PAGES[2].path);
    await listShown('供应商');
    assert.deepEqual(await tabState(), { labels: ['首页', '客户', '供应商'], active: '供应商' });
    // a tab of the restored strip opens its page
    await tab('客户').click();
    await waitForPath(PAGES[1].path);
    await listShown('客户');
    await page.screenshot({ path: artifactPath('tabs-after-reload.png') });
  });

  it('shows no console error and no failed API call', () => {
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(failedCalls, []);
  });
});
