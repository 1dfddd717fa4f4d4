import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchResourceTemplate } from '../calls/templateCalls';
import { queryKeys } from './queryKeys';
import type { FormatView } from '../wire';

/** A popup (RESOURCE) template by id; null when it does not exist. */
export function useResourceTemplate(id: string | null | undefined): UseQueryResult<FormatView | null> {
  return useQuery({
    queryKey: queryKeys.resourceTemplate(id ?? ''),
    queryFn: () => fetchResourceTemplate(id ?? ''),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
