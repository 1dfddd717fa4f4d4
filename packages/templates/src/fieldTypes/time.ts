import type { FieldTypeHandler } from './FieldTypeHandler';
import { RANGE_OPS, formatDateCell, parseTime } from './shared';

/** TIME: like DATE, and also accepts a time of day 'HH:mm[:ss]'. */
export const timeFieldType: FieldTypeHandler = {
  operators: RANGE_OPS,
  defaultOperator: 'eq',
  format: formatDateCell,
  parseSearchValue: parseTime,
};
