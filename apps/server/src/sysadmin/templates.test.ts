import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { sysAdminTemplates } from '../templates/seedData/sysAdminTemplates';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let admin: CrudClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(async () => {
  await t.close();
});

describe('system screens through their templates (what TemplatePage sends)', () => {
  it('every LIST template answers its quick search, advanced fields and sort, with every column present', async () => {
    for (const tpl of sysAdminTemplates.filter((x) => x.type === 'LIST')) {
      const fields = tpl.list ?? [];
      const quick = fields
        .filter((f) => f.iallowQuery)
        .map((f) => ({ key: f.fieldName, op: 'like', val: 'a' }));
      const res = await admin.req('POST', `/api${tpl.resUrl}`, {
        search: quick.length ? [{ key: '', op: 'like', val: 'a', conj: 'or', list: quick }] : [],
        limit: { pn: 1, ps: 10 },
        sort: fields
          .filter((f) => f.isortField)
          .slice(0, 1)
          .map((f) => ({ key: f.fieldName, dir: 'asc' })),
      });
      expect(res.statusCode, `${tpl.code} ${res.body}`).toBe(200);
      const all = await admin.data<{ list: Record<string, unknown>[] }>('POST', `/api${tpl.resUrl}`, {
        limit: { pn: 1, ps: 1 },
      });
      for (const row of all.list)
        for (const f of fields) expect(row, `${tpl.code}.${f.fieldName}`).toHaveProperty(f.fieldName);
      for (const f of fields.filter(
        (x) => x.iallowAdvanceQuery && x.fieldType !== 'DATE' && x.fieldType !== 'BOOLEAN',
      )) {
        const r = await admin.req('POST', `/api${tpl.resUrl}`, {
          search: [{ key: f.fieldName, op: 'eq', val: 'x' }],
        });
        expect(r.statusCode, `${tpl.code}.${f.fieldName}`).toBe(200);
      }
    }
  });

  it('every screen with export answers an .xlsx', async () => {
    for (const base of [
      '/sys-user',
      '/sys-organization',
      '/sys-dept',
      '/sys-dict-info',
      '/sys-app',
      '/sys-datasource',
      '/sys-interface-config',
      '/sys-login-log',
      '/sys-operation-log',
      '/admin/log',
    ]) {
      const res = await admin.req('GET', `/api${base}/export`);
      expect(res.statusCode, base).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString(), base).toBe('PK');
    }
  });

  it('the user form without a company picker puts the new user in the current company', async () => {
    const user = await admin.data<{ orgIds: string[] }>('POST', '/api/sys-user/create', {
      username: 'formuser',
      realName: '表单用户',
    });
    const me = await admin.data<{ currentOrg: string }>('GET', '/api/sys-info/me');
    expect(user.orgIds).toEqual([me.currentOrg]);
  });
});
