import type { DateFormat, ResetPeriod } from '../schema';

/**
 * Pure rules of a code rule (编码规则): how a number is composed, which counter period a moment
 * falls in, and what a rule may look like. Dates are the site's business calendar (a fixed UTC
 * offset; China has no DST).
 */
export const DATE_FORMATS: readonly DateFormat[] = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'];
export const RESET_PERIODS: readonly ResetPeriod[] = ['never', 'yearly', 'monthly', 'daily'];

export const DATE_FORMAT_NAMES: Readonly<Record<DateFormat, string>> = {
  none: '无',
  yyyy: '年（yyyy）',
  yyyyMM: '年月（yyyyMM）',
  yyyyMMdd: '年月日（yyyyMMdd）',
};
export const RESET_PERIOD_NAMES: Readonly<Record<ResetPeriod, string>> = {
  never: '不重置',
  yearly: '按年',
  monthly: '按月',
  daily: '按日',
};

export interface RuleShape {
  prefix: string;
  dateFormat: DateFormat;
  seqLength: number;
  resetPeriod: ResetPeriod;
  separator: string;
}

/** yyyy, MM, dd of an instant in the site's calendar. */
function calendar(now: Date, offsetMinutes: number): { y: string; m: string; d: string } {
  const iso = new Date(now.getTime() + offsetMinutes * 60_000).toISOString();
  return { y: iso.slice(0, 4), m: iso.slice(5, 7), d: iso.slice(8, 10) };
}

/** The date part of a number: '', '2026', '202611' or '20261122'. */
export function datePart(format: DateFormat, now: Date, offsetMinutes: number): string {
  if (format === 'none') return '';
  const { y, m, d } = calendar(now, offsetMinutes);
  return format === 'yyyy' ? y : format === 'yyyyMM' ? `${y}${m}` : `${y}${m}${d}`;
}

/** The counter's period: '' (never reset), '2026', '202611' or '20261122'. */
export function periodKey(reset: ResetPeriod, now: Date, offsetMinutes: number): string {
  const { y, m, d } = calendar(now, offsetMinutes);
  switch (reset) {
    case 'never':
      return '';
    case 'yearly':
      return y;
    case 'monthly':
      return `${y}${m}`;
    case 'daily':
      return `${y}${m}${d}`;
  }
}

/** Largest sequence value a rule can print: 9999 for four digits. */
export const maxSequence = (seqLength: number): number => 10 ** seqLength - 1;

/** prefix + date part + separator + zero-padded sequence, e.g. CG20261122-0001. */
export function formatNumber(rule: RuleShape, sequence: number, now: Date, offsetMinutes: number): string {
  return `${rule.prefix}${datePart(rule.dateFormat, now, offsetMinutes)}${rule.separator}${String(sequence).padStart(rule.seqLength, '0')}`;
}

/** Granularity order: a date part must be at least as fine as the reset period, or numbers repeat. */
const FINENESS: Record<DateFormat | ResetPeriod, number> = {
  none: 0,
  never: 0,
  yyyy: 1,
  yearly: 1,
  yyyyMM: 2,
  monthly: 2,
  yyyyMMdd: 3,
  daily: 3,
};

export const RULE_MSG = {
  codeRequired: '规则编码不能为空！',
  codeFormat: '规则编码只能包含字母、数字和下划线，以字母开头，不超过50个字符',
  nameRequired: '规则名称不能为空！',
  nameTooLong: '规则名称长度不能超过50个字符',
  prefixFormat: '前缀不能包含空白字符，且不超过20个字符',
  dateFormat: '日期格式的值不在可选范围内',
  resetPeriod: '重置周期的值不在可选范围内',
  seqLength: '流水号长度必须是1到12之间的整数',
  separator: '分隔符只能是 - _ / . 之一或为空',
  remarkTooLong: '备注长度不能超过500个字符',
  codeExists: '规则编码已存在',
  notFound: '编码规则不存在',
  disabled: '编码规则已停用',
  exhausted: '流水号已用完，请加大流水号长度',
  dateTooCoarse: {
    yearly: '按年重置时日期格式必须包含年',
    monthly: '按月重置时日期格式必须包含年月',
    daily: '按日重置时日期格式必须为yyyyMMdd',
  },
} as const;

export const SEPARATORS = ['', '-', '_', '/', '.'] as const;

export interface RuleInput extends RuleShape {
  ruleCode: string;
  ruleName: string;
  remark: string | null;
}

const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);

/**
 * A rule from a request body (create, or an update merged over the stored rule): the checked
 * values or the first Chinese message.
 */
export function checkRule(
  body: Record<string, unknown>,
): { ok: true; rule: RuleInput } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  const ruleCode = str(body.ruleCode);
  if (!ruleCode) return fail(RULE_MSG.codeRequired);
  if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(ruleCode)) return fail(RULE_MSG.codeFormat);
  const ruleName = str(body.ruleName);
  if (!ruleName) return fail(RULE_MSG.nameRequired);
  if (ruleName.length > 50) return fail(RULE_MSG.nameTooLong);
  const prefix = str(body.prefix);
  if (prefix.length > 20 || /\s/.test(prefix)) return fail(RULE_MSG.prefixFormat);
  const dateFormat = (body.dateFormat ?? 'none') as DateFormat;
  if (!DATE_FORMATS.includes(dateFormat)) return fail(RULE_MSG.dateFormat);
  const resetPeriod = (body.resetPeriod ?? 'never') as ResetPeriod;
  if (!RESET_PERIODS.includes(resetPeriod)) return fail(RULE_MSG.resetPeriod);
  const seqLength =
    typeof body.seqLength === 'string' && /^\d+$/.test(body.seqLength)
      ? Number(body.seqLength)
      : body.seqLength;
  if (typeof seqLength !== 'number' || !Number.isInteger(seqLength) || seqLength < 1 || seqLength > 12)
    return fail(RULE_MSG.seqLength);
  const separator = body.separator === undefined || body.separator === null ? '' : body.separator;
  if (typeof separator !== 'string' || !(SEPARATORS as readonly string[]).includes(separator))
    return fail(RULE_MSG.separator);
  if (resetPeriod !== 'never' && FINENESS[dateFormat] < FINENESS[resetPeriod])
    return fail(RULE_MSG.dateTooCoarse[resetPeriod]);
  const remark = str(body.remark) || null;
  if (remark && remark.length > 500) return fail(RULE_MSG.remarkTooLong);
  return {
    ok: true,
    rule: { ruleCode, ruleName, prefix, dateFormat, seqLength, resetPeriod, separator, remark },
  };
}
