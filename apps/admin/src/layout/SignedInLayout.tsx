import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isSignedIn, logout, useGlobalConfig, useMe, useSession, useSessionMenus } from '@wb/api';
import { AppShell, IDLE_LOGOUT_MS, useIdleLogout } from '@wb/ui';

/**
 * Everything behind sign-in: the shell, the user info kept fresh, menus and buttons loaded where the tab
 * lacks them, and the 40-minute idle logout.
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
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
