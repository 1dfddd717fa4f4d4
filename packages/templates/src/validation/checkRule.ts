import { isEmptyValue } from '../fields/isEmptyValue';
import type { FormRule } from './FormRule';
import { validateEmail } from './validateEmail';
import { validateIdNumber } from './validateIdNumber';

const DIGITS = /^\d+$/;

/** Runs one rule: the error message, or null. Only `required` fails on empty values. */
export function checkRule(rule: FormRule, value: unknown): string | null {
  if (rule.kind === 'required') return isEmptyValue(value) ? rule.message : null;
  if (isEmptyValue(value)) return null;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  switch (rule.kind) {
    case 'pattern':
      return rule.regex.test(text) === rule.inverted ? rule.message : null;
    case 'idNumber':
      return validateIdNumber(text);
    case 'email':
      return validateEmail(text);
    case 'digits':
      return DIGITS.test(text.trim()) ? null : rule.message;
  }
}

/** Runs rules in order and returns the first message, or null when the value passes them all. */
export function validateValue(rules: readonly FormRule[], value: unknown): string | null {
  for (const rule of rules) {
    const message = checkRule(rule, value);
    if (message !== null) return message;
  }
  return null;
}
