/** Pages open without sign-in (SPEC.md §2). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/forgetpwd',
  '/grantAuth',
  '/register',
  '/lock',
  '/403',
  '/500',
  '/404',
  '/401',
  '/appDownload',
  '/conditional/index',
  '/Information/index',
  '/dayConditional/index',
  '/dayInformation/index',
  '/factoryvehicle/index',
];

export const LOGIN_PATH = '/login';
/** Pages a sign-in passes through before it lands. */
const DETOUR_PATHS: readonly string[] = ['/login', '/editpwd'];
/** The home pages a sign-in lands on (SPEC.md §2: / redirects to /clouds). */
export const LANDING_PATHS: readonly string[] = ['/', '/clouds', '/clouds/index', '/clouds/index1'];

export interface GuardInput {
  path: string;
  signedIn: boolean;
  locked: boolean;
  /** the lock-screen path from site configuration */
  lockPath: string;
  /** the first page signed-in users land on */
  homePath: string;
  /** a sign-in is still loading the user, menus and password check on the login page */
  signingIn?: boolean;
  /** the query of the address ('?id=…'), for telling one record's page */
  search?: string;
  /** the stored detail redirect (fresh and of this site), if any */
  detailRedirect?: string | null;
  /** one record's page (detailRedirect.ts isDetailAddress) */
  isDetail?: (path: string, search: string) => boolean;
}

export type GuardDecision =
  | { kind: 'allow'; clearDetail?: true }
  | {
      kind: 'redirect';
      to: string;
      /** store this address as the detail redirect (a signed-out visit to one record's page) */
      storeDetail?: string;
      /** the stored detail redirect is being followed: forget it */
      clearDetail?: true;
    };

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The navigation guard of SPEC.md §2: / goes to the home page; signed in while locked is forced to
 * the lock page; signed in at /login goes to /; not signed in goes to /login unless the page is public,
 * and a signed-out visit to one record's page is stored as the detail redirect, which the first
 * landing on a home page after sign-in follows.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const path = normalise(input.path);
  if (input.signedIn && input.locked) return path === input.lockPath ? { kind: 'allow' } : { kind: 'redirect', to: input.lockPath };
  if (input.signedIn && !input.signingIn && input.detailRedirect && LANDING_PATHS.includes(path)) {
    return { kind: 'redirect', to: input.detailRedirect, clearDetail: true };
  }
  if (path === '/') return { kind: 'redirect', to: input.signedIn ? input.homePath : LOGIN_PATH };
  // Tokens are stored before the sign-in has loaded the user, so /login waits for it to finish.
  if (input.signedIn && path === LOGIN_PATH) return input.signingIn ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  // a sign-in that went somewhere else on purpose (?redirect=) drops the stored redirect; the
  // initial-password detour through /editpwd keeps it for the landing that follows
  if (input.signedIn && !input.signingIn && input.detailRedirect && !DETOUR_PATHS.includes(path)) return { kind: 'allow', clearDetail: true };
  if (!input.signedIn && !PUBLIC_PATHS.includes(path) && path !== input.lockPath) {
    const search = input.search ?? '';
    return input.isDetail?.(path, search) ? { kind: 'redirect', to: LOGIN_PATH, storeDetail: path + search } : { kind: 'redirect', to: LOGIN_PATH };
  }
  return { kind: 'allow' };
}
