import type { InventoryClassNode, RecordRow, RoleAssignmentKind } from '@wb/api';

/** One choosable target of an assignment dialog. */
export interface AssignOption {
  key: string;
  title: string;
  /** what the search box matches (name, code, path) */
  search: string;
}

export type AssignTab = 'users' | RoleAssignmentKind;

/** Which lists each role button edits (分配数据权限 holds three kinds, one tab each). */
export const ASSIGN_TABS: Readonly<Record<'assignUser' | 'assignOrg' | 'assignData', readonly AssignTab[]>> = {
  assignUser: ['users'],
  assignOrg: ['org'],
  assignData: ['numberPrefix', 'assayFormat', 'inventoryClass'],
};

export const ASSIGN_TAB_LABELS: Readonly<Record<AssignTab, string>> = {
  users: '用户',
  org: '公司',
  numberPrefix: '编号前缀',
  assayFormat: '化验格式',
  inventoryClass: '物料分类',
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A list row as a choice: `名称（编码）`, searchable by both. */
export function rowOption(row: RecordRow, nameField: string, codeField: string): AssignOption {
  const name = str(row[nameField]);
  const code = str(row[codeField]);
  return { key: String(row.id), title: code ? `${name}（${code}）` : name, search: `${name} ${code}` };
}

/** The inventory class tree as a flat list, each titled with its path (原料 / 煤炭 / 原煤). */
export function classOptions(nodes: readonly InventoryClassNode[], trail: readonly string[] = []): AssignOption[] {
  return nodes.flatMap((node) => {
    const name = node.name ?? node.text;
    const path = [...trail, name];
    return [
      { key: node.id, title: path.join(' / '), search: `${path.join(' ')} ${node.code ?? ''}` },
      ...classOptions(node.children ?? [], path),
    ];
  });
}

/** Whether the chosen keys differ from what was stored (order does not matter): unchanged tabs are not saved again. */
export function changedKeys(stored: readonly string[], chosen: readonly string[]): boolean {
  if (stored.length !== chosen.length) return true;
  const set = new Set(stored);
  return chosen.some((k) => !set.has(k));
}
