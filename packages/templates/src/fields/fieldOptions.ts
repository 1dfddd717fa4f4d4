import type { FieldDefinition, FieldOption } from '../model/field';

function isOption(x: unknown): x is FieldOption {
  return typeof x === 'object' && x !== null && 'value' in x && 'label' in x;
}

/** The field's choices: `options`, else `enumOptions` (array or JSON string). Bad JSON gives none. */
export function fieldOptions(field: FieldDefinition): readonly FieldOption[] {
  if (field.options && field.options.length > 0) return field.options;
  const raw = field.enumOptions;
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isOption) : [];
    } catch {
      return [];
    }
  }
  return [];
}
