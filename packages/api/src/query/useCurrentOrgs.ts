import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchCurrentOrgs } from '../calls/systemCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { PageData, UserOrg } from '../wire';

/** The companies the caller may switch to (company dialog page size 100, SPEC.md §9). */
export function useCurrentOrgs(): UseQueryResult<PageData<UserOrg>> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({
    queryKey: queryKeys.currentOrgs(orgId),
    queryFn: () => fetchCurrentOrgs({ limit: { pn: 1, ps: 100 } }),
    enabled: signedIn,
    // After a switch the key changes; keep showing the previous list instead of an empty one.
    placeholderData: keepPreviousData,
  });
}
