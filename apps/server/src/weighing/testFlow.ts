import { expect } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import type { TestApp } from '../test-utils/testApp';
import { crudClient, type CrudClient } from '../crud/testKit';

/** Shared set-up of the weighing tests: a client, the company's scale and a settable fake reading. */
export interface WeighKit {
  c: CrudClient;
  scaleId: string;
  /** the next stable reading of the scale (kg string), or null for unstable/offline */
  reading: { kg: string | null };
  inFactory: string[];
  /** the `data` of a 200 answer, or throws with the answer */
  ok<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T>;
  /** the `msg` of a refused call, checking its status */
  refused(status: number, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<string>;
}

const SHARED = new WeakMap<TestApp, { reading: { kg: string | null }; inFactory: string[] }>();

let plateSeq = 0;
/** A fresh plate no demo row uses (蒙Z + 5 digits). */
export const freshPlate = (): string => `蒙Z${String(10000 + ++plateSeq * 7 + Math.floor(Math.random() * 5)).slice(-5)}`;

export async function weighKit(t: TestApp, token: string, orgId: string = DEMO_IDS.org1): Promise<WeighKit> {
  const c = crudClient(t, token);
  const scale = await t.db.selectFrom('scale').select('id').where('org_id', '=', orgId).executeTakeFirstOrThrow();
  // one fake indicator and one hook record per app: every kit of the app (another user, company) shares them
  let shared = SHARED.get(t);
  if (!shared) {
    const fresh = { reading: { kg: null as string | null }, inFactory: [] as string[] };
    t.app.scales.takeStableWeight = (scaleId: string) =>
      fresh.reading.kg === null ? null : { scaleId, weight: fresh.reading.kg, at: t.clock.now() };
    t.app.inFactoryChanged = (org: string) => fresh.inFactory.push(org);
    SHARED.set(t, fresh);
    shared = fresh;
  }
  const { reading, inFactory } = shared;
  return {
    c,
    scaleId: scale.id,
    reading,
    inFactory,
    async ok(method, url, body) {
      const res = await c.req(method, `/api${url}`, body);
      if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
      return res.json<{ data: never }>().data;
    },
    async refused(status, method, url, body) {
      const res = await c.req(method, `/api${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ msg: string }>().msg;
    },
  };
}

/** An audited purchase notice valid today with one line of `planned` tonnes; returns its ids. */
export async function auditedNotice(k: WeighKit, planned = '100', maxLimit = '40', invName = '原煤') {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const n = await k.ok<{ id: string; pu_notice_sub: { id: string }[] }>('POST', '/purorder/pu_notice/create', {
    billNo: `TZT${Date.now()}${Math.floor(Math.random() * 1000)}`,
    noticeDate: today,
    partnerName: '测试供应商',
    validFrom: today,
    validTo: later,
    maxLimit,
    pu_notice_sub: [{ invName, plannedQuantity: planned }],
  });
  await k.ok('POST', '/purorder/pu_notice/audit', { ids: [n.id] });
  return { noticeId: n.id, subId: n.pu_notice_sub[0].id };
}
