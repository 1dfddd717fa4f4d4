import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, SysLogDetail, SysLogEntry } from '../wire';
import { unwrap } from './unwrap';

/** POST /sys-log/getSysLog {bizKey}: the operation log of one record. */
export async function fetchSysLog(bizKey: string): Promise<SysLogEntry[]> {
  return unwrap(await apiClient.http.post<ApiEnvelope<SysLogEntry[]>>('/sys-log/getSysLog', { bizKey }, { handledStatuses: [400, 404] }));
}

/** POST /sys-log/getSysLogData {id}: the request behind one log entry. */
export async function fetchSysLogData(id: string): Promise<SysLogDetail> {
  return unwrap(await apiClient.http.post<ApiEnvelope<SysLogDetail>>('/sys-log/getSysLogData', { id }, { handledStatuses: [400, 404] }));
}
