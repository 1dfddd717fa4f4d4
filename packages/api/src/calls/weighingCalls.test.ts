import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../client/apiClient';
import { serverMessage } from './serverMessage';
import {
  WEIGH_FLAVOURS,
  createRegistry,
  findRegistry,
  registryBase,
  runGateAction,
  updateRegistry,
  weighSave,
} from './weighingCalls';

type Answer = { status: number; data: unknown };

function fake(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const a = answer(config);
    return Promise.resolve({ data: a.data, status: a.status, statusText: '', headers: {}, config });
  };
  apiClient.http.defaults.adapter = adapter;
  return seen;
}
const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, success: true, msg: '', data } });

afterEach(() => {
  delete apiClient.http.defaults.adapter;
});

describe('registryBase', () => {
  it.each([
    ['pu', '/purorder/pu-registry'],
    ['pt', '/pt/pt-registry'],
    ['sa', '/sale/sa-registry'],
    ['st', '/st/st-registry'],
    ['pr', '/product/pr-registry'],
    ['al', '/allot/al-registry'],
    ['tr', '/transfer/tr-registry'],
  ] as const)('%s → %s', (f, base) => {
    expect(registryBase(f)).toBe(base);
  });

  it('knows the seven flavours', () => {
    expect(WEIGH_FLAVOURS).toHaveLength(7);
  });
});

describe('weighing calls', () => {
  it('finds by plate or card through /measure/weigh/findRegistry', async () => {
    const seen = fake(() => ok({ registry: { id: 'r1' }, weighRecord: null, nextWeigh: 'gross' }));
    const found = await findRegistry({ plateNumber: '蒙K12345' });
    expect(found.nextWeigh).toBe('gross');
    expect(seen[0].url).toBe('/measure/weigh/findRegistry');
    expect(JSON.parse(String(seen[0].data))).toEqual({ plateNumber: '蒙K12345' });
  });

  it('weighsaves the registry and scale only', async () => {
    const seen = fake(() => ok({ step: 'first', weighed: 'gross' }));
    await weighSave({ registryId: 'r1', scaleId: 's1' });
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('/measure/weigh/weighsave');
    expect(JSON.parse(String(seen[0].data))).toEqual({ registryId: 'r1', scaleId: 's1' });
  });

  it('keeps a refusal for the screen', async () => {
    fake(() => ({
      status: 400,
      data: { code: 400, success: false, msg: '地磅未稳定或离线，请稍后再称', data: null },
    }));
    const failure = await weighSave({ registryId: 'r1', scaleId: 's1' }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('地磅未稳定或离线，请稍后再称');
  });

  it('creates and updates a registry through the flavour route', async () => {
    const seen = fake(() => ok({ id: 'r1' }));
    await createRegistry('sa', { plateNumber: '蒙K1' });
    await updateRegistry('pu', { id: 'r1', version: 2, remark: 'x' });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /sale/sa-registry/createsa',
      'put /purorder/pu-registry/updatepu',
    ]);
  });

  it('lets one truck in and out at the gate with {id}; a refusal keeps the server message', async () => {
    const seen = fake((c) =>
      c.url?.endsWith('/hisRelease')
        ? { status: 400, data: { code: 400, success: false, msg: '车辆正在过磅，请完成二次过磅后出厂', data: null } }
        : ok({ id: 'r1', status: 'entered' }),
    );
    const row = await runGateAction('/purorder/pu-registry/', 'entrance', 'r1');
    expect(row.status).toBe('entered');
    const failure = await runGateAction('/purorder/pu-registry', 'hisRelease', 'r1').catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('车辆正在过磅，请完成二次过磅后出厂');
    expect(seen.map((c) => `${c.method} ${c.url} ${String(c.data)}`)).toEqual([
      'post /purorder/pu-registry/entrance {"id":"r1"}',
      'post /purorder/pu-registry/hisRelease {"id":"r1"}',
    ]);
  });
});
