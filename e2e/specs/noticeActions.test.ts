// 采购通知单 as an office clerk runs it while trucks are on it: close one material line (a truck
// cannot register on it any more), open it again, change the 单车限量, mark the notice 完成.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { apiCallFromPage, signIn } from '../support/signIn';
import { watchConsole } from '../support/watchConsole';

interface NoticeRow {
  id: string;
  billNo: string;
  maxLimit: string | null;
  done: string | null;
  status: string;
  pu_notice_sub?: { id: string; invName: string; closed: string | null }[];
}

describe('notice actions (采购通知单)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let notice: NoticeRow;

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    page = await openPage(browser);
    consoleErrors = watchConsole(page);
    await signIn(page, server.url);
    // an audited demo notice that is not done, with its lines
    const list = await apiCallFromPage<{ list: NoticeRow[] }>(page, 'POST', '/purorder/pu_notice/v2/list', { search: [], limit: { pn: 1, ps: 50 } });
    const open = list.body.data.list.find((n) => n.status === 'audited' && n.done !== '是');
    assert.ok(open, 'an audited open demo notice');
    notice = (await apiCallFromPage<NoticeRow>(page, 'GET', `/purorder/pu_notice/detail/${open.id}`)).body.data;
    await page.goto(`${server.url}/modules/purorder/pu_notice/index`);
    await page.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Selects the notice's row (quick search by its number narrows the list to it). */
  async function selectNotice(): Promise<void> {
    const search = page.getByPlaceholder(/快速查询/);
    await search.fill(notice.billNo);
    await search.press('Enter');
    const row = page.getByTestId('list-table').locator('tr.ant-table-row', { hasText: notice.billNo });
    await row.waitFor();
    await row.locator('input[type=checkbox]').check();
  }

  /**
   * Presses the group's button (or the 更多 item) of that name until its dialog is open: a click
   * on a dropdown item while the menu is still animating in can miss, and a person clicks again.
   */
  async function open(name: string): Promise<Locator> {
    const group = page.getByTestId('button-group');
    const box = dialog(name);
    for (let attempt = 0; attempt < 3; attempt++) {
      const direct = group.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });
      if (await direct.count()) await direct.click();
      else {
        await group.getByRole('button', { name: /更多/ }).click();
        await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name, exact: true }).click();
      }
      if (await box.waitFor({ timeout: 5_000 }).then(() => true, () => false)) return box;
    }
    throw new Error(`${name}: its dialog did not open`);
  }

  const dialog = (title: string): Locator => page.locator('.ant-modal-confirm', { hasText: title });
  const reload = async () => (await apiCallFromPage<NoticeRow>(page, 'GET', `/purorder/pu_notice/detail/${notice.id}`)).body.data;

  it('关闭明细 closes the chosen line and the server then refuses a truck on it', async () => {
    await selectNotice();
    const box = await open('关闭明细');
    const line = notice.pu_notice_sub![0];
    await box.getByTestId('notice-lines').getByRole('checkbox', { name: line.invName }).check();
    await page.screenshot({ path: artifactPath('notice-close-lines.png') });
    await box.getByRole('button', { name: '确定' }).click();
    await page.getByText('关闭明细成功').waitFor();
    await box.waitFor({ state: 'hidden' });
    assert.equal((await reload()).pu_notice_sub!.find((l) => l.id === line.id)?.closed, '是');
    const refused = await apiCallFromPage(page, 'POST', '/purorder/pu-registry/createpu', { plateNumber: '蒙K·E2E77', noticeSubId: line.id });
    assert.equal(refused.body.msg, '通知单明细已关闭');
  });

  it('打开明细 offers only the closed line and reopens it', async () => {
    await selectNotice();
    const box = await open('打开明细');
    const line = notice.pu_notice_sub![0];
    await box.getByTestId('notice-lines').getByRole('checkbox', { name: line.invName }).check();
    await box.getByRole('button', { name: '确定' }).click();
    await page.getByText('打开明细成功').waitFor();
    await box.waitFor({ state: 'hidden' });
    assert.equal((await reload()).pu_notice_sub!.find((l) => l.id === line.id)?.closed, '否');
  });

  it('修改限量 keeps 确定 off for a bad number and saves a good one', async () => {
    await selectNotice();
    const box = await open('修改限量');
    const input = box.getByLabel('单车限量(吨)');
    await input.fill('0');
    assert.equal(await box.getByRole('button', { name: '确定' }).isDisabled(), true);
    await input.fill('36.5');
    await box.getByRole('button', { name: '确定' }).click();
    await page.getByText('修改限量成功').waitFor();
    await box.waitFor({ state: 'hidden' });
    assert.equal((await reload()).maxLimit, '36.500');
  });

  it('完成 marks the notice done', async () => {
    await selectNotice();
    const box = await open('完成');
    await box.getByRole('button', { name: '确定' }).click();
    await page.getByText('完成成功').waitFor();
    assert.equal((await reload()).done, '是');
    await page.screenshot({ path: artifactPath('notice-done.png') });
  });

  it('logged no console errors', () => {
    assert.deepEqual(consoleErrors, []);
  });
});
