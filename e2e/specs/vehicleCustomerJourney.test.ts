// 车辆 and 客户 as office staff use them: find (quick search, the search panel, 高级查询), sort, page,
// add, change, copy and remove records, and move them out to Excel and back in.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';
import { signIn } from '../support/signIn';
import { installTotalProbe, listPage } from '../support/listPage';

/** SPEC §9 debounces a button group's clicks for 1000 ms: a person's next click comes later than that. */
const BUTTON_PAUSE_MS = 1100;

interface Screen {
  name: string;
  area: string;
  leaf: string;
  path: string;
  /** the seeded rows of the company */
  seeded: number;
  /** the unique field copies mark with -副本 and imports must change */
  unique: string;
  /** another unique field imports change too */
  alsoUnique?: string;
  /** the search panel select, the option that narrows the list, and how its cells read (SPEC: booleans show 是/否) */
  panel: { label: string; option: string; cell: string };
  /** a 高级查询 row searched with 模糊查询 by a value taken from the first row */
  advanced: string;
  /** a sortable column and how its texts compare */
  sort: { label: string; parse: (text: string) => number | string };
  create: { fields: Record<string, string>; required: string; ok: string; cancel: string };
  edit: { label: string; value: string };
  /** the unique values an import writes for row i (0-based) */
  newUnique: (i: number, old: string) => string;
  newAlso?: (i: number, old: string) => string;
}

const SCREENS: Screen[] = [
  {
    name: 'vehicle',
    area: '基础资料',
    leaf: '车辆',
    path: '/modules/basic/vehicle/index',
    seeded: 60,
    unique: '车牌号',
    panel: { label: '危化品车辆', option: '是', cell: '是' },
    advanced: '车辆类型',
    sort: { label: '核定载重(吨)', parse: Number },
    create: { fields: { 车牌号: '蒙K·E2E01', 车主: '测试车主' }, required: '必须填写车牌号', ok: '完成', cancel: '关闭' },
    edit: { label: '车主', value: '改后车主' },
    newUnique: (i) => `琼Z·Q${String(i + 1).padStart(4, '0')}`,
  },
  {
    name: 'customer',
    area: '基础资料',
    leaf: '客户',
    path: '/modules/basic/customer/index',
    seeded: 20,
    unique: '客户编码',
    alsoUnique: '客户名称',
    panel: { label: '启用状态', option: '启用', cell: '是' },
    advanced: '联系人',
    sort: { label: '客户编码', parse: String },
    create: { fields: { 客户编码: 'E2E001', 客户名称: '端到端测试客户有限公司', 联系人: '测试联系人' }, required: '必须填写客户编码', ok: '确 定', cancel: '取 消' },
    edit: { label: '联系人', value: '改后联系人' },
    newUnique: (i) => `IMP${String(i + 1).padStart(3, '0')}`,
    newAlso: (i, old) => `${old}导入${i + 1}`,
  },
];

const ordered = (values: (number | string)[], dir: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (dir === 'asc' ? values[i - 1] <= v : values[i - 1] >= v));

describe('vehicles and customers in the admin app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let failedCalls: FailedCall[];

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    page = await openPage(browser);
    await installTotalProbe(page);
    consoleErrors = watchConsole(page);
    failedCalls = watchApi(page);
    await signIn(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const screen of SCREENS) {
    describe(screen.leaf, () => {
      const L = () => listPage(page);
      const dialog = () => page.getByTestId('form-dialog');
      const notice = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).last();
      let firstPage: string[] = [];
      let copied = false;

      /** The names of the buttons the page offers, those under 更多 included. */
      const offered = async (): Promise<string[]> => {
        const group = page.getByTestId('button-group');
        const names = (await group.getByRole('button').allInnerTexts()).map((t) => t.replace(/\s+/g, ''));
        const more = group.getByRole('button', { name: /更多/ });
        if (!(await more.count())) return names;
        await more.click();
        const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
        await menu.waitFor();
        const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        return [...names.filter((n) => n !== '更多'), ...items];
      };
      /** The page's button (or 更多 item) of that name, ready to click; null when the page lacks it. */
      const action = async (name: string) => {
        const group = page.getByTestId('button-group');
        const direct = group.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });
        if (await direct.count()) return direct;
        // under 更多: open it and wait for that very item (a list re-rendering after the last action,
        // or a menu still closing, made a one-shot read of the items miss it on a loaded machine)
        const more = group.getByRole('button', { name: /更多/ });
        if (!(await more.count())) return null;
        await more.click();
        const item = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name, exact: true });
        const found = await item.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        );
        await page.keyboard.press('Escape');
        await item.waitFor({ state: 'hidden' }).catch(() => {});
        if (!found) return null;
        return {
          click: async () => {
            await group.getByRole('button', { name: /更多/ }).click();
            await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name, exact: true }).click();
          },
        };
      };

      it(`opens ${screen.leaf} from the menu drawer with the seeded rows`, async () => {
        const l = L();
        await page.getByTestId('side-menu').getByText(screen.area, { exact: true }).hover();
        await l.listCall(() => page.getByTestId('menu-drawer').getByText(screen.leaf, { exact: true }).click());
        await page.waitForURL((u) => u.pathname === screen.path);
        assert.equal(await l.rows.count(), 10, 'first page of 10');
        assert.equal(await l.totalShown(), screen.seeded);
        await l.table.getByText(`共 ${screen.seeded} 条`).waitFor();
        firstPage = await l.column(screen.unique);
        assert.deepEqual(await l.misaligned(), [], 'every header sits over its column');
        await page.screenshot({ path: artifactPath(`${screen.name}-list.png`) });
      });

      it('finds a record by quick search and shows all again when the search is cleared', async () => {
        const l = L();
        const wanted = firstPage[3];
        const found = await l.listCall(() => l.quickSearch(wanted));
        assert.ok(found.total >= 1 && found.total < screen.seeded, `quick search narrowed the list (${found.total})`);
        for (const v of await l.column(screen.unique)) assert.ok(v.includes(wanted), `${v} matches ${wanted}`);
        await l.listShows(() => l.quickSearch(''), screen.seeded);
      });

      it('narrows the list in the search panel, lists the condition when collapsed, and 重置 clears it', async () => {
        const l = L();
        const panel = page.getByTestId('search-panel');
        await l.choose(panel, screen.panel.label, screen.panel.option);
        const narrowed = await l.listCall(() => panel.getByRole('button', { name: /查\s*询/ }).click());
        assert.ok(narrowed.total > 0 && narrowed.total < screen.seeded, `the panel narrowed the list (${narrowed.total})`);
        for (const v of await l.column(screen.panel.label)) assert.equal(v, screen.panel.cell);

        await panel.getByRole('button', { name: '收起搜索' }).click();
        const tags = panel.getByTestId('search-condition');
        await tags.first().waitFor();
        assert.deepEqual(await tags.allInnerTexts(), [`${screen.panel.label}: ${screen.panel.option}`]);
        await page.waitForFunction(
          () => document.querySelector('[data-testid="search-condition-count"] .ant-badge-count')?.getAttribute('title') === '1',
        );
        await page.screenshot({ path: artifactPath(`${screen.name}-search-collapsed.png`) });

        await l.listShows(() => panel.getByRole('button', { name: /重\s*置/ }).click(), screen.seeded);
        await panel.getByText('当前无查询条件').waitFor();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="search-condition-count"] .ant-badge-count')?.getAttribute('title') === '0',
        );
        await panel.getByRole('button', { name: '展开搜索' }).click();
        await panel.getByRole('combobox', { name: screen.panel.label, exact: true }).waitFor();
      });

      it('searches with 高级查询 (模糊查询 on one field, the time range cleared)', async () => {
        const l = L();
        const value = (await l.column(screen.advanced))[0];
        assert.ok(value, `the first row has a ${screen.advanced}`);
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await page.getByTestId('button-group').getByRole('button', { name: '高级查询' }).click();
        const box = page.getByTestId('advanced-query-dialog');
        await box.waitFor();
        const modal = page.locator('.ant-modal', { has: box });
        // the range starts at today 09:30: the seeded records are older, so a person clears it first
        // (the dialog may put its defaults in after it opens: clear again until the field is empty)
        const start = box.getByLabel('开始时间');
        for (let attempt = 0; attempt < 5 && (await start.inputValue()) !== ''; attempt++) {
          await modal.getByRole('button', { name: '清 空' }).click();
          await page.waitForTimeout(300);
        }
        assert.equal(await start.inputValue(), '');
        await box.getByLabel(screen.advanced, { exact: true }).fill(value);
        const found = await l.listCall(() => modal.getByRole('button', { name: '确 定' }).click());
        await box.waitFor({ state: 'hidden' });
        assert.ok(found.total >= 1 && found.total < screen.seeded, `高级查询 narrowed the list (${found.total})`);
        const cond = found.request.search?.find((c) => c.key && c.val === value);
        assert.ok(cond, `the request carries the condition (${JSON.stringify(found.request.search)})`);
        for (const v of await l.column(screen.advanced)) assert.ok(v.includes(value), `${v} contains ${value}`);
        // 重置 drops the dialog's conditions too (its own debounce is 1000 ms since the last one)
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await l.listShows(() => page.getByTestId('search-panel').getByRole('button', { name: /重\s*置/ }).click(), screen.seeded);
      });

      it(`sorts by ${screen.sort.label} both ways on the server`, async () => {
        const l = L();
        const header = l.table.locator('thead th', { hasText: screen.sort.label });
        const before = await l.column(screen.unique);
        const asc = await l.listCall(() => header.click());
        assert.equal(asc.request.sort?.[0]?.key !== undefined, true, 'the request carries the sort');
        const ascValues = (await l.column(screen.sort.label)).map(screen.sort.parse);
        assert.ok(ordered(ascValues, 'asc'), `ascending: ${ascValues.join(', ')}`);
        const desc = await l.listCall(() => header.click());
        assert.notDeepEqual(desc.request.sort, asc.request.sort);
        const descValues = (await l.column(screen.sort.label)).map(screen.sort.parse);
        assert.ok(ordered(descValues, 'desc'), `descending: ${descValues.join(', ')}`);
        // the largest value of the whole list heads the descending page, the smallest the ascending one
        assert.ok(descValues[0] >= ascValues[ascValues.length - 1] && ascValues[0] <= descValues[descValues.length - 1]);
        const after = await l.column(screen.unique);
        assert.notDeepEqual(after, before, 'the order of the rows changed');
        // a third click leaves the column's sort: the default order again
        await l.listShows(() => header.click(), screen.seeded);
        await page.waitForFunction(
          ({ first }) => document.querySelector('[data-testid="list-table"] tr.ant-table-row')?.textContent?.includes(first),
          { first: firstPage[0] },
        );
        assert.deepEqual(await l.column(screen.unique), firstPage, 'the default order again');
      });

      it('pages through the list: 20 per page, back to 10, then page 2', async () => {
        const l = L();
        const pager = l.table.locator('.ant-pagination');
        const size = async (n: number) => {
          await pager.locator('.ant-select').click();
          await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${n} 条/页` }).click();
        };
        const twenty = await l.listCall(() => size(20));
        await notice('每页 20 条').waitFor();
        assert.equal(twenty.request.limit.ps, 20);
        assert.equal(await l.rows.count(), Math.min(20, screen.seeded));
        await l.table.getByText(`共 ${screen.seeded} 条`).waitFor();

        await l.listShows(() => size(10), screen.seeded);
        await notice('每页 10 条').waitFor();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-table"] tr.ant-table-row').length === 10);
        const pageOne = await l.column(screen.unique);
        const two = await l.listCall(() => pager.locator('.ant-pagination-next').click());
        await notice('当前页: 2').waitFor();
        assert.equal(two.request.limit.pn, 2);
        const pageTwo = await l.column(screen.unique);
        assert.equal(pageTwo.length, Math.min(10, screen.seeded - 10));
        assert.equal(pageTwo.filter((v) => pageOne.includes(v)).length, 0, 'page 2 holds other rows');
        assert.ok(await pager.locator('.ant-pagination-item-active', { hasText: '2' }).count());

        await l.listShows(() => pager.locator('.ant-pagination-item-1').click(), screen.seeded);
        await notice('当前页: 1').waitFor();
        await page.waitForFunction((first) => document.querySelector('[data-testid="list-table"] tr.ant-table-row')?.textContent?.includes(first), pageOne[0]);
      });

      it('adds a record through 新增, refusing a missing required field first', async () => {
        const l = L();
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await page.getByTestId('button-group').getByRole('button', { name: '新增' }).click();
        await dialog().waitFor();
        await dialog().getByRole('button', { name: screen.create.ok }).or(page.getByRole('button', { name: screen.create.ok })).last().click();
        await dialog().getByText(screen.create.required).waitFor();
        for (const [label, value] of Object.entries(screen.create.fields)) await dialog().getByLabel(label, { exact: true }).fill(value);
        await page.screenshot({ path: artifactPath(`${screen.name}-form.png`) });
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        const saved = await l.listCall(() => page.getByRole('button', { name: screen.create.ok }).last().click());
        await dialog().waitFor({ state: 'hidden' });
        assert.equal(saved.total, screen.seeded + 1);
        // the newest record heads the default order
        const code = screen.create.fields[screen.unique];
        assert.equal((await l.column(screen.unique))[0], code);
      });

      it('changes it through 编辑 and the list shows the new value', async () => {
        const l = L();
        const code = screen.create.fields[screen.unique];
        await l.rowWith(code).locator('input[type="checkbox"]').check();
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await page.getByTestId('button-group').getByRole('button', { name: '编辑' }).click();
        await dialog().waitFor();
        const field = dialog().getByLabel(screen.edit.label, { exact: true });
        // the dialog reads the record (with its version) after it opens
        const old = screen.create.fields[screen.edit.label];
        await page.waitForFunction(
          (v) => [...document.querySelectorAll<HTMLInputElement>('[data-testid="form-dialog"] input')].some((i) => i.value === v),
          old,
        );
        await field.fill(screen.edit.value);
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await l.listCall(() => page.getByRole('button', { name: screen.create.ok }).last().click());
        await dialog().waitFor({ state: 'hidden' });
        await l.rowWith(code).getByText(screen.edit.value, { exact: true }).waitFor();
      });

      it('copies it with 复制: the copy is marked -副本 and starts 停用', async () => {
        const l = L();
        const code = screen.create.fields[screen.unique];
        const box = l.rowWith(code).locator('input[type="checkbox"]');
        if (!(await box.isChecked())) await box.check();
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        const button = await action('复制');
        assert.ok(button, `${screen.leaf} offers no 复制 (its menu buttons: ${(await offered()).join(' ')})`);
        const result = await l.listCall(() => button.click());
        await notice('复制成功').waitFor();
        assert.equal(result.total, screen.seeded + 2);
        copied = true;
        const copy = l.rowWith(`${code}-副本`);
        await copy.waitFor();
        // 停用: the 启用状态 cell of a boolean reads 否 (SPEC: booleans show 是/否)
        const codes = await l.column(screen.unique);
        assert.equal((await l.column('启用状态'))[codes.indexOf(`${code}-副本`)], '否');
        if (screen.alsoUnique) await copy.getByText(`${screen.create.fields[screen.alsoUnique]}-副本`, { exact: true }).waitFor();
      });

      it('deletes a record after 温馨提示 / 确定删除吗? (the copy, else the new record)', async () => {
        const l = L();
        const code = `${screen.create.fields[screen.unique]}${copied ? '-副本' : ''}`;
        const before = (await l.totalShown()) ?? 0;
        const box = l.rowWith(code).locator('input[type="checkbox"]');
        if (!(await box.isChecked())) await box.check();
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await page.getByTestId('button-group').getByRole('button', { name: /^删\s*除$/ }).click();
        const confirm = page.locator('.ant-modal-confirm');
        await confirm.locator('.ant-modal-confirm-title', { hasText: '温馨提示' }).waitFor();
        await confirm.locator('.ant-modal-confirm-content', { hasText: '确定删除吗?' }).waitFor();
        const after = await l.listCall(() => confirm.getByRole('button', { name: /确\s*定/ }).click());
        await notice('删除成功').waitFor();
        assert.equal(after.total, before - 1);
        assert.equal(await l.rowWith(code).count(), 0);
      });

      it('exports the filtered list to Excel, refuses a file with a bad row, and imports the changed file', async () => {
        const l = L();
        const everything = (await l.totalShown()) ?? 0;
        const panel = page.getByTestId('search-panel');
        await l.choose(panel, screen.panel.label, screen.panel.option);
        const filtered = await l.listCall(() => panel.getByRole('button', { name: /查\s*询/ }).click());
        const headers = await l.headers();

        await page.waitForTimeout(BUTTON_PAUSE_MS);
        const exportButton = await action('导出');
        assert.ok(exportButton, `${screen.leaf} offers 导出`);
        const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
        assert.match(download.suggestedFilename(), new RegExp(`${screen.leaf}.*\\.xlsx$`));
        const dir = artifactPath('downloads');
        mkdirSync(dir, { recursive: true });
        const exported = `${dir}/${screen.name}-export.xlsx`;
        await download.saveAs(exported);

        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile(exported);
        const sheet = book.worksheets[0];
        const headerRow = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
        assert.deepEqual(headerRow, headers, 'the file has the list’s columns');
        const dataRows = sheet.getRows(2, sheet.rowCount - 1)?.filter((r) => r.hasValues) ?? [];
        assert.equal(dataRows.length, filtered.total, 'one row per record of the filtered list');

        // The same rows with new unique values are new records.
        const col = headerRow.indexOf(screen.unique) + 1;
        const alsoCol = screen.alsoUnique ? headerRow.indexOf(screen.alsoUnique) + 1 : 0;
        dataRows.forEach((row, i) => {
          row.getCell(col).value = screen.newUnique(i, String(row.getCell(col).value));
          if (alsoCol && screen.newAlso) row.getCell(alsoCol).value = screen.newAlso(i, String(row.getCell(alsoCol).value));
        });
        // First a copy where row 2 lacks its unique value: refused with the row's message, nothing saved.
        const good = book;
        const firstValue = dataRows[0].getCell(col).value;
        dataRows[0].getCell(col).value = null;
        const badFile = `${dir}/${screen.name}-import-bad.xlsx`;
        await good.xlsx.writeFile(badFile);
        dataRows[0].getCell(col).value = firstValue;
        const goodFile = `${dir}/${screen.name}-import.xlsx`;
        await good.xlsx.writeFile(goodFile);

        await page.waitForTimeout(BUTTON_PAUSE_MS);
        const importButton = await action('导入');
        assert.ok(importButton, `${screen.leaf} offers 导入`);
        await importButton.click();
        await page.getByTestId('import-dialog').waitFor();
        const importBox = page.getByTestId('import-dialog');
        await importBox.locator('input[type="file"]').setInputFiles(badFile);
        const error = importBox.getByTestId('import-error');
        await error.waitFor();
        assert.match(await error.innerText(), new RegExp(`第2行：${screen.unique}不能为空！`));
        await page.screenshot({ path: artifactPath(`${screen.name}-import-error.png`) });
        assert.equal(await l.totalShown(), filtered.total, 'nothing imported');

        const imported = await l.listCall(() => importBox.locator('input[type="file"]').setInputFiles(goodFile));
        await notice(`导入成功，共 ${dataRows.length} 条`).waitFor();
        await importBox.waitFor({ state: 'hidden' });
        assert.equal(imported.total, filtered.total + dataRows.length, 'the list grew by the imported rows');
        // the imported rows are the newest: they fill the first page
        const fresh = new Set(dataRows.map((_, i) => screen.newUnique(i, '')));
        const shown = await l.column(screen.unique);
        const head = shown.slice(0, Math.min(fresh.size, shown.length));
        assert.ok(head.length > 0 && head.every((v) => fresh.has(v)), `imported rows head the list: ${shown.join(' ')}`);
        // a failed import is the one refused call of the journey
        const refused = failedCalls.filter((c) => !(c.path.endsWith('/import') && c.status === 400));
        assert.deepEqual(refused, []);
        failedCalls.length = 0;
        await page.waitForTimeout(BUTTON_PAUSE_MS);
        await l.listShows(
          () => page.getByTestId('search-panel').getByRole('button', { name: /重\s*置/ }).click(),
          everything + dataRows.length,
        );
      });
    });
  }

  it('logged no console errors and no failed API calls on the way', () => {
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(failedCalls, []);
  });
});
