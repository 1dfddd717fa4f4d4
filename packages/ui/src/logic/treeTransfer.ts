/** A node of a transfer tree (people under departments); a node with `children`, even none, is a group, never a person. */
export interface TransferNode {
  key: string;
  title: string;
  children?: TransferNode[];
  disabled?: boolean;
}

/** SPEC.md §2: address-list mode moves people into recipients, carbon copy or blind copy. */
export type AddressList = 'to' | 'cc' | 'bcc';
export const ADDRESS_LIST_LABELS: Readonly<Record<AddressList, string>> = { to: '收件人', cc: '抄送人', bcc: '密送人' };
export const ADDRESS_LISTS: readonly AddressList[] = ['to', 'cc', 'bcc'];

/** Leaf keys under the nodes of `keys` (a leaf is its own), in tree order. */
export function leavesUnder(tree: readonly TransferNode[], keys: Iterable<string>): string[] {
  const wanted = new Set(keys);
  const out: string[] = [];
  const walk = (nodes: readonly TransferNode[], inside: boolean) => {
    for (const n of nodes) {
      const hit = inside || wanted.has(n.key);
      if (n.children) walk(n.children, hit);
      else if (hit && !n.disabled) out.push(n.key);
    }
  };
  walk(tree, false);
  return out;
}

/** Every leaf key of the tree. */
export function allLeaves(tree: readonly TransferNode[]): string[] {
  return leavesUnder(tree, tree.map((n) => n.key));
}

/**
 * The tree pruned to the given leaves, keeping their parents (SPEC.md §4: tree transfer keeps
 * parents); a parent with none of them left disappears.
 */
export function pruneToLeaves(tree: readonly TransferNode[], leaves: Iterable<string>): TransferNode[] {
  const keep = new Set(leaves);
  const prune = (nodes: readonly TransferNode[]): TransferNode[] => {
    const out: TransferNode[] = [];
    for (const n of nodes) {
      if (n.children) {
        const children = prune(n.children);
        if (children.length) out.push({ ...n, children });
      } else if (keep.has(n.key)) out.push(n);
    }
    return out;
  };
  return prune(tree);
}

/** Adds the leaves under `checked` to a target list, in tree order, without duplicates. */
export function moveIn(tree: readonly TransferNode[], target: readonly string[], checked: Iterable<string>): string[] {
  const next = new Set([...target, ...leavesUnder(tree, checked)]);
  return allLeaves(tree).filter((k) => next.has(k));
}

/** Removes the leaves under `checked` from a target list. */
export function moveOut(tree: readonly TransferNode[], target: readonly string[], checked: Iterable<string>): string[] {
  const drop = new Set(leavesUnder(tree, checked));
  return target.filter((k) => !drop.has(k));
}

/** Target lists by key: one list ('target') in plain mode, to / cc / bcc in address-list mode. */
export type TransferLists = Readonly<Record<string, readonly string[]>>;

/** Moves the checked nodes into one list; they leave the others (one person, one list). */
export function moveToList(tree: readonly TransferNode[], lists: TransferLists, list: string, checked: Iterable<string>): Record<string, string[]> {
  const moving = leavesUnder(tree, checked);
  const out: Record<string, string[]> = {};
  for (const [key, keys] of Object.entries(lists)) out[key] = key === list ? moveIn(tree, keys, moving) : moveOut(tree, keys, moving);
  if (!(list in out)) out[list] = moveIn(tree, [], moving);
  return out;
}

/** The leaves still in the source: in no target list. */
export function sourceLeaves(tree: readonly TransferNode[], targets: readonly (readonly string[])[]): string[] {
  const used = new Set(targets.flat());
  return allLeaves(tree).filter((k) => !used.has(k));
}

/** The titles of leaf keys, for showing a list as names. */
export function leafTitles(tree: readonly TransferNode[], keys: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  const walk = (nodes: readonly TransferNode[]) => nodes.forEach((n) => (n.children ? walk(n.children) : byKey.set(n.key, n.title)));
  walk(tree);
  return keys.map((k) => byKey.get(k) ?? k);
}
