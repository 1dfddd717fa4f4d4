/**
 * Where to go after signing in when the address carries ?redirect=: only a path of this site
 * (one leading slash, no scheme, no //host or /\host that browsers read as another site), never
 * /login itself. Anything else yields null and the caller goes home.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // control characters (a newline or tab inside a path) never belong to one of our addresses
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  const path = value.split(/[?#]/)[0]!;
  if (path === '/login' || path.startsWith('/login/')) return null;
  return value;
}

/** The login address that brings the user back to `path` (path + query) afterwards. */
export function loginThenBack(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
