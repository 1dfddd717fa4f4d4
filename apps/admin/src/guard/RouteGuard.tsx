import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isSignedIn, useGlobalConfig, useSession } from '@wb/api';
import { HOME_PATH } from '@wb/ui';
import { decideGuard } from './decideGuard';
import { detailRedirectStore, isDetailAddress } from './detailRedirect';

/** Applies decideGuard to every route below it. */
export function RouteGuard() {
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  const locked = useSession((s) => s.isLock);
  const signingIn = useSession((s) => s.signingIn);
  const lockPath = useGlobalConfig().data?.lockPath || '/lock';
  // SPEC.md §2: the last visited address comes back when the app is opened at / again
  const lastAddress = useSession((s) => s.lastAddress);
  const decision = decideGuard({
    path: location.pathname,
    search: location.search,
    signedIn,
    locked,
    lockPath,
    homePath: lastAddress || HOME_PATH,
    signingIn,
    detailRedirect: detailRedirectStore.read(),
    isDetail: isDetailAddress,
  });
  const storeDetail = decision.kind === 'redirect' ? decision.storeDetail : undefined;
  const clearDetail = decision.clearDetail === true;
  // layout effects run before <Navigate>'s own effect moves on
  useLayoutEffect(() => {
    if (storeDetail) detailRedirectStore.store(storeDetail);
    if (clearDetail) detailRedirectStore.clear();
  }, [storeDetail, clearDetail]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
