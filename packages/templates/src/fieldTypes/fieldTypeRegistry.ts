import type { FieldType } from '../model/enums';
import type { FieldTypeHandler } from './FieldTypeHandler';
import { textFieldType } from './text';
import { dateFieldType } from './date';
import { timeFieldType } from './time';
import { linkFieldType } from './link';
import { buttonFieldType } from './button';
import { tagFieldType } from './tag';
import { booleanFieldType } from './boolean';
import { enumFieldType } from './enum';
import { numberFieldType } from './number';
import { charFieldType } from './char';
import { txtFieldType } from './txt';
import { jsonFieldType } from './json';

/** One handler per field type; the Record type makes a missing type a compile error. */
export const fieldTypeRegistry: Readonly<Record<FieldType, FieldTypeHandler>> = {
  TEXT: textFieldType,
  DATE: dateFieldType,
  TIME: timeFieldType,
  LINK: linkFieldType,
  BUTTON: buttonFieldType,
  TAG: tagFieldType,
  BOOLEAN: booleanFieldType,
  ENUM: enumFieldType,
  NUMBER: numberFieldType,
  CHAR: charFieldType,
  TXT: txtFieldType,
  JSON: jsonFieldType,
};

/** Handler of a field's type; unknown types (older servers) fall back to TEXT. */
export function fieldTypeOf(fieldType: string): FieldTypeHandler {
  return (fieldTypeRegistry as Record<string, FieldTypeHandler | undefined>)[fieldType] ?? textFieldType;
}
