import type { MenuItem } from '../wire';

/**
 * The web menu of SPEC.md §2: entries flagged as app are removed; entries without children get
 * /index appended to their path (unless it already ends so).
 */
export function normalizeMenu(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.isApp)
    .map((item) => {
      const children = normalizeMenu(item.children ?? []);
      if (children.length > 0) return { ...item, children };
      const path = item.path && !/\/index$/.test(item.path) ? `${item.path.replace(/\/$/, '')}/index` : item.path;
      return { ...item, path, children: [] };
    });
}
