import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchGroupLogos } from '../calls/systemCalls';
import { queryKeys } from './queryKeys';

/** The group's main and sub logo (base64); failures resolve to nulls so the default logos show. */
export function useGroupLogos(groupId: string | undefined): UseQueryResult<{ main: string | null; sub: string | null }> {
  return useQuery({
    queryKey: queryKeys.groupLogos(groupId ?? ''),
    queryFn: () => fetchGroupLogos(groupId ?? '').catch(() => ({ main: null, sub: null })),
    enabled: Boolean(groupId),
    staleTime: 10 * 60_000,
  });
}
