import type { ControlKind, FieldType, FormStyle } from '../model/enums';
import type { FieldDefinition, FieldOption } from '../model/field';
import { isOn } from '../fields/isOn';
import { fieldOptions } from '../fields/fieldOptions';
import { visibleFields } from '../columns/visibleFields';
import { describeControl } from '../controls/controlRegistry';
import type { ControlSpec } from '../controls/ControlHandler';
import { fieldRules } from '../validation/fieldRules';
import type { FormRule } from '../validation/FormRule';
import type { RequiredStyle } from '../validation/requiredMessage';

/** Column units per form row (SPEC §9). */
const ROW_UNITS = 48;

export interface FormItem {
  key: string;
  label: string;
  fieldType: FieldType;
  controlKind: ControlKind;
  control: ControlSpec;
  /** Units of the 48-unit row. */
  span: number;
  labelWidth: number;
  editable: boolean;
  required: boolean;
  /** Empty unless the item is editable (only shown and updatable fields get rules). */
  rules: FormRule[];
  options: readonly FieldOption[];
  /** Linked popup template of resource pickers. */
  cgFormatResId?: string | number;
  /** Formula of CALCULATE items. */
  calculate?: string;
  field: FieldDefinition;
}

export interface FormOptions {
  /** Template style: eight-column and master-child main forms get 8 columns, others 4. */
  style?: FormStyle;
  /** Overrides the column count. */
  columns?: number;
  /** Default 100. */
  labelWidth?: number;
  /** Wording of required messages; default 'dynamic'. */
  requiredStyle?: RequiredStyle;
}

/** Columns per row of a form style (SPEC §9: 4 by default, 8 for eight-column and main forms). */
export function formColumns(style: FormStyle | undefined): number {
  return style === 'FORMAT_EIGHT_COLUMN_FROM' || style === 'FORMAT_MASTER_CHILD_FROM' ? 8 : 4;
}

/**
 * Form items of a template: shown fields (ishow && !ihidden) in seq order, each with its control
 * (registry per control kind), span on the 48-unit row, label width, editability (iupdate, and
 * never for computed/display-only controls) and rules.
 */
export function buildFormItems(fields: readonly FieldDefinition[], options: FormOptions = {}): FormItem[] {
  const columns = Math.max(1, Math.trunc(options.columns ?? formColumns(options.style)));
  const span = Math.max(1, Math.floor(ROW_UNITS / columns));
  const labelWidth = options.labelWidth ?? 100;
  const style = options.requiredStyle ?? 'dynamic';
  return visibleFields(fields).map((field) => {
    const control = describeControl(field);
    const editable = isOn(field.iupdate) && !control.readOnly;
    const rules = editable ? fieldRules(field, style) : [];
    const item: FormItem = {
      key: field.fieldName,
      label: field.fieldExplain,
      fieldType: field.fieldType,
      controlKind: field.formSubmitType ?? 'ONE_TXT',
      control,
      span,
      labelWidth,
      editable,
      required: rules.some((r) => r.kind === 'required'),
      rules,
      options: fieldOptions(field),
      field,
    };
    if (field.cgFormatResId !== undefined && field.cgFormatResId !== '')
      item.cgFormatResId = field.cgFormatResId;
    if (field.calculate) item.calculate = field.calculate;
    return item;
  });
}
