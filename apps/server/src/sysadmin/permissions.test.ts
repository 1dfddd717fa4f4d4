import { ENTITIES } from '../crud/entities/index';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { noRoleUser } from './testKit';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await noRoleUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

/**
 * Routes every signed-in user may call without any role: their own account, menus and favourites,
 * the shell (company switch, home counts, address check, logos), format templates and lookups the
 * generated screens need (record lists/details/pickers serve popups of other screens too, always
 * scoped to the caller's company), attachments of records, client error reports and dictionary
 * items by code. Everything else must answer 403 (or 404) to a user with no roles.
 */
const SELF_SERVICE: RegExp[] = [
  /^(GET|POST) \/api\/base\/logout$/,
  /^GET \/api\/sys-info\/me$/,
  /^GET \/api\/sys-user\/pwd\/checkSafe$/,
  /^(PUT|POST) \/api\/sys-user\/password\/modify\/:id$/,
  /^POST \/api\/index\/getDefineSetVal$/,
  /^POST \/api\/sys-user-org\/(currentOrgs|switchOrg\/:id)$/,
  /^POST \/api\/core\/sys-site-license\/(checkFrontendAdress|close)$/,
  /^GET \/api\/sys-menu\/user\/(tree|buttons)$/,
  /^(GET|POST) \/api\/sys-menu-user-define\//,
  /^GET \/api\/sys-group\/getPic\/:groupId$/,
  /^(GET|POST) \/api\/index\//,
  /^(GET|POST|PUT|DELETE) \/api\/optimus_prime\//,
  /^POST \/api\/quality\/qc-assay\/assayCode\/subs$/,
  // the record engine's reads of every entity: pickers on other screens list them (crud/README.md)
  ...ENTITIES.map(
    (def) =>
      new RegExp(
        `^(GET|POST) /api${def.basePath}/(v2/list|list|detail|detail/:id|view/:id|select|tree|findAll)$`,
      ),
  ),
  /^GET \/api\/basic\/inventory[-_]class\/tree$/,
  // a document form previews its next number; the weigh screen reads its scale's live state
  /^POST \/api\/sys\/code-rule\/preview$/,
  /^GET \/api\/scale\/(status|protocols|list)$/,
  // weighing reads the weigh screen and the registry pickers use (weighing/README.md); every
  // write of the flow keeps its button
  /^POST \/api\/[a-z]+\/[a-z]{2}-registry\/(v2\/list|list|detail|findRegistry|card\/read|check\/line|check\/queue)$/,
  /^POST \/api\/measure\/(mm-[a-z]+-weigh\/(detail|findWeighsByIds)|confirm-[a-z-]+-weigh\/(v2\/list|list)|weigh\/findRegistry)$/,
  // report pages' condition lists, and the flows a user may start (流程办理 is everyone's)
  /^GET \/api\/report\/(datasets|materials)$/,
  /^GET \/api\/flowable\/operator\/configs$/,
  /^POST \/api\/sys-log\/getSysLog(Data)?$/,
  /^(GET|POST|DELETE) \/api\/attachment\//,
  /^POST \/api\/admin\/log\/logs$/,
  /^GET \/api\/sys-dict-info\/code\/:code$/,
  // OAuth consent (/grantAuth) is the user's own; the embed allow-list is read by /myiframe
  /^(GET|POST) \/api\/oauth\/(authorize|userinfo)$/,
  /^GET \/api\/site\/embed-origins$/,
];

const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '3f2b8c1e-1111-4a4a-8b8b-123456789abc').replace(/\*$/, 'x');

describe('permissions on the server', () => {
  it('a signed-in user with no roles gets 403 (or 404) on every non-public route except the self-service ones', async () => {
    const routes = t.routes.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD' && r.config?.public !== true && r.url.startsWith('/api/'))
        .map((method) => ({ method: method as HTTPMethods, url: r.url })),
    );
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      if (SELF_SERVICE.some((p) => p.test(key))) continue;
      const res = await t.inject({
        method: r.method,
        url: concrete(r.url),
        headers: { authorization: `Bearer ${token}` },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      checked.push(key);
      if (res.statusCode === 403) expect(res.json<{ msg: string }>().msg).toBe('当前操作没有权限');
      else if (res.statusCode !== 404) wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // the system screens are among the routes walked
    expect(checked).toContain('POST /api/sys-user/create');
    expect(checked).toContain('POST /api/core/sys-site-license/forceLogout');
    expect(checked.length).toBeGreaterThan(100);
  });
});
