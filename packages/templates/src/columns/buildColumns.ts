import type { ControlKind, FieldType } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import { isOn } from '../fields/isOn';
import { columnMinWidth } from './columnMinWidth';
import { visibleFields } from './visibleFields';

/** Default column width of virtual tables (SPEC §9). */
const VIRTUAL_COLUMN_WIDTH = 200;
/** A configured width gets this many extra pixels (SPEC §9). */
const SET_WIDTH_EXTRA = 10;

export interface ColumnSpec {
  key: string;
  label: string;
  fieldType: FieldType;
  controlKind?: ControlKind;
  /** Fixed width when the template sets one (+10), or 200 in virtual tables; else undefined (flex). */
  width?: number;
  minWidth: number;
  fixed?: 'left' | 'right';
  sortable: boolean;
  editable: boolean;
  /** Summed in the 合计 row. */
  summable: boolean;
  /** Equal adjacent cells merge. */
  merge: boolean;
  field: FieldDefinition;
}

export interface ColumnOptions {
  /** The table is editable: updatable columns get the editable extra width and flag. */
  editable?: boolean;
  /** Virtual table: unset widths become 200. */
  virtual?: boolean;
}

function fixedOf(field: FieldDefinition): 'left' | 'right' | undefined {
  if (field.ifixed === 'left' || field.ifixed === 'right') return field.ifixed;
  return isOn(field.ifixed) ? 'left' : undefined;
}

function setWidth(field: FieldDefinition): number | undefined {
  const n = Number(field.columnWidth);
  return field.columnWidth !== undefined && field.columnWidth !== '' && Number.isFinite(n) && n > 0
    ? n + SET_WIDTH_EXTRA
    : undefined;
}

/** List/table columns: visible fields (ishow && !ihidden) in seq order with widths by SPEC §9. */
export function buildColumns(fields: readonly FieldDefinition[], options: ColumnOptions = {}): ColumnSpec[] {
  return visibleFields(fields).map((field) => {
    const editable = Boolean(options.editable) && isOn(field.iupdate);
    const width = setWidth(field) ?? (options.virtual ? VIRTUAL_COLUMN_WIDTH : undefined);
    const column: ColumnSpec = {
      key: field.fieldName,
      label: field.fieldExplain,
      fieldType: field.fieldType,
      minWidth: columnMinWidth(field.fieldExplain, editable),
      sortable: isOn(field.isortField),
      editable,
      summable: isOn(field.itotal),
      merge: isOn(field.imerge),
      field,
    };
    if (field.formSubmitType) column.controlKind = field.formSubmitType;
    if (width !== undefined) column.width = width;
    const fixed = fixedOf(field);
    if (fixed) column.fixed = fixed;
    return column;
  });
}
