import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchVehicleTable } from '../calls/homeCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { PageData, PageLimit, VehicleRow } from '../wire';

/** Vehicles in the factory today, one page (POST /index/getVehicleTable). Keeps the last page while the next loads. */
export function useVehicleTable(limit: PageLimit): UseQueryResult<PageData<VehicleRow>> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({
    queryKey: queryKeys.vehicleTable(orgId, limit),
    queryFn: () => fetchVehicleTable(limit),
    enabled: signedIn && orgId !== '',
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
