// /activti/detail/{id}: an approval a message links to. Opened signed out, the address is stored on
// the way through /login (SPEC.md §2 "a stored detail redirect for a path is followed"), the sign-in
// lands on it, and the approver decides there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { apiCallFromPage, signIn } from '../support/signIn';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';

describe('an approval opened from a link (/activti/detail/{id})', () => {
  let server: RunningServer;
  let browser: Browser;
  let setup: Page;
  let page: Page;
  let consoleErrors: string[];
  let failedCalls: FailedCall[];
  let flowId: string;

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    setup = await openPage(browser);
    await signIn(setup, server.url);
    const config = await apiCallFromPage<{ id: string }>(setup, 'POST', '/flowable/config/create', {
      flowName: '结算审批',
      businessType: '结算单',
      flow_config_step: [
        { stepNo: '1', stepName: '主管审批', approverRole: null, approverUsername: 'admin' },
        { stepNo: '2', stepName: '财务审批', approverRole: null, approverUsername: 'admin' },
      ],
    });
    assert.equal(config.body.success, true, config.body.msg);
    const started = await apiCallFromPage<{ id: string }>(setup, 'POST', '/flowable/operator/initiate', {
      configId: config.body.data.id,
      businessKey: 'JS-E2E-0001',
      title: '结算单 JS-E2E-0001',
    });
    assert.equal(started.body.success, true, started.body.msg);
    flowId = started.body.data.id;
    page = await openPage(browser);
    consoleErrors = watchConsole(page);
    failedCalls = watchApi(page);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signed out, the link goes to /login; the sign-in lands on the approval, not the home page', async () => {
    await page.goto(`${server.url}/activti/detail/${flowId}`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('Admin@123456');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname === `/activti/detail/${flowId}`);
    const detail = page.getByTestId('flow-detail-page');
    await detail.getByText('审批详情：结算单 JS-E2E-0001').waitFor();
    await detail.getByText('JS-E2E-0001', { exact: true }).waitFor();
    assert.equal(await page.getByTestId('tab-strip').getByRole('tab', { name: '审批详情', exact: true }).count(), 1);
    await page.screenshot({ path: artifactPath('flow-detail.png') });
  });

  it('the redirect is followed once: home afterwards is home', async () => {
    await page.getByTestId('tab-strip').getByRole('tab', { name: '首页', exact: true }).click();
    await page.getByTestId('home-page').waitFor();
    assert.equal(new URL(page.url()).pathname, '/clouds/index');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('wb-detail-redirect')), null);
    await page.getByTestId('tab-strip').getByRole('tab', { name: '审批详情', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/activti/detail/${flowId}`);
  });

  it('驳回 without a comment is refused and keeps the page; 通过 moves the flow to its next step', async () => {
    const detail = page.getByTestId('flow-detail-page');
    await detail.getByRole('button', { name: '驳回' }).click();
    await detail.getByTestId('flow-error').getByText('驳回时请填写审批意见').waitFor();
    await detail.getByPlaceholder('审批意见（驳回时必须填写）').fill('数量核对无误');
    await detail.getByRole('button', { name: '通过' }).click();
    await page.getByText('审批通过').first().waitFor();
    await detail.getByTestId('flow-actions').getByText('系统管理员 通过（主管审批）：数量核对无误', { exact: false }).waitFor();
    await detail.locator('.ant-descriptions').getByText('财务审批', { exact: true }).waitFor();
  });

  it('shows no console error; the only refused call is the deliberate 驳回', () => {
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(
      failedCalls.map((c) => c.path),
      ['/api/flowable/operator/approval'],
    );
  });
});
