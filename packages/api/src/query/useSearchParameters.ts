import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchSearchParameters } from '../calls/templateCalls';
import type { SearchParameterAnswer } from '../wire';

/** A template's search parameters (defaults of the search panel); an empty list when the call fails. */
export function useSearchParameters(formatId: string | null | undefined): UseQueryResult<SearchParameterAnswer> {
  return useQuery({
    queryKey: ['template', 'params', formatId ?? ''],
    queryFn: () => fetchSearchParameters(formatId ?? '').catch(() => ({ paramList: [] })),
    enabled: Boolean(formatId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
