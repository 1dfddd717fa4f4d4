// 流程办理 (/api/flowable/operator/…) and 动态报表 runs. Refusals (400, 404, 409) are left to the
// screen, which shows the server's own message.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, FlowAction, FlowConfigOption, FlowInstance, FlowScope, PageData, ReportDataset, ReportRun } from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;
const BASE = '/flowable/operator';

export async function fetchFlowConfigs(): Promise<FlowConfigOption[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<FlowConfigOption[]>>(`${BASE}/configs`));
}
/** POST getInfo {scope, limit}: 待办 (todo), 我发起的 (mine), 已办 (done), 全部 (all, admins). */
export async function listFlows(scope: FlowScope, limit: { pn: number; ps: number }): Promise<PageData<FlowInstance>> {
  return unwrap(await apiClient.http.post<ApiEnvelope<PageData<FlowInstance>>>(`${BASE}/getInfo`, { scope, limit }, { listCall: true }));
}
export async function initiateFlow(body: { configId: string; businessKey: string; title?: string | null }): Promise<FlowInstance> {
  return unwrap(await apiClient.http.post<ApiEnvelope<FlowInstance>>(`${BASE}/initiate`, body, { handledStatuses: HANDLED }));
}
export async function approveFlow(body: { id: string; action: 'approve' | 'reject'; comment?: string | null; version?: number }): Promise<FlowInstance> {
  return unwrap(await apiClient.http.post<ApiEnvelope<FlowInstance>>(`${BASE}/approval`, body, { handledStatuses: HANDLED }));
}
export async function fetchFlowSchedule(id: string): Promise<{ instance: FlowInstance; actions: FlowAction[] }> {
  return unwrap(await apiClient.http.get<ApiEnvelope<{ instance: FlowInstance; actions: FlowAction[] }>>(`${BASE}/schedule/${encodeURIComponent(id)}`, { handledStatuses: HANDLED }));
}
export async function revokeFlow(id: string): Promise<FlowInstance> {
  return unwrap(await apiClient.http.post<ApiEnvelope<FlowInstance>>(`${BASE}/revoke/${encodeURIComponent(id)}`, undefined, { handledStatuses: HANDLED }));
}

export async function fetchReportDatasets(): Promise<ReportDataset[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ReportDataset[]>>('/report/datasets'));
}
export async function runTemplateReport(id: string, range: { startDate: string; endDate: string }): Promise<ReportRun> {
  return unwrap(await apiClient.http.post<ApiEnvelope<ReportRun>>(`/report/template-report/run/${encodeURIComponent(id)}`, range, { handledStatuses: HANDLED }));
}
