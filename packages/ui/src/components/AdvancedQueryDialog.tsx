import { Button, DatePicker, Input, Modal, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  advancedQueryConditions,
  advancedQueryDialog,
  type AdvancedQueryState,
  type FieldDefinition,
  type SearchCondition,
} from '@wb/templates';

/** SPEC.md §9: the 高级查询 dialog is 650 px wide. */
export const ADVANCED_QUERY_WIDTH = 650;
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface AdvancedQueryDialogProps {
  open: boolean;
  fields: readonly FieldDefinition[];
  onCancel: () => void;
  onConfirm: (conditions: SearchCondition[]) => void;
  /** injected for tests; default now */
  now?: () => Date;
  /** the time field start and end apply to */
  timeKey?: string;
}

/**
 * 高级查询 (SPEC.md §2): start and end time (defaults from the engine: today 09:30 → tomorrow 09:30),
 * per-field operator (模糊查询/等于; ENUM 等于 only) and value; 清 空, 取 消, 确 定.
 */
export function AdvancedQueryDialog({ open, fields, onCancel, onConfirm, now = () => new Date(), timeKey }: AdvancedQueryDialogProps) {
  const [state, setState] = useState<AdvancedQueryState>(() => advancedQueryDialog(fields, now()));
  const [wasOpen, setWasOpen] = useState(open);
  // each opening starts from the engine's defaults
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(advancedQueryDialog(fields, now()));
  }

  const setRow = (key: string, patch: Partial<AdvancedQueryState['rows'][number]>) =>
    setState((s) => ({ ...s, rows: s.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));

  const clear = () => setState((s) => ({ start: '', end: '', rows: s.rows.map((r) => ({ ...r, val: '' })) }));

  return (
    <Modal
      open={open}
      title="高级查询"
      width={ADVANCED_QUERY_WIDTH}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={clear}>清 空</Button>
          <Button onClick={onCancel}>取 消</Button>
          <Button type="primary" onClick={() => onConfirm(advancedQueryConditions(state, timeKey))}>
            确 定
          </Button>
        </Space>
      }
    >
      <div data-testid="advanced-query-dialog" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <div style={{ display: 'grid', gridTemplateColumns: '110px 1fr', gap: '8px 12px', alignItems: 'center' }}>
          <span style={{ textAlign: 'right' }}>开始时间</span>
          <DatePicker
            showTime
            aria-label="开始时间"
            format={FORMAT}
            value={state.start ? dayjs(state.start, FORMAT) : null}
            onChange={(d) => setState((s) => ({ ...s, start: d ? d.format(FORMAT) : '' }))}
          />
          <span style={{ textAlign: 'right' }}>结束时间</span>
          <DatePicker
            showTime
            aria-label="结束时间"
            format={FORMAT}
            value={state.end ? dayjs(state.end, FORMAT) : null}
            onChange={(d) => setState((s) => ({ ...s, end: d ? d.format(FORMAT) : '' }))}
          />
          {state.rows.map((row) => (
            <AdvancedRow key={row.key} row={row} onChange={(patch) => setRow(row.key, patch)} />
          ))}
        </div>
      </div>
    </Modal>
  );
}

function AdvancedRow({
  row,
  onChange,
}: {
  row: AdvancedQueryState['rows'][number];
  onChange: (patch: Partial<AdvancedQueryState['rows'][number]>) => void;
}) {
  return (
    <>
      <span style={{ textAlign: 'right' }}>{row.label}</span>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={`${row.label}条件`}
          style={{ width: 120 }}
          value={row.op}
          options={row.operators.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(op) => onChange({ op })}
        />
        <Input aria-label={row.label} value={row.val} onChange={(e) => onChange({ val: e.target.value })} />
      </Space.Compact>
    </>
  );
}
