import type { FieldDefinition } from '../model/field';
import type { ControlHandler } from './ControlHandler';

/** Textarea rows from the template, clamped to 1–4 (SPEC §9); default 2. */
export function textareaRows(field: FieldDefinition): number {
  const n = Math.trunc(Number(field.rows));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 4) : 2;
}

/** TEXTAREA: multi-line text. */
export const textareaControl: ControlHandler = {
  describe: (field) => ({ widget: 'textarea', multiple: false, rows: textareaRows(field) }),
};

/** TEXTAREA_SENTENCE: SQL editor. */
export const textareaSentenceControl: ControlHandler = {
  describe: (field) => ({ widget: 'sqlEditor', multiple: false, rows: textareaRows(field) }),
};
