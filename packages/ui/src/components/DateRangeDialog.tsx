import { App, Button, DatePicker, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { dateDialogResult, defaultRange, type DateDialogMode, type DateDialogResult } from '../logic/dateRangeDialog';

export interface DateRangeDialogProps {
  open: boolean;
  mode: DateDialogMode;
  title?: string;
  onCancel: () => void;
  onConfirm: (result: DateDialogResult) => void;
}

/**
 * 日期 / 日期范围 (SPEC.md §2): one date (or datetime), or a range that defaults to today
 * 00:00:00 – 23:59:59 and is reset on every opening.
 */
export function DateRangeDialog({ open, mode, title, onCancel, onConfirm }: DateRangeDialogProps) {
  const { message } = App.useApp();
  const range = mode === 'dateRange' || mode === 'datetimeRange';
  const withTime = mode === 'datetime' || mode === 'datetimeRange';
  const [single, setSingle] = useState<Dayjs | null>(null);
  const [pair, setPair] = useState<[Dayjs | null, Dayjs | null]>([null, null]);

  useEffect(() => {
    if (!open) return;
    const [a, b] = defaultRange(new Date());
    setPair([dayjs(a), dayjs(b)]);
    setSingle(dayjs());
  }, [open]);

  const confirm = () => {
    const values = range ? pair.map((d) => d?.toDate() ?? null) : [single?.toDate() ?? null];
    const r = dateDialogResult(mode, values);
    if (!r.ok) {
      void message.warning(r.error);
      return;
    }
    onConfirm(r.result);
  };

  const format = withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  return (
    <Modal
      open={open}
      title={title ?? (range ? '选择日期范围' : '选择日期')}
      width={range ? 520 : 360}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={confirm}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="date-range-dialog">
        {range ? (
          <DatePicker.RangePicker aria-label="日期范围" showTime={withTime} format={format} style={{ width: '100%' }} value={pair} onChange={(v) => setPair([v?.[0] ?? null, v?.[1] ?? null])} />
        ) : (
          <DatePicker aria-label="日期" showTime={withTime} format={format} style={{ width: '100%' }} value={single} onChange={(d) => setSingle(d)} />
        )}
      </div>
    </Modal>
  );
}
