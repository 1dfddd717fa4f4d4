import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSignedIn, logout, useGlobalConfig, useMe, useSession, useSessionMenus } from '@wb/api';
import { AppShell, IDLE_LOGOUT_MS, MenuRefresh, useIdleLogout } from '@wb/ui';
import { CachedOutlet } from './CachedOutlet';

/**
 * Everything behind sign-in: the shell (with its tab strip), the routed page with cached views, the user
 * info kept fresh, menus and buttons loaded where the tab lacks them (and read again when the window
 * regains focus: 你可以访问该菜单对应的页面了！ for a newly granted page), and the 40-minute idle logout.
 */
export function SignedInLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const idleMs = useGlobalConfig().data?.idleLogoutMs || IDLE_LOGOUT_MS;
  useMe();
  useSessionMenus();

  useIdleLogout({
    pathname: location.pathname,
    enabled: signedIn,
    timeoutMs: idleMs,
    onIdle: () => {
      void logout().then(() => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      });
    },
  });

  return (
    <>
      <MenuRefresh />
      <AppShell>
        <CachedOutlet />
      </AppShell>
    </>
  );
}
