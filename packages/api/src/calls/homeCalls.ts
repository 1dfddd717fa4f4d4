// Company home page calls (/index/*).
import { apiClient } from '../client/apiClient';
import type { AgencyItem, ApiEnvelope, DailyTonnage, HomeCounts, PageData, PageLimit, VehicleRow, WarnItem } from '../wire';
import { unwrap } from './unwrap';

export async function fetchHomeCounts(): Promise<HomeCounts> {
  return unwrap(await apiClient.http.get<ApiEnvelope<HomeCounts>>('/index/getCount'));
}

export async function fetchAgency(): Promise<AgencyItem[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<AgencyItem[]>>('/index/getAgency'));
}

export async function fetchWarn(): Promise<WarnItem[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<WarnItem[]>>('/index/getWarn'));
}

export async function fetchDailyTonnage(): Promise<DailyTonnage[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<DailyTonnage[]>>('/index/getDetail'));
}

export async function fetchVehicleTable(limit: PageLimit): Promise<PageData<VehicleRow>> {
  return unwrap(await apiClient.http.post<ApiEnvelope<PageData<VehicleRow>>>('/index/getVehicleTable', { limit }, { listCall: true }));
}
