import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadAttachment } from '../calls/attachmentCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';

export interface AttachmentImage {
  /** an object URL of the image for <img src>, null while loading, without an id, or on failure */
  url: string | null;
  isLoading: boolean;
  error: unknown;
}

/**
 * An image attachment for an <img> (vehicle photos, 图片查看): the file needs the bearer token, so
 * it is fetched as a blob (GET /attachment/:id?inline=1) and shown through an object URL, which is
 * revoked when the id changes or the component goes. An id's bytes never change: fetched once.
 */
export function useAttachmentImage(id: string | null | undefined): AttachmentImage {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const query = useQuery({
    queryKey: queryKeys.attachmentFile(orgId, id ?? ''),
    queryFn: () => downloadAttachment(id ?? '', { inline: true }),
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: false,
  });
  const blob = id ? query.data?.blob : undefined;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    // made and revoked in the same effect, so a StrictMode re-run never leaves a dead URL behind
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return { url: blob ? url : null, isLoading: query.isLoading, error: query.error };
}
