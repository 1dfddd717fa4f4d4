import type { MenuItem } from '@wb/api';

export interface MenuSearchHit {
  item: MenuItem;
  /** where it sits: 基础资料 / 基础档案 / 车辆 */
  trail: string;
}

/** How many suggestions the top-bar search shows at once. */
export const MENU_SEARCH_LIMIT = 20;

/**
 * The top bar's global search (SPEC.md §2): the leaf menu items whose title contains the text, in
 * menu order, with the groups they sit in. App-only entries are not web pages and never match.
 */
export function searchLeafMenus(menu: readonly MenuItem[], text: string, limit = MENU_SEARCH_LIMIT): MenuSearchHit[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const hits: MenuSearchHit[] = [];
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (hits.length >= limit) return;
      if (item.isApp) continue;
      const here = [...trail, item.title];
      if (item.children.length > 0) walk(item.children, here);
      else if (item.title.toLowerCase().includes(needle)) hits.push({ item, trail: here.join(' / ') });
    }
  };
  walk(menu, []);
  return hits;
}
