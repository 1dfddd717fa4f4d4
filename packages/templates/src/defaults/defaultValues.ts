import type { DefaultValueContext } from '../model/defaultValue';
import type { FieldDefinition } from '../model/field';
import { resolveDefaultValue, type ResolvedDefault } from './resolveDefaultValue';

export interface DefaultValues {
  values: Record<string, ResolvedDefault>;
  /** One message per badly configured field (`字段…默认值配置错误！`); those fields get no default. */
  errors: string[];
}

/**
 * Defaults of many fields: applied when a create form opens, when a search panel loads, and
 * again when the search panel is reset (SPEC §4).
 */
export function defaultValues(fields: readonly FieldDefinition[], ctx: DefaultValueContext): DefaultValues {
  const out: DefaultValues = { values: {}, errors: [] };
  for (const field of fields) {
    const r = resolveDefaultValue(field, ctx);
    if (!r.ok) out.errors.push(r.error);
    else if (r.value !== undefined) out.values[field.fieldName] = r.value;
  }
  return out;
}
