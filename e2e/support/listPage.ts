import type { Locator, Page, Response } from 'playwright-core';

/** Helpers for the generic template list page (apps/admin README "Template list pages"). */
export function listPage(page: Page) {
  const table = page.getByTestId('list-table');
  const rows = table.locator('tr.ant-table-row');

  const isListCall = (r: Response) =>
    r.request().method() === 'POST' && /\/api\/basic\/[a-z_]+\/(v2\/)?list$/.test(new URL(r.url()).pathname);

  /** No spinner over the table: the list on screen is the answer of the last request. */
  const settled = () =>
    page.waitForFunction(() => {
      const root = document.querySelector('[data-testid="list-table"]');
      return Boolean(root && !root.querySelector('.ant-spin-spinning'));
    });

  return {
    table,
    rows,
    settled,

    /** Runs a step that reloads the list and returns the request the page sent and the server's answer. */
    async listCall(step: () => Promise<unknown>): Promise<{ request: ListRequestBody; total: number; list: Record<string, unknown>[] }> {
      const answer = page.waitForResponse(isListCall);
      await step();
      const res = await answer;
      const body = (await res.json()) as { data: { total: number; list: Record<string, unknown>[] } };
      await settled();
      // the table shows the answer (antd renders the rows a tick after the spinner goes)
      await page.waitForFunction((total) => totalOnScreen() === total, body.data.total).catch(async () => {
        throw new Error(`the list shows ${await totalShown()} instead of 共 ${body.data.total} 条`);
      });
      return { request: res.request().postDataJSON() as ListRequestBody, ...body.data };
    },

    /**
     * Runs a step that goes back to a list the page has already loaded (a cleared search, 重置, the
     * default order): react-query shows it from its cache without a request while it is fresh (30 s),
     * so this waits on the screen: no spinner and 共 `total` 条.
     */
    async listShows(step: () => Promise<unknown>, total: number): Promise<void> {
      await step();
      await page
        .waitForFunction((t) => totalOnScreen() === t && !document.querySelector('[data-testid="list-table"] .ant-spin-spinning'), total)
        .catch(async () => {
          throw new Error(`the list shows ${await totalShown()} instead of 共 ${total} 条`);
        });
    },

    /** The texts of one column (by its header label) over the rows on screen. */
    column(label: string): Promise<string[]> {
      return page.evaluate((l) => {
        const root = document.querySelector('[data-testid="list-table"]');
        if (!root) return [];
        const ths = [...root.querySelectorAll('thead th')];
        const idx = ths.findIndex((th) => (th.querySelector('.ant-table-column-title') ?? th).textContent?.trim() === l);
        if (idx < 0) throw new Error(`no column ${l}`);
        return [...root.querySelectorAll('tr.ant-table-row')].map((tr) => tr.children[idx]?.textContent?.trim() ?? '');
      }, label);
    },

    /**
     * Columns whose header does not sit over its values: label, header left and width, first row's cell
     * left and width (px). The fixed header is a table of its own, so this can go wrong.
     */
    misaligned(): Promise<string[]> {
      return page.evaluate(() => {
        const root = document.querySelector('[data-testid="list-table"]');
        const row = root?.querySelector('tr.ant-table-row');
        if (!root || !row) return [];
        const ths = [...root.querySelectorAll('thead th')].filter((th) => !th.classList.contains('ant-table-cell-scrollbar'));
        const out: string[] = [];
        ths.forEach((th, i) => {
          const td = row.children[i];
          if (!td) return;
          const a = th.getBoundingClientRect();
          const b = td.getBoundingClientRect();
          if (Math.abs(a.left - b.left) > 2 || Math.abs(a.width - b.width) > 2)
            out.push(`${th.textContent?.trim() || '#' + i}: header ${Math.round(a.left)}+${Math.round(a.width)}, cells ${Math.round(b.left)}+${Math.round(b.width)}`);
        });
        return out;
      });
    },

    /** The header labels of the data columns, in order (without the selection column). */
    headers(): Promise<string[]> {
      return page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="list-table"] thead th')]
          .filter((th) => !th.classList.contains('ant-table-selection-column') && !th.classList.contains('ant-table-cell-scrollbar'))
          .map((th) => (th.querySelector('.ant-table-column-title') ?? th).textContent?.trim() ?? ''),
      );
    },

    totalShown,

    /** The row with a cell that reads exactly `text`. */
    rowWith(text: string): Locator {
      return rows.filter({ has: page.locator('td', { hasText: new RegExp(`^${escapeRe(text)}$`) }) }).first();
    },

    async quickSearch(text: string) {
      await page.getByTestId('quick-search').fill(text);
      await page.getByTestId('quick-search').press('Enter');
    },

    /** Picks an option of an antd Select found by its aria-label inside `scope`. */
    async choose(scope: Locator, label: string, option: string) {
      await scope.locator('.ant-select', { has: page.getByRole('combobox', { name: label, exact: true }) }).click();
      const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${escapeRe(option)}$`) });
      await item.first().click();
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    },
  };

  function totalShown(): Promise<number | null> {
    return page.evaluate(() => totalOnScreen());
  }
}

/** The shape of a list call's body (SPEC's `{search, limit, sort}`). */
export interface ListRequestBody {
  search?: { key: string; op: string; val: unknown }[];
  limit: { pn: number; ps: number };
  sort?: { key: string; dir?: string; order?: string }[];
  tplId?: string;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

declare global {
  // defined in the page by installTotalProbe
  function totalOnScreen(): number | null;
}

/** Puts `totalOnScreen()` into every document of the page: N of the list's 共 N 条 (0 for 暂无数据). */
export async function installTotalProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (globalThis as unknown as { totalOnScreen: () => number | null }).totalOnScreen = () => {
      const root = document.querySelector('[data-testid="list-table"]');
      if (!root) return null;
      const m = /共\s*(\d+)\s*条/.exec(root.querySelector('.ant-pagination-total-text')?.textContent ?? '');
      if (m) return Number(m[1]);
      return root.querySelector('.ant-table-placeholder')?.textContent?.includes('暂无数据') ? 0 : null;
    };
  });
}
