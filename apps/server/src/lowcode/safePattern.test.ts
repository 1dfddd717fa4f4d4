import { describe, expect, it } from 'vitest';
import {
  MAX_PATTERN_LENGTH,
  PATTERN_MSG,
  checkPattern,
  patternBody,
  unsafePatternReason,
} from './safePattern';

describe('unsafePatternReason (static ReDoS check)', () => {
  it.each([
    '^1[3-9]\\d{9}$',
    '/^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-Z0-9]{5,6}$/',
    '^(\\d{1,3}\\.){3}\\d{1,3}$',
    '^[a-z]+(-[a-z]+)?$',
    '^(a|b)*$',
    '^(?:ab|cd)+$',
    '^\\w+@\\w+\\.com$',
    '^(?<year>\\d{4})-(?=\\d)\\d{2}$',
    '[)(|]+',
  ])('accepts %s', (p) => {
    expect(unsafePatternReason(patternBody(p))).toBeNull();
    expect(() => new RegExp(patternBody(p))).not.toThrow();
  });

  it.each([
    ['(a+)+', PATTERN_MSG.nested],
    ['(a*)*', PATTERN_MSG.nested],
    ['^(\\d+)*$', PATTERN_MSG.nested],
    ['((a+))+', PATTERN_MSG.nested],
    ['(x(a+)y)*', PATTERN_MSG.nested],
    ['(.*a){20}', PATTERN_MSG.nested],
    ['(?:\\w+\\s?)+$', PATTERN_MSG.nested],
    ['(a+)+?', PATTERN_MSG.nested],
    ['(a|a)*', PATTERN_MSG.overlap],
    ['(a|ab)+', PATTERN_MSG.overlap],
    ['(\\d|1)*', PATTERN_MSG.overlap],
    ['(a|)*', PATTERN_MSG.overlap],
    ['(.|x){2,}', PATTERN_MSG.overlap],
    ['(a)\\1', PATTERN_MSG.backReference],
    ['(a', PATTERN_MSG.invalid],
    ['a)', PATTERN_MSG.invalid],
    ['+a', PATTERN_MSG.invalid],
    ['[abc', PATTERN_MSG.invalid],
    ['', PATTERN_MSG.empty],
    ['a'.repeat(MAX_PATTERN_LENGTH + 1), PATTERN_MSG.tooLong],
  ])('refuses %s', (p, message) => {
    expect(unsafePatternReason(patternBody(p))).toBe(message);
  });
});

describe('checkPattern', () => {
  it('compiles a safe pattern whose sample matches', () => {
    const r = checkPattern('/^1[3-9]\\d{9}$/', '13800138000');
    expect(r.error).toBeNull();
    expect(r.regex?.test('13900000000')).toBe(true);
  });
  it('needs a sample, and the sample must match', () => {
    expect(checkPattern('^\\d+$', '').error).toBe(PATTERN_MSG.sampleMissing);
    expect(checkPattern('^\\d+$', 'abc').error).toBe(PATTERN_MSG.sampleMismatch);
  });
  it('never compiles an unsafe or broken pattern', () => {
    expect(checkPattern('(a+)+$', 'aaa')).toEqual({ error: PATTERN_MSG.nested });
    expect(checkPattern('a{2,1}', 'aa')).toEqual({ error: PATTERN_MSG.invalid });
  });
});
