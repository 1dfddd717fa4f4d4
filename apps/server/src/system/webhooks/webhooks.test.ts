import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_MSG } from '../../crud/service';
import { crudClient, type CrudClient } from '../../crud/testKit';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { loadConfig } from '../../config';
import { startBackgroundRunner } from '../backgroundRunner';
import { MAX_ATTEMPTS, deliverDueWebhooks } from './deliveryWorker';
import { emitEvent } from './events';
import { WEBHOOK_MSG } from './service';
import { GUARD_MSG, type GuardOptions } from './ssrfGuard';

type Hook = {
  id: string;
  version: number;
  secret?: string;
  secretHint: string;
  url: string;
  events: string[];
};
type Delivery = {
  id: string;
  status: string;
  attempt: number;
  responseCode: number | null;
  error: string | null;
  event: string;
};

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 whose answer each test sets. */
let receiver: http.Server;
let port = 0;
const received: Received[] = [];
let answer: (res: http.ServerResponse) => void = (res) => res.end('ok');

/** DNS as the tests want it: no lookup ever leaves the process. */
const dns: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'] };
const guard: GuardOptions = {
  resolve: async (host) => {
    const list = dns[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
  allowAddress: (address) => address === '127.0.0.1',
};

let t: TestApp;
let admin: CrudClient;
let operator: CrudClient;
const B = '/api/sys/webhook';
const START = new Date('2026-11-22T02:00:00Z');
const deliver = (timeoutMs?: number) => deliverDueWebhooks({ ctx: t.app.ctx, guard, timeoutMs });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  t = await createTestApp({ netGuard: guard });
  t.clock.set(START);
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const hook = (patch: Record<string, unknown> = {}) => ({
  webhookName: '地磅数据推送',
  url: `http://127.0.0.1:${port}/hook`,
  events: ['weigh.created', 'record.changed'],
  ...patch,
});
const deliveries = (body: Record<string, unknown> = {}) =>
  admin.data<{ list: Delivery[]; total: number }>('POST', `${B}/deliveries`, body);

describe('background runner switch', () => {
  it('runs in a server by default, never in tests, and BACKGROUND_JOBS=off turns it off', () => {
    expect(loadConfig({}).backgroundJobs).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', CLIENT_SECRET: 'f3a9c1d7e5b2a8c4d6e0f1a2' }).backgroundJobs,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).backgroundJobs).toBe(false);
    expect(loadConfig({ BACKGROUND_JOBS: 'off' }).backgroundJobs).toBe(false);
  });
});

describe('webhook records', () => {
  it('lists the fixed events', async () => {
    const events = await admin.data<{ event: string; name: string }[]>('GET', `${B}/events`);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['weigh.created', 'registry.entrance', 'registry.exit', 'record.changed']),
    );
    expect(events.every((e) => /[\u4e00-\u9fa5]/.test(e.name))).toBe(true);
  });

  it.each([
    // 127.0.0.1 itself is on the test allow-list (the receiver); its neighbours are not
    ['http://127.2/', GUARD_MSG.blocked],
    ['http://0177.0.0.2/', GUARD_MSG.blocked],
    ['http://[::ffff:127.0.0.1]/', GUARD_MSG.blocked],
    ['http://169.254.169.254/latest', GUARD_MSG.blocked],
    ['http://2130706434/', GUARD_MSG.blocked],
    ['http://0x7f000002/', GUARD_MSG.blocked],
    ['http://[::1]:8080/', GUARD_MSG.blocked],
    ['ftp://hooks.example.com/', GUARD_MSG.protocol],
    ['http://u:p@hooks.example.com/', GUARD_MSG.credentials],
    ['http://nowhere.example.com/', GUARD_MSG.unresolvable],
  ])('refuses the target %s at save time', async (url, message) => {
    dns['internal.example.com'] = ['10.1.1.1'];
    const res = await admin.req('POST', `${B}/create`, hook({ url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
  });

  it('refuses a name that resolves to a private address, unknown events and no events', async () => {
    dns['internal.example.com'] = ['93.184.216.34', '10.1.1.1'];
    const res = await admin.req('POST', `${B}/create`, hook({ url: 'https://internal.example.com/x' }));
    expect(res.json().msg).toContain(GUARD_MSG.resolvedBlocked);
    expect((await admin.req('POST', `${B}/create`, hook({ events: ['weigh.deleted'] }))).json().msg).toBe(
      '订阅事件不在可选范围内：weigh.deleted',
    );
    expect((await admin.req('POST', `${B}/create`, hook({ events: [] }))).json().msg).toBe(
      '请至少选择一个订阅事件',
    );
    expect((await operator.req('POST', `${B}/create`, hook())).statusCode).toBe(403);
  });

  it('shows the secret once, on create', async () => {
    const created = await admin.data<Hook>('POST', `${B}/create`, hook({ webhookName: '一次性密钥' }));
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(created.secretHint).toBe(`whsec_…${created.secret!.slice(-4)}`);
    const detail = await admin.data<Hook>('GET', `${B}/detail/${created.id}`);
    expect(detail).not.toHaveProperty('secret');
    const listed = await admin.data<{ list: Hook[] }>('POST', `${B}/list`, { keyword: '一次性' });
    expect(JSON.stringify(listed)).not.toContain(created.secret!);
    const logs = await t.db
      .selectFrom('sys_operation_log')
      .select('after')
      .where('entity_id', '=', created.id)
      .execute();
    expect(JSON.stringify(logs)).not.toContain(created.secret!);
    const stale = await admin.req('PUT', `${B}/update`, { id: created.id, version: 0, webhookName: 'x' });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, CRUD_MSG.conflict]);
    await admin.data('DELETE', `${B}/delete/${created.id}`);
  });
});

describe('delivery', () => {
  let main: Hook;
  beforeAll(async () => {
    main = await admin.data<Hook>('POST', `${B}/create`, hook());
  });

  it("queues in the caller's transaction: a rolled-back change sends nothing", async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        expect(await emitEvent(trx, DEMO_IDS.org1, 'weigh.created', { billNo: 'ROLLED' }, START)).toBe(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await emitEvent(t.db, DEMO_IDS.org1, 'registry.exit', { billNo: 'X' }, START)).toBe(0); // not subscribed
    expect(await emitEvent(t.db, DEMO_IDS.org2, 'weigh.created', { billNo: 'X' }, START)).toBe(0); // other company
    expect((await deliveries()).total).toBe(0);
  });

  it('POSTs the event signed with HMAC-SHA256(secret, timestamp.body)', async () => {
    received.length = 0;
    await emitEvent(
      t.db,
      DEMO_IDS.org1,
      'weigh.created',
      { billNo: 'BDPU202611220001', net: '35.500' },
      START,
    );
    const outcomes = await deliver();
    expect(outcomes).toMatchObject([{ status: 'success', attempt: 1, responseCode: 200 }]);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    const secret = (
      await t.db
        .selectFrom('sys_webhook')
        .select('secret')
        .where('id', '=', main.id)
        .executeTakeFirstOrThrow()
    ).secret;
    const ts = String(headers['x-webhook-timestamp']);
    expect(ts).toBe(String(START.getTime() / 1000));
    expect(headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`,
    );
    expect(headers['x-webhook-event']).toBe('weigh.created');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(body)).toMatchObject({
      id: outcomes[0].id,
      event: 'weigh.created',
      data: { billNo: 'BDPU202611220001', net: '35.500' },
    });
    expect(await deliver()).toEqual([]); // sent once
  });

  it('announces record-engine changes as record.changed', async () => {
    received.length = 0;
    const vehicle = await admin.data<{ id: string }>('POST', '/api/basic/vehicle/create', {
      plateNumber: '蒙K·W1234',
    });
    await deliver();
    expect(received.map((r) => JSON.parse(r.body).data)).toMatchObject([
      { entity: 'vehicle', action: 'create', id: vehicle.id, after: { plateNumber: '蒙K·W1234' } },
    ]);
  });

  it("is sent by the background runner's pass, beside the due jobs", async () => {
    received.length = 0;
    await emitEvent(t.db, DEMO_IDS.org1, 'weigh.created', { billNo: 'LOOP' }, t.clock.now());
    const job = await t.db
      .insertInto('sys_job')
      .values({
        org_id: DEMO_IDS.org1,
        group_id: DEMO_IDS.group,
        job_name: '日过磅汇总',
        handler: 'weigh.dailySummary',
        cron: '0 0 * * *',
        params: '{}',
        status: 'running',
        next_run_at: t.clock.now(),
        created_by: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runner = startBackgroundRunner(t.app.ctx, t.app.log, 60_000);
    await runner.tick();
    await runner.stop();
    expect(received.map((r) => JSON.parse(r.body).data.billNo)).toEqual(['LOOP']);
    const runs = await t.db.selectFrom('sys_job_run').select('status').where('job_id', '=', job.id).execute();
    expect(runs).toEqual([{ status: 'success' }]);
    await t.db.deleteFrom('sys_job').where('id', '=', job.id).execute();
  });

  it('treats a redirect as a failure and backs off 1 min, 5 min, 30 min, 2 h, 12 h, then fails', async () => {
    answer = (res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      res.end('moved'.repeat(1000));
    };
    received.length = 0;
    await emitEvent(t.db, DEMO_IDS.org1, 'weigh.created', { billNo: 'RETRY' }, t.clock.now());
    const waits: number[] = [];
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const [o] = await deliver();
      expect(o).toMatchObject({ attempt: i, responseCode: 302 });
      expect(o.error).toContain('重定向');
      const row = await t.db
        .selectFrom('sys_webhook_delivery')
        .selectAll()
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(row.response_excerpt?.length).toBeLessThanOrEqual(500);
      if (i < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        waits.push(row.next_attempt_at!.getTime() - t.clock.now().getTime());
        expect(await deliver()).toEqual([]); // not before its time
        t.clock.set(row.next_attempt_at!);
      } else {
        expect([row.status, row.next_attempt_at]).toEqual(['failed', null]);
      }
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(received).toHaveLength(MAX_ATTEMPTS); // the redirect was never followed
    answer = (res) => res.end('ok');
    // the clock moved on 15 hours: the access token of the morning has expired
    admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    answer = () => undefined; // never answers
    await emitEvent(t.db, DEMO_IDS.org1, 'weigh.created', { billNo: 'SLOW' }, t.clock.now());
    const [o] = await deliver(300);
    expect(o).toMatchObject({ status: 'pending', responseCode: null });
    expect(o.error).toContain('请求超时');
    receiver.closeAllConnections();
    answer = (res) => res.end('ok');
  });

  it('checks the target again at send time (DNS may have changed) and never connects to a refused address', async () => {
    dns['hooks.example.com'] = ['93.184.216.34'];
    const remote = await admin.data<Hook>(
      'POST',
      `${B}/create`,
      hook({ webhookName: '远程', url: 'https://hooks.example.com/in', events: ['registry.entrance'] }),
    );
    dns['hooks.example.com'] = ['127.0.0.2'];
    received.length = 0;
    await emitEvent(t.db, DEMO_IDS.org1, 'registry.entrance', { plate: '蒙K·A0001' }, t.clock.now());
    const [o] = await deliver();
    expect(o.status).toBe('pending');
    expect(o.error).toContain(GUARD_MSG.resolvedBlocked);
    expect(received).toHaveLength(0);
    await admin.data('POST', `${B}/disable`, { ids: [remote.id] });
  });

  it('logs deliveries with search, redelivers, and stops for a disabled webhook', async () => {
    const failed = await deliveries({ status: 'failed' });
    expect(failed.list.map((d) => d.event)).toEqual(['weigh.created']);
    expect((await deliveries({ keyword: '重定向' })).total).toBeGreaterThanOrEqual(1);
    const again = await admin.data<{ id: string }>('POST', `${B}/redeliver/${failed.list[0].id}`);
    received.length = 0;
    const sent = await deliver();
    expect(sent.find((o) => o.id === again.id)).toMatchObject({ status: 'success' });
    expect(JSON.parse(received.find((r) => r.headers['x-webhook-delivery'] === again.id)!.body).data).toEqual(
      { billNo: 'RETRY' },
    );

    await admin.data('POST', `${B}/disable`, { ids: [main.id] });
    expect(await emitEvent(t.db, DEMO_IDS.org1, 'weigh.created', {}, t.clock.now())).toBe(0);
    const refused = await admin.req('POST', `${B}/redeliver/${failed.list[0].id}`);
    expect([refused.statusCode, refused.json().msg]).toEqual([400, WEBHOOK_MSG.disabled]);
  });

  it("keeps another company's webhooks and deliveries out of reach", async () => {
    const other = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
    await other.data('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`);
    expect((await other.data<{ total: number }>('POST', `${B}/list`, {})).total).toBe(0);
    expect((await other.data<{ total: number }>('POST', `${B}/deliveries`, {})).total).toBe(0);
    const detail = await other.req('GET', `${B}/detail/${main.id}`);
    expect([detail.statusCode, detail.json().msg]).toEqual([404, '资源不存在']);
    const [anyDelivery] = (await deliveries()).list;
    expect((await other.req('POST', `${B}/redeliver/${anyDelivery.id}`)).statusCode).toBe(404);
    expect((await other.req('POST', `${B}/enable`, { ids: [main.id] })).statusCode).toBe(404);
  });
});
