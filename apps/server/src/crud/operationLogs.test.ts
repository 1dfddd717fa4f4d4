import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { crudClient, type CrudClient } from './testKit';

let t: TestApp;
let admin: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

interface LogItem {
  id: string;
  action: string;
  actionName: string;
  userName: string;
  createTime: string;
}

describe('operation log (日志详情)', () => {
  it('writes who, when, before and after for every action and answers them newest first', async () => {
    const V = '/api/basic/customer';
    const created = await admin.data<{ id: string; version: number }>('POST', `${V}/create`, {
      customerCode: 'KH900',
      customerName: '测试客户有限公司',
      mobile: '13900001111',
    });
    t.clock.advance(1000);
    await admin.data('PUT', `${V}/update`, { id: created.id, version: 1, contact: '王经理' });
    t.clock.advance(1000);
    await admin.data('POST', `${V}/disable`, { ids: [created.id] });
    t.clock.advance(1000);
    await admin.data('POST', `${V}/enable`, { ids: [created.id] });
    t.clock.advance(1000);
    await admin.data('DELETE', `${V}/delete/${created.id}`);

    const rows = await t.db
      .selectFrom('sys_operation_log')
      .selectAll()
      .where('entity_id', '=', created.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'disable', 'enable', 'delete']);
    expect(rows[0]).toMatchObject({ entity: 'customer', username: 'admin', before: null });
    expect(rows[1].before).toMatchObject({ contact: null, version: 1 });
    expect(rows[1].after).toMatchObject({ contact: '王经理', version: 2 });
    expect(rows[4].after).toBeNull();

    const list = await admin.data<LogItem[]>('POST', '/api/sys-log/getSysLog', { bizKey: created.id });
    expect(list.map((l) => l.actionName)).toEqual(['删除', '启用', '停用', '修改', '新增']);
    expect(list[0]).toMatchObject({ action: 'delete', userName: '系统管理员' });
    expect(Date.parse(list[0].createTime)).toBeGreaterThan(Date.parse(list[4].createTime));

    const detail = await admin.data<Record<string, unknown>>('POST', '/api/sys-log/getSysLogData', {
      id: list[3].id,
    });
    expect(detail).toMatchObject({
      path: '/api/basic/customer/update',
      clientInfo: expect.stringContaining('vitest'),
      requestParams: { id: created.id, version: 1, contact: '王经理' },
      resultInfo: expect.objectContaining({ contact: '王经理', customerCode: 'KH900' }),
      exceptionInfo: null,
    });
    expect(typeof detail.executeTime).toBe('number');
    const heads = detail.requestHeads as Record<string, unknown>;
    expect(heads['user-agent']).toBe('vitest');
    expect(heads).not.toHaveProperty('authorization');
  });

  it('answers 400 without a bizKey and 404 for an unknown log id', async () => {
    expect((await admin.req('POST', '/api/sys-log/getSysLog', {})).statusCode).toBe(400);
    const missing = await admin.req('POST', '/api/sys-log/getSysLogData', {
      id: '00000000-0000-4000-8000-000000000009',
    });
    expect(missing.statusCode).toBe(404);
  });
});
