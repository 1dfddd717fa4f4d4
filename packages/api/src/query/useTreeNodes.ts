import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchTreeNodes } from '../calls/templateDataCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { TreeNodeRow } from '../wire';

/** The nodes of a template's tree call (treeResMethod + treeResUrl); idle without a url. */
export function useTreeNodes(method: string | undefined, url: string | null | undefined): UseQueryResult<TreeNodeRow[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  return useQuery({
    queryKey: queryKeys.treeNodes(orgId, (method ?? 'GET').toUpperCase(), url ?? ''),
    queryFn: () => fetchTreeNodes(method, url ?? ''),
    enabled: Boolean(url),
    staleTime: 60_000,
    retry: false,
  });
}
