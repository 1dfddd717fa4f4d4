import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isSignedIn, useGlobalConfig, useSession } from '@wb/api';
import { HOME_PATH } from '@wb/ui';
import { decideGuard } from './decideGuard';

/** Applies decideGuard to every route below it. */
export function RouteGuard() {
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  const locked = useSession((s) => s.isLock);
  const signingIn = useSession((s) => s.signingIn);
  const lockPath = useGlobalConfig().data?.lockPath || '/lock';
  // SPEC.md §2: the last visited address comes back when the app is opened at / again
  const lastAddress = useSession((s) => s.lastAddress);
  const decision = decideGuard({ path: location.pathname, signedIn, locked, lockPath, homePath: lastAddress || HOME_PATH, signingIn });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
