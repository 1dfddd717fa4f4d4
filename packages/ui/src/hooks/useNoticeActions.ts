import { App, Input, Radio, type RadioChangeEvent } from 'antd';
import { createElement } from 'react';
import { fetchRecord, runNoticeAction, type NoticeActionCode, type RecordRow } from '@wb/api';
import { NoticeLinesPicker } from '../components/NoticeLinesPicker';
import { entityOfBase } from '../logic/attachmentSelection';
import { canMoveLine, maxLimitProblem, noticeLinesOf } from '../logic/noticeLines';
import { selectionProblem } from '../logic/selectionRules';

interface NoticeActionContext {
  selected: readonly RecordRow[];
  labelOf: (code: string) => string;
  reload: () => void;
  /** runs work with the button busy; errors show the server's message */
  track: (code: string, work: () => Promise<void>) => Promise<void>;
}

/**
 * 关闭明细 / 打开明细 (one notice: pick its lines), 修改限量 and 完成 (selected notices) of a notice
 * list (SPEC.md §4). Each asks in a dialog whose 确定 stays disabled until the input is usable; the
 * server checks again and its refusal is shown as it words it.
 */
export function useNoticeActions(ctx: NoticeActionContext): (base: string, code: NoticeActionCode) => void {
  const { message, modal } = App.useApp();
  const guard = (action: 'view' | 'status') => {
    const problem = selectionProblem(action, ctx.selected.length);
    if (problem) void message.warning(problem);
    return problem === null;
  };
  const done = (label: string) => {
    void message.success(`${label}成功`);
    ctx.reload();
  };

  const moveLines = (base: string, code: 'closeNoticeSub' | 'openNoticeSub', label: string) => {
    if (!guard('view')) return;
    const closing = code === 'closeNoticeSub';
    void ctx.track(code, async () => {
      const record = await fetchRecord(base, ctx.selected[0].id);
      const lines = noticeLinesOf(record, entityOfBase(base) ?? '');
      if (!lines.some((l) => canMoveLine(l, closing))) {
        void message.warning(closing ? '该通知单没有可关闭的明细' : '该通知单没有已关闭的明细');
        return;
      }
      let chosen: string[] = [];
      const dialog = modal.confirm({
        title: label,
        icon: null,
        width: 650,
        content: createElement(NoticeLinesPicker, {
          lines,
          closing,
          onChange: (ids: string[]) => {
            chosen = ids;
            dialog.update({ okButtonProps: { disabled: ids.length === 0 } });
          },
        }),
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { disabled: true },
        onOk: () => ctx.track(code, async () => {
          await runNoticeAction(base, { code, lineIds: chosen });
          done(label);
        }),
      });
    });
  };

  const maxLimit = (base: string, label: string) => {
    if (!guard('status')) return;
    let text = '';
    const dialog = modal.confirm({
      title: label,
      icon: null,
      content: createElement(Input, {
        'aria-label': '单车限量(吨)',
        placeholder: '单车限量(吨)',
        inputMode: 'decimal',
        onChange: (e: { target: { value: string } }) => {
          text = e.target.value;
          dialog.update({ okButtonProps: { disabled: maxLimitProblem(text) !== null } });
        },
      }),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { disabled: true },
      onOk: () => ctx.track('updateMaxLimit', async () => {
        await runNoticeAction(base, { code: 'updateMaxLimit', ids: ctx.selected.map((r) => r.id), maxLimit: text.trim() });
        done(label);
      }),
    });
  };

  const markDone = (base: string, label: string) => {
    if (!guard('status')) return;
    let value: '是' | '否' = '是';
    modal.confirm({
      title: label,
      icon: null,
      content: createElement(Radio.Group, {
        'aria-label': '已完成',
        defaultValue: '是',
        options: [
          { value: '是', label: '已完成（不再登记新车辆）' },
          { value: '否', label: '未完成' },
        ],
        onChange: (e: RadioChangeEvent) => {
          value = e.target.value === '否' ? '否' : '是';
        },
      }),
      okText: '确定',
      cancelText: '取消',
      onOk: () => ctx.track('updateDone', async () => {
        await runNoticeAction(base, { code: 'updateDone', ids: ctx.selected.map((r) => r.id), done: value });
        done(label);
      }),
    });
  };

  return (base, code) => {
    const label = ctx.labelOf(code);
    if (code === 'closeNoticeSub' || code === 'openNoticeSub') moveLines(base, code, label);
    else if (code === 'updateMaxLimit') maxLimit(base, label);
    else markDone(base, label);
  };
}
