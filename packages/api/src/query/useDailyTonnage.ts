import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchDailyTonnage } from '../calls/homeCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { DailyTonnage } from '../wire';

/** Purchase and sale tonnage of the last 7 days (GET /index/getDetail). */
export function useDailyTonnage(): UseQueryResult<DailyTonnage[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({ queryKey: queryKeys.dailyTonnage(orgId), queryFn: fetchDailyTonnage, enabled: signedIn && orgId !== '' });
}
