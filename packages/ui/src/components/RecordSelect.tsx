import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { selectRecords, type SelectOptionRow } from '@wb/api';

/** SPEC.md §9: autocomplete lookups wait 500 ms after the last key. */
export const RECORD_SELECT_DEBOUNCE_MS = 500;

export interface RecordSelectProps {
  /** the record engine base, e.g. /basic/vehicle (GET {base}/select?keyword=) */
  base: string;
  /** the text shown for the current value (the picked record's label) */
  value: string | null | undefined;
  onPick: (row: SelectOptionRow) => void;
  onClear?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** a second line under each option, from the row */
  describe?: (row: SelectOptionRow) => string;
  'aria-label'?: string;
}

/**
 * A picker over a record engine's select call: type to search (500 ms), choose a row, and the
 * caller fills its fields from it (a vehicle fills the plate and vehicle id, a driver the name,
 * mobile and id number …). Failed lookups are silent (SPEC.md §8): the list stays empty.
 */
export function RecordSelect({
  base,
  value,
  onPick,
  onClear,
  placeholder,
  disabled,
  describe,
  ...rest
}: RecordSelectProps) {
  const [rows, setRows] = useState<SelectOptionRow[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);

  const search = (keyword: string, delay = RECORD_SELECT_DEBOUNCE_MS) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      selectRecords(base, keyword)
        .then((found) => mine === seq.current && setRows(found))
        .catch(() => mine === seq.current && setRows([]))
        .finally(() => mine === seq.current && setLoading(false));
    }, delay);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <Select
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: (k: string) => search(k) }}
      allowClear={Boolean(onClear)}
      onClear={onClear}
      disabled={disabled}
      placeholder={placeholder}
      value={value ?? undefined}
      onOpenChange={(open) => open && rows.length === 0 && search('', 0)}
      notFoundContent={loading ? <Spin size="small" /> : '暂无数据'}
      onSelect={(id: string) => {
        const row = rows.find((r) => r.id === id);
        if (row) onPick(row);
      }}
      options={rows.map((r) => ({
        value: r.id,
        label: describe ? (
          <div>
            <div>{r.label}</div>
            <div style={{ color: '#8c8c8c', fontSize: 12 }}>{describe(r)}</div>
          </div>
        ) : (
          r.label
        ),
      }))}
      style={{ width: '100%' }}
    />
  );
}
