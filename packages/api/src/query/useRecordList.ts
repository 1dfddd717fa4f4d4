import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listRecords } from '../calls/recordCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { PageData, RecordListRequest, RecordRow } from '../wire';

/** One page of a template list (POST {base}/v2/list); keeps the last page while the next loads. */
export function useRecordList(base: string | null, request: RecordListRequest, enabled = true): UseQueryResult<PageData<RecordRow>> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  return useQuery({
    queryKey: queryKeys.recordList(orgId, base ?? '', request),
    queryFn: () => listRecords(base ?? '', request),
    enabled: enabled && Boolean(base),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
