import { App, Button, DatePicker, Form, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  DATETIME_FORMAT,
  SAMPLE_COUNT_DEFAULT,
  SAMPLE_COUNT_MAX,
  SAMPLE_COUNT_MIN,
  initialSampleDate,
  sampleCountProblem,
  sampleDateOutput,
  type SampleDateOutput,
} from '../logic/sampleDate';

export interface SampleDateDialogProps {
  open: boolean;
  /** the starting date; anything but a Date starts at now */
  value?: unknown;
  title?: string;
  onCancel: () => void;
  onConfirm: (output: SampleDateOutput) => void;
}

/** 日期与取样车数 (SPEC.md §2, §3): a datetime (yyyy-MM-dd HH:mm:ss) and a sample-car count, integer 0–500, default 1. */
export function SampleDateDialog({ open, value, title = '取样设置', onCancel, onConfirm }: SampleDateDialogProps) {
  const { message } = App.useApp();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [count, setCount] = useState<number | null>(SAMPLE_COUNT_DEFAULT);

  useEffect(() => {
    if (!open) return;
    setDate(dayjs(initialSampleDate(value, new Date())));
    setCount(SAMPLE_COUNT_DEFAULT);
  }, [open, value]);

  const confirm = () => {
    const problem = sampleCountProblem(count);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onConfirm(sampleDateOutput(date?.toDate(), count as number, new Date()));
  };

  return (
    <Modal
      open={open}
      title={title}
      width={420}
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
      <Form layout="vertical" data-testid="sample-date-dialog">
        <Form.Item label="日期时间">
          <DatePicker aria-label="日期时间" showTime format={DATETIME_FORMAT} style={{ width: '100%' }} value={date} onChange={(d) => setDate(d)} />
        </Form.Item>
        <Form.Item label="取样车数">
          <InputNumber aria-label="取样车数" min={SAMPLE_COUNT_MIN} max={SAMPLE_COUNT_MAX} precision={0} style={{ width: '100%' }} value={count} onChange={(v) => setCount(v)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
