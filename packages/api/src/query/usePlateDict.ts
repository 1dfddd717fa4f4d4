import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchPlateDict } from '../calls/weighingCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { PlateDictEntry } from '../wire';

/** The plate prefixes (GET /basic/plate_dict/findAll); a dictionary changes rarely, so kept 10 minutes. */
export function usePlateDict(): UseQueryResult<PlateDictEntry[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({
    queryKey: queryKeys.plateDict(orgId),
    queryFn: fetchPlateDict,
    enabled: signedIn && orgId !== '',
    staleTime: 600_000,
  });
}
