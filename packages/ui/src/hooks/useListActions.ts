import { App, Input } from 'antd';
import { createElement, useState } from 'react';
import {
  copyRecord,
  deleteRecords,
  exportRecords,
  fetchRecord,
  fetchSysLog,
  listAttachments,
  runGateAction,
  runStatusAction,
  serverMessage,
  setRecordsEnabled,
  type GateActionCode,
  type NoticeActionCode,
  type RecordRow,
  type StatusActionCode,
  type SysLogEntry,
  type WireSearchCondition,
  type WireSort,
} from '@wb/api';
import { downloadBlob } from '../dom/downloadBlob';
import { saveAttachment } from '../dom/saveAttachment';
import { MSG_NO_ATTACHMENT, attachmentSelectionProblem, entityOfBase } from '../logic/attachmentSelection';
import { ADVANCED_QUERY_CODE, GATE_ACTION_CODES, NOTICE_ACTION_CODES, REASON_ACTION_CODES, STATUS_ACTION_CODES } from '../logic/buttonGroup';
import { useNoticeActions } from './useNoticeActions';
import {
  DELETE_CONFIRM_TEXT,
  DELETE_CONFIRM_TITLE,
  OBSOLETE_CONFIRM_TEXT,
  OBSOLETE_CONFIRM_TITLE,
  selectionProblem,
} from '../logic/selectionRules';
import { fieldImagesOf, type PreviewImage } from '../logic/snapshotImages';

export interface ListActionContext {
  base: string | null;
  selected: readonly RecordRow[];
  /** the current filter and sort, for 导出 */
  query: () => { search: WireSearchCondition[]; sort: WireSort[] };
  hasForm: boolean;
  /** a detail template (查看): the list's detail_id or its FORM template */
  hasDetail?: boolean;
  reload: () => void;
  clearSelection: () => void;
  labelOf: (code: string) => string;
  /** the FORM template's photo fields (查看图片 reads their ids from the record) */
  imageFields?: readonly { key: string; label: string }[];
  /** how a row is named in dialog titles (its plate number, code …) */
  rowLabel?: (row: RecordRow) => string;
}

/** The record whose attachments (附件上传) or pictures (查看图片) are open. */
export interface RecordDialogTarget {
  entity: string;
  recordId: string;
  label: string;
  fieldImages: readonly PreviewImage[];
}

export interface ListActionState {
  form: { mode: 'create' | 'edit'; id: string | null } | null;
  closeForm: () => void;
  advancedOpen: boolean;
  closeAdvanced: () => void;
  importOpen: boolean;
  closeImport: () => void;
  log: readonly SysLogEntry[] | null;
  /** the record 查看 shows in the detail popup */
  detail: string | null;
  openDetail: (id: string) => void;
  closeDetail: () => void;
  closeLog: () => void;
  attachments: RecordDialogTarget | null;
  closeAttachments: () => void;
  snapshots: RecordDialogTarget | null;
  closeSnapshots: () => void;
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
  const [detail, setDetail] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<RecordDialogTarget | null>(null);
  const [snapshots, setSnapshots] = useState<RecordDialogTarget | null>(null);

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
  const runNotice = useNoticeActions({ selected: ctx.selected, labelOf: ctx.labelOf, reload: ctx.reload, track });
  const target = (entity: string, fieldImages: readonly PreviewImage[] = []): RecordDialogTarget => {
    const row = ctx.selected[0];
    return { entity, recordId: row.id, label: ctx.rowLabel?.(row) ?? '', fieldImages };
  };
  const attachmentGuard = (action: 'upload' | 'download'): boolean => {
    const problem = attachmentSelectionProblem(action, ctx.selected.length);
    if (problem) void message.warning(problem);
    return problem === null;
  };

  /** A status action (审核, 挂失, 拉黑 …) on the selected rows; the server refuses a wrong state with its message. */
  const runStatus = (base: string, code: string) => {
    if (!guard('status')) return;
    const label = ctx.labelOf(code);
    const go = (reason?: string) =>
      track(code, async () => {
        await runStatusAction(base, code as StatusActionCode, ids(), reason);
        void message.success(`${label}成功`);
        ctx.clearSelection();
        ctx.reload();
      });
    if (REASON_ACTION_CODES.has(code)) {
      // 确定 stays disabled until a reason is typed (the server refuses an empty one too)
      let reason = '';
      const dialog = modal.confirm({
        title: `${label}原因`,
        content: createElement(Input.TextArea, {
          'aria-label': `${label}原因`,
          rows: 3,
          maxLength: 500,
          onChange: (e: { target: { value: string } }) => {
            reason = e.target.value;
            dialog.update({ okButtonProps: { disabled: reason.trim() === '' } });
          },
        }),
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { disabled: true },
        onOk: () => go(reason.trim()),
      });
      return;
    }
    if (code === 'obsolete') {
      modal.confirm({
        title: OBSOLETE_CONFIRM_TITLE,
        content: OBSOLETE_CONFIRM_TEXT,
        okText: '确定',
        cancelText: '取消',
        onOk: () => go(),
      });
      return;
    }
    void go();
  };

  /** 入厂 / 出厂 of the one selected truck; the server refuses a wrong state with its message (车辆未入厂，不能出厂 …). */
  const runGate = (base: string, code: GateActionCode) => {
    if (!guard('gate')) return;
    const label = ctx.labelOf(code);
    void track(code, async () => {
      await runGateAction(base, code, ctx.selected[0].id);
      void message.success(`${label}成功`);
      ctx.clearSelection();
      ctx.reload();
    });
  };

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
      case 'view':
        if (!guard('view')) return;
        if (!ctx.hasDetail) void message.warning('详情模板未配置');
        else setDetail(ctx.selected[0].id);
        return;
      case 'log':
        if (!guard('log')) return;
        // the drawer opens only when the fetch succeeds (SPEC.md §4)
        void track(code, async () => setLog(await fetchSysLog(ctx.selected[0].id)));
        return;
      case 'upload': {
        const entity = entityOfBase(base);
        if (!attachmentGuard('upload') || !entity) return;
        setAttachments(target(entity));
        return;
      }
      case 'download': {
        const entity = entityOfBase(base);
        if (!attachmentGuard('download') || !entity) return;
        void track(code, async () => {
          const pdfs = (await listAttachments(entity, ctx.selected[0].id)).filter((a) => a.kind === 'pdf');
          if (pdfs.length === 0) void message.warning(MSG_NO_ATTACHMENT);
          // one document downloads at once; with several the user picks in the list
          else if (pdfs.length === 1) await saveAttachment(pdfs[0].id);
          else setAttachments(target(entity));
        });
        return;
      }
      case 'viewImage': {
        const entity = entityOfBase(base);
        if (!guard('viewImage') || !entity) return;
        const fields = ctx.imageFields ?? [];
        if (fields.length === 0) {
          setSnapshots(target(entity));
          return;
        }
        // list rows carry the list's columns only: the photo fields come with the record
        void track(code, async () => setSnapshots(target(entity, fieldImagesOf(await fetchRecord(base, ctx.selected[0].id), fields))));
        return;
      }
      default:
        // The button group offers only LIST_ACTION_CODES and the template's status, gate and notice actions.
        if (STATUS_ACTION_CODES.has(code)) runStatus(base, code);
        else if (GATE_ACTION_CODES.has(code)) runGate(base, code as GateActionCode);
        else if (NOTICE_ACTION_CODES.has(code)) runNotice(base, code as NoticeActionCode);
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
    detail,
    openDetail: setDetail,
    closeDetail: () => setDetail(null),
    attachments,
    closeAttachments: () => setAttachments(null),
    snapshots,
    closeSnapshots: () => setSnapshots(null),
    busy,
    run,
  };
}
