import type { FieldTypeHandler } from './FieldTypeHandler';
import { RANGE_OPS, formatText, parseNumber } from './shared';

/** NUMBER: eq/ge/le, default le; search values must be finite numbers. */
export const numberFieldType: FieldTypeHandler = {
  operators: RANGE_OPS,
  defaultOperator: 'le',
  format: formatText,
  parseSearchValue: parseNumber,
};
