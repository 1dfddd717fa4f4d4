import type { FieldTypeHandler } from './FieldTypeHandler';
import { TEXT_OPS, formatText, parseText } from './shared';

/** JSON: objects are shown as JSON text; like/eq on the stored text. */
export const jsonFieldType: FieldTypeHandler = {
  operators: TEXT_OPS,
  defaultOperator: 'like',
  format: formatText,
  parseSearchValue: parseText,
};
