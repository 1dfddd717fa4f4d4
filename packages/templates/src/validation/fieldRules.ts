import type { FieldDefinition } from '../model/field';
import { isOn } from '../fields/isOn';
import type { FormRule } from './FormRule';
import { compilePattern } from './compilePattern';
import { requiredMessage, type RequiredStyle } from './requiredMessage';

/** Fields that accept digits only (SPEC §5). */
const DIGIT_FIELDS = new Set(['startCode', 'endCode', 'num', 'carryOverNum']);
const CHANGE_KINDS = new Set([
  'SELECT',
  'SELECT_MORE',
  'SINGLE_ELECTION',
  'MULTIPLE_SELECTION',
  'BOOLEAN',
  'DATA_BOX',
  'DATA_BOX_TIM',
  'DATA_RANGE_BOX',
  'TIME_BOX_TIM',
  'TIME_RANGE_BOX',
]);

/**
 * Rules of one field: none unless it is shown (ishow, not ihidden) and updatable (iupdate).
 * Then: required (irequired, worded by `style`), the cgValidate pattern, and by field name
 * idNumber, email, and digits only for startCode / endCode / num / carryOverNum.
 */
export function fieldRules(field: FieldDefinition, style: RequiredStyle): FormRule[] {
  if (!isOn(field.ishow) || isOn(field.ihidden) || !isOn(field.iupdate)) return [];
  const rules: FormRule[] = [];
  if (isOn(field.irequired)) {
    const trigger = style === 'table' || !CHANGE_KINDS.has(field.formSubmitType ?? '') ? 'blur' : 'change';
    rules.push({ kind: 'required', message: requiredMessage(field, style), trigger });
  }
  const pattern = compilePattern(field.cgValidate);
  if (pattern) rules.push({ kind: 'pattern', ...pattern, trigger: 'blur' });
  if (field.fieldName === 'idNumber') rules.push({ kind: 'idNumber', trigger: 'blur' });
  if (field.fieldName === 'email') rules.push({ kind: 'email', trigger: 'blur' });
  if (DIGIT_FIELDS.has(field.fieldName)) {
    rules.push({ kind: 'digits', message: `${field.fieldExplain}只能输入数字`, trigger: 'blur' });
  }
  return rules;
}
