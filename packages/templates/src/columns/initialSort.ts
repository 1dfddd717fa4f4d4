import type { FieldDefinition } from '../model/field';
import type { SortSpec } from '../model/search';
import { isOn } from '../fields/isOn';

/** The template-defined initial sort: the first idefinedSort field, direction default desc (SPEC §4). */
export function initialSort(fields: readonly FieldDefinition[]): SortSpec | null {
  const field = fields.find((f) => isOn(f.idefinedSort));
  if (!field) return null;
  const sort: SortSpec = {
    key: field.sortField || field.fieldName,
    dir: field.sortMethod === 'asc' ? 'asc' : 'desc',
  };
  if (field.id !== undefined) sort.keyId = String(field.id);
  return sort;
}
