import { fieldOptions, type FieldDefinition } from '@wb/templates';
import type { FieldSpec } from '../EntityDef';
import { formatDateTime } from '../../shared/time';

/**
 * A wire value as a spreadsheet cell: numbers as numbers, instants as 'YYYY-MM-DD HH:mm:ss' in the
 * site's time, choices and booleans by their labels (启用/停用, 汽车衡) so the sheet reads like the
 * screen — and `importValue` reads those labels back.
 */
export function exportCell(
  field: FieldDefinition,
  spec: FieldSpec | undefined,
  value: unknown,
  offsetMinutes: number,
): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatDateTime(value, offsetMinutes);
  if (spec?.kind === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  const option = fieldOptions(field).find((o) => String(o.value) === String(value));
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/** A cell's text as the wire value of its field: option labels back to option values. */
export function importValue(field: FieldDefinition | undefined, text: string): unknown {
  if (!field) return text;
  const option = fieldOptions(field).find((o) => o.label === text || String(o.value) === text);
  return option ? option.value : text;
}
