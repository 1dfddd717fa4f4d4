/**
 * The record engine's base path of a template: its resUrl without the trailing `/v2/list`
 * (or `/detail`), e.g. `/basic/vehicle/v2/list` → `/basic/vehicle`. Null without a resUrl.
 */
export function recordBase(resUrl: string | undefined | null): string | null {
  if (!resUrl) return null;
  const trimmed = resUrl.trim().replace(/\/+$/, '');
  if (trimmed === '') return null;
  return trimmed.replace(/\/(v2\/list|list|detail)$/, '');
}
