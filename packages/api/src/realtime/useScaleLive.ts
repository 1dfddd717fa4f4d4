import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchScaleStatus } from '../calls/realtimeCalls';
import { queryKeys } from '../query/queryKeys';
import { useSession } from '../session/useSession';
import type { ScaleLiveEvent } from '../wire';
import { getRealtimeClient } from './realtimeClient';
import { latestReading, pollingInterval } from './socketDecisions';
import { useRealtimeConnected } from './useRealtimeConnected';

/** while the socket is down the weigh screen polls GET /scale/status this often */
export const SCALE_POLL_MS = 1000;

/**
 * A scale's live reading: pushed by the socket (scale:{scaleId} room), polled from GET /scale/status
 * while the socket is down; whichever is newer wins. `connected` false means the screen shows polled
 * values and should say so.
 */
export function useScaleLive(scaleId: string | null | undefined): {
  reading: ScaleLiveEvent | null;
  connected: boolean;
} {
  const connected = useRealtimeConnected();
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  const [pushed, setPushed] = useState<ScaleLiveEvent | null>(null);

  useEffect(() => {
    setPushed(null);
    if (!scaleId) return;
    return getRealtimeClient().watchScale(scaleId, setPushed);
  }, [scaleId]);

  const polled = useQuery({
    queryKey: queryKeys.scaleStatus(orgId),
    queryFn: fetchScaleStatus,
    enabled: signedIn && orgId !== '' && Boolean(scaleId),
    refetchInterval: pollingInterval(connected, SCALE_POLL_MS),
  });
  const row = polled.data?.find((s) => s.scaleId === scaleId);
  const fromPoll: ScaleLiveEvent | null = row
    ? {
        scaleId: row.scaleId,
        weight: row.weight,
        stable: row.stable,
        online: row.online,
        overload: row.overload,
        at: row.at,
      }
    : null;
  return { reading: latestReading(pushed?.scaleId === scaleId ? pushed : null, fromPoll), connected };
}
