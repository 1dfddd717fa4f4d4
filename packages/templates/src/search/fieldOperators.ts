import type { SearchOp } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import { fieldTypeOf } from '../fieldTypes/fieldTypeRegistry';
import { isRangeSearch } from './isRangeSearch';

/**
 * Operators a search on `field` may use: its type's set (SPEC §5: DATE/NUMBER eq ge le,
 * CHAR/TXT/JSON like eq, ENUM eq, generic eq gt ge lt le ne like in), plus what its own
 * configuration implies: `in` for a comboxMultiline search, ge/le for range searches, and the
 * template's configured `op`. BUTTON fields are never searchable. The same list is enforced
 * on the server by `validateListRequest`.
 */
export function fieldOperators(field: FieldDefinition): readonly SearchOp[] {
  const base = fieldTypeOf(field.fieldType).operators;
  if (base.length === 0) return base;
  const ops = new Set<SearchOp>(base);
  if (field.searchType === 'comboxMultiline') ops.add('in');
  if (isRangeSearch(field)) {
    ops.add('ge');
    ops.add('le');
  }
  if (field.op) ops.add(field.op === 'lk' ? 'like' : field.op);
  return [...ops];
}

/**
 * The search panel's starting operator: the configured `op` when allowed, `in` for multi-select,
 * le for NUMBER, like where allowed, otherwise the type's own default (eq for ENUM and dates).
 */
export function defaultOperator(field: FieldDefinition): SearchOp {
  const ops = fieldOperators(field);
  if (field.op && ops.includes(field.op)) return field.op;
  if (field.searchType === 'comboxMultiline') return 'in';
  if (field.fieldType === 'NUMBER') return 'le';
  if (ops.includes('like')) return 'like';
  return fieldTypeOf(field.fieldType).defaultOperator;
}
