import type { RoleMenuNode } from '@wb/api';

/** A node of the checkable antd Tree: menus keyed `m:<id>`, their buttons as leaves `b:<id>`. */
export interface RoleTreeNode {
  key: string;
  title: string;
  disabled?: boolean;
  children?: RoleTreeNode[];
}

export const menuKey = (id: string): string => `m:${id}`;
export const buttonKey = (id: string): string => `b:${id}`;

/** The dialog's tree: every menu with its children, then its buttons (labelled 按钮). */
export function toTreeData(nodes: RoleMenuNode[], disabled = false): RoleTreeNode[] {
  return nodes.map((n) => {
    const children = [
      ...toTreeData(n.children, disabled),
      ...n.buttons.map((b) => ({ key: buttonKey(b.id), title: `${b.name}（按钮）`, disabled })),
    ];
    return { key: menuKey(n.id), title: n.title, disabled, ...(children.length ? { children } : {}) };
  });
}

/**
 * Initially checked keys: buttons the role holds and menus held with nothing below them (a menu
 * with children shows as checked or half-checked from them, as antd computes).
 */
export function checkedKeys(nodes: RoleMenuNode[]): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    for (const b of n.buttons) if (b.checked) out.push(buttonKey(b.id));
    if (n.checked && n.children.length === 0 && n.buttons.length === 0) out.push(menuKey(n.id));
    out.push(...checkedKeys(n.children));
  }
  return out;
}

/** What to save from the tree's checked and half-checked keys (the server adds ancestors anyway). */
export function toSelection(keys: readonly string[]): { menuIds: string[]; buttonIds: string[] } {
  const menuIds: string[] = [];
  const buttonIds: string[] = [];
  for (const k of keys) {
    if (k.startsWith('m:')) menuIds.push(k.slice(2));
    else if (k.startsWith('b:')) buttonIds.push(k.slice(2));
  }
  return { menuIds, buttonIds };
}
