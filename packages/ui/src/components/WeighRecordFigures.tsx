import type { WeighRow } from '@wb/api';
import dayjs from 'dayjs';

export interface WeighRecordFiguresProps {
  record: WeighRow;
  /** which weight the last weighsave took: highlighted */
  weighed?: 'gross' | 'tare' | null;
}

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

/**
 * A weigh record's weights side by side, in tonnes as the server sent them (exact strings): 毛重,
 * 皮重, 扣重 and 净重, with the time of each weighing. The weight just taken is outlined.
 */
export function WeighRecordFigures({ record, weighed }: WeighRecordFiguresProps) {
  const cells: Array<{
    key: string;
    label: string;
    value: string | null;
    at?: string;
    strong?: boolean;
    outline?: boolean;
  }> = [
    {
      key: 'gross',
      label: '毛重(吨)',
      value: record.grossWeight,
      at: time(record.grossTime),
      outline: weighed === 'gross',
    },
    {
      key: 'tare',
      label: '皮重(吨)',
      value: record.tareWeight,
      at: time(record.tareTime),
      outline: weighed === 'tare',
    },
    { key: 'deduction', label: '扣重(吨)', value: record.deduction },
    { key: 'net', label: '净重(吨)', value: record.netWeight, strong: true },
  ];
  return (
    <div
      data-testid="weigh-figures"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 10 }}
    >
      {cells.map((c) => (
        <div
          key={c.key}
          data-testid={`weigh-figure-${c.key}`}
          style={{
            border: c.outline ? '2px solid #1677ff' : '1px solid #e5e9ee',
            background: c.strong ? '#f0f7ff' : '#fafbfc',
            borderRadius: 8,
            padding: '8px 12px',
          }}
        >
          <div style={{ color: '#5f6b76', fontSize: 13 }}>{c.label}</div>
          <div
            style={{
              fontSize: c.strong ? 30 : 26,
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: c.value === null ? '#bfbfbf' : c.strong ? '#0958d9' : '#1f2933',
            }}
          >
            {c.value ?? '—'}
          </div>
          {c.at !== undefined && <div style={{ color: '#8c8c8c', fontSize: 12, minHeight: 18 }}>{c.at}</div>}
        </div>
      ))}
    </div>
  );
}
