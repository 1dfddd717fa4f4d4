import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchScales } from '../calls/weighingCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { ScaleInfo } from '../wire';

/** The company's scale indicators (GET /scale/list), by code. */
export function useScales(): UseQueryResult<ScaleInfo[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({
    queryKey: queryKeys.scales(orgId),
    queryFn: fetchScales,
    enabled: signedIn && orgId !== '',
    staleTime: 60_000,
  });
}
