import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEMO_IDS } from '../seed/seed';
import { stableId } from '../seed/stableId';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { startSimulator, type Simulator } from './sim/simServer';

let t: TestApp;
let admin: string;
let adminB: string;
let operator: string;
const demoA = stableId('scale', 'NMSF01-DB01');
const demoB = stableId('scale', 'NMSF02-DB01');

const req = (token: string, method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });

const valid = { code: 'DB09', name: '9号地磅', protocol: 'toledo', host: '192.168.1.50', port: 4001 };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  adminB = (await t.login('admin', 'Admin@123456')).access_token;
  expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, adminB)).statusCode).toBe(200);
  operator = (await t.login('operator', 'Operator@123')).access_token;
});
afterAll(() => t.close());

describe('scale routes', () => {
  it('lists the organisation’s own scales (the seeded demo scale), and the protocols', async () => {
    const list = await req(admin, 'GET', '/api/scale/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: demoA,
        code: 'DB01',
        protocol: 'yaohua-tf0',
        host: '127.0.0.1',
        port: 4001,
        enabled: true,
        stabilityToleranceKg: '20.000',
      }),
    ]);
    const protocols = (await req(operator, 'GET', '/api/scale/protocols')).json().data;
    expect(protocols.map((p: { value: string }) => p.value)).toEqual([
      'yaohua-tf0',
      'yaohua-reversed',
      'xk3190-a12e',
      'toledo',
      'toledo-checksum',
    ]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no code', { ...valid, code: ' ' }, '仪表编码不能为空！'],
    [
      'code with spaces',
      { ...valid, code: 'DB 1' },
      '仪表编码只能包含字母、数字、下划线和短横线，最多32个字符',
    ],
    ['no name', { ...valid, name: '' }, '仪表名称不能为空！'],
    [
      'unknown protocol',
      { ...valid, protocol: 'modbus' },
      '不支持的通讯协议：modbus（可选：yaohua-tf0、yaohua-reversed、xk3190-a12e、toledo、toledo-checksum）',
    ],
    ['no host', { ...valid, host: '' }, '主机地址不能为空！'],
    [
      'URL as host',
      { ...valid, host: 'http://10.0.0.5' },
      '主机地址必须是 IP 地址或主机名（不含协议、端口和路径）',
    ],
    [
      'host with port',
      { ...valid, host: '10.0.0.5:4001' },
      '主机地址必须是 IP 地址或主机名（不含协议、端口和路径）',
    ],
    [
      'bad dotted host',
      { ...valid, host: '300.1.1.1' },
      '主机地址必须是 IP 地址或主机名（不含协议、端口和路径）',
    ],
    ['port 0', { ...valid, port: 0 }, '端口必须是 1–65535 的整数'],
    ['port 65536', { ...valid, port: 65536 }, '端口必须是 1–65535 的整数'],
    ['port text', { ...valid, port: '40a1' }, '端口必须是 1–65535 的整数'],
    ['no port', { ...valid, port: null }, '端口不能为空！'],
    ['bad transport', { ...valid, transport: 'udp' }, '连接方式只能是 tcp 或 serial'],
    [
      'serial',
      { ...valid, transport: 'serial', device: '/dev/ttyUSB0' },
      '当前服务器未安装串口驱动，仅支持经串口服务器以 TCP 方式接入',
    ],
    [
      'serial bad baud',
      { ...valid, transport: 'serial', device: 'COM3', baud: 1000 },
      '波特率不在可选范围内',
    ],
    ['stability count 0', { ...valid, stabilityCount: 0 }, '稳定判定次数必须是 1–100 的整数'],
    [
      'negative tolerance',
      { ...valid, stabilityToleranceKg: '-1' },
      '稳定允许偏差必须是 0–1000 的数字（最多3位小数），单位千克',
    ],
    ['offline timeout too short', { ...valid, offlineTimeoutMs: 100 }, '离线超时必须是 500–60000 毫秒的整数'],
    ['duplicate code', { ...valid, code: 'DB01' }, '仪表编码已存在'],
  ];
  it.each(bad)('create refuses %s with a Chinese message and stores nothing', async (_name, body, msg) => {
    const res = await req(admin, 'POST', '/api/scale/create', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect((await req(admin, 'GET', '/api/scale/list')).json().data).toHaveLength(1);
  });

  it('create, update with version (409 when stale), delete; each writes an operation-log row', async () => {
    const created = await req(admin, 'POST', '/api/scale/create', { ...valid, host: 'scale-2.plant.local' });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({
      code: 'DB09',
      transport: 'tcp',
      version: 1,
      stabilityCount: 10,
      offlineTimeoutMs: 3000,
    });

    const updated = await req(admin, 'PUT', '/api/scale/update', {
      id: row.id,
      version: 1,
      name: '九号地磅',
      port: 4002,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: '九号地磅',
      port: 4002,
      host: 'scale-2.plant.local',
      version: 2,
    });

    const stale = await req(admin, 'PUT', '/api/scale/update', { id: row.id, version: 1, name: '旧' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    const noVersion = await req(admin, 'PUT', '/api/scale/update', { id: row.id, name: '旧' });
    expect(noVersion.json().msg).toBe('版本号不能为空');
    const badPort = await req(admin, 'PUT', '/api/scale/update', { id: row.id, version: 2, port: 70000 });
    expect(badPort.json().msg).toBe('端口必须是 1–65535 的整数');

    const deleted = await req(admin, 'DELETE', `/api/scale/delete/${row.id}`);
    expect(deleted.json()).toMatchObject({ success: true, data: { count: 1 } });
    expect((await req(admin, 'GET', `/api/scale/detail/${row.id}`)).statusCode).toBe(404);
    // the code is free again once deleted
    const again = await req(admin, 'POST', '/api/scale/create', valid);
    expect(again.statusCode).toBe(200);
    await req(admin, 'DELETE', `/api/scale/delete/${again.json().data.id}`);

    const logs = await t.db
      .selectFrom('sys_operation_log')
      .select(['action', 'path'])
      .where('entity', '=', 'scale')
      .where('entity_id', '=', row.id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(logs.find((l) => l.action === 'update')?.path).toBe('/api/scale/update');
  });

  it('another company’s scale answers 404 资源不存在 and nothing changes', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/scale/detail/${demoB}`, undefined],
      ['PUT', '/api/scale/update', { id: demoB, version: 1, name: '篡改' }],
      ['DELETE', `/api/scale/delete/${demoB}`, undefined],
    ] as const) {
      const res = await req(admin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe('资源不存在');
    }
    const b = (await req(adminB, 'GET', `/api/scale/detail/${demoB}`)).json().data;
    expect(b).toMatchObject({ name: '1号地磅', version: 1 });
    expect(
      (await req(admin, 'GET', '/api/scale/status')).json().data.map((s: { scaleId: string }) => s.scaleId),
    ).toEqual([demoA]);
  });

  it('only admins (or holders of sys:scale:*) change scales; the operator reads', async () => {
    expect((await req(operator, 'POST', '/api/scale/create', valid)).statusCode).toBe(403);
    expect((await req(operator, 'DELETE', `/api/scale/delete/${demoA}`)).statusCode).toBe(403);
    expect((await req(operator, 'GET', '/api/scale/list')).statusCode).toBe(200);
  });

  it('status without readers: every scale offline and not running', async () => {
    expect((await req(operator, 'GET', '/api/scale/status')).json().data).toEqual([
      expect.objectContaining({ scaleId: demoA, running: false, online: false, weight: null, stable: false }),
    ]);
  });
});

describe('readers on (SCALE_READERS=on)', () => {
  let app: TestApp;
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ protocol: 'xk3190-a12e', scenario: 'static', port: 0, intervalMs: 40 });
    app = await createTestApp({ configure: (c) => (c.scaleReaders = true) });
  });
  afterAll(async () => {
    await app.close();
    await sim.close();
  });

  it('a created scale is read at once; its status and takeStableWeight show the server reading; deleting stops it', async () => {
    const token = (await app.login('admin', 'Admin@123456')).access_token;
    const call = (method: InjectOptions['method'], url: string, body?: unknown) =>
      app.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    // the seeded demo scales dial 127.0.0.1:4001 with their own readers; this one dials the simulator
    const created = (
      await call('POST', '/api/scale/create', {
        code: 'SIM',
        name: '模拟地磅',
        protocol: 'xk3190-a12e',
        host: '127.0.0.1',
        port: sim.port,
        stabilityCount: 3,
        stabilityWindowMs: 200,
        offlineTimeoutMs: 1000,
      })
    ).json().data;
    expect(app.app.scales.isRunning(demoA)).toBe(true);
    let status: { scaleId: string; online: boolean; stable: boolean; weight: string | null }[] = [];
    for (let i = 0; i < 50; i++) {
      status = (await call('GET', '/api/scale/status')).json().data;
      if (status.find((s) => s.scaleId === created.id)?.stable) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status.find((s) => s.scaleId === created.id)).toMatchObject({
      online: true,
      stable: true,
      weight: '49260',
      running: true,
      connected: true,
    });
    expect(app.app.scales.takeStableWeight(created.id)).toMatchObject({ weight: '49260' });

    await call('PUT', '/api/scale/update', { id: created.id, version: 1, enabled: false });
    expect(app.app.scales.isRunning(created.id)).toBe(false);
    expect(app.app.scales.takeStableWeight(created.id)).toBeNull();
    await call('PUT', '/api/scale/update', { id: created.id, version: 2, enabled: true });
    expect(app.app.scales.isRunning(created.id)).toBe(true);
    await call('DELETE', `/api/scale/delete/${created.id}`);
    expect(app.app.scales.isRunning(created.id)).toBe(false);
  });
});
