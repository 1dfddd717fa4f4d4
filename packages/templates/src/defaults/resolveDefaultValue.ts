import dayjs from 'dayjs';
import type { DefaultValueContext, RangeDefaultSetting, RelativeDateSetting } from '../model/defaultValue';
import type { FieldDefinition } from '../model/field';
import { parseDateValue } from '../format/parseDateValue';
import { isRangeSearch } from '../search/isRangeSearch';
import { DEFAULT_TOKENS } from './defaultTokens';
import { isDateField, isDateOnlyField } from './isDateField';
import { rangeDefault } from './rangeDefault';
import { relativeDate } from './relativeDate';

/** A resolved default: a value, or a [start, end] pair for range fields. */
export type ResolvedDefault = string | readonly [string, string];

export type DefaultValueResult =
  { ok: true; value: ResolvedDefault | undefined } | { ok: false; error: string };

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a field's `defaultValue` against the signed-in user and `ctx.now`:
 * - the six tokens currentLoginId() … currentGroupName() read `ctx.user`;
 * - date fields take a JSON range setting (range fields) or relative-date setting (others),
 *   or a literal date; the result is formatted 'YYYY-MM-DD' for date-only inputs, else
 *   'YYYY-MM-DD HH:mm:ss'. A bad date setting gives `字段${fieldExplain}默认值配置错误！`;
 * - anything else is the literal text. No default gives `value: undefined`.
 */
export function resolveDefaultValue(field: FieldDefinition, ctx: DefaultValueContext): DefaultValueResult {
  const raw = field.defaultValue?.trim();
  if (raw === undefined || raw === '') return { ok: true, value: undefined };
  const token = DEFAULT_TOKENS[raw];
  if (token) return { ok: true, value: ctx.user[token] };
  if (!isDateField(field)) return { ok: true, value: field.defaultValue };

  const error = { ok: false as const, error: `字段${field.fieldExplain}默认值配置错误！` };
  const pattern = isDateOnlyField(field) ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
  const fmt = (d: Date): string => dayjs(d).format(pattern);
  if (raw.startsWith('{')) {
    const setting = parseJson(raw);
    if (!setting) return error;
    if (isRangeSearch(field)) {
      const range = rangeDefault(setting as RangeDefaultSetting, ctx.now);
      return range ? { ok: true, value: [fmt(range[0]), fmt(range[1])] } : error;
    }
    const date = relativeDate(setting as RelativeDateSetting, ctx.now);
    return date ? { ok: true, value: fmt(date) } : error;
  }
  const literal = parseDateValue(raw);
  return literal ? { ok: true, value: fmt(literal) } : error;
}
