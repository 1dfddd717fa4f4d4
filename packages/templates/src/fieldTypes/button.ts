import type { FieldTypeHandler } from './FieldTypeHandler';
import { formatText } from './shared';

/** BUTTON: an action column; shows its text and is never searchable. */
export const buttonFieldType: FieldTypeHandler = {
  operators: [],
  defaultOperator: 'eq',
  format: formatText,
  parseSearchValue: () => ({ ok: false }),
};
