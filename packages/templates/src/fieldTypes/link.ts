import type { FieldTypeHandler } from './FieldTypeHandler';
import { GENERIC_OPS, formatText, parseText } from './shared';

/** LINK: text shown as a link to a detail; searched as text. */
export const linkFieldType: FieldTypeHandler = {
  operators: GENERIC_OPS,
  defaultOperator: 'like',
  format: formatText,
  parseSearchValue: parseText,
};
