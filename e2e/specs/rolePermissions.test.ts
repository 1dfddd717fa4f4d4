// Issue 5: a role with a few menus and buttons, a user with that role, what that user sees and may
// do, and the administrator ending the user's session — all through the admin app, as people do it,
// with the administrator and the new user in two browser contexts against one real server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServerAndBrowser, type RunningServer } from '../support/startServer';
import { launchBrowser, openPage } from '../support/launchBrowser';
import { artifactPath } from '../support/artifacts';
import { signIn } from '../support/signIn';
import { watchConsole } from '../support/watchConsole';
import { watchApi, type FailedCall } from '../support/watchApi';

const ROLE = { code: 'e2e_vehicle_clerk', name: '车辆录入员' };
const ROLE_OPTION = `${ROLE.name}（${ROLE.code}）`;
const USER = { username: 'clerk01', realName: '录入员小王' };
const NEW_PASSWORD = 'Clerk@2024new';
/** the buttons granted on 基础资料 → 车辆; 删除 and 编辑 are not */
const GRANTED = ['新增', '导出'];
const FORCED = '您已被管理员强制下线，请重新登录';
/** SPEC §9: a button ignores clicks for 1000 ms after one; a person waits that out too */
const BUTTON_PAUSE_MS = 1_000;

const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).last();
/** Waits until a notice has finished sliding in (a picture taken earlier catches it transparent). */
async function shownFully(notice: Locator): Promise<void> {
  await notice.evaluate(async (el) => {
    const wrapper = el.closest('.ant-message-notice-wrapper') ?? el;
    for (let frame = 0; frame < 120; frame++) {
      await new Promise((r) => requestAnimationFrame(r));
      const moving = wrapper.getAnimations({ subtree: true }).length > 0;
      if (frame > 2 && !moving && getComputedStyle(wrapper).opacity === '1') return;
    }
  });
}
const modalWith = (page: Page, testId: string) =>
  page.locator('.ant-modal').filter({ has: page.getByTestId(testId) });

/** Opens a leaf the way a person does: hover the area in the side menu, click the leaf in the drawer. */
async function openLeaf(page: Page, area: string, leaf: string): Promise<void> {
  await page.getByTestId('side-menu').getByText(area, { exact: true }).hover();
  await page.getByTestId('menu-drawer').getByText(leaf, { exact: true }).click();
}

/** Clicks a button of the list's button group, under 更多 when the group is full (SPEC §9: 7 shown). */
async function clickAction(page: Page, name: string): Promise<void> {
  const group = page.getByTestId('button-group');
  const direct = group.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });
  if (await direct.count()) return direct.click();
  await group.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name, exact: true }).click();
}

/** A row of the list table with a cell that reads exactly `text`. */
function listRow(page: Page, text: string): Locator {
  return page
    .getByTestId('list-table')
    .locator('tr.ant-table-row')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${text}$`) }) })
    .first();
}

/** A node of the role's menu tree by its title (exact), among the nodes on screen. */
function treeNode(page: Page, title: string): Locator {
  return page
    .getByTestId('role-menu-panel')
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .first();
}

describe('role permissions: a role, a user with it, what the user sees, forced logout', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let user: Page;
  let adminConsole: string[];
  let userConsole: string[];
  let adminFailed: FailedCall[];
  let userFailed: FailedCall[];
  let initialPassword = '';

  before(async () => {
    ({ server, browser } = await startServerAndBrowser(launchBrowser));
    admin = await openPage(browser);
    user = await openPage(browser); // a second context: its own storage, as another person's browser
    adminConsole = watchConsole(admin);
    userConsole = watchConsole(user);
    adminFailed = watchApi(admin);
    userFailed = watchApi(user);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the administrator creates the role 车辆录入员 (系统管理 → 角色管理)', async () => {
    await signIn(admin, server.url);
    await openLeaf(admin, '系统管理', '角色管理');
    await admin.getByTestId('template-list-page').waitFor();
    await admin.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
    await admin.getByTestId('button-group').getByRole('button', { name: '新增' }).click();
    const dialog = modalWith(admin, 'form-dialog');
    await dialog.getByText('新增角色').waitFor();
    await dialog.getByLabel('角色编码', { exact: true }).fill(ROLE.code);
    await dialog.getByLabel('角色名称', { exact: true }).fill(ROLE.name);
    const created = admin.waitForResponse((r) => r.url().endsWith('/api/sys-role/create'));
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    assert.equal((await (await created).json()).success, true);
    await dialog.waitFor({ state: 'hidden' });
    await listRow(admin, ROLE.code).waitFor();
  });

  it('gives it 基础资料 → 车辆 with only 新增 and 导出 (分配菜单), no 删除', async () => {
    await listRow(admin, ROLE.code).locator('input[type="checkbox"]').check();
    await admin.waitForTimeout(BUTTON_PAUSE_MS);
    await clickAction(admin, '分配菜单');
    const panel = admin.getByTestId('role-menu-panel');
    await panel.locator('.ant-select').getByText(ROLE_OPTION).waitFor();
    await treeNode(admin, '基础资料').waitFor();
    // nothing is held yet: no box is ticked
    assert.equal(
      await panel.locator('.ant-tree-checkbox-checked, .ant-tree-checkbox-indeterminate').count(),
      0,
    );
    for (const title of ['基础资料', '车辆司机', '车辆']) {
      await treeNode(admin, title).locator('.ant-tree-switcher').click();
      await treeNode(admin, title).locator('.ant-tree-switcher_open').waitFor();
      // the children slide in: a click during the motion lands on a moving copy of the node
      await admin.waitForFunction(
        () => !document.querySelector('[data-testid="role-menu-panel"] .ant-tree-treenode-motion'),
      );
    }
    for (const name of GRANTED)
      await treeNode(admin, `${name}（按钮）`).locator('.ant-tree-checkbox').click();
    // 车辆 itself shows half-checked: some of its buttons, not all
    await treeNode(admin, '车辆').locator('.ant-tree-checkbox-indeterminate').waitFor();
    assert.equal(await treeNode(admin, '删除（按钮）').locator('.ant-tree-checkbox-checked').count(), 0);
    const saved = admin.waitForResponse(
      (r) => /\/api\/sys\/role\/menu-tree\//.test(r.url()) && r.request().method() === 'PUT',
    );
    const reread = admin.waitForResponse(
      (r) => /\/api\/sys\/role\/menu-tree\//.test(r.url()) && r.request().method() === 'GET',
    );
    await panel.getByRole('button', { name: /^保\s*存$/ }).click();
    const body = (await (await saved).json()) as { success: boolean; data: { buttonCount: number } };
    assert.equal(body.success, true);
    assert.equal(body.data.buttonCount, GRANTED.length);
    const savedNotice = notice(admin, /保存成功：\d+个菜单，2个按钮/);
    await savedNotice.waitFor();
    // read back from the server: the same two boxes ticked
    await reread;
    await panel.locator('.ant-btn-loading').waitFor({ state: 'detached' });
    for (const name of GRANTED)
      await treeNode(admin, `${name}（按钮）`).locator('.ant-tree-checkbox-checked').waitFor();
    await shownFully(savedNotice);
    await admin.screenshot({ path: artifactPath('role-permissions-menu-tree.png') });
  });

  it('gives it the first company of the group (分配公司)', async () => {
    await listRow(admin, ROLE.code).locator('input[type="checkbox"]').check();
    await admin.waitForTimeout(BUTTON_PAUSE_MS);
    await clickAction(admin, '分配公司');
    const dialog = modalWith(admin, 'assign-dialog');
    await dialog.getByText(`分配公司：${ROLE.name}`).waitFor();
    // the transfer's two lists: 可选 (left) and 已选 (right)
    const [left, right] = [dialog.getByText('可选').locator('xpath=ancestor::div[contains(@class,"ant-transfer-section")][1]'), dialog.getByText('已选').locator('xpath=ancestor::div[contains(@class,"ant-transfer-section")][1]')];
    const item = left.locator('.ant-transfer-list-content-item').first();
    await item.waitFor();
    const company = (await item.innerText()).trim();
    await item.click();
    await dialog.locator('.ant-transfer-actions button').first().click();
    await right.getByText(company).waitFor();
    await admin.screenshot({ path: artifactPath('role-permissions-assign-company.png') });
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/sys-role/assignments') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    const body = (await (await saved).json()) as { success: boolean; data: { org: string[] } };
    assert.equal(body.success, true);
    assert.equal(body.data.org.length, 1);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('creates the user clerk01 (用户管理) and is shown the one-time initial password', async () => {
    await openLeaf(admin, '系统管理', '用户管理');
    await admin.getByTestId('template-list-page').waitFor();
    await admin.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
    await admin.getByTestId('button-group').getByRole('button', { name: '新增' }).click();
    const dialog = modalWith(admin, 'form-dialog');
    await dialog.getByText('新增用户').waitFor();
    await dialog.getByLabel('用户名', { exact: true }).fill(USER.username);
    await dialog.getByLabel('姓名', { exact: true }).fill(USER.realName);
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shown = modalWith(admin, 'initial-password-dialog');
    await shown.getByText('初始密码', { exact: true }).waitFor();
    initialPassword = (await shown.getByTestId('initial-password').innerText()).trim();
    assert.equal(initialPassword.length, 12, `a 12-character initial password (got ${initialPassword})`);
    assert.match(await shown.innerText(), new RegExp(`${USER.username}（${USER.realName}）`));
    await admin.screenshot({ path: artifactPath('role-permissions-initial-password.png') });
    await shown.getByRole('button', { name: '我已记下' }).click();
    await shown.waitFor({ state: 'hidden' });
    await listRow(admin, USER.username).waitFor();
  });

  it('gives clerk01 the role (分配角色)', async () => {
    await listRow(admin, USER.username).locator('input[type="checkbox"]').check();
    await admin.waitForTimeout(BUTTON_PAUSE_MS);
    await clickAction(admin, '分配角色');
    const dialog = modalWith(admin, 'user-role-dialog');
    await dialog.getByText(`分配角色：${USER.realName}`).waitFor();
    const box = dialog.locator('label.ant-checkbox-wrapper').filter({ hasText: ROLE_OPTION });
    await box.click();
    assert.equal(await box.locator('input').isChecked(), true);
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/sys-user/roles'));
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    assert.equal((await (await saved).json()).success, true);
    await notice(admin, '分配成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('clerk01 signs in in a second browser, must change the initial password (/editpwd), and lands home', async () => {
    await user.goto(`${server.url}/login`);
    await user.getByPlaceholder('用户名').fill(USER.username);
    await user.getByPlaceholder('密码').fill(initialPassword);
    await user.getByTestId('login-submit').click();
    await notice(user, '请修改初始密码！即将跳转....').waitFor();
    await user.waitForURL(/\/editpwd\?id=/);
    const form = user.getByTestId('editpwd-form');
    await form.getByLabel('原密码', { exact: true }).fill(initialPassword);
    await form.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('确认密码', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: '确认修改' }).click();
    await notice(user, '密码修改成功').waitFor();
    await user.waitForURL(/\/clouds\/index/);
    await user.getByTestId('home-page').waitFor();
    assert.equal((await user.getByTestId('header-user-name').innerText()).trim(), USER.realName);
  });

  it('sees exactly the granted menus: 基础资料 → 车辆司机 → 车辆', async () => {
    const areas = (await user.getByTestId('side-menu').locator('nav > button').allInnerTexts()).map((t) =>
      t.trim(),
    );
    assert.deepEqual(areas, ['基础资料']);
    await user.getByTestId('side-menu').getByText('基础资料', { exact: true }).hover();
    const drawer = user.getByTestId('menu-drawer');
    await drawer.waitFor();
    const groups = (await drawer.locator('.wb-menu-drawer-group').allInnerTexts()).map((t) => t.trim());
    const leaves = (await drawer.locator('.wb-menu-drawer-link').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(groups, ['车辆司机']);
    assert.deepEqual(leaves, ['车辆']);
    await user.screenshot({ path: artifactPath('role-permissions-user-menu.png') });
  });

  it('sees 新增 and 导出 on the 车辆 list, and neither 删除 nor 编辑', async () => {
    await user.getByTestId('menu-drawer').getByText('车辆', { exact: true }).click();
    await user.getByTestId('template-list-page').waitFor();
    await user.getByTestId('list-table').locator('tr.ant-table-row').first().waitFor();
    const buttons = (await user.getByTestId('button-group').getByRole('button').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ''),
    );
    assert.deepEqual(buttons, [...GRANTED, '高级查询']);
    await user.screenshot({ path: artifactPath('role-permissions-user-vehicles.png') });
  });

  it("an ungranted 删除 called straight from the user's page answers 403 当前操作没有权限 and deletes nothing", async () => {
    const answers = await user.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('wb-access_token') ?? '""') as string;
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/api${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: res.status,
          body: (await res.json()) as { msg?: string; data?: { list?: { id: string }[]; total?: number } },
        };
      };
      const list = await call('POST', '/basic/vehicle/v2/list', { search: [], limit: { pn: 1, ps: 1 } });
      const id = list.body.data?.list?.[0]?.id ?? '';
      const deletes = await call('POST', '/basic/vehicle/deletes', { ids: [id] });
      const deleteOne = await call('DELETE', `/basic/vehicle/delete/${id}`);
      const after = await call('POST', '/basic/vehicle/v2/list', { search: [], limit: { pn: 1, ps: 1 } });
      return {
        listStatus: list.status,
        total: list.body.data?.total,
        id,
        deletes,
        deleteOne,
        totalAfter: after.body.data?.total,
      };
    });
    assert.equal(answers.listStatus, 200, 'reading the granted list works');
    assert.ok(answers.id, 'a vehicle to try');
    for (const answer of [answers.deletes, answers.deleteOne]) {
      assert.equal(answer.status, 403);
      assert.equal(answer.body.msg, '当前操作没有权限');
    }
    assert.equal(answers.totalAfter, answers.total, 'nothing was deleted');
  });

  it('the administrator forces clerk01 out (系统管理 → 站点许可 → 强制下线)', async () => {
    await openLeaf(admin, '系统管理', '站点许可');
    const page = admin.getByTestId('site-licence-page');
    await page.waitFor();
    const rows = page
      .locator('tr.ant-table-row')
      .filter({ has: admin.locator('td', { hasText: new RegExp(`^${USER.username}$`) }) });
    await rows.first().waitFor();
    await admin.screenshot({ path: artifactPath('role-permissions-online.png') });
    // every live session of clerk01 (one per sign-in), as the administrator sees them
    while ((await rows.count()) > 0) {
      const before = await rows.count();
      await rows.first().getByRole('button', { name: '强制下线' }).click();
      await admin
        .locator('.ant-popover:visible')
        .getByRole('button', { name: /^确\s*定$/ })
        .click();
      await notice(admin, '已强制下线').waitFor();
      await admin.waitForFunction(
        ({ name, n }) =>
          [...document.querySelectorAll('[data-testid="site-licence-page"] tr.ant-table-row')].filter((tr) =>
            [...tr.querySelectorAll('td')].some((td) => td.textContent?.trim() === name),
          ).length < n,
        { name: USER.username, n: before },
      );
    }
  });

  it("clerk01's next click shows the 强制下线 warning, and after it the login page", async () => {
    const clicked = Date.now();
    await user
      .getByTestId('search-panel')
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    const warning = notice(user, FORCED);
    await warning.waitFor();
    const warnedAfter = Date.now() - clicked;
    assert.ok(!/\/login/.test(user.url()), 'the warning comes first, the page stays');
    await shownFully(warning);
    await user.screenshot({ path: artifactPath('role-permissions-forced-warning.png') });
    // SPEC §8: the warning stays 10 s, then the client signs out and goes to /login
    await user.waitForURL(/\/login/, { timeout: 20_000 });
    const loggedOutAfter = Date.now() - clicked;
    assert.ok(
      loggedOutAfter - warnedAfter >= 9_000,
      `signed out ${loggedOutAfter} ms after the click, warned at ${warnedAfter} ms`,
    );
    await user.getByTestId('login-form').waitFor();
    assert.equal(await user.evaluate(() => localStorage.getItem('wb-access_token')), null);
    await user.screenshot({ path: artifactPath('role-permissions-after-forced-logout.png') });
  });

  it('no console error, and no failed call but those the scenario provokes', () => {
    assert.deepEqual(adminConsole, []);
    assert.deepEqual(userConsole, []);
    assert.deepEqual(adminFailed, []);
    // the user's: the initial-password check, the two refused deletes, and the call that met the ended session
    const expected = (c: FailedCall) =>
      (c.path === '/api/sys-user/pwd/checkSafe' && c.status === 200) ||
      (c.status === 403 &&
        /^\/api\/basic\/vehicle\/(deletes|delete\/.+)$/.test(c.path) &&
        c.msg === '当前操作没有权限') ||
      (c.status === 200 && c.msg === FORCED);
    assert.deepEqual(
      userFailed.filter((c) => !expected(c)),
      [],
    );
  });
});
