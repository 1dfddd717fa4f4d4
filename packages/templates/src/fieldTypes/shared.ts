import dayjs from 'dayjs';
import type { SearchOp } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import type { CellView, ParsedSearchValue } from './FieldTypeHandler';
import { parseDateValue } from '../format/parseDateValue';
import { formatDate } from '../format/formatDate';
import { dateFormatCodeOf } from '../format/dateFormatCodeOf';

/** SPEC §5 operator sets. */
export const GENERIC_OPS: readonly SearchOp[] = ['eq', 'gt', 'ge', 'lt', 'le', 'ne', 'like', 'in'];
export const RANGE_OPS: readonly SearchOp[] = ['eq', 'ge', 'le'];
export const TEXT_OPS: readonly SearchOp[] = ['like', 'eq'];

export function formatText(value: unknown): CellView {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  return { text: String(value) };
}

export function formatDateCell(value: unknown, field: FieldDefinition): CellView {
  return { text: formatDate(value, dateFormatCodeOf(field)) };
}

export function parseText(raw: string | number | boolean): ParsedSearchValue {
  return { ok: true, value: String(raw).trim() };
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export function parseNumber(raw: string | number | boolean): ParsedSearchValue {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false };
  if (typeof raw !== 'string' || !NUMERIC.test(raw.trim())) return { ok: false };
  const n = Number(raw.trim());
  return Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
}

/** Dates are normalised to local 'YYYY-MM-DD HH:mm:ss' so the server binds one shape. */
export function parseDate(raw: string | number | boolean): ParsedSearchValue {
  if (typeof raw === 'boolean') return { ok: false };
  const d = parseDateValue(raw);
  return d ? { ok: true, value: dayjs(d).format('YYYY-MM-DD HH:mm:ss') } : { ok: false };
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A time of day ('HH:mm[:ss]' → 'HH:mm:ss') or a full date-time. */
export function parseTime(raw: string | number | boolean): ParsedSearchValue {
  if (typeof raw === 'string') {
    const m = TIME_OF_DAY.exec(raw.trim());
    if (m) return { ok: true, value: `${m[1]}:${m[2]}:${m[3] ?? '00'}` };
  }
  return parseDate(raw);
}

const TRUE_WORDS = new Set(['1', 'true', '是']);
const FALSE_WORDS = new Set(['0', 'false', '否']);

export function parseBoolean(raw: string | number | boolean): ParsedSearchValue {
  if (typeof raw === 'boolean') return { ok: true, value: raw };
  const s = String(raw).trim();
  if (TRUE_WORDS.has(s)) return { ok: true, value: true };
  if (FALSE_WORDS.has(s)) return { ok: true, value: false };
  return { ok: false };
}
