// Team-shift, daily and in-factory reports (/api/report/…). With a display key the public twins
// (/report/display/…) are called: a wall display has no session, the key names its company.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, DailyReport, ReportInFactoryStats, ReportFilter, ShiftInfo, TeamShiftReport } from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400] as const;
const q = (key?: string) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** POST /report/team-shift (or /report/display/team-shift with the key). */
export async function fetchTeamShiftReport(filter: ReportFilter, key?: string): Promise<TeamShiftReport> {
  const url = key ? '/report/display/team-shift' : '/report/team-shift';
  return unwrap(
    await apiClient.http.post<ApiEnvelope<TeamShiftReport>>(url, key ? { ...filter, key } : filter, { handledStatuses: HANDLED }),
  );
}

/** POST /report/daily (or /report/display/daily with the key). */
export async function fetchDailyReport(filter: ReportFilter, key?: string): Promise<DailyReport> {
  const url = key ? '/report/display/daily' : '/report/daily';
  return unwrap(
    await apiClient.http.post<ApiEnvelope<DailyReport>>(url, key ? { ...filter, key } : filter, { handledStatuses: HANDLED }),
  );
}

/** GET /report/in-factory (or /report/display/in-factory?key=). */
export async function fetchInFactoryStats(key?: string): Promise<ReportInFactoryStats> {
  const url = key ? `/report/display/in-factory${q(key)}` : '/report/in-factory';
  return unwrap(await apiClient.http.get<ApiEnvelope<ReportInFactoryStats>>(url, { handledStatuses: HANDLED }));
}

/** GET /report/materials: the materials weighed (condition page choices). */
export async function fetchReportMaterials(key?: string): Promise<string[]> {
  const url = key ? `/report/display/materials${q(key)}` : '/report/materials';
  return unwrap(await apiClient.http.get<ApiEnvelope<string[]>>(url, { handledStatuses: HANDLED }));
}

/** GET /report/shifts: the configured team shifts (public). */
export async function fetchReportShifts(): Promise<ShiftInfo[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ShiftInfo[]>>('/report/shifts'));
}

/** PUT /report/shifts (administrators): replaces the shifts. */
export async function saveReportShifts(shifts: ShiftInfo[]): Promise<void> {
  await unwrap(await apiClient.http.put<ApiEnvelope<null>>('/report/shifts', { shifts }, { handledStatuses: HANDLED }));
}

/** GET /report/display-key: whether the company has a display key. */
export async function fetchDisplayKeyInfo(): Promise<{ issued: boolean; remark: string | null }> {
  return unwrap(await apiClient.http.get<ApiEnvelope<{ issued: boolean; remark: string | null }>>('/report/display-key'));
}

/** POST /report/display-key/issue: a new display key, shown this once (the old one stops working). */
export async function issueDisplayKey(): Promise<string> {
  return (await unwrap(await apiClient.http.post<ApiEnvelope<{ key: string }>>('/report/display-key/issue'))).key;
}
