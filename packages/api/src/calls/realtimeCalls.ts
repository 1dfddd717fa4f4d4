// The polling side of the live screens (while the socket is down).
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, InFactoryStats, ScaleStatusRow } from '../wire';
import { unwrap } from './unwrap';

export async function fetchScaleStatus(): Promise<ScaleStatusRow[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ScaleStatusRow[]>>('/scale/status'));
}

export async function fetchInFactory(): Promise<InFactoryStats> {
  return unwrap(await apiClient.http.get<ApiEnvelope<InFactoryStats>>('/index/getInFactory'));
}
