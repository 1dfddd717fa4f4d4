import type { MenuButton } from '@wb/api';

/** SPEC.md §9: at most 5 buttons before 更多, 7 on list pages. */
export const BUTTON_LIMIT = 5;
export const LIST_BUTTON_LIMIT = 7;
/** The advanced-query button goes after the first four buttons when there are more than four (SPEC.md §2). */
export const ADVANCED_QUERY_POSITION = 4;
export const ADVANCED_QUERY_CODE = 'advancedQuery';
export const ADVANCED_QUERY_LABEL = '高级查询';

/** A button of the group: what the page shows and the action code it runs. */
export interface GroupButton {
  key: string;
  label: string;
  code: string;
}

/**
 * The menu's buttons the caller may use (SPEC.md §6): buttons of this menu, not app-flagged, whose
 * permission key is empty or present in the permission map; in seq order.
 */
export function permittedButtons(
  menuButList: readonly MenuButton[],
  menuId: string,
  permissions: Readonly<Record<string, true>>,
): GroupButton[] {
  return menuButList
    .filter((b) => b.menuId === menuId && !b.isApp && (!b.permission || permissions[b.permission] === true))
    .sort((a, b) => a.seq - b.seq)
    .map((b) => ({ key: b.id, label: b.name, code: b.code }));
}

/** The button codes a generic list page runs; a menu's other buttons (审核, 打印 …) belong to its own page. */
export const LIST_ACTION_CODES: ReadonlySet<string> = new Set([
  'add',
  'edit',
  'copy',
  'delete',
  'enable',
  'disable',
  'export',
  'import',
  'log',
  'view',
  // attachments and pictures of the selected record (附件上传, 附件下载, 查看图片)
  'upload',
  'download',
  'viewImage',
]);

/**
 * Status action codes the record engine runs (crud/README.md "Status actions"). A list page shows
 * one only when its LIST template names it in `mapData.statusActions` (the entity has that flow).
 */
export const STATUS_ACTION_CODES: ReadonlySet<string> = new Set([
  'audit',
  'unaudit',
  'obsolete',
  'recover',
  'mulAudit',
  'mulInit',
  'loss',
  'reuse',
  'block',
  'unblock',
  'rejected',
  'rejectedUp',
]);

/** Status actions that carry a reason (拉黑原因 / 解除原因). */
export const REASON_ACTION_CODES: ReadonlySet<string> = new Set(['block', 'unblock']);

/** The status codes a LIST template's mapData declares, known codes only. */
export function statusActionsOf(mapData: unknown): string[] {
  if (typeof mapData !== 'object' || mapData === null) return [];
  const list = (mapData as { statusActions?: unknown }).statusActions;
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string' && STATUS_ACTION_CODES.has(c)) : [];
}

/** Whether a LIST template's mapData switches a group of buttons on (`gate`, `notice`). */
const flagOf = (mapData: unknown, flag: string): boolean =>
  typeof mapData === 'object' && mapData !== null && (mapData as Record<string, unknown>)[flag] === true;

/**
 * The gate of a registry list (入厂 / 出厂): one selected truck, `POST {base}/{code}` with `{id}`.
 * A list page shows them only when its LIST template says `mapData.gate: true` (the registries).
 */
export const GATE_ACTION_CODES: ReadonlySet<string> = new Set(['entrance', 'hisRelease']);

/** Whether a LIST template's mapData switches the gate buttons on. */
export function hasGate(mapData: unknown): boolean {
  return flagOf(mapData, 'gate');
}

/**
 * The notice actions (关闭明细 / 打开明细 / 修改限量 / 完成) of a notice list, shown when its LIST
 * template says `mapData.notice: true`.
 */
export const NOTICE_ACTION_CODES: ReadonlySet<string> = new Set(['closeNoticeSub', 'openNoticeSub', 'updateMaxLimit', 'updateDone']);

/** The button codes a list page runs: the generic ones plus its template's status, gate and notice actions. */
export function runnableCodes(mapData: unknown): ReadonlySet<string> {
  return new Set([
    ...LIST_ACTION_CODES,
    ...statusActionsOf(mapData),
    ...(hasGate(mapData) ? GATE_ACTION_CODES : []),
    ...(flagOf(mapData, 'notice') ? NOTICE_ACTION_CODES : []),
  ]);
}

/** Adds 高级查询: inserted at position 4 (after the first four) when more than four buttons exist, else appended. */
export function withAdvancedQuery(buttons: readonly GroupButton[]): GroupButton[] {
  const advanced: GroupButton = { key: ADVANCED_QUERY_CODE, label: ADVANCED_QUERY_LABEL, code: ADVANCED_QUERY_CODE };
  const out = [...buttons];
  if (out.length > ADVANCED_QUERY_POSITION) out.splice(ADVANCED_QUERY_POSITION, 0, advanced);
  else out.push(advanced);
  return out;
}

/** Splits a button list into the shown buttons and those of the 更多 dropdown. */
export function splitButtons<T>(buttons: readonly T[], limit: number): { shown: T[]; more: T[] } {
  const n = Math.max(0, Math.trunc(limit));
  return { shown: buttons.slice(0, n), more: buttons.slice(n) };
}
