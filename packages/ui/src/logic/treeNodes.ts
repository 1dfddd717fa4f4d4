import type { SearchCondition } from '@wb/templates';
import type { TreeNodeRow } from '@wb/api';

/** The label of a tree node: name, else text, else its id. */
export function nodeTitle(node: TreeNodeRow): string {
  return String(node.name ?? node.text ?? node.id);
}

/** The id a node stands for: its jsonObject's id when present (SPEC.md §3), else its own. */
export function nodeId(node: TreeNodeRow): string {
  const inner = node.jsonObject?.id;
  return String(inner ?? node.id);
}

/**
 * SPEC.md §9 tree filter: nodes whose name contains the keyword, with the ancestors that lead to
 * them (a matching node keeps its whole subtree). A blank keyword keeps the tree.
 */
export function filterTree(nodes: readonly TreeNodeRow[], keyword: string): TreeNodeRow[] {
  const k = keyword.trim();
  if (!k) return [...nodes];
  const out: TreeNodeRow[] = [];
  for (const node of nodes) {
    if (nodeTitle(node).includes(k)) out.push(node);
    else {
      const kids = filterTree(node.children ?? [], k);
      if (kids.length) out.push({ ...node, children: kids });
    }
  }
  return out;
}

/** Keys of every node that has children (to open a filtered tree fully). */
export function branchKeys(nodes: readonly TreeNodeRow[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [String(n.id), ...branchKeys(n.children)] : []));
}

/** Finds a node by its own id. */
export function findNode(nodes: readonly TreeNodeRow[], id: string): TreeNodeRow | null {
  for (const n of nodes) {
    if (String(n.id) === id) return n;
    const hit = findNode(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

/** The list field a chosen node filters: `mapData.treeKey` (the inventory templates name invcId). */
export function treeKeyOf(mapData: unknown): string | null {
  if (typeof mapData === 'string') {
    try {
      return treeKeyOf(JSON.parse(mapData));
    } catch {
      return null;
    }
  }
  if (typeof mapData !== 'object' || mapData === null) return null;
  const key = (mapData as { treeKey?: unknown }).treeKey;
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}

/** The list condition of a chosen node: `{key: treeKey, op: 'eq', val: node id}`; none without both. */
export function treeCondition(mapData: unknown, chosen: string | null): SearchCondition | null {
  const key = treeKeyOf(mapData);
  return key && chosen ? { key, op: 'eq', val: chosen } : null;
}

/** A node as a picked row (tree-style popups): the node's jsonObject fields, its id and its label. */
export function nodeRow(node: TreeNodeRow): { id: string; [k: string]: unknown } {
  return { ...(node.jsonObject ?? {}), id: nodeId(node), name: nodeTitle(node), label: nodeTitle(node) };
}
