import type { MenuItem } from '@wb/api';

/** SPEC.md §2: the notice when the menu gains a page the user may now open. */
export const MENU_ADDED_NOTICE = '你可以访问该菜单对应的页面了！';
/** The menu is read again when the window regains focus, at most this often. */
export const MENU_REFRESH_MIN_MS = 60_000;

/** The paths of the web pages a menu offers (leaves, app-only entries left out). */
export function leafKeys(menu: readonly MenuItem[]): Set<string> {
  const keys = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.isApp) continue;
      if (item.children.length > 0) walk(item.children);
      else keys.add(item.path);
    }
  };
  walk(menu);
  return keys;
}

/** Whether the new menu holds a page the old one did not (a first load, with nothing before, never does). */
export function menuGainedPages(before: ReadonlySet<string>, after: ReadonlySet<string>): boolean {
  if (before.size === 0) return false;
  for (const key of after) if (!before.has(key)) return true;
  return false;
}
