// The vehicle list of the back office as office staff use it: find, add, change and remove a vehicle.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/startServer';
import { launchBrowser } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';

const PLATE = '蒙K·E2E01';

describe('vehicle records in the admin app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  const rows = () => page.getByTestId('list-table').locator('tr.ant-table-row');
  const quickSearch = async (text: string) => {
    await page.getByTestId('quick-search').fill(text);
    await page.getByTestId('quick-search').press('Enter');
  };

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
    consoleErrors = watchConsole(page);
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('Admin@123456');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens 车辆 from the menu drawer with the seeded vehicles', async () => {
    await page.getByTestId('side-menu').getByText('基础资料').hover();
    await page.getByTestId('menu-drawer').getByText('车辆', { exact: true }).click();
    await page.getByTestId('template-list-page').waitFor();
    await rows().first().waitFor();
    assert.equal(await rows().count(), 10, 'first page of 10');
    await page.getByText(/共 \d+ 条/).waitFor();
    await page.screenshot({ path: artifactPath('vehicles.png') });
  });

  it('finds vehicles by a quick search over the plate', async () => {
    const firstPlate = (await rows().first().locator('td').nth(1).innerText()).trim();
    await quickSearch(firstPlate);
    await page.waitForFunction(
      (plate) => {
        const cells = [...document.querySelectorAll('[data-testid="list-table"] tr.ant-table-row td:nth-child(2)')];
        return cells.length > 0 && cells.every((c) => c.textContent?.includes(plate));
      },
      firstPlate,
    );
  });

  it('adds a vehicle through 新增, refusing an empty plate first', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await dialog.getByText('必须填写车牌号').waitFor();
    await dialog.getByLabel('车牌号').fill(PLATE);
    await dialog.getByLabel('车主', { exact: true }).fill('测试车主');
    await page.screenshot({ path: artifactPath('vehicle-form.png') });
    // SPEC §9 debounces buttons (1000 ms): a second press sooner than a person types is ignored.
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: '完成' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await quickSearch(PLATE);
    await page.waitForFunction(
      (plate) => document.querySelector('[data-testid="list-table"] tr.ant-table-row')?.textContent?.includes(plate),
      PLATE,
    );
    assert.equal(await rows().count(), 1);
  });

  it('changes the vehicle through 编辑', async () => {
    await rows().first().locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    const owner = dialog.getByLabel('车主', { exact: true });
    // The dialog reads the record (with its version) after it opens; wait for the saved value.
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLInputElement>('[data-testid="form-dialog"] input')].some((i) => i.value === '测试车主'),
    );
    assert.equal(await owner.inputValue(), '测试车主');
    await owner.fill('改后车主');
    await page.getByRole('button', { name: '完成' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rows().first().getByText('改后车主').waitFor();
  });

  it('deletes it after 确定删除吗?', async () => {
    const box = rows().first().locator('input[type="checkbox"]');
    if (!(await box.isChecked())) await box.check();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除吗?').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByTestId('list-table').getByText('暂无数据').waitFor();
  });

  it('logged no console errors on the way', () => {
    assert.deepEqual(consoleErrors, []);
  });
});
