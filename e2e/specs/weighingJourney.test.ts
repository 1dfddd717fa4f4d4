// A purchase truck's whole way through the plant, as the demo admin does it in the admin app: a
// 采购通知单 is on file → 新增采购登记单 on its line → 入厂 at the gate → 过磅作业 weighs the gross from
// the scale → the tare → 出厂; then the weigh record's net, the notice's 实发数 and the ticket PDF.
// The server reads the scale itself: the indicator is the simulator (apps/server/src/scale/sim) on a
// free loopback port, and the company's scale DB01 is pointed at it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { constants, inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startSimulator, type Simulator } from '../../apps/server/src/scale/sim/simServer';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';
import { apiCallFromPage, signIn } from '../support/signIn';

/** SPEC §9 debounces a button group's clicks for 1000 ms: a person's next click comes later than that. */
const BUTTON_PAUSE_MS = 1100;

const PLATE = '蒙KA1234';
const GROSS_KG = 42_180;
const TARE_KG = 15_640;
const DEDUCT_WEIGHT = '0.120';
const DEDUCT_RATE = '0.50';

/** Exact tonnes: "49.260" ↔ 49260n kg (the wire's 3 decimals), never floats. */
const kg = (tonnes: string): bigint => {
  const m = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(tonnes);
  if (!m) throw new Error(`not tonnes: ${tonnes}`);
  const v = BigInt(m[2]) * 1000n + BigInt((m[3] ?? '').padEnd(3, '0'));
  return m[1] ? -v : v;
};
const tonnes = (k: bigint): string => {
  const neg = k < 0n;
  const a = neg ? -k : k;
  return `${neg ? '-' : ''}${a / 1000n}.${String(a % 1000n).padStart(3, '0')}`;
};

/** The PDF's streams as text (FlateDecode ones inflated). */
function pdfStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      // a stream's data may end with the line break before endstream: flush what inflates
      out.push(inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out;
}

interface Row {
  id: string;
  version: number;
  [key: string]: unknown;
}
interface NoticeRow extends Row {
  billNo: string;
  deSuttle: string | null;
  preQuantity: string | null;
  countSa: number | string | null;
  pu_notice_sub: Row[];
}

describe('a purchase truck from notice to exit, weighed from the scale simulator', { timeout: 300_000 }, () => {
  let sim: Simulator;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let failedCalls: FailedCall[];

  let notice: NoticeRow;
  let material: { id: string; invName: string; invCode: string };
  let registryId = '';
  let weighRecordId = '';
  let pdf: Buffer | null = null;

  /** The `data` of a call that must succeed. */
  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const res = await apiCallFromPage<T>(page, method, path, body);
    assert.equal(res.status, 200, `${method} ${path} → ${res.status} ${res.body.msg}`);
    assert.equal(res.body.success, true, `${method} ${path}: ${res.body.msg}`);
    return res.body.data;
  };
  const shot = (name: string) => page.screenshot({ path: artifactPath(`weighing-${name}.png`), fullPage: true });
  /** The page's animations (a dialog zooming in) have finished. */
  const settled = () =>
    page
      .evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            // a spinner or a pulsing tag runs forever: only the ones that end
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      .then(() => undefined);
  const notify = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).last();

  before(async () => {
    // the indicator: a loaded truck standing still on the deck (耀华 tF0, the demo scale's protocol)
    sim = await startSimulator({
      protocol: 'yaohua-tf0',
      scenario: 'static',
      port: 0,
      intervalMs: 100,
      scenarioOptions: { targetKg: GROSS_KG, divisionKg: 20, seed: 1 },
    });
    ({ server, browser } = await startServerAndBrowser(launchBrowser, { SCALE_READERS: 'on' }));
    page = await openPage(browser);
    consoleErrors = watchConsole(page);
    failedCalls = watchApi(page);
    await signIn(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await sim?.close();
  });

  it('set-up: the scale DB01 dials the simulator; an audited 采购通知单 with one open line', async () => {
    // the scale configuration (an administrator's settings): host and port of the serial server
    const scales = await api<Row[]>('GET', '/scale/list');
    const db01 = scales.find((s) => s.code === 'DB01');
    assert.ok(db01, 'the company has its demo scale DB01');
    await api('PUT', '/scale/update', { id: db01.id, version: db01.version, host: '127.0.0.1', port: sim.port });

    // the notice comes from purchasing: a real supplier and a material without 暗扣
    const vendors = await api<Row[]>('GET', `/basic/vendor/select?keyword=${encodeURIComponent('')}`);
    const vendor = vendors.find((v) => !/物流|运输|汽运/.test(String(v.vendorName ?? v.label)));
    assert.ok(vendor, 'a supplier');
    const inventories = await api<Row[]>('GET', `/basic/inventory/select?keyword=${encodeURIComponent('')}`);
    let picked: Row | undefined;
    for (const inv of inventories) {
      const full = await api<Row>('GET', `/basic/inventory/detail/${inv.id}`);
      const hidden = full.hiddenDeduct ?? (full.bd_inventory_weigh as Row[] | undefined)?.[0]?.hiddenDeduct;
      if (hidden === undefined || hidden === null || kg(String(hidden)) === 0n) {
        picked = full;
        break;
      }
    }
    assert.ok(picked, 'a material without 暗扣');
    material = { id: picked.id, invName: String(picked.invName), invCode: String(picked.invCode) };

    const today = new Date();
    const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const created = await api<NoticeRow>('POST', '/purorder/pu_notice/create', {
      billNo: `TZCGE2E${Date.now() % 1_000_000}`,
      noticeDate: ymd(today),
      partnerId: vendor.id,
      partnerName: String(vendor.vendorName ?? vendor.label),
      partnerCode: String(vendor.vendorCode ?? ''),
      validFrom: ymd(today),
      validTo: ymd(new Date(today.getTime() + 30 * 86_400_000)),
      maxLimit: '49.000',
      pu_notice_sub: [{ inventoryId: material.id, invName: material.invName, invCode: material.invCode, plannedQuantity: '500.000' }],
    });
    await api('POST', '/purorder/pu_notice/audit', { ids: [created.id] });
    notice = await api<NoticeRow>('GET', `/purorder/pu_notice/detail/${created.id}`);
    assert.equal(notice.pu_notice_sub.length, 1);
  });

  it('新增采购登记单 on the notice line: the line fills material and supplier; 保存 → 已登记', async () => {
    await page.goto(`${server.url}/modules/purorder/pu_registry/edit?type=create`);
    const form = page.getByTestId('registry-edit-page');
    await form.waitFor();
    await form.getByText('新增采购登记单').waitFor();

    // 通知单: type its number, pick it; its only open line is taken and fills 物料 and 供应商
    const noticeSelect = form.locator('.ant-select', { has: page.getByRole('combobox', { name: '通知单', exact: true }) });
    await noticeSelect.click();
    await page.getByRole('combobox', { name: '通知单', exact: true }).fill(notice.billNo);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: notice.billNo }).first().click();
    const materialSelect = form.locator('.ant-select', { has: page.getByRole('combobox', { name: '物料', exact: true }) });
    await materialSelect.filter({ hasText: material.invName }).waitFor();
    const lineSelect = form.locator('.ant-select', { has: page.getByRole('combobox', { name: '通知单明细', exact: true }) });
    await lineSelect.filter({ hasText: material.invName }).waitFor();

    await form.getByLabel('车牌号', { exact: true }).fill(PLATE);
    await form.getByLabel('扣重(吨)', { exact: true }).fill(DEDUCT_WEIGHT);
    await form.getByLabel('扣率(%)', { exact: true }).fill(DEDUCT_RATE);
    assert.equal(await form.getByLabel('预装量(吨)', { exact: true }).inputValue(), '49.000', '预装量 = the notice\'s 单车限量');

    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/purorder/pu-registry/createpu');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const answer = (await (await saved).json()) as { data: Row };
    registryId = answer.data.id;
    await page.waitForURL((u) => u.searchParams.get('type') === 'update' && u.searchParams.get('id') === registryId);
    await notify('新增成功').waitFor();
    // the saved registry stays on screen as an update of it: loaded again, with its number and status
    await form.locator('.ant-tag', { hasText: '已登记' }).waitFor();
    await form.locator('.ant-tag', { hasText: String(answer.data.billNo) }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="registry-edit-page"] .ant-spin-spinning'));
    assert.equal(await form.getByLabel('车牌号', { exact: true }).inputValue(), PLATE);
    await lineSelect.filter({ hasText: material.invName }).waitFor();
    await materialSelect.filter({ hasText: material.invName }).waitFor();
    await noticeSelect.filter({ hasText: notice.billNo }).waitFor();
    assert.equal(await form.getByTestId('registry-error').count(), 0);
    await shot('1-registry');

    const registry = await api<Row>('GET', `/purorder/pu-registry/detail/${registryId}`);
    assert.equal(registry.plateNumber, PLATE);
    assert.equal(registry.noticeSubId, notice.pu_notice_sub[0].id);
    assert.equal(registry.materialName, material.invName);
    assert.equal(registry.deductWeight, DEDUCT_WEIGHT);
    assert.equal(registry.deductRate, DEDUCT_RATE);
    assert.equal(registry.status, 'registered');
  });

  /** On the registry list: finds the truck, selects it, runs 入厂 / 出厂 (under 更多 when the group is full). */
  const atTheGate = async (button: '入厂' | '出厂') => {
    await page.goto(`${server.url}/modules/purorder/pu_registry/index`);
    const table = page.getByTestId('list-table');
    await table.waitFor();
    await page.getByTestId('quick-search').fill(PLATE);
    await page.getByTestId('quick-search').press('Enter');
    const row = table.locator('tr.ant-table-row').filter({ hasText: PLATE });
    await row.first().waitFor();
    assert.equal(await row.count(), 1, 'one open registry of the plate');
    await row.getByRole('checkbox').check();
    const group = page.getByTestId('button-group');
    const direct = group.getByRole('button', { name: button, exact: true });
    const moved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/purorder/pu-registry/${button === '入厂' ? 'entrance' : 'hisRelease'}`);
    if (await direct.count()) await direct.click();
    else {
      await group.getByRole('button', { name: /更多/ }).click();
      await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: button }).click();
    }
    const res = await moved;
    const body = (await res.json()) as { msg: string; data: Row };
    assert.equal(res.status(), 200, body.msg);
    await notify(`${button}成功`).waitFor();
    return body.data;
  };

  it('入厂 at the gate (registry list): 已入厂', async () => {
    const row = await atTheGate('入厂');
    assert.equal(row.status, 'entered');
    await page.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: PLATE }).filter({ hasText: '已入厂' }).waitFor();
    await shot('2-entered');
  });

  /** Waits for the weigh screen to show `kilos`, then for it to settle (稳定: the server's stability window). */
  const stableAt = async (kilos: number) => {
    await page.getByLabel(`当前重量 ${kilos} 千克`).waitFor({ timeout: 20_000 });
    await page.locator(`[data-testid="weight-display"][data-tone="stable"]`).waitFor({ timeout: 20_000 });
    await page.getByTestId('scale-stability').filter({ hasText: '稳定' }).waitFor();
  };

  const lookUp = async () => {
    const plateBox = page.getByTestId('weigh-page').getByLabel('车牌号', { exact: true });
    await plateBox.fill(PLATE);
    const found = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/measure/weigh/findRegistry');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    assert.equal((await found).status(), 200);
    await page.getByTestId('next-weigh').filter({ hasText: PLATE }).waitFor();
  };

  const weighSave = async (): Promise<{ weighRecord: Row & Record<string, string | null>; step: string; weighed: string }> => {
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/measure/weigh/weighsave');
    await page.getByTestId('weigh-actions').getByRole('button', { name: /称重保存/ }).click();
    const res = await saved;
    const body = (await res.json()) as { msg: string; data: { weighRecord: Row & Record<string, string | null>; step: string; weighed: string } };
    assert.equal(res.status(), 200, body.msg);
    assert.equal(body.msg, '称重保存成功');
    return body.data;
  };

  it('过磅作业, loaded: plate → 查询 → 本次称毛重 → 称重保存 takes the scale\'s stable reading', async () => {
    await page.goto(`${server.url}/modules/measure/weigh/weigh`);
    await page.locator('[data-testid="weigh-page"][data-page-ready="true"]').waitFor();
    await page.getByTestId('scale-select').filter({ hasText: 'DB01' }).waitFor();
    await page.getByTestId('scale-online').filter({ hasText: '在线' }).waitFor({ timeout: 20_000 });
    await stableAt(GROSS_KG);
    await lookUp();
    await page.getByTestId('next-weigh').filter({ hasText: '本次称毛重' }).waitFor();
    await page.getByTestId('registry-card').filter({ hasText: notice.billNo }).waitFor();
    await shot('3-before-gross');

    const first = await weighSave();
    assert.equal(first.step, 'first');
    assert.equal(first.weighed, 'gross');
    assert.equal(first.weighRecord.grossWeight, tonnes(BigInt(GROSS_KG)));
    weighRecordId = first.weighRecord.id;
    await page.getByTestId('weigh-saved').filter({ hasText: `称重保存成功：毛重 ${tonnes(BigInt(GROSS_KG))} 吨` }).waitFor();
    await page.getByTestId('next-weigh').filter({ hasText: '本次称皮重' }).waitFor();
    await shot('4-gross');
  });

  it('过磅作业, empty: the truck comes back unloaded; 称重保存 takes the tare and completes the record', async () => {
    // the same truck, unloaded, drives onto the deck
    sim.setTarget(TARE_KG);
    await stableAt(TARE_KG);
    // a new shift of the screen: 取消 clears it, the operator looks the truck up again
    await page.getByTestId('weigh-actions').getByRole('button', { name: /取\s*消/ }).click();
    await page.getByTestId('next-weigh').waitFor({ state: 'detached' });
    await lookUp();
    await page.getByTestId('next-weigh').filter({ hasText: '本次称皮重' }).waitFor();

    const second = await weighSave();
    assert.equal(second.step, 'second');
    assert.equal(second.weighed, 'tare');
    const r = second.weighRecord;
    assert.equal(r.id, weighRecordId);
    assert.equal(r.tareWeight, tonnes(BigInt(TARE_KG)));
    assert.equal(r.status, 'completed');
    await page.getByTestId('weigh-saved').filter({ hasText: `皮重 ${tonnes(BigInt(TARE_KG))} 吨，净重 ${r.netWeight} 吨` }).waitFor();
    await page.getByTestId('next-weigh').filter({ hasText: '两次过磅已完成，可出厂' }).waitFor();
    await page.getByTestId('weigh-figure-net').filter({ hasText: String(r.netWeight) }).waitFor();
    await shot('5-tare');
  });

  it('打印: the ticket dialog shows the plate; 下载PDF gets the server\'s PDF', async () => {
    await page.getByTestId('weigh-actions').getByRole('button', { name: /打\s*印/ }).click();
    const dialog = page.getByTestId('weigh-ticket-dialog');
    await dialog.getByTestId('weigh-ticket').filter({ hasText: PLATE }).waitFor();
    await settled();
    await shot('6-ticket-dialog');

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/measure/weigh/printByServer/${weighRecordId}`);
    const popup = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: /下载PDF/ }).click();
    const res = await answer;
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'] ?? '', /application\/pdf/);
    pdf = await res.body();
    writeFileSync(artifactPath('weighing-ticket.pdf'), pdf);
    const opened = await popup;
    assert.match(opened.url(), /^blob:/);
    await opened.close();
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    // the plate is drawn in an embedded CJK font whose ToUnicode map has 蒙 (U+8499)
    const text = pdf.toString('latin1');
    assert.match(text, /\/FontFile[23]?\b/, 'a font is embedded');
    assert.match(text, /\/ToUnicode\b/);
    assert.ok(
      pdfStreams(pdf).some((s) => /beginbfchar|beginbfrange/.test(s) && /<8499>/i.test(s)),
      'a ToUnicode map names 蒙 (U+8499)',
    );
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('出厂 at the gate (registry list): 已出厂', async () => {
    await page.waitForTimeout(BUTTON_PAUSE_MS);
    const row = await atTheGate('出厂');
    assert.equal(row.status, 'exited');
    await page.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: PLATE }).filter({ hasText: '已出厂' }).waitFor();
    await shot('7-exited');
  });

  it('the record: net = gross − tare − deduction exactly; the notice line\'s 实发数 moved by the net', async () => {
    const record = await api<Record<string, string | null>>('GET', `/measure/mm-pu-weigh/detail/${weighRecordId}`);
    const gross = kg(String(record.grossWeight));
    const tare = kg(String(record.tareWeight));
    const deduction = kg(String(record.deduction));
    assert.equal(gross, BigInt(GROSS_KG));
    assert.equal(tare, BigInt(TARE_KG));
    assert.equal(kg(String(record.hiddenDeduct)), 0n, 'the material has no 暗扣');
    // 扣重 + (gross − tare) × 扣率 / 100, rounded half up to 1 kg
    const rated = ((gross - tare) * kg(DEDUCT_RATE) + 50_000n) / 100_000n;
    assert.equal(deduction, kg(DEDUCT_WEIGHT) + rated, `deduction ${record.deduction}`);
    assert.equal(record.netWeight, tonnes(gross - tare - deduction));
    assert.equal(record.status, 'completed');
    assert.equal(record.plateNumber, PLATE);

    const after = await api<NoticeRow>('GET', `/purorder/pu_notice/detail/${notice.id}`);
    const moved = kg(String(after.deSuttle ?? '0')) - kg(String(notice.deSuttle ?? '0'));
    assert.equal(tonnes(moved), record.netWeight, '实发数 moved by exactly the net');
    // 预装数: the registry's reservation (预装量) became the shipped net (it counts reserved and shipped)
    assert.equal(tonnes(kg(String(after.preQuantity ?? '0')) - kg(String(notice.preQuantity ?? '0'))), record.netWeight);

    const registry = await api<Row>('GET', `/purorder/pu-registry/detail/${registryId}`);
    assert.equal(registry.status, 'exited');
    assert.equal(registry.weighRecordId, weighRecordId);
    writeFileSync(
      artifactPath('weighing-journey.json'),
      JSON.stringify({ notice: notice.billNo, plate: PLATE, record, deSuttleBefore: notice.deSuttle, deSuttleAfter: after.deSuttle, pdfBytes: pdf?.length }, null, 2),
    );
  });

  it('no console error, no failed API call', () => {
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(failedCalls, []);
  });
});
