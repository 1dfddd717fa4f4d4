import customParseFormat from 'dayjs/plugin/customParseFormat';
import dayjs, { isDayjs, type Dayjs } from 'dayjs';
import type { FormItem } from '@wb/templates';

dayjs.extend(customParseFormat);

/** A form value as antd's inputs hold it. */
export type FormInputValue = unknown;

const DATE_WIDGETS = new Set(['date', 'datetime', 'time']);
const RANGE_WIDGETS = new Set(['dateRange', 'timeRange']);

function formatOf(item: FormItem): string {
  if (item.control.valueFormat) return item.control.valueFormat;
  if (item.control.widget === 'date') return 'YYYY-MM-DD';
  if (item.control.widget === 'time') return 'HH:mm:ss';
  return 'YYYY-MM-DD HH:mm:ss';
}

function toDayjs(value: unknown, format: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (isDayjs(value)) return value;
  const text = String(value);
  const strict = dayjs(text, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(typeof value === 'number' ? value : text);
  return loose.isValid() ? loose : null;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',');
}

/** A loaded record (or defaults) as form values: dates as dayjs, lists as arrays, booleans as booleans. */
export function toFormValues(items: readonly FormItem[], row: Readonly<Record<string, unknown>>): Record<string, FormInputValue> {
  const out: Record<string, FormInputValue> = {};
  for (const item of items) {
    if (!(item.key in row)) continue;
    const value = row[item.key];
    const widget = item.control.widget;
    if (DATE_WIDGETS.has(widget)) out[item.key] = toDayjs(value, formatOf(item));
    else if (RANGE_WIDGETS.has(widget)) {
      const [a, b] = listOf(value);
      out[item.key] = a && b ? [toDayjs(a, formatOf(item)), toDayjs(b, formatOf(item))] : null;
    } else if (widget === 'switch') out[item.key] = value === true || value === 'true' || value === 1 || value === '1';
    else if (item.control.multiple && widget !== 'resourcePicker') out[item.key] = listOf(value);
    else out[item.key] = value;
  }
  return out;
}

function wireScalar(value: unknown, format: string): unknown {
  if (isDayjs(value)) return value.format(format);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value === undefined ? null : value;
}

/**
 * Form values as the server takes them (SPEC.md §5): empty values become null, strings are
 * trimmed, dates are formatted, lists and ranges are comma-joined.
 */
export function toWireValues(items: readonly FormItem[], values: Readonly<Record<string, FormInputValue>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const byKey = new Map(items.map((i) => [i.key, i]));
  for (const [key, value] of Object.entries(values)) {
    const item = byKey.get(key);
    const format = item ? formatOf(item) : 'YYYY-MM-DD HH:mm:ss';
    if (Array.isArray(value)) {
      const parts = value.map((v) => wireScalar(v, format)).filter((v) => v !== null);
      out[key] = parts.length === 0 ? null : parts.map(String).join(',');
    } else {
      out[key] = wireScalar(value, format);
    }
  }
  return out;
}
