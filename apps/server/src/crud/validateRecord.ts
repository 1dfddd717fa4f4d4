import { fieldOptions, fieldRules, isOn, validateValue, type FieldDefinition } from '@wb/templates';
import type { EntityDef } from './EntityDef';
import { convertValue } from './recordValues';

const CHOICE_KINDS = new Set(['SELECT', 'SINGLE_ELECTION']);
const ENABLED_SPEC = { column: 'enabled', kind: 'boolean' } as const;

/**
 * Fields that only apply while another field says 是 (`isEffect` + `effectField`: the vehicle's
 * trailer fields under hasTrailer, dangerous-goods fields under isDangerousChemicals). The form
 * hides them otherwise; the server clears them, so a 否 never keeps a stale trailer plate.
 */
function inactiveFields(
  formFields: readonly FieldDefinition[],
  row: Readonly<Record<string, unknown>>,
): Set<string> {
  const out = new Set<string>();
  for (const f of formFields) {
    if (!isOn(f.isEffect) || !f.effectField) continue;
    const v = row[f.effectField];
    if (!(v === '是' || v === true || v === 'true' || v === '1' || v === 1)) out.add(f.fieldName);
  }
  return out;
}

export type RecordCheck = { ok: true; values: Record<string, unknown> } | { ok: false; error: string };

/** The label a message names: the form template's, else the field name. */
export function labelOf(formFields: readonly FieldDefinition[], name: string): string {
  return (
    formFields.find((f) => f.fieldName === name && !f.customTable)?.fieldExplain ??
    formFields.find((f) => f.fieldName === name)?.fieldExplain ??
    name
  );
}

/**
 * Checks a whole row (wire names; create: the body, update: the stored row merged with the body)
 * against the FORM template's rules — the same `fieldRules`/`validateValue` the browser runs, with
 * the table wording `{label}不能为空！` — then the entity's own required fields, the template's
 * choice lists, and each value's column type; fields inactive under their `effectField` are cleared. Returns the values converted for their columns, or
 * the first message in Chinese.
 */
export function validateRecord(
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  row: Readonly<Record<string, unknown>>,
  offsetMinutes: number,
): RecordCheck {
  const inactive = inactiveFields(formFields, row);
  const ordered = [...formFields].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const children = new Set((def.children ?? []).map((c) => c.table));
  for (const field of ordered) {
    if (!(field.fieldName in def.fields) && field.fieldName !== 'enabled') continue;
    // a child table's field (checked row by row in childRows), even when a main field shares its name
    if (field.customTable && children.has(field.customTable)) continue;
    if (inactive.has(field.fieldName)) continue;
    const value = row[field.fieldName];
    const message = validateValue(fieldRules(field, 'table'), value);
    if (message) return { ok: false, error: message };
    const options = CHOICE_KINDS.has(field.formSubmitType ?? '') ? fieldOptions(field) : [];
    if (
      options.length > 0 &&
      value !== null &&
      value !== undefined &&
      !options.some((o) => String(o.value) === String(value))
    )
      return { ok: false, error: `${field.fieldExplain}的值不在可选范围内` };
  }
  for (const name of def.required) {
    const v = row[name];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === ''))
      return { ok: false, error: `${labelOf(formFields, name)}不能为空！` };
  }
  const rowError = def.check?.(row);
  if (rowError) return { ok: false, error: rowError };
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(def.fields)) {
    const value = inactive.has(name) ? null : row[name];
    const converted = convertValue(spec, labelOf(formFields, name), value, offsetMinutes);
    if (!converted.ok) return converted;
    values[name] = converted.value;
  }
  if (row.enabled !== undefined && row.enabled !== null) {
    const converted = convertValue(ENABLED_SPEC, labelOf(formFields, 'enabled'), row.enabled, offsetMinutes);
    if (!converted.ok) return converted;
    values.enabled = converted.value;
  }
  return { ok: true, values };
}
