import type { AdminMenuNode } from '@wb/api';

export interface MenuTreeData {
  key: string;
  title: string;
  children: MenuTreeData[];
}

/**
 * The menu tree as antd Tree data, kept to the menus whose title or path holds the keyword and
 * their ancestors (so a match deep in the tree stays reachable); an empty keyword keeps all.
 */
export function filterMenuTree(nodes: AdminMenuNode[], keyword: string): MenuTreeData[] {
  const k = keyword.trim().toLowerCase();
  const out: MenuTreeData[] = [];
  for (const node of nodes) {
    const children = filterMenuTree(node.children, keyword);
    const hit = k === '' || node.title.toLowerCase().includes(k) || node.path.toLowerCase().includes(k);
    if (hit || children.length > 0) out.push({ key: node.id, title: node.enabled ? node.title : `${node.title}（停用）`, children });
  }
  return out;
}

/** The menu of that id anywhere in the tree. */
export function findMenu(nodes: AdminMenuNode[], id: string | null): AdminMenuNode | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findMenu(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Every id of the tree data (expanded all while filtering). */
export function allKeys(data: MenuTreeData[]): string[] {
  return data.flatMap((d) => [d.key, ...allKeys(d.children)]);
}
