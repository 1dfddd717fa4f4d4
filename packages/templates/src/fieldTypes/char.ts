import type { FieldTypeHandler } from './FieldTypeHandler';
import { TEXT_OPS, formatText, parseText } from './shared';

/** CHAR: short text; like/eq. */
export const charFieldType: FieldTypeHandler = {
  operators: TEXT_OPS,
  defaultOperator: 'like',
  format: formatText,
  parseSearchValue: parseText,
};
