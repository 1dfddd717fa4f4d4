/** SPEC.md §5 selection messages, verbatim. */
export const MSG_SELECT_ONE = '请选择一条数据！';
export const MSG_ONLY_ONE = '只能选择一条数据！';
export const MSG_AT_LEAST_ONE = '请至少选择一条数据！';
export const MSG_AT_MOST_ONE = '最多选择一条数据！';
export const MSG_SELECT_TO_DELETE = '请选择要删除的数据';
export const MSG_POPUP_AT_LEAST_ONE = '最少要选择一条数据！';
export const DELETE_CONFIRM_TITLE = '温馨提示';
export const DELETE_CONFIRM_TEXT = '确定删除吗?';

/** Actions that need a selection, and how many rows each takes. */
export type SelectionAction = 'edit' | 'view' | 'copy' | 'delete' | 'enable' | 'disable' | 'log' | 'status' | 'viewImage' | 'gate';
/** SPEC.md §5: obsolete asks first. */
export const OBSOLETE_CONFIRM_TITLE = '提示';
export const OBSOLETE_CONFIRM_TEXT = '此操作将作废该数据, 是否继续?';

/** The warning for a selection an action cannot take, or null when it may run. */
export function selectionProblem(action: SelectionAction, count: number): string | null {
  switch (action) {
    case 'edit':
    case 'view':
    case 'log':
    case 'viewImage':
    case 'gate':
      if (count === 0) return MSG_SELECT_ONE;
      return count > 1 ? MSG_ONLY_ONE : null;
    case 'copy':
      if (count === 0) return MSG_AT_LEAST_ONE;
      return count > 1 ? MSG_AT_MOST_ONE : null;
    case 'delete':
      return count === 0 ? MSG_SELECT_TO_DELETE : null;
    case 'enable':
    case 'disable':
    case 'status':
      return count === 0 ? MSG_AT_LEAST_ONE : null;
  }
}
