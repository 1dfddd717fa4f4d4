import { useQuery } from '@tanstack/react-query';
import { fetchMenuButtons, fetchMenuTree } from '../calls/systemCalls';
import { useSession } from '../session/useSession';
import { queryKeys } from './queryKeys';

/**
 * Loads the menu tree and the menu-button list when a signed-in page finds them missing. Sign-in
 * loads both, but they live in session storage (SPEC.md §9) while the tokens also live in local
 * storage: a new tab, or another app of the same origin, is signed in with neither.
 */
export function useSessionMenus(): { loading: boolean } {
  const signedIn = useSession((s) => s.access_token !== '');
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const missing = useSession((s) => s.menu.length === 0 || s.menuButList.length === 0);
  const query = useQuery({
    queryKey: queryKeys.sessionMenus(orgId),
    queryFn: async () => {
      await Promise.all([fetchMenuTree(), fetchMenuButtons()]);
      return true;
    },
    enabled: signedIn && missing,
    staleTime: Infinity,
  });
  return { loading: signedIn && missing && query.isFetching };
}
