import {
  defaultValues,
  isOn,
  type DefaultValueContext,
  type FieldDefinition,
  type SearchCondition,
  type SearchFieldSpec,
  type SearchParameter,
  type SearchValues,
} from '@wb/templates';

/**
 * The search panel's defaults (SPEC.md §3, §4): the template's search fields and search parameters
 * carry them, list columns do not (their defaultValue belongs to the form they were copied from).
 * Hidden parameters with a default are fixed conditions the panel never shows.
 */
export function searchDefaults(
  specs: readonly SearchFieldSpec[],
  searchFields: readonly FieldDefinition[],
  params: readonly SearchParameter[],
  ctx: DefaultValueContext,
): { values: SearchValues; fixed: SearchCondition[] } {
  const fromFields = defaultValues(searchFields, ctx).values;
  const shown: FieldDefinition[] = [];
  const fixed: SearchCondition[] = [];
  for (const p of params) {
    if (p.defaultValue === undefined || p.defaultValue === '') continue;
    const spec = specs.find((s) => s.key === p.fieldName);
    if (isOn(p.ihidden) || !spec) {
      fixed.push({ key: p.fieldName, op: p.op ?? 'eq', val: p.defaultValue });
      continue;
    }
    shown.push({ ...spec.field, defaultValue: p.defaultValue });
  }
  const fromParams = defaultValues(shown, ctx).values;
  const values: Record<string, SearchValues[string]> = {};
  for (const spec of specs) {
    const v = fromParams[spec.key] ?? fromFields[spec.key];
    if (v !== undefined) values[spec.key] = v;
  }
  return { values, fixed };
}
