import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchInFactory } from '../calls/realtimeCalls';
import { queryKeys } from '../query/queryKeys';
import { useSession } from '../session/useSession';
import type { InFactoryStats } from '../wire';
import { getRealtimeClient } from './realtimeClient';
import { pollingInterval } from './socketDecisions';
import { useRealtimeConnected } from './useRealtimeConnected';

/** while the socket is down the in-factory statistics are polled this often */
export const IN_FACTORY_POLL_MS = 10_000;

/**
 * The company's in-factory statistics: read once, then replaced by every 'inFactory' push; polled
 * (GET /index/getInFactory) only while the socket is down. `connected` false: say so on screen.
 */
export function useInFactoryLive(): {
  data: InFactoryStats | undefined;
  connected: boolean;
  isLoading: boolean;
} {
  const connected = useRealtimeConnected();
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  const queryClient = useQueryClient();
  const key = queryKeys.inFactory(orgId);

  useEffect(
    () =>
      getRealtimeClient().watchInFactory((stats) =>
        queryClient.setQueryData(queryKeys.inFactory(orgId), stats),
      ),
    [queryClient, orgId],
  );

  const query = useQuery({
    queryKey: key,
    queryFn: fetchInFactory,
    enabled: signedIn && orgId !== '',
    refetchInterval: pollingInterval(connected, IN_FACTORY_POLL_MS),
  });
  return { data: query.data, connected, isLoading: query.isLoading };
}
