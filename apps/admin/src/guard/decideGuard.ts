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
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The navigation guard of SPEC.md §2: / goes to the home page; signed in while locked is forced to
 * the lock page; signed in at /login goes to /; not signed in goes to /login unless the page is public.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const path = normalise(input.path);
  if (input.signedIn && input.locked) return path === input.lockPath ? { kind: 'allow' } : { kind: 'redirect', to: input.lockPath };
  if (path === '/') return { kind: 'redirect', to: input.signedIn ? input.homePath : LOGIN_PATH };
  // Tokens are stored before the sign-in has loaded the user, so /login waits for it to finish.
  if (input.signedIn && path === LOGIN_PATH) return input.signingIn ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  if (!input.signedIn && !PUBLIC_PATHS.includes(path) && path !== input.lockPath) return { kind: 'redirect', to: LOGIN_PATH };
  return { kind: 'allow' };
}
