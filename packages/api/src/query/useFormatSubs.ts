import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchFormatSubs } from '../calls/templateCalls';
import { queryKeys } from './queryKeys';
import type { FormatView } from '../wire';

/** A format template by id (GET /optimus_prime/cg-format/type/subs/:id); null when it does not exist. */
export function useFormatSubs(id: string | null | undefined): UseQueryResult<FormatView | null> {
  return useQuery({
    queryKey: queryKeys.formatSubs(id ?? ''),
    queryFn: () => fetchFormatSubs(id ?? ''),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
