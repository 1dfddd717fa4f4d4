import type { FieldTypeHandler } from './FieldTypeHandler';
import { parseBoolean } from './shared';

const YES = new Set<unknown>([true, 1, '1', 'true', '是', 'Y', 'y']);

/** BOOLEAN: 是/否, empty shows 否; searched with eq/ne on true/false (1/0, 是/否 accepted). */
export const booleanFieldType: FieldTypeHandler = {
  operators: ['eq', 'ne'],
  defaultOperator: 'eq',
  format: (value) => ({ text: YES.has(value) ? '是' : '否' }),
  parseSearchValue: parseBoolean,
};
