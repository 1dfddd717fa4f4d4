import type { MenuItem, Tab } from '@wb/api';
import { menuItemAt } from './tabs';

/**
 * At most this many pages stay mounted behind the tab strip (the most recently shown; like Vue's
 * keep-alive `max`). A tab past it still opens its page, built anew.
 */
export const MAX_CACHED_VIEWS = 10;

/**
 * The cached-view key of an address: the id of the menu leaf at that exact path when the menu entry
 * has keepAlive (SPEC.md §3), else null (the page is built anew on each visit). Keyed by the menu id,
 * not the full path, so a page that changes its own query keeps its state.
 */
export function cachedViewKey(menu: readonly MenuItem[], pathname: string): string | null {
  const item = menuItemAt(menu, pathname);
  return item?.keepAlive ? item.id : null;
}

/**
 * Which cached views to keep, most recent last: `order` is the keys by last use (the active one last),
 * a view whose tab has been closed goes, the active view always stays, and only the `max` most recent.
 */
export function keptViews(order: readonly string[], active: string | null, openTabs: readonly Tab[], max = MAX_CACHED_VIEWS): string[] {
  const open = new Set(openTabs.map((t) => t.menuId).filter((id): id is string => Boolean(id)));
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = order.length - 1; i >= 0; i--) {
    const key = order[i];
    if (seen.has(key)) continue;
    seen.add(key);
    if (key === active || open.has(key)) kept.unshift(key);
  }
  if (active !== null && !kept.includes(active)) kept.push(active);
  while (kept.length > max) {
    const drop = kept.findIndex((k) => k !== active);
    kept.splice(drop, 1);
  }
  return kept;
}
