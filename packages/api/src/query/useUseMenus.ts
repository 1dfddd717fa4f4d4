import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchUseMenus } from '../calls/systemCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';
import type { MenuItem } from '../wire';

/** The caller’s favourite menus (GET /sys-menu-user-define/useMenus). */
export function useUseMenus(): UseQueryResult<MenuItem[]> {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const signedIn = useSession((s) => s.access_token !== '');
  return useQuery({ queryKey: queryKeys.useMenus(orgId), queryFn: fetchUseMenus, enabled: signedIn && orgId !== '' });
}
