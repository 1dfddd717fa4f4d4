import { describe, expect, it } from 'vitest';
import { RULE_MSG, checkRule, datePart, formatNumber, periodKey } from './codeRuleFormat';

// 2026-11-21 17:30 UTC is already 2026-11-22 01:30 in China (UTC+8).
const LATE_UTC = new Date('2026-11-21T17:30:00Z');
const OFFSET = 480;

describe('code rule format', () => {
  it.each([
    ['none', ''],
    ['yyyy', '2026'],
    ['yyyyMM', '202611'],
    ['yyyyMMdd', '20261122'],
  ] as const)('date part %s is %s in the site calendar', (format, expected) => {
    expect(datePart(format, LATE_UTC, OFFSET)).toBe(expected);
  });

  it.each([
    ['never', ''],
    ['yearly', '2026'],
    ['monthly', '202611'],
    ['daily', '20261122'],
  ] as const)('period of %s is %s', (reset, expected) => {
    expect(periodKey(reset, LATE_UTC, OFFSET)).toBe(expected);
  });

  it('composes prefix, date, separator and padded sequence', () => {
    const rule = {
      prefix: 'CG',
      dateFormat: 'yyyyMMdd',
      seqLength: 4,
      resetPeriod: 'daily',
      separator: '-',
    } as const;
    expect(formatNumber(rule, 1, LATE_UTC, OFFSET)).toBe('CG20261122-0001');
    expect(formatNumber(rule, 1234, LATE_UTC, OFFSET)).toBe('CG20261122-1234');
    expect(
      formatNumber({ ...rule, dateFormat: 'none', resetPeriod: 'never', separator: '' }, 7, LATE_UTC, OFFSET),
    ).toBe('CG0007');
  });
});

describe('checkRule', () => {
  const good = {
    ruleCode: 'PU_REGISTRY',
    ruleName: '采购登记单',
    prefix: 'DJPU',
    dateFormat: 'yyyyMMdd',
    seqLength: 4,
    resetPeriod: 'daily',
    separator: '',
  };
  it('accepts a well-formed rule and trims its texts', () => {
    const r = checkRule({ ...good, ruleName: ' 采购登记单 ', seqLength: '4' });
    expect(r).toEqual({ ok: true, rule: { ...good, remark: null } });
  });
  it.each([
    [{ ruleCode: '' }, RULE_MSG.codeRequired],
    [{ ruleCode: '1ABC' }, RULE_MSG.codeFormat],
    [{ ruleCode: 'A-B' }, RULE_MSG.codeFormat],
    [{ ruleName: '  ' }, RULE_MSG.nameRequired],
    [{ ruleName: '名'.repeat(51) }, RULE_MSG.nameTooLong],
    [{ prefix: 'A B' }, RULE_MSG.prefixFormat],
    [{ dateFormat: 'yyyy-MM-dd' }, RULE_MSG.dateFormat],
    [{ resetPeriod: 'weekly' }, RULE_MSG.resetPeriod],
    [{ seqLength: 0 }, RULE_MSG.seqLength],
    [{ seqLength: 13 }, RULE_MSG.seqLength],
    [{ seqLength: 2.5 }, RULE_MSG.seqLength],
    [{ separator: '#' }, RULE_MSG.separator],
    [{ dateFormat: 'yyyyMM', resetPeriod: 'daily' }, RULE_MSG.dateTooCoarse.daily],
    [{ dateFormat: 'yyyy', resetPeriod: 'monthly' }, RULE_MSG.dateTooCoarse.monthly],
    [{ dateFormat: 'none', resetPeriod: 'yearly' }, RULE_MSG.dateTooCoarse.yearly],
  ])('refuses %j', (patch, message) => {
    expect(checkRule({ ...good, ...patch })).toEqual({ ok: false, error: message });
  });
  it('lets a finer date part run under a coarser reset (yyyyMMdd, yearly)', () => {
    expect(checkRule({ ...good, resetPeriod: 'yearly' }).ok).toBe(true);
    expect(checkRule({ ...good, dateFormat: 'none', resetPeriod: 'never' }).ok).toBe(true);
  });
});
