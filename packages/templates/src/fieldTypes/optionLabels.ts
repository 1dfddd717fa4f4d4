import type { FieldDefinition } from '../model/field';
import type { CellView } from './FieldTypeHandler';
import { fieldOptions } from '../fields/fieldOptions';

/**
 * ENUM/TAG display: the option label (and colour) for the value; a comma-separated or array value
 * (multi-select) shows every label joined by ','. Values without an option show as themselves.
 */
export function formatOptionLabels(value: unknown, field: FieldDefinition): CellView {
  if (value === null || value === undefined || value === '') return { text: '' };
  const options = fieldOptions(field);
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const found = parts.map((p) => options.find((o) => String(o.value) === p.trim()));
  const text = parts.map((p, i) => found[i]?.label ?? p).join(',');
  const color = found.length === 1 ? found[0]?.color : undefined;
  return color ? { text, color } : { text };
}
