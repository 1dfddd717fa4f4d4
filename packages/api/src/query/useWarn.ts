import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchWarn } from '../calls/homeCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { WarnItem } from '../wire';

/** The current company’s warnings (GET /index/getWarn). */
export function useWarn(): UseQueryResult<WarnItem[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({ queryKey: queryKeys.warn(orgId), queryFn: fetchWarn, enabled: signedIn && orgId !== '' });
}
