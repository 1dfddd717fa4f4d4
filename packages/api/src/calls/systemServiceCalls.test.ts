import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../client/apiClient';
import { serverMessage } from './serverMessage';
import {
  createWebhook,
  deleteCodeRules,
  listWebhookDeliveries,
  previewCodeNumber,
  runJobNow,
  setJobsRunning,
  takeCodeNumber,
  updateCodeRule,
} from './systemServiceCalls';

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
const okWith = (data: unknown): Answer => ({
  status: 200,
  data: { code: 0, success: true, msg: '操作成功', data },
});

afterEach(() => {
  delete apiClient.http.defaults.adapter;
});

describe('system service calls', () => {
  it('previews and takes code numbers by rule code', async () => {
    const seen = fake((c) =>
      okWith(
        c.url!.endsWith('preview')
          ? { number: 'CG20261122-0001', sequence: 1, periodKey: '20261122' }
          : { number: 'CG20261122-0001' },
      ),
    );
    expect((await previewCodeNumber('PU_REGISTRY')).number).toBe('CG20261122-0001');
    expect(await takeCodeNumber('PU_REGISTRY')).toBe('CG20261122-0001');
    expect(seen.map((c) => [c.method, c.url, JSON.parse(String(c.data))])).toEqual([
      ['post', '/sys/code-rule/preview', { code: 'PU_REGISTRY' }],
      ['post', '/sys/code-rule/next', { code: 'PU_REGISTRY' }],
    ]);
  });

  it('keeps the 409 message of a stale rule for the screen', async () => {
    fake(() => ({
      status: 409,
      data: { code: 409, success: false, msg: '数据已被他人修改，请刷新后重试', data: null },
    }));
    const failure = await updateCodeRule({ id: 'a', version: 1, ruleName: 'x' }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('数据已被他人修改，请刷新后重试');
  });

  it('deletes one by path and several by body', async () => {
    const seen = fake(() => okWith({ count: 1 }));
    await deleteCodeRules(['a']);
    await deleteCodeRules(['a', 'b']);
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['delete', '/sys/code-rule/delete/a'],
      ['post', '/sys/code-rule/deletes'],
    ]);
  });

  it('pauses, resumes and runs jobs; lists deliveries as a list call', async () => {
    const seen = fake(() => okWith({ list: [], total: 0 }));
    await setJobsRunning(['j'], false);
    await setJobsRunning(['j'], true);
    await runJobNow('j');
    await listWebhookDeliveries({ status: 'failed', limit: { pn: 1, ps: 10 } });
    expect(seen.map((c) => c.url)).toEqual([
      '/sys/quartz-job/pause',
      '/sys/quartz-job/resume',
      '/sys/quartz-job/run/j',
      '/sys/webhook/deliveries',
    ]);
    expect(seen[3].headers.UrlSource ?? seen[3].headers.urlsource).toBe('RES');
  });

  it('answers the one-time secret of a new webhook', async () => {
    fake(() => okWith({ id: 'w', secret: 'whsec_x', secretHint: 'whsec_…x' }));
    const hook = await createWebhook({
      webhookName: '推送',
      url: 'https://hooks.example.com/',
      events: ['weigh.created'],
    });
    expect(hook.secret).toBe('whsec_x');
  });
});
