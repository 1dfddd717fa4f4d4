import type { FieldTypeHandler } from './FieldTypeHandler';
import { GENERIC_OPS, parseText } from './shared';
import { formatOptionLabels } from './optionLabels';

/** TAG: shown as a coloured tag from its options; searched as text. */
export const tagFieldType: FieldTypeHandler = {
  operators: GENERIC_OPS,
  defaultOperator: 'like',
  format: formatOptionLabels,
  parseSearchValue: parseText,
};
