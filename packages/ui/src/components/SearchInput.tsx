import { DatePicker, Input, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SearchFieldSpec, SearchInputValue } from '@wb/templates';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const TIME = 'HH:mm:ss';

function asDayjs(v: unknown, format: string): Dayjs | null {
  if (v === null || v === undefined || v === '') return null;
  const d = dayjs(String(v), format);
  return d.isValid() ? d : null;
}

export interface SearchInputProps {
  spec: SearchFieldSpec;
  value: SearchInputValue;
  onChange: (value: SearchInputValue) => void;
}

/** One search-panel input, chosen by the field's search type (SPEC.md §2, §3). Values stay plain strings. */
export function SearchInput({ spec, value, onChange }: SearchInputProps) {
  const placeholder = spec.label;
  const options = spec.options.map((o) => ({ value: String(o.value), label: o.label, disabled: o.disabled }));
  switch (spec.searchType) {
    case 'comboxSingle':
      return (
        <Select
          allowClear
          aria-label={spec.label}
          placeholder={`请选择${spec.label}`}
          style={{ width: '100%' }}
          options={options}
          value={value === null || value === undefined || value === '' ? undefined : String(value)}
          onChange={(v?: string) => onChange(v ?? '')}
        />
      );
    case 'comboxMultiline':
      return (
        <Select
          allowClear
          mode="multiple"
          aria-label={spec.label}
          placeholder={`请选择${spec.label}`}
          style={{ width: '100%' }}
          options={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v: string[]) => onChange(v)}
        />
      );
    case 'datePicker':
    case 'dateTimePicker':
    case 'datePickerRange':
    case 'dateTimePickerRange': {
      const withTime = spec.searchType === 'dateTimePicker' || spec.searchType === 'dateTimePickerRange';
      const format = withTime ? DATE_TIME : DATE;
      if (spec.range) {
        const pair = Array.isArray(value) ? value : [];
        return (
          <DatePicker.RangePicker
            aria-label={spec.label}
            style={{ width: '100%' }}
            showTime={withTime}
            format={format}
            value={[asDayjs(pair[0], format), asDayjs(pair[1], format)]}
            onChange={(d) => onChange(d && d[0] && d[1] ? [d[0].format(format), d[1].format(format)] : [])}
          />
        );
      }
      return (
        <DatePicker
          aria-label={spec.label}
          style={{ width: '100%' }}
          showTime={withTime}
          format={format}
          placeholder={spec.label}
          value={asDayjs(value, format)}
          onChange={(d: Dayjs | null) => onChange(d ? d.format(format) : '')}
        />
      );
    }
    case 'timePicker':
      return (
        <TimePicker
          aria-label={spec.label}
          style={{ width: '100%' }}
          placeholder={spec.label}
          value={asDayjs(value, TIME)}
          onChange={(d: Dayjs | null) => onChange(d ? d.format(TIME) : '')}
        />
      );
    default:
      return (
        <Input
          allowClear
          aria-label={spec.label}
          placeholder={placeholder}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
