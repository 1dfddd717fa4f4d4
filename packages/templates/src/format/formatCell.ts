import type { FieldDefinition } from '../model/field';
import type { CellView, FormatContext } from '../fieldTypes/FieldTypeHandler';
import { fieldTypeOf } from '../fieldTypes/fieldTypeRegistry';
import { booleanFieldType } from '../fieldTypes/boolean';
import { maskValue } from './maskValue';

/**
 * What a list or detail cell shows for `value`: formatted by the field type (dates by code,
 * 是/否, enum labels and colours) and masked when `ctx.desensitization` is '1'.
 */
export function formatCell(field: FieldDefinition, value: unknown, ctx: FormatContext = {}): CellView {
  const handler = field.formSubmitType === 'BOOLEAN' ? booleanFieldType : fieldTypeOf(field.fieldType);
  const view = handler.format(value, field);
  if (ctx.desensitization === '1') {
    const masked = maskValue(field.fieldName, view.text);
    if (masked !== view.text) return { ...view, text: masked };
  }
  return view;
}
