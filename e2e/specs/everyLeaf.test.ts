// Every page of the admin's menu opens as a working screen: a list with data or a real empty state,
// never the 模板未配置 notice, an error page, a console error or a failed API call.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';
import { apiFromPage, signIn } from '../support/signIn';
import { listPage } from '../support/listPage';
import { menuLeaves, type Leaf, type WireMenu } from '../support/menuLeaves';
import { REPORT_ROUTES } from '../../apps/reports/src/reportRoutes';

/** How long one page may take to settle on the loaded test machine. */
const LEAF_TIMEOUT_MS = 20_000;
/** EVERY_LEAF_RELOAD=1 opens each address with a full page load instead of the app's own router. */
const FULL_LOAD = process.env.EVERY_LEAF_RELOAD === '1';

type Outcome = 'list' | 'empty' | 'own-page' | 'template-free' | 'error-page' | 'redirected' | 'report' | 'report-index' | 'misaligned' | 'timeout';

interface LeafResult {
  area: string;
  group: string;
  title: string;
  path: string;
  outcome: Outcome;
  ok: boolean;
  rows?: number;
  total?: string;
  detail?: string;
  consoleErrors: string[];
  failedCalls: FailedCall[];
  ms: number;
}

/** What the page shows for the leaf right now, or null while it is still loading (runs in the page). */
function pageState({ path, title }: { path: string; title: string }) {
  if (decodeURI(location.pathname) !== path) return { outcome: 'redirected', detail: `→ ${location.pathname}` };
  const error = document.querySelector('[data-testid^="error-page-"]');
  if (error) return { outcome: 'error-page', detail: error.getAttribute('data-testid') ?? '' };
  const free = document.querySelector('[data-testid="template-free"]');
  if (free) return free.textContent?.includes(title) ? { outcome: 'template-free' } : null;
  const settledTable = (root: Element) => {
    const table = root.querySelector('.ant-table');
    if (!table || root.querySelector('.ant-spin-spinning')) return null;
    const rows = table.querySelectorAll('tr.ant-table-row').length;
    const total = root.querySelector('.ant-pagination-total-text')?.textContent?.trim();
    if (rows > 0) return { rows, total };
    // antd draws a string emptyText (暂无数据) in its placeholder row, without an .ant-empty
    if (table.querySelector('.ant-table-placeholder')?.textContent?.includes('暂无数据')) return { rows: 0, total };
    return null;
  };
  const list = document.querySelector('[data-testid="template-list-page"]');
  if (list) {
    // the previous leaf's page stays until React has rendered this one: match the card title
    const head = list.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent?.trim();
    if (head !== title) return null;
    const table = list.querySelector('[data-testid="list-table"]');
    const state = table && settledTable(table);
    if (!state) return null;
    return { outcome: state.rows > 0 ? 'list' : 'empty', ...state };
  }
  const content = document.querySelector('.wb-shell-content');
  if (!content || document.title.indexOf(title) < 0) return null;
  if (content.querySelector('[data-testid="template-loading"], [data-testid="menu-loading"]')) return null;
  // a page of its own without a table (the weigh screen, a report runner) says when it has loaded
  if (content.querySelector('[data-page-ready="true"]')) return { outcome: 'own-page' };
  const own = settledTable(content);
  return own ? { outcome: 'own-page', ...own } : null;
}

describe('every leaf of the admin menu', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let failedCalls: FailedCall[];
  let leaves: Leaf[] = [];
  let skipped: Leaf[] = [];
  const results: LeafResult[] = [];
  let inFlight = 0;
  /** areas photographed, and whether the picture shows a working page */
  const shotAreas = new Map<string, boolean>();

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    page = await openPage(browser);
    consoleErrors = watchConsole(page);
    failedCalls = watchApi(page);
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (r) => isApi(r.url()) && inFlight++);
    page.on('requestfinished', (r) => isApi(r.url()) && inFlight--);
    page.on('requestfailed', (r) => isApi(r.url()) && inFlight--);
    await signIn(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Waits until no API call of the page is under way (the list, its templates, its buttons). */
  async function apiSettled(deadline: number) {
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  }

  it('reads the menu tree the app uses', async () => {
    const tree = await apiFromPage<WireMenu[]>(page, '/sys-menu/user/tree');
    ({ leaves, skipped } = menuLeaves(tree));
    console.log(`${leaves.length} leaves (${leaves.filter((l) => l.report).length} report pages), ${skipped.length} app-only skipped`);
    assert.ok(leaves.length > 100, `the admin sees the whole menu (got ${leaves.length})`);
  });

  it('opens every leaf as a working page', { timeout: 30 * 60_000 }, async () => {
    const started = Date.now();
    const adminLeaves = leaves.filter((l) => !l.report);
    // The first one through the menu, as a person starts: hover the area, click the page in the drawer.
    const first = adminLeaves[0];
    await page.getByTestId('side-menu').getByText(first.area, { exact: true }).hover();
    await page.getByTestId('menu-drawer').getByText(first.title, { exact: true }).click();
    await page.waitForURL((u) => decodeURI(u.pathname) === first.path);

    for (const leaf of adminLeaves) await openLeaf(leaf, leaf === first);
    // The report pages belong to the reports app, at their own public addresses.
    for (const leaf of leaves.filter((l) => l.report)) await openReport(leaf);

    const seconds = (Date.now() - started) / 1000;
    const failed = results.filter((r) => !r.ok);
    const summary = {
      generatedAt: new Date().toISOString(),
      seconds,
      mode: FULL_LOAD ? 'full page load per leaf' : 'address change in the running app',
      leaves: results.length,
      passed: results.length - failed.length,
      failed: failed.length,
      byOutcome: Object.fromEntries(
        [...new Set(results.map((r) => r.outcome))].map((o) => [o, results.filter((r) => r.outcome === o).length]),
      ),
      skippedAppOnly: skipped.map((l) => ({ area: l.area, title: l.title, path: l.path })),
      failuresByArea: Object.fromEntries(
        [...new Set(failed.map((r) => r.area))].map((area) => [
          area,
          failed.filter((r) => r.area === area).map((r) => `${r.title} ${r.path}: ${reasonOf(r)}`),
        ]),
      ),
      results,
    };
    writeFileSync(artifactPath('every-leaf.json'), JSON.stringify(summary, null, 2));
    console.log(`\n${results.length} leaves in ${seconds.toFixed(1)} s: ${summary.passed} working, ${failed.length} not`);
    for (const [area, lines] of Object.entries(summary.failuresByArea)) {
      console.log(`  ${area} (${lines.length})`);
      for (const line of lines) console.log(`    ✗ ${line}`);
    }
    assert.equal(failed.length, 0, `${failed.length} of ${results.length} leaves are not working pages (see artifacts/every-leaf.json)`);
  });

  function reasonOf(r: LeafResult): string {
    const parts: string[] = [r.outcome + (r.detail ? ` ${r.detail}` : '')];
    if (r.failedCalls.length) parts.push(`API: ${r.failedCalls.map((c) => `${c.method} ${c.path} ${c.status}${c.msg ? ` ${c.msg}` : ''}`).join('; ')}`);
    if (r.consoleErrors.length) parts.push(`console: ${r.consoleErrors.map((e) => e.slice(0, 160)).join(' | ')}`);
    return parts.join(' — ');
  }

  function record(leaf: Leaf, outcome: Outcome, t0: number, consoleFrom: number, callsFrom: number, extra: Partial<LeafResult> = {}) {
    const result: LeafResult = {
      area: leaf.area,
      group: leaf.group,
      title: leaf.title,
      path: leaf.path,
      outcome,
      ok: false,
      consoleErrors: consoleErrors.slice(consoleFrom),
      failedCalls: failedCalls.slice(callsFrom),
      ms: Date.now() - t0,
      ...extra,
    };
    result.ok = ['list', 'empty', 'own-page', 'report'].includes(outcome) && !result.consoleErrors.length && !result.failedCalls.length;
    results.push(result);
    const where = `${leaf.area} / ${leaf.group} / ${leaf.title}`;
    const shown = result.rows !== undefined ? ` ${result.rows} rows${result.total ? `, ${result.total}` : ''}` : '';
    console.log(`${result.ok ? '✔' : '✗'} ${where} ${leaf.path} → ${outcome}${shown} (${result.ms} ms)${result.ok ? '' : ` — ${reasonOf(result)}`}`);
  }

  async function openLeaf(leaf: Leaf, alreadyThere: boolean) {
    const t0 = Date.now();
    const consoleFrom = consoleErrors.length;
    const callsFrom = failedCalls.length;
    if (!alreadyThere) {
      if (FULL_LOAD) await page.goto(`${server.url}${leaf.path}`);
      else
        // The address typed into the running app: its router picks it up as a browser navigation.
        await page.evaluate((p) => {
          history.pushState(null, '', p);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, leaf.path);
    }
    const deadline = t0 + LEAF_TIMEOUT_MS;
    let state: { outcome: Outcome; rows?: number; total?: string; detail?: string } | null = null;
    try {
      const handle = await page.waitForFunction(pageState, { path: leaf.path, title: leaf.title }, { timeout: LEAF_TIMEOUT_MS, polling: 50 });
      state = (await handle.jsonValue()) as typeof state;
    } catch {
      const text = await page
        .locator('.wb-shell-content')
        .innerText()
        .catch(() => '');
      state = { outcome: 'timeout', detail: text.replace(/\s+/g, ' ').slice(0, 120) };
    }
    await apiSettled(deadline + 5_000);
    if (state!.outcome === 'list') {
      // a list whose headers do not sit over their values is not a working list
      const off = await listPage(page).misaligned();
      if (off.length) state = { ...state!, outcome: 'misaligned', detail: off.join('; ') };
    }
    record(leaf, state!.outcome, t0, consoleFrom, callsFrom, { rows: state!.rows, total: state!.total, detail: state!.detail });
    // one picture per menu area (its first working page, else its first page) for a person to look at
    const shot = artifactPath(`area-${leaf.area}.png`);
    const last = results[results.length - 1];
    if (!shotAreas.has(leaf.area) || (last.ok && shotAreas.get(leaf.area) === false)) {
      shotAreas.set(leaf.area, last.ok);
      await page.screenshot({ path: shot });
    }
  }

  async function openReport(leaf: Leaf) {
    const t0 = Date.now();
    const consoleFrom = consoleErrors.length;
    const callsFrom = failedCalls.length;
    const own = REPORT_ROUTES.find((r) => r.path === leaf.path);
    await page.goto(`${server.url}${leaf.path}`);
    let outcome: Outcome = 'report';
    let detail: string | undefined;
    try {
      await page.waitForURL((u) => u.pathname === `/reports${leaf.path}`, { timeout: LEAF_TIMEOUT_MS });
      // the app has drawn (its header) and loaded what it asked for
      await page.getByTestId('header-user-name').or(page.getByTestId('signed-out')).first().waitFor({ timeout: LEAF_TIMEOUT_MS });
      await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'), null, { timeout: LEAF_TIMEOUT_MS });
      await apiSettled(Date.now() + 5_000);
      // A report address must show that report, not the app's index of statistics and links.
      const index = await page.getByTestId('report-routes').count();
      // the report page carries its menu title (or the reports app's own name for it)
      const titled =
        (await page.getByText(leaf.title, { exact: true }).count()) + (own ? await page.getByText(own.title).count() : 0);
      if (index > 0 || titled === 0) {
        outcome = 'report-index';
        detail = `the reports app shows its index at ${new URL(page.url()).pathname}, not the report ${own?.title ?? leaf.title}`;
      }
    } catch (e) {
      outcome = 'timeout';
      detail = `${page.url()} ${String(e).slice(0, 120)}`;
    }
    await apiSettled(Date.now() + 5_000);
    record(leaf, outcome, t0, consoleFrom, callsFrom, { detail });
    if (!shotAreas.has(`${leaf.area}-report`)) {
      shotAreas.set(`${leaf.area}-report`, true);
      await page.screenshot({ path: artifactPath(`area-${leaf.area}-report.png`) });
    }
  }
});
