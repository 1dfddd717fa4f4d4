import { safeRedirect } from '../logic/safeRedirect';

// SPEC.md §2 guard: "a stored detail redirect for a path is followed". A link to one record's page
// (an approval a message points to, an edit page naming its record) opened while signed out must
// not be lost on the way through /login, nor through the initial-password detour to /editpwd,
// which ends at the home page: the address is stored, and the first landing on a home page after
// sign-in follows it once.

export const DETAIL_REDIRECT_KEY = 'wb-detail-redirect';
/** A stored redirect older than this is dropped: the user has moved on. */
export const DETAIL_REDIRECT_TTL_MS = 30 * 60 * 1000;

const EDIT_PAGE = /^\/modules\/[^/]+\/[^/]+\/edit$/;
const WEIGH_PAGE = '/modules/measure/weigh/weigh';

/** One record's page: a flow instance, or an edit/weigh page that names its record by id. */
export function isDetailAddress(pathname: string, search: string): boolean {
  if (/^\/activti\/detail\/[^/]+$/.test(pathname)) return true;
  const id = new URLSearchParams(search).get('id');
  return Boolean(id) && (EDIT_PAGE.test(pathname) || pathname === WEIGH_PAGE);
}

export interface StoredDetailRedirect {
  to: string;
  at: number;
}

/** The stored target, when it is a path of this site and still fresh; anything else is null. */
export function readStoredDetailRedirect(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDetailRedirect>;
    if (typeof stored.to !== 'string' || typeof stored.at !== 'number') return null;
    if (now - stored.at > DETAIL_REDIRECT_TTL_MS || stored.at > now + 60_000) return null;
    return safeRedirect(stored.to);
  } catch {
    return null;
  }
}

/** Session storage: per browser tab, like the session itself. */
export const detailRedirectStore = {
  read(now = Date.now()): string | null {
    return readStoredDetailRedirect(sessionStorage.getItem(DETAIL_REDIRECT_KEY), now);
  },
  store(to: string, now = Date.now()): void {
    sessionStorage.setItem(DETAIL_REDIRECT_KEY, JSON.stringify({ to, at: now } satisfies StoredDetailRedirect));
  },
  clear(): void {
    sessionStorage.removeItem(DETAIL_REDIRECT_KEY);
  },
};
