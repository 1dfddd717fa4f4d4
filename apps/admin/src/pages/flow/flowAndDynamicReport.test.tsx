import '@wb/ui/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as WbApi from '@wb/api';
import { ApiError, sessionStore, type FlowInstance } from '@wb/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  listFlows: vi.fn(),
  fetchFlowConfigs: vi.fn(),
  approveFlow: vi.fn(),
  fetchFlowSchedule: vi.fn(),
  revokeFlow: vi.fn(),
  initiateFlow: vi.fn(),
  listRecords: vi.fn(),
  runTemplateReport: vi.fn(),
}));
vi.mock('@wb/api', async (importOriginal) => ({ ...(await importOriginal<typeof WbApi>()), ...api }));
vi.setConfig({ testTimeout: 45_000 });

const { AppProviders } = await import('@wb/ui');
const { FlowOperatorPage } = await import('./FlowOperatorPage');
const { DynamicReportPage } = await import('../report/DynamicReportPage');
const { runToCsv } = await import('../report/reportCsv');

const item = (title: string) => ({
  id: 'm1', title, path: '/x/index', urlPath: null, component: null, icon: null, query: null, uuid: 'u',
  keepAlive: true, menuParentId: null, ownMenu: false, iusual: true, isApp: false, isAuth: false, buttonUrls: null, children: [],
});
const flow: FlowInstance = {
  id: 'f1', configId: 'c1', flowName: '结算审批', businessType: '结算单', businessKey: 'JS-1', title: '结算单 JS-1', status: 'pending', statusName: '审批中',
  stepIndex: 0, currentStepName: '主管审批', steps: [{ stepNo: 1, stepName: '主管审批', approverRole: null, approverUsername: 'admin' }, { stepNo: 2, stepName: '计量复核', approverRole: 'weigh_operator', approverUsername: null }],
  initiatorName: '管理员', createDate: '2026-11-22T00:00:00.000Z', updateDate: '', finishDate: null, version: 1, canApprove: true, canRevoke: true,
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  sessionStore.getState().setUserInfo({
    user: 'u1', username: 'admin', realName: '管理员', avatar: null, currentOrg: 'o1', currentOrgName: '公司', currentGroup: 'g1',
    currentGroupName: '集团', orgs: [], admin: true, permissions: [], roles: ['admin'],
  });
});
afterEach(cleanup);

const wrap = (ui: React.ReactNode) => render(<AppProviders basename="/">{ui}</AppProviders>);

describe('流程办理', () => {
  it('rejecting without a comment shows the server’s message and keeps the dialog; the progress drawer lists the record', async () => {
    api.listFlows.mockResolvedValue({ list: [flow], total: 1 });
    api.fetchFlowConfigs.mockResolvedValue([]);
    api.approveFlow.mockRejectedValueOnce(new ApiError('x', 400, { msg: '驳回时请填写审批意见' })).mockResolvedValue({ ...flow, status: 'rejected' });
    api.fetchFlowSchedule.mockResolvedValue({
      instance: flow,
      actions: [{ stepIndex: 0, stepName: '发起', action: 'initiate', actorName: '管理员', comment: null, time: '2026-11-22T00:00:00.000Z' }],
    });
    wrap(<FlowOperatorPage item={item('流程办理')} />);
    expect(await screen.findByText('结算单 JS-1')).toBeTruthy();
    expect(api.listFlows).toHaveBeenCalledWith('todo', { pn: 1, ps: 10 });
    fireEvent.click(screen.getByRole('button', { name: /审批/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳回/ }));
    expect((await screen.findByTestId('flow-error')).textContent).toContain('驳回时请填写审批意见');
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '金额有误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳回/ }));
    await waitFor(() => expect(api.approveFlow).toHaveBeenLastCalledWith({ id: 'f1', action: 'reject', comment: '金额有误', version: 1 }));

    fireEvent.click(screen.getByRole('button', { name: /进度/ }));
    expect((await screen.findByTestId('flow-actions')).textContent).toContain('2026-11-22 08:00:00 管理员 发起');
  });
});

describe('动态报表', () => {
  it('runs the chosen definition and exports what it shows', async () => {
    api.listRecords.mockResolvedValue({ list: [{ id: 'r1', reportName: '过磅物料汇总', enabled: true }], total: 1 });
    api.runTemplateReport.mockResolvedValue({
      reportName: '过磅物料汇总', datasetLabel: '过磅记录', grouped: true, truncated: false,
      columns: [{ key: 'materialName', label: '物料', kind: 'text' }, { key: '__count', label: '笔数', kind: 'count' }, { key: 'net', label: '净重(吨)合计', kind: 'number' }],
      rows: [{ materialName: '原煤', __count: 2, net: '50.003' }],
    });
    wrap(<DynamicReportPage item={item('动态报表')} />);
    await waitFor(() => expect(api.listRecords).toHaveBeenCalledWith('/report/template_report', { search: [], limit: { pn: 1, ps: 100 } }));
    fireEvent.click(screen.getByRole('button', { name: /运行/ }));
    expect(api.runTemplateReport).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(screen.getByTestId('report-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('过磅物料汇总'));
    fireEvent.click(screen.getByRole('button', { name: /运行/ }));
    expect((await screen.findByTestId('report-result')).textContent).toContain('50.003');
    expect(api.runTemplateReport.mock.calls[0][0]).toBe('r1');
  });

  it('exports CSV with a BOM, the labels and formula-safe cells', () => {
    const csv = runToCsv({
      reportName: 'x', datasetLabel: '', grouped: false, truncated: false,
      columns: [{ key: 'a', label: '物料', kind: 'text' }, { key: 'n', label: '净重', kind: 'number' }],
      rows: [{ a: '=cmd', n: '-1.500' }, { a: '焦炭, 一级', n: null }],
    });
    expect(csv).toBe('\uFEFF物料,净重\r\n\'=cmd,-1.500\r\n"焦炭, 一级",\r\n');
  });
});
