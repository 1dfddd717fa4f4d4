import type { DateFormatCode } from '../model/enums';
import type { FieldDefinition } from '../model/field';

/**
 * The date format code of a field: `cgValFormat.valFormatFun` when it is '1'…'6', otherwise
 * 1 (date) for DATA_BOX / DATA_RANGE_BOX / datePicker fields, 4 (time) for TIME fields on a
 * time control, 2 (date and time) for everything else.
 */
export function dateFormatCodeOf(field: FieldDefinition): DateFormatCode {
  const fun = field.cgValFormat?.valFormatFun?.trim();
  if (fun && /^[1-6]$/.test(fun)) return Number(fun) as DateFormatCode;
  const kind = field.formSubmitType;
  if (kind === 'DATA_BOX' || kind === 'DATA_RANGE_BOX') return 1;
  if (field.fieldType === 'TIME' && (kind === 'TIME_BOX_TIM' || kind === 'TIME_RANGE_BOX')) return 4;
  return 2;
}
