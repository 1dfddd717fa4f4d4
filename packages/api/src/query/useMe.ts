import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchMe } from '../calls/authCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { UserInfo } from '../wire';

/** The signed-in user (GET /sys-info/me); starts from the stored user info so screens render at once. */
export function useMe(): UseQueryResult<UserInfo> {
  const token = useSession((s) => s.access_token);
  const stored = useSession((s) => s.userInfo);
  return useQuery({
    queryKey: queryKeys.me(token),
    queryFn: fetchMe,
    enabled: token !== '',
    ...(stored ? { initialData: stored, initialDataUpdatedAt: 0 } : {}),
  });
}
