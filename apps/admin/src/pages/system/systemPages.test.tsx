import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError, sessionStore, type CodeRule, type SchedulerJob, type Webhook } from '@wb/api';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  listCodeRules: vi.fn(),
  previewCodeNumber: vi.fn(),
  createCodeRule: vi.fn(),
  deleteCodeRules: vi.fn(),
  setCodeRulesEnabled: vi.fn(),
  listJobs: vi.fn(),
  fetchJobHandlers: vi.fn(),
  runJobNow: vi.fn(),
  listJobRuns: vi.fn(),
  setJobsRunning: vi.fn(),
  listWebhooks: vi.fn(),
  fetchWebhookEvents: vi.fn(),
  resetWebhookSecret: vi.fn(),
  listWebhookDeliveries: vi.fn(),
  redeliverWebhook: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));
// whole screens with dialogs and drawers: slow on a loaded 2-core machine
vi.setConfig({ testTimeout: 45_000 });

const { AppProviders } = await import('@wb/ui');
const { CodeRulePage } = await import('./CodeRulePage');
const { HandlerParams, JobPage } = await import('./JobPage');
const { WebhookPage } = await import('./WebhookPage');
const { DEDICATED_PAGES } = await import('../dedicatedPages');

const item = (title: string, path: string) => ({
  id: 'm1', title, path, urlPath: null, component: null, icon: null, query: null, uuid: 'u',
  keepAlive: true, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children: [],
});
const page = <T,>(list: T[]) => ({ list, total: list.length });
const wrap = (ui: React.ReactNode) => render(<AppProviders basename="/">{ui}</AppProviders>);

const rule: CodeRule = {
  id: 'r1', ruleCode: 'PU_REGISTRY', ruleName: '采购登记单号', prefix: 'DJPU', dateFormat: 'yyyyMMdd', seqLength: 4, resetPeriod: 'daily',
  separator: '', remark: null, enabled: true, version: 3, example: 'DJPU202611220001', createDate: '', updateDate: '',
};
const job: SchedulerJob = {
  id: 'j1', jobName: '清理登录日志', handler: 'log.purgeLoginLog', handlerName: '清理登录日志', cron: '0 3 * * *', params: { keepDays: 180 },
  status: 'running', nextRunTime: '2026-11-22T19:00:00.000Z', lastRunTime: null, lastStatus: null, executing: false, remark: null, version: 1, createDate: '', updateDate: '',
};
const hook: Webhook = {
  id: 'w1', webhookName: 'ERP', url: 'https://erp.example.com/hook', events: ['weigh.completed'], secretHint: 'whsec_…abcd', remark: null,
  enabled: true, version: 1, createDate: '', updateDate: '',
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  sessionStore.getState().setUserInfo({
    user: 'u1', username: 'admin', realName: '管理员', avatar: null, currentOrg: 'o1', currentOrgName: '公司', currentGroup: 'g1',
    currentGroupName: '集团', orgs: [], admin: true, permissions: [], roles: ['ADMIN'],
  });
});
afterEach(cleanup);

/** the popconfirm's 确定 (the newest one on the page) */
const confirmPop = async () => {
  const buttons = await screen.findAllByRole('button', { name: '确定' });
  fireEvent.click(buttons[buttons.length - 1]);
};

describe('编码规则', () => {
  it('lists rules, previews the next number and deletes after confirmation', async () => {
    api.listCodeRules.mockResolvedValue(page([rule]));
    api.previewCodeNumber.mockResolvedValue({ number: 'DJPU202611220042', sequence: 42, periodKey: '20261122' });
    api.deleteCodeRules.mockResolvedValue(undefined);
    wrap(<CodeRulePage item={item('编码规则', '/modules/sys/code_rule/index')} />);
    expect(await screen.findByText('采购登记单号')).toBeTruthy();
    expect(screen.getByText('按日重置')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /预览/ }));
    expect((await screen.findByTestId('next-number')).textContent).toBe('DJPU202611220042');
    expect(api.previewCodeNumber).toHaveBeenCalledWith('PU_REGISTRY');
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(api.deleteCodeRules).not.toHaveBeenCalled();
    await confirmPop();
    await waitFor(() => expect(api.deleteCodeRules).toHaveBeenCalledWith(['r1']));
    await waitFor(() => expect(api.listCodeRules).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog open with the server’s validation message', async () => {
    api.listCodeRules.mockResolvedValue(page([]));
    api.createCodeRule.mockRejectedValue(new ApiError('x', 400, { msg: '按日重置时日期格式必须为yyyyMMdd' }));
    wrap(<CodeRulePage item={item('编码规则', '/modules/sys/code_rule/index')} />);
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('规则编码'), { target: { value: 'X_RULE' } });
    fireEvent.change(within(dialog).getByLabelText('规则名称'), { target: { value: '测试' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect((await screen.findByTestId('form-server-error')).textContent).toContain('按日重置时日期格式必须为yyyyMMdd');
    expect(api.createCodeRule).toHaveBeenCalledWith(expect.objectContaining({ ruleCode: 'X_RULE', ruleName: '测试', dateFormat: 'yyyyMMdd', seqLength: 4 }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hides the buttons the caller does not hold', async () => {
    sessionStore.getState().setUserInfo({ ...sessionStore.getState().userInfo!, admin: false });
    api.listCodeRules.mockResolvedValue(page([rule]));
    wrap(<CodeRulePage item={item('编码规则', '/modules/sys/code_rule/index')} />);
    expect(await screen.findByText('采购登记单号')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /预览/ })).toBeTruthy();
  });
});

describe('定时任务', () => {
  it('runs a job now, pauses it, and shows its run history', async () => {
    api.listJobs.mockResolvedValue(page([job]));
    api.fetchJobHandlers.mockResolvedValue([]);
    api.runJobNow.mockResolvedValue({ runId: 'x', jobId: 'j1', status: 'success', message: '删除 12 条登录日志' });
    api.setJobsRunning.mockResolvedValue({ count: 1 });
    api.listJobRuns.mockResolvedValue(page([{ id: 'run1', jobId: 'j1', jobName: '清理登录日志', trigger: 'manual', startTime: '2026-11-22T01:00:00.000Z', finishTime: null, durationMs: 35, status: 'success', message: '删除 12 条登录日志' }]));
    wrap(<JobPage item={item('定时任务', '/modules/sys/quartz_job/index')} />);
    expect(await screen.findByText('0 3 * * *')).toBeTruthy();
    // next run shown on the site's clock: 19:00Z is 03:00 the next day in UTC+8
    expect(screen.getByText('2026-11-23 03:00:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /立即执行/ }));
    await confirmPop();
    await waitFor(() => expect(api.runJobNow).toHaveBeenCalledWith('j1'));
    expect(await screen.findByText('执行成功：删除 12 条登录日志')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /暂停/ }));
    await waitFor(() => expect(api.setJobsRunning).toHaveBeenCalledWith(['j1'], false));
    fireEvent.click(screen.getByRole('button', { name: /^history 记录$/ }));
    expect(await screen.findByText('2026-11-22 09:00:00')).toBeTruthy();
    expect(api.listJobRuns).toHaveBeenCalledWith({ jobId: 'j1', limit: { pn: 1, ps: 20 } });
  });

  it('builds the parameter form from the handler’s schema with its defaults', async () => {
    const handler = {
      key: 'log.purgeLoginLog', name: '清理登录日志', description: '', scope: 'system' as const,
      paramSchema: { type: 'object' as const, additionalProperties: false as const, properties: { keepDays: { type: 'integer' as const, title: '保留天数', minimum: 7, maximum: 3650, default: 180 } } },
    };
    let values: unknown;
    function Probe() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onValuesChange={() => (values = form.getFieldsValue())}>
          <HandlerParams handler={handler} />
          <button type="button" onClick={() => (values = form.getFieldsValue())}>read</button>
        </Form>
      );
    }
    wrap(<Probe />);
    expect(screen.getByLabelText('保留天数（7–3650）')).toBeTruthy();
    fireEvent.click(screen.getByText('read'));
    expect(values).toEqual({ params: { keepDays: 180 } });
  });
});

describe('Webhook', () => {
  beforeEach(() => {
    api.listWebhooks.mockResolvedValue(page([hook]));
    api.fetchWebhookEvents.mockResolvedValue([{ event: 'weigh.completed', name: '过磅完成' }]);
    api.resetWebhookSecret.mockResolvedValue({ id: 'w1', secret: 'whsec_newsecret' });
    api.listWebhookDeliveries.mockResolvedValue(page([{
      id: 'd1', webhookId: 'w1', webhookName: 'ERP', event: 'weigh.completed', payload: {}, attempt: 6, status: 'failed', responseCode: 500,
      responseExcerpt: null, error: '接收方返回 500', nextAttemptTime: null, redeliveryOf: null, createDate: '2026-11-22T00:00:00.000Z', updateDate: '', deliveredTime: null,
    }]));
    api.redeliverWebhook.mockResolvedValue({ id: 'd2' });
  });

  it('shows a reset secret once, with a copy button, and drops it when closed', async () => {
    wrap(<WebhookPage item={item('Webhook', '/modules/sys/webhook/index')} />);
    expect(await screen.findByText('过磅完成')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重置密钥/ }));
    await confirmPop();
    expect(((await screen.findByTestId('webhook-secret')) as HTMLInputElement).value).toBe('whsec_newsecret');
    expect(screen.getByRole('button', { name: /复制/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });

  it('redelivers from the delivery log after confirmation', async () => {
    wrap(<WebhookPage item={item('Webhook', '/modules/sys/webhook/index')} />);
    expect(await screen.findByText('过磅完成')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /投递记录/ })[1]);
    expect(await screen.findByText('失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新投递/ }));
    await confirmPop();
    await waitFor(() => expect(api.redeliverWebhook).toHaveBeenCalledWith('d1'));
    expect(api.listWebhookDeliveries).toHaveBeenCalledWith({ webhookId: 'w1', limit: { pn: 1, ps: 20 } });
  });
});

describe('dedicated pages registry', () => {
  it('maps the system-service and report leaves to their screens', () => {
    expect(DEDICATED_PAGES['/modules/sys/code_rule/index']).toBe(CodeRulePage);
    expect(DEDICATED_PAGES['/modules/sys/quartz_job/index']).toBe(JobPage);
    expect(DEDICATED_PAGES['/modules/sys/webhook/index']).toBe(WebhookPage);
    expect(Object.keys(DEDICATED_PAGES).filter((p) => !p.startsWith('/modules'))).toEqual([
      '/conditional/index', '/Information/index', '/dayConditional/index', '/dayInformation/index', '/factoryvehicle/index',
    ]);
  });
});
