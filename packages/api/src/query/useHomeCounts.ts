import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchHomeCounts } from '../calls/homeCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { HomeCounts } from '../wire';

/** Today’s figures of the current company (GET /index/getCount), refreshed every 30 s. */
export function useHomeCounts(): UseQueryResult<HomeCounts> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({ queryKey: queryKeys.homeCounts(orgId), queryFn: fetchHomeCounts, enabled: signedIn && orgId !== '', refetchInterval: 30_000 });
}
