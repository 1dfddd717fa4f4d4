import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A node of the full menu tree as the 菜单管理 screen and the role menu dialog see it. */
export interface AdminMenuNode {
  id: string;
  parentId: string | null;
  title: string;
  path: string;
  icon: string | null;
  component: string | null;
  seq: number;
  keepAlive: boolean;
  isApp: boolean;
  enabled: boolean;
  /** in the role dialog: the role holds this menu */
  checked?: boolean;
  buttons: { id: string; name: string; code: string; permission: string; seq: number; isApp: boolean; checked?: boolean }[];
  children: AdminMenuNode[];
}

/** Every menu (disabled ones too) with its buttons, as a tree in display order. */
export async function fullMenuTree(
  db: Kysely<Database>,
  checked?: { menus: Set<string>; buttons: Set<string> },
): Promise<AdminMenuNode[]> {
  const [menus, buttons] = await Promise.all([
    db.selectFrom('sys_menu').selectAll().orderBy('seq').orderBy('title').execute(),
    db.selectFrom('sys_menu_button').selectAll().orderBy('seq').orderBy('code').execute(),
  ]);
  const nodes = new Map<string, AdminMenuNode>();
  for (const m of menus)
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parent_id,
      title: m.title,
      path: m.path,
      icon: m.icon,
      component: m.component,
      seq: m.seq,
      keepAlive: m.keep_alive,
      isApp: m.is_app,
      enabled: m.enabled,
      ...(checked ? { checked: checked.menus.has(m.id) } : {}),
      buttons: [],
      children: [],
    });
  for (const b of buttons)
    nodes.get(b.menu_id)?.buttons.push({
      id: b.id,
      name: b.name,
      code: b.code,
      permission: b.permission,
      seq: b.seq,
      isApp: b.is_app,
      ...(checked ? { checked: checked.buttons.has(b.id) } : {}),
    });
  const roots: AdminMenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}

/** The menus plus every ancestor of them (a role that reaches a leaf must reach its groups to show it). */
export function withAncestors(menuIds: Iterable<string>, parentOf: Map<string, string | null>): Set<string> {
  const out = new Set<string>();
  for (const id of menuIds) {
    let cur: string | null | undefined = id;
    while (cur && !out.has(cur)) {
      out.add(cur);
      cur = parentOf.get(cur);
    }
  }
  return out;
}
