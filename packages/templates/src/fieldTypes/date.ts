import type { FieldTypeHandler } from './FieldTypeHandler';
import { RANGE_OPS, formatDateCell, parseDate } from './shared';

/** DATE: eq/ge/le; shown by date format code; search values must be real calendar dates. */
export const dateFieldType: FieldTypeHandler = {
  operators: RANGE_OPS,
  defaultOperator: 'eq',
  format: formatDateCell,
  parseSearchValue: parseDate,
};
