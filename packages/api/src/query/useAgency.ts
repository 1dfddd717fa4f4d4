import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchAgency } from '../calls/homeCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { AgencyItem } from '../wire';

/** The current company’s to-dos (GET /index/getAgency). */
export function useAgency(): UseQueryResult<AgencyItem[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({ queryKey: queryKeys.agency(orgId), queryFn: fetchAgency, enabled: signedIn && orgId !== '' });
}
