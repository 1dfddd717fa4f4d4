import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listAttachments } from '../calls/attachmentCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { AttachmentInfo } from '../wire';

/**
 * A record's attachments (GET /attachment/list), newest first; idle until the record has an id, and
 * while `enabled` is false (a closed dialog lists nothing).
 */
export function useAttachments(
  entity: string,
  recordId: string | null | undefined,
  options: { enabled?: boolean } = {},
): UseQueryResult<AttachmentInfo[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  return useQuery({
    queryKey: queryKeys.attachments(orgId, entity, recordId ?? ''),
    queryFn: () => listAttachments(entity, recordId ?? ''),
    enabled: Boolean(entity && recordId) && options.enabled !== false,
    retry: false,
  });
}
