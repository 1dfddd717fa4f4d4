import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FormItem } from '@wb/templates';
import { isMaterialField, isRegionField } from '../logic/fieldControls';
import { ImageUploadField } from './ImageUploadField';
import { RegionAddressInput } from './RegionAddressInput';

export interface FormControlProps {
  item: FormItem;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** resource pickers: open the popup */
  onPick?: (item: FormItem) => void;
  disabled?: boolean;
}

/** The input of one form item by its control kind (engine widget); antd Form.Item passes value/onChange. */
export function FormControl({ item, value, onChange, onPick, disabled }: FormControlProps) {
  const readOnly = disabled || !item.editable;
  // NONE_WHOLE is display-only, yet its popup still opens to show the rows (without 确 定)
  const viewOnlyPicker = !disabled && item.control.widget === 'resourcePicker' && item.control.picker?.confirmButton === false;
  const options = item.options.map((o) => ({ value: o.value as string | number, label: o.label, disabled: o.disabled }));
  const change = (v: unknown) => onChange?.(v);
  const text = value === null || value === undefined ? '' : String(value);
  // detailsUrl-chosen controls (logic/fieldControls.ts) come before the widget of the control kind
  if (isRegionField(item.field)) return <RegionAddressInput label={item.label} disabled={readOnly} value={value} onChange={change} />;
  const widget = isMaterialField(item.field) ? 'resourcePicker' : item.control.widget;
  switch (widget) {
    case 'textarea':
    case 'sqlEditor':
      return <Input.TextArea aria-label={item.label} rows={item.control.rows ?? 2} disabled={readOnly} value={text} onChange={(e) => change(e.target.value)} />;
    case 'number':
      return (
        <InputNumber
          aria-label={item.label}
          style={{ width: '100%' }}
          disabled={readOnly}
          value={value === '' || value === null || value === undefined ? null : Number(value)}
          onChange={(v) => change(v)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          aria-label={item.label}
          style={{ width: '100%' }}
          showTime={item.control.widget === 'datetime'}
          disabled={readOnly}
          value={(value as Dayjs | null | undefined) ?? null}
          onChange={(d) => change(d)}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          aria-label={item.label}
          style={{ width: '100%' }}
          disabled={readOnly}
          value={(value as [Dayjs, Dayjs] | null | undefined) ?? null}
          onChange={(d) => change(d)}
        />
      );
    case 'time':
      return <TimePicker aria-label={item.label} style={{ width: '100%' }} disabled={readOnly} value={(value as Dayjs | null | undefined) ?? null} onChange={(d) => change(d)} />;
    case 'timeRange':
      return (
        <TimePicker.RangePicker
          aria-label={item.label}
          style={{ width: '100%' }}
          disabled={readOnly}
          value={(value as [Dayjs, Dayjs] | null | undefined) ?? null}
          onChange={(d) => change(d)}
        />
      );
    case 'select':
    case 'remoteSelect':
      return (
        <Select
          aria-label={item.label}
          allowClear
          mode={item.control.multiple ? 'multiple' : undefined}
          placeholder={`请选择${item.label}`}
          disabled={readOnly}
          options={options}
          value={value === '' || value === null ? undefined : (value as string | string[] | undefined)}
          onChange={(v) => change(v ?? null)}
        />
      );
    case 'radio':
      return <Radio.Group aria-label={item.label} disabled={readOnly} options={options} value={value} onChange={(e) => change(e.target.value)} />;
    case 'checkbox':
      return <Checkbox.Group aria-label={item.label} disabled={readOnly} options={options} value={(value as (string | number)[] | undefined) ?? []} onChange={(v) => change(v)} />;
    case 'switch':
      return <Switch aria-label={item.label} disabled={readOnly} checked={value === true} onChange={(v) => change(v)} />;
    case 'resourcePicker':
      return (
        <Input
          aria-label={item.label}
          readOnly
          disabled={readOnly && !viewOnlyPicker}
          placeholder={`请选择${item.label}`}
          value={text}
          style={{ cursor: readOnly && !viewOnlyPicker ? undefined : 'pointer' }}
          onClick={() => (!readOnly || viewOnlyPicker) && onPick?.(item)}
          suffix={<SearchOutlined />}
        />
      );
    case 'imageUpload':
      return <ImageUploadField field={item.key} label={item.label} accept={item.control.accept} disabled={readOnly} value={value} onChange={change} />;
    case 'calculated':
      return <Input aria-label={item.label} disabled value={text} />;
    default:
      return <Input aria-label={item.label} allowClear disabled={readOnly} value={text} onChange={(e) => change(e.target.value)} />;
  }
}
