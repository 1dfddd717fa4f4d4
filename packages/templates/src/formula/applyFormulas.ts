import type { FieldDefinition } from '../model/field';
import { bySeq } from '../columns/bySeq';
import { compileFormula, type FormulaTables } from './compileFormula';

/**
 * Recomputes every calculated field of a row (CALCULATE control, or any field with `calculate`)
 * in seq order, so a formula may read an earlier calculated field. Bad formulas give ''.
 * Returns a new row; the input is not changed.
 */
export function applyFormulas(
  fields: readonly FieldDefinition[],
  row: Readonly<Record<string, unknown>>,
  tables?: FormulaTables,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  const calculated = fields.filter((f) => f.calculate && f.calculate.trim() !== '').sort(bySeq);
  for (const field of calculated) {
    const r = compileFormula(field.calculate ?? '');
    out[field.fieldName] = r.ok ? r.formula.evaluate(out, tables) : '';
  }
  return out;
}
