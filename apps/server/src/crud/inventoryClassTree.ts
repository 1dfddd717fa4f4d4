import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A category node as the tree popup and the tree control take it (SPEC.md §3). */
export interface ClassNode {
  id: string;
  text: string;
  name: string;
  code: string;
  parent: string | null;
  level: number;
  children: ClassNode[];
  hasChildren: boolean;
  root: boolean;
  leaf: boolean;
  enabled: boolean;
  state: { disabled: boolean };
  jsonObject: { id: string; classCode: string; className: string };
}

/** The organisation's category tree (up to 4 levels), ordered by seq then code; disabled nodes stay, marked disabled. */
export async function inventoryClassTree(db: Kysely<Database>, orgId: string): Promise<ClassNode[]> {
  const rows = await db
    .selectFrom('bd_inventory_class')
    .select(['id', 'parent_id', 'class_code', 'class_name', 'level', 'enabled'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('seq')
    .orderBy('class_code')
    .execute();
  const nodes = new Map<string, ClassNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      text: r.class_name,
      name: r.class_name,
      code: r.class_code,
      parent: r.parent_id,
      level: r.level,
      children: [],
      hasChildren: false,
      root: r.parent_id === null,
      leaf: true,
      enabled: r.enabled,
      state: { disabled: !r.enabled },
      jsonObject: { id: r.id, classCode: r.class_code, className: r.class_name },
    });
  const roots: ClassNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children.push(node);
    parent.hasChildren = true;
    parent.leaf = false;
  }
  return roots;
}
