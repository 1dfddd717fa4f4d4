// A browser error reaches the administrators: an uncaught error in the admin app is collected,
// uploaded while signed in and listed under 系统管理 → 系统日志.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { apiCallFromPage, signIn } from '../support/signIn';

describe('client error log', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    page = await openPage(browser);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads an uncaught error with its page and shows it in 系统日志', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/modules/basic/vehicle/index`);
    await page.getByTestId('list-table').waitFor();
    const probe = `e2e-probe-${Date.now()}`;
    // an error no code catches, as a broken handler would throw it
    await page.evaluate((text) => setTimeout(() => {
      throw new Error(text);
    }), probe);
    // the collector sends every 15 s; wait for the row as the server lists it
    const deadline = Date.now() + 40_000;
    let row: { message: string; url: string; type: string } | undefined;
    while (!row && Date.now() < deadline) {
      const answer = await apiCallFromPage<{ list: { message: string; url: string; type: string }[] }>(page, 'POST', '/admin/log/v2/list', {
        search: [],
        limit: { pn: 1, ps: 20 },
      });
      row = answer.body.data.list.find((r) => r.message.includes(probe));
      if (!row) await page.waitForTimeout(1000);
    }
    assert.ok(row, 'the error was uploaded');
    assert.equal(row.type, 'error');
    assert.equal(row.url, '/modules/basic/vehicle/index');

    await page.goto(`${server.url}/modules/sys/sys_log/index`);
    await page.getByTestId('list-table').getByText(probe, { exact: false }).first().waitFor();
    await page.screenshot({ path: artifactPath('client-error-log.png') });
  });
});
