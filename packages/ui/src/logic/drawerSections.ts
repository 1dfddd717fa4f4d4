import type { MenuItem } from '@wb/api';

export interface DrawerSection {
  id: string;
  title: string;
  items: MenuItem[];
}

/**
 * The hover drawer of a top-level menu: each second-level entry with children is a group of its
 * leaves; second-level leaves without a group are gathered in one section titled after the top item.
 */
export function drawerSections(top: MenuItem): DrawerSection[] {
  const loose: MenuItem[] = [];
  const groups: DrawerSection[] = [];
  for (const child of top.children ?? []) {
    if (child.children && child.children.length > 0) groups.push({ id: child.id, title: child.title, items: flattenLeaves(child.children) });
    else loose.push(child);
  }
  return loose.length > 0 ? [{ id: `${top.id}-items`, title: top.title, items: loose }, ...groups] : groups;
}

function flattenLeaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children && item.children.length > 0 ? flattenLeaves(item.children) : [item]));
}
