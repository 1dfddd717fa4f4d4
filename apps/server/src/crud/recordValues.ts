import type { EntityDef, FieldSpec } from './EntityDef';

/** Writable wire names of an entity: its field map plus `enabled`; everything else in a body is ignored. */
export function writableFields(def: EntityDef): string[] {
  // a status moves only through its actions (audit, loss, block …), never through a form
  const fixed = new Set([...(def.serverFields ?? []), ...(def.status ? [def.status.field] : [])]);
  return [...Object.keys(def.fields).filter((n) => !fixed.has(n)), 'enabled'];
}

/**
 * The known fields present in a request body, strings trimmed and blanks turned to null (SPEC §5:
 * on form submit empty values become null and strings are trimmed). Unknown keys — ids, org,
 * version, other tables' columns — never get here. A master-child form sends the 1:1 extension
 * as the first row of its child table (`extension.formKey`); its fields are taken from there too.
 */
export function pickBody(def: EntityDef, body: Record<string, unknown>): Record<string, unknown> {
  const source: Record<string, unknown> = { ...body };
  const child = def.extension ? body[def.extension.formKey] : undefined;
  if (Array.isArray(child) && typeof child[0] === 'object' && child[0] !== null) {
    for (const [k, v] of Object.entries(child[0] as Record<string, unknown>))
      if (def.fields[k]?.extension && !(k in body)) source[k] = v;
  }
  const out: Record<string, unknown> = {};
  for (const name of writableFields(def)) {
    if (!Object.prototype.hasOwnProperty.call(source, name)) continue;
    const v = source[name];
    out[name] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null);
  }
  def.normalize?.(out);
  return out;
}

export type ConvertResult = { ok: true; value: unknown } | { ok: false; error: string };

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** the longest text a field takes (imports and forms alike) */
export const MAX_TEXT = 500;
/** numeric columns hold at most 12 integer digits */
const MAX_INTEGER_DIGITS = 12;

/** Local 'YYYY-MM-DD[ HH:mm[:ss]]' at the site's offset, checked as a real calendar date (no 02-30 roll-over). */
function parseLocal(text: string, offsetMinutes: number): Date | null {
  const m = LOCAL.exec(text);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59)
    return null;
  return new Date(utc - offsetMinutes * 60_000);
}

/** A cleaned wire value as its column takes it; the Chinese message names the field's label. */
export function convertValue(
  spec: FieldSpec,
  label: string,
  value: unknown,
  offsetMinutes: number,
): ConvertResult {
  if (value === null || value === undefined) return { ok: true, value: null };
  const bad = (msg = `${label}格式错误`): ConvertResult => ({ ok: false, error: msg });
  switch (spec.kind) {
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return bad();
      const text = String(value);
      return text.length > MAX_TEXT
        ? bad(`${label}长度不能超过${MAX_TEXT}个字符`)
        : { ok: true, value: text };
    }
    case 'number': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text)) return bad(`${label}必须是数字`);
      const integer = text.replace(/^[+-]/, '').split('.')[0].replace(/^0+/, '');
      if (integer.length > MAX_INTEGER_DIGITS) return bad(`${label}数值超出范围`);
      return { ok: true, value: text };
    }
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? { ok: true, value } : bad();
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1' || value === '是')
        return { ok: true, value: true };
      if (value === false || value === 'false' || value === 0 || value === '0' || value === '否')
        return { ok: true, value: false };
      return bad();
    case 'date': {
      if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? bad(`${label}日期格式错误`) : { ok: true, value };
      if (typeof value === 'number' && Number.isSafeInteger(value))
        return { ok: true, value: new Date(value) };
      if (typeof value !== 'string') return bad(`${label}日期格式错误`);
      const local = parseLocal(value, offsetMinutes);
      if (local) return { ok: true, value: local };
      if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
        return { ok: true, value: new Date(value) };
      return bad(`${label}日期格式错误`);
    }
    case 'day': {
      if (typeof value !== 'string') return bad(`${label}日期格式错误`);
      const day = value.slice(0, 10);
      return parseLocal(day, 0) ? { ok: true, value: day } : bad(`${label}日期格式错误`);
    }
  }
}
