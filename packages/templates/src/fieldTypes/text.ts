import type { FieldTypeHandler } from './FieldTypeHandler';
import { GENERIC_OPS, formatText, parseText } from './shared';

/** TEXT: plain text, the generic operator list. */
export const textFieldType: FieldTypeHandler = {
  operators: GENERIC_OPS,
  defaultOperator: 'like',
  format: formatText,
  parseSearchValue: parseText,
};
