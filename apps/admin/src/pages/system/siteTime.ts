/** The services answer instants as ISO strings (UTC); staff read them on the site's clock (UTC+8). */
export function siteTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + 480 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
