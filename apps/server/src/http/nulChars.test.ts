import { describe, expect, it } from 'vitest';
import { containsNul } from './nulChars';

describe('containsNul', () => {
  it('finds a NUL in nested strings and keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });
  it('passes ordinary values, including the text of an escape', () => {
    expect(containsNul({ plate: '蒙K·A1234', n: 1, ok: true, none: null, list: ['\\u0000'] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
