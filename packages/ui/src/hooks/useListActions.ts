import { App } from 'antd';
import { useState } from 'react';
import {
  copyRecord,
  deleteRecords,
  exportRecords,
  fetchSysLog,
  serverMessage,
  setRecordsEnabled,
  type RecordRow,
  type SysLogEntry,
  type WireSearchCondition,
  type WireSort,
} from '@wb/api';
import { downloadBlob } from '../dom/downloadBlob';
import { ADVANCED_QUERY_CODE } from '../logic/buttonGroup';
import { DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TITLE, selectionProblem } from '../logic/selectionRules';

export interface ListActionContext {
  base: string | null;
  selected: readonly RecordRow[];
  /** the current filter and sort, for 导出 */
  query: () => { search: WireSearchCondition[]; sort: WireSort[] };
  hasForm: boolean;
  reload: () => void;
  clearSelection: () => void;
  labelOf: (code: string) => string;
}

export interface ListActionState {
  form: { mode: 'create' | 'edit'; id: string | null } | null;
  closeForm: () => void;
  advancedOpen: boolean;
  closeAdvanced: () => void;
  importOpen: boolean;
  closeImport: () => void;
  log: readonly SysLogEntry[] | null;
  closeLog: () => void;
  busy: readonly string[];
  run: (code: string) => void;
}

/** The list page's actions by button code, with SPEC.md §5's selection checks and messages. */
export function useListActions(ctx: ListActionContext): ListActionState {
  const { message, modal } = App.useApp();
  const [form, setForm] = useState<ListActionState['form']>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [log, setLog] = useState<readonly SysLogEntry[] | null>(null);
  const [busy, setBusy] = useState<string[]>([]);

  const guard = (action: Parameters<typeof selectionProblem>[0]): boolean => {
    const problem = selectionProblem(action, ctx.selected.length);
    if (problem) void message.warning(problem);
    return problem === null;
  };
  const track = async (code: string, work: () => Promise<void>) => {
    setBusy((b) => [...b, code]);
    try {
      await work();
    } catch (e) {
      void message.error(serverMessage(e));
    } finally {
      setBusy((b) => b.filter((c) => c !== code));
    }
  };
  const ids = () => ctx.selected.map((r) => r.id);

  const run = (code: string) => {
    const base = ctx.base;
    if (code === ADVANCED_QUERY_CODE) {
      setAdvancedOpen(true);
      return;
    }
    if (!base) {
      void message.warning('列表模板缺少请求路由');
      return;
    }
    switch (code) {
      case 'add':
        if (!ctx.hasForm) void message.warning('表单模板未配置');
        else setForm({ mode: 'create', id: null });
        return;
      case 'edit':
        if (!guard('edit')) return;
        if (!ctx.hasForm) void message.warning('表单模板未配置');
        else setForm({ mode: 'edit', id: ctx.selected[0].id });
        return;
      case 'copy':
        if (!guard('copy')) return;
        void track(code, async () => {
          await copyRecord(base, ctx.selected[0].id);
          void message.success('复制成功');
          ctx.clearSelection();
          ctx.reload();
        });
        return;
      case 'delete':
        if (!guard('delete')) return;
        modal.confirm({
          title: DELETE_CONFIRM_TITLE,
          content: DELETE_CONFIRM_TEXT,
          okText: '确定',
          cancelText: '取消',
          onOk: () =>
            track(code, async () => {
              await deleteRecords(base, ids());
              void message.success('删除成功');
              ctx.clearSelection();
              ctx.reload();
            }),
        });
        return;
      case 'enable':
      case 'disable':
        if (!guard(code)) return;
        void track(code, async () => {
          await setRecordsEnabled(base, ids(), code === 'enable');
          void message.success(code === 'enable' ? '启用成功' : '停用成功');
          ctx.clearSelection();
          ctx.reload();
        });
        return;
      case 'export':
        void track(code, async () => {
          const { blob, fileName } = await exportRecords(base, ctx.query());
          downloadBlob(blob, fileName);
        });
        return;
      case 'import':
        setImportOpen(true);
        return;
      case 'log':
        if (!guard('log')) return;
        // the drawer opens only when the fetch succeeds (SPEC.md §4)
        void track(code, async () => setLog(await fetchSysLog(ctx.selected[0].id)));
        return;
      default:
        // The button group offers only LIST_ACTION_CODES; nothing else reaches here.
        return;
    }
  };

  return {
    form,
    closeForm: () => setForm(null),
    advancedOpen,
    closeAdvanced: () => setAdvancedOpen(false),
    importOpen,
    closeImport: () => setImportOpen(false),
    log,
    closeLog: () => setLog(null),
    busy,
    run,
  };
}
