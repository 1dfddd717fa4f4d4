/**
 * The `path` request header: the current route with numeric segments replaced by `:id`
 * (SPEC.md §7), so the server can match a permission pattern rather than a record address.
 * Query and hash are dropped; a segment counts as numeric only when it is all digits.
 */
export function pathHeader(route: string): string {
  const pathOnly = route.split(/[?#]/)[0] || '/';
  return pathOnly
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))
    .join('/');
}
