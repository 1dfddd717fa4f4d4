import type { FieldTypeHandler } from './FieldTypeHandler';
import { parseText } from './shared';
import { formatOptionLabels } from './optionLabels';

/** ENUM: option label and colour; only `eq` (the 高级查询 dialog rule). */
export const enumFieldType: FieldTypeHandler = {
  operators: ['eq'],
  defaultOperator: 'eq',
  format: formatOptionLabels,
  parseSearchValue: parseText,
};
