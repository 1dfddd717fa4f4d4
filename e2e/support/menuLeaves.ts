/** The menu tree as GET /api/sys-menu/user/tree sends it (the fields the suite reads). */
export interface WireMenu {
  title: string;
  path: string;
  component: string | null;
  isApp: boolean;
  isAuth: boolean;
  children?: WireMenu[] | null;
}

export interface Leaf {
  /** top-level menu (the side menu entry) */
  area: string;
  /** second-level group */
  group: string;
  title: string;
  /** the address the app routes, /index appended as the client does */
  path: string;
  /** a public report page served by the reports app */
  report: boolean;
}

/**
 * The leaves the admin's web menu routes, as the client builds them: app-flagged entries are removed
 * (returned apart as skipped) and leaves get /index appended unless they already end so.
 */
export function menuLeaves(tree: readonly WireMenu[]): { leaves: Leaf[]; skipped: Leaf[] } {
  const leaves: Leaf[] = [];
  const skipped: Leaf[] = [];
  const walk = (items: readonly WireMenu[], trail: string[]) => {
    for (const item of items) {
      const children = item.children ?? [];
      if (children.length > 0) {
        if (!item.isApp) walk(children, [...trail, item.title]);
        continue;
      }
      const path = /\/index$/.test(item.path) ? item.path : `${item.path.replace(/\/$/, '')}/index`;
      const leaf: Leaf = {
        area: trail[0] ?? item.title,
        group: trail[1] ?? '',
        title: item.title,
        path,
        report: Boolean(item.isAuth && item.component?.startsWith('reports')),
      };
      (item.isApp ? skipped : leaves).push(leaf);
    }
  };
  walk(tree, []);
  return { leaves, skipped };
}
