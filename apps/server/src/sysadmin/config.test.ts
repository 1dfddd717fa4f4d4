import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { HASH_PATTERN } from './testKit';

let t: TestApp;
let admin: CrudClient;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  server = createServer((req, res) => {
    res.statusCode = req.headers['x-token'] === 'abc' ? 204 : 401;
    res.end('secret body');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;

describe('数据源', () => {
  it('keeps host, port, database and user apart; the password is stored encrypted and never answered', async () => {
    const res = await admin.req('POST', '/api/sys-datasource/create', {
      name: '化验库',
      host: '127.0.0.1',
      port: 1,
      databaseName: 'lab',
      username: 'reader',
      password: 'S3cret-pw',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('S3cret-pw');
    expect(res.body).not.toMatch(HASH_PATTERN);
    const ds = res.json<{ data: { id: string; version: number; port: number } }>().data;
    expect(ds).toMatchObject({ host: '127.0.0.1', port: 1, databaseName: 'lab', username: 'reader' });
    const stored = await t.db
      .selectFrom('sys_datasource')
      .select('password_enc')
      .where('id', '=', ds.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_enc).not.toContain('S3cret-pw');
    for (const [method, url, body] of [
      ['GET', `/api/sys-datasource/detail/${ds.id}`, undefined],
      ['POST', '/api/sys-datasource/v2/list', {}],
    ] as const) {
      const r = await admin.req(method, url, body);
      expect(r.body).not.toContain('S3cret-pw');
      expect(r.body).not.toMatch(/password/i);
    }
    // an update without a password keeps it
    await admin.data('PUT', '/api/sys-datasource/update', { id: ds.id, version: ds.version, remark: '只读' });
    const kept = await t.db
      .selectFrom('sys_datasource')
      .select('password_enc')
      .where('id', '=', ds.id)
      .executeTakeFirstOrThrow();
    expect(kept.password_enc).toBe(stored.password_enc);
    expect(
      (await admin.req('PUT', '/api/sys-datasource/update', { id: ds.id, version: ds.version, remark: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('answers validation messages', async () => {
    expect(
      msg(
        await admin.req('POST', '/api/sys-datasource/create', {
          host: 'h',
          databaseName: 'd',
          username: 'u',
        }),
      ),
    ).toBe('数据源名称不能为空！');
    expect(
      msg(
        await admin.req('POST', '/api/sys-datasource/create', {
          name: 'a',
          host: 'bad host;',
          databaseName: 'd',
          username: 'u',
        }),
      ),
    ).toBe('主机地址格式错误');
    expect(
      msg(
        await admin.req('POST', '/api/sys-datasource/create', {
          name: 'a',
          host: 'h',
          port: 70000,
          databaseName: 'd',
          username: 'u',
        }),
      ),
    ).toBe('端口必须是1到65535之间的整数');
    expect(
      msg(
        await admin.req('POST', '/api/sys-datasource/create', {
          name: '化验库',
          host: 'h',
          databaseName: 'd',
          username: 'u',
        }),
      ),
    ).toBe('数据源名称已存在');
  });

  it('a connection test answers only success or the reason of the failure', async () => {
    const ds = await admin.data<{ id: string }>('POST', '/api/sys-datasource/create', {
      name: '关闭端口',
      host: '127.0.0.1',
      port: 1,
      databaseName: 'x',
      username: 'x',
      password: 'x',
    });
    const result = await admin.data<{ success: boolean; message: string }>(
      'POST',
      `/api/sys-datasource/test/${ds.id}`,
    );
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^连接失败：.*ECONNREFUSED/);
    expect(Object.keys(result).sort()).toEqual(['message', 'success']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('connects to a real PostgreSQL', async () => {
    const ds = await admin.data<{ id: string }>('POST', '/api/sys-datasource/create', {
      name: '本机库',
      host: '127.0.0.1',
      port: 5432,
      databaseName: 'test',
      username: 'postgres',
      password: 'unused',
    });
    expect(await admin.data('POST', `/api/sys-datasource/test/${ds.id}`)).toEqual({
      success: true,
      message: '连接成功',
    });
  });
});

describe('接口配置', () => {
  it('stores method, URL and headers; a test call answers the status only', async () => {
    const cfg = await admin.data<{ id: string; headers: Record<string, string> }>(
      'POST',
      '/api/sys-interface-config/create',
      {
        name: '称重上传',
        method: 'post',
        url: `http://127.0.0.1:${port}/upload`,
        headers: { 'x-token': 'abc' },
      },
    );
    expect(cfg).toMatchObject({ method: 'POST', headers: { 'x-token': 'abc' } });
    const result = await admin.data<Record<string, unknown>>(
      'POST',
      `/api/sys-interface-config/test/${cfg.id}`,
    );
    expect(result).toEqual({ success: true, status: 204, message: 'HTTP 204' });
    expect(JSON.stringify(result)).not.toContain('secret body');
  });

  it('a refused connection answers its reason; bad input is refused', async () => {
    // a port nothing listens on: opened and closed again
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const cfg = await admin.data<{ id: string }>('POST', '/api/sys-interface-config/create', {
      name: '无服务',
      method: 'GET',
      url: `http://127.0.0.1:${freePort}/`,
    });
    const result = await admin.data<{ success: boolean; message: string }>(
      'POST',
      `/api/sys-interface-config/test/${cfg.id}`,
    );
    expect(result).toEqual({ success: false, message: '调用失败：ECONNREFUSED' });
    expect(
      msg(
        await admin.req('POST', '/api/sys-interface-config/create', {
          name: 'x',
          method: 'GET',
          url: 'ftp://a',
        }),
      ),
    ).toBe('接口地址必须是 http 或 https 地址');
    expect(
      msg(
        await admin.req('POST', '/api/sys-interface-config/create', {
          name: 'x',
          method: 'TRACE',
          url: 'http://a',
        }),
      ),
    ).toBe('请求方法不合法');
    expect(
      msg(
        await admin.req('POST', '/api/sys-interface-config/create', {
          name: 'x',
          url: 'http://a',
          headers: { 'a b': 'c' },
        }),
      ),
    ).toBe('请求头格式错误');
  });
});

describe('应用管理', () => {
  it('generates the client id; the secret is shown once and stored hashed', async () => {
    const res = await admin.req('POST', '/api/sys-app/create', {
      appName: '地磅终端',
      redirectUris: ['https://scale.example.com/cb'],
    });
    const created = res.json<{
      data: { id: string; clientId: string; clientSecret: string; redirectUris: string[] };
    }>().data;
    expect(created.clientId).toMatch(/^app_[0-9a-f]{16}$/);
    expect(created.clientSecret.length).toBeGreaterThanOrEqual(40);
    expect(created.redirectUris).toEqual(['https://scale.example.com/cb']);
    const stored = await t.db
      .selectFrom('sys_app')
      .select('secret_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toBe(created.clientSecret);
    const detail = await admin.req('GET', `/api/sys-app/detail/${created.id}`);
    expect(detail.body).not.toContain(created.clientSecret);
    expect(detail.body).not.toMatch(/secret/i);
    const reset = await admin.data<{ clientSecret: string }>('POST', `/api/sys-app/secret/${created.id}`);
    expect(reset.clientSecret).not.toBe(created.clientSecret);
    expect(
      msg(
        await admin.req('POST', '/api/sys-app/create', {
          appName: 'x',
          redirectUris: ['javascript:alert(1)'],
        }),
      ),
    ).toBe('回调地址必须是 http 或 https 地址');
  });
});

describe('数据字典', () => {
  it('keeps a type and its items; forms read enabled items by code', async () => {
    const type = await admin.data<{ id: string }>('POST', '/api/sys-dict-info/create', {
      dictCode: 'car_color',
      dictName: '车辆颜色',
    });
    expect(
      msg(await admin.req('POST', '/api/sys-dict-info/create', { dictCode: 'car_color', dictName: 'x' })),
    ).toBe('字典编码已存在');
    const items = await admin.data<{ itemValue: string }[]>('PUT', `/api/sys-dict-info/items/${type.id}`, {
      items: [
        { itemValue: 'yellow', itemLabel: '黄色' },
        { itemValue: 'blue', itemLabel: '蓝色', enabled: false },
      ],
    });
    expect(items.map((i) => i.itemValue)).toEqual(['yellow', 'blue']);
    expect(
      msg(
        await admin.req('PUT', `/api/sys-dict-info/items/${type.id}`, {
          items: [
            { itemValue: 'a', itemLabel: 'A' },
            { itemValue: 'a', itemLabel: 'B' },
          ],
        }),
      ),
    ).toBe('字典项值重复');
    expect(await admin.data('GET', '/api/sys-dict-info/code/car_color')).toEqual([
      { value: 'yellow', label: '黄色' },
    ]);
  });
});
