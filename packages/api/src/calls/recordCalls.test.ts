import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../client/apiClient';
import { createRecord, exportRecords, listRecords, runStatusAction, updateRecord } from './recordCalls';
import { serverMessage } from './serverMessage';

type Answer = { status: number; data: unknown; headers?: Record<string, string> };

function fake(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const a = answer(config);
    return Promise.resolve({ data: a.data, status: a.status, statusText: '', headers: a.headers ?? {}, config });
  };
  apiClient.http.defaults.adapter = adapter;
  return seen;
}

afterEach(() => {
  delete apiClient.http.defaults.adapter;
  vi.restoreAllMocks();
});

describe('record calls', () => {
  it('lists through {base}/v2/list with the body as given', async () => {
    const seen = fake(() => ({ status: 200, data: { code: 0, success: true, msg: '', data: { list: [{ id: 'a' }], total: 1 } } }));
    const page = await listRecords('/basic/vehicle', { search: [], limit: { pn: 1, ps: 10 } });
    expect(page.total).toBe(1);
    expect(seen[0].url).toBe('/basic/vehicle/v2/list');
    expect(JSON.parse(String(seen[0].data))).toEqual({ search: [], limit: { pn: 1, ps: 10 } });
  });

  it('keeps the server message of a 400 and a 409 for the screen to show', async () => {
    fake(() => ({ status: 409, data: { code: 409, success: false, msg: '数据已被他人修改，请刷新后重试', data: null } }));
    const failure = await updateRecord('/basic/vehicle', { id: 'a', version: 1 }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('数据已被他人修改，请刷新后重试');
    fake(() => ({ status: 400, data: { code: 400, success: false, msg: '车牌号不能为空！', data: null } }));
    const bad = await createRecord('/basic/vehicle', {}).catch((e: unknown) => e);
    expect(serverMessage(bad)).toBe('车牌号不能为空！');
  });

  it('runs a status action through {base}/{code} with the ids (and a reason) and keeps a refusal message', async () => {
    const seen = fake(() => ({ status: 200, data: { code: 0, success: true, msg: '挂失成功', data: { count: 2 } } }));
    expect(await runStatusAction('/basic/ic_card', 'loss', ['a', 'b'])).toEqual({ count: 2 });
    expect(seen[0].url).toBe('/basic/ic_card/loss');
    expect(JSON.parse(String(seen[0].data))).toEqual({ ids: ['a', 'b'] });
    await runStatusAction('/basic/blacklist/', 'unblock', ['a'], '已缴纳违约金');
    expect(seen[1].url).toBe('/basic/blacklist/unblock');
    expect(JSON.parse(String(seen[1].data))).toEqual({ ids: ['a'], reason: '已缴纳违约金' });
    fake(() => ({ status: 400, data: { code: 400, success: false, msg: '只有自由状态的单据才能审核', data: null } }));
    const refused = await runStatusAction('/store/pd_outbound', 'audit', ['a']).catch((e: unknown) => e);
    expect(serverMessage(refused)).toBe('只有自由状态的单据才能审核');
  });

  it('exports as a blob with the query JSON and the file name of the answer', async () => {
    const seen = fake(() => ({
      status: 200,
      data: new Blob(['xlsx']),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E8%BD%A6%E8%BE%86.xlsx" },
    }));
    const out = await exportRecords('/basic/vehicle', { search: [{ key: 'plateNumber', op: 'like', val: '豫' }], sort: [] });
    expect(out.fileName).toBe('车辆.xlsx');
    expect(seen[0].responseType).toBe('blob');
    expect(JSON.parse(String((seen[0].params as { q: string }).q))).toEqual({
      search: [{ key: 'plateNumber', op: 'like', val: '豫' }],
      sort: [],
    });
  });

  it('turns an export error answer (a JSON blob) into its message', async () => {
    fake(() => ({ status: 400, data: new Blob([JSON.stringify({ code: 400, success: false, msg: '查询条件错误', data: null })]) }));
    const failure = await exportRecords('/basic/vehicle', { search: [], sort: [] }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('查询条件错误');
  });
});
