import type { FieldTypeHandler } from './FieldTypeHandler';
import { TEXT_OPS, formatText, parseText } from './shared';

/** TXT: long text; like/eq. */
export const txtFieldType: FieldTypeHandler = {
  operators: TEXT_OPS,
  defaultOperator: 'like',
  format: formatText,
  parseSearchValue: parseText,
};
