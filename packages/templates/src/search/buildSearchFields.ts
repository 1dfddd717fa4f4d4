import type { ControlKind, FieldType, SearchOp, SearchType } from '../model/enums';
import type { FieldDefinition, FieldOption } from '../model/field';
import { isOn } from '../fields/isOn';
import { fieldOptions } from '../fields/fieldOptions';
import { bySeq } from '../columns/bySeq';
import { defaultOperator, fieldOperators } from './fieldOperators';
import { searchTypeOf } from './searchTypeOf';
import { isRangeSearch } from './isRangeSearch';

/** One input of the search panel. */
export interface SearchFieldSpec {
  key: string;
  label: string;
  fieldType: FieldType;
  searchType: SearchType;
  controlKind?: ControlKind;
  /** Operator sent with the value. */
  op: SearchOp;
  operators: readonly SearchOp[];
  /** Value is a [start, end] pair; sent as ge start and le end. */
  range: boolean;
  /** Value is a list; sent as `in`, comma-joined. */
  multiple: boolean;
  options: readonly FieldOption[];
  keyId?: string;
  customTable?: string;
  field: FieldDefinition;
}

/** Search-panel inputs: fields with iallowAdvanceQuery (BUTTON fields never), in seq order. */
export function buildSearchFields(fields: readonly FieldDefinition[]): SearchFieldSpec[] {
  return fields
    .filter((f) => isOn(f.iallowAdvanceQuery) && fieldOperators(f).length > 0)
    .sort(bySeq)
    .map((field) => {
      const searchType = searchTypeOf(field);
      const spec: SearchFieldSpec = {
        key: field.fieldName,
        label: field.fieldExplain,
        fieldType: field.fieldType,
        searchType,
        op: defaultOperator(field),
        operators: fieldOperators(field),
        range: isRangeSearch({ ...field, searchType }),
        multiple: searchType === 'comboxMultiline',
        options: fieldOptions(field),
        field,
      };
      if (field.formSubmitType) spec.controlKind = field.formSubmitType;
      if (field.id !== undefined) spec.keyId = String(field.id);
      if (field.customTable) spec.customTable = field.customTable;
      return spec;
    });
}
