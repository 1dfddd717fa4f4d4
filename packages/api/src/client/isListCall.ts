/**
 * List calls carry `UrlSource: RES` (SPEC.md §7). A call is a list when its caller says so or its
 * path ends in a list or page segment (`/list`, `/v2/list`, `/list/param`, `/page`).
 */
export function isListCall(url: string, flagged?: boolean): boolean {
  if (flagged !== undefined) return flagged;
  const pathOnly = url.split('?')[0];
  return /\/(list|page)(\/[A-Za-z]+)?\/?$/.test(pathOnly);
}
