import type { FieldDefinition } from '../model/field';
import type { SearchOp } from '../model/enums';

/** What a cell shows: its text and, for ENUM/TAG options that carry one, a colour. */
export interface CellView {
  text: string;
  color?: string;
}

export interface FormatContext {
  /** Global desensitization setting; '1' masks id numbers and mobiles. Default '0'. */
  desensitization?: string;
}

/** A search value after checking: typed for binding, or rejected. */
export type ParsedSearchValue = { ok: true; value: string | number | boolean } | { ok: false };

/** Everything the engine knows about one field type; one module per type under fieldTypes/. */
export interface FieldTypeHandler {
  /** Operators a search on this type may use (before searchType/op extensions). */
  readonly operators: readonly SearchOp[];
  /** Operator the search panel starts with (SPEC §4: le for numbers, like otherwise). */
  readonly defaultOperator: SearchOp;
  format(value: unknown, field: FieldDefinition): CellView;
  /** Checks and types one search value (an element of an `in` list is checked alone). */
  parseSearchValue(raw: string | number | boolean): ParsedSearchValue;
}
