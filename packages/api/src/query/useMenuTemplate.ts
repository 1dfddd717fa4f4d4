import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchMenuTemplate } from '../calls/templateCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { FormatType, FormatView } from '../wire';

/** The menu's template of one type (null when none is configured). Templates change rarely: cached 5 minutes. */
export function useMenuTemplate(menuId: string | null | undefined, formatType: FormatType): UseQueryResult<FormatView | null> {
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({
    queryKey: queryKeys.menuTemplate(menuId ?? '', formatType),
    queryFn: () => fetchMenuTemplate(menuId ?? '', formatType),
    enabled: signedIn && Boolean(menuId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
