import { describe, expect, it } from 'vitest';
import { gridSpan } from './gridSpan';

describe('gridSpan', () => {
  it.each([
    [12, 6], // 4 columns
    [6, 3], // 8 columns
    [48, 24],
    [24, 12],
    [1, 1],
    [60, 24],
  ])('%i of 48 → %i of 24', (span, expected) => {
    expect(gridSpan(span)).toBe(expected);
  });
});
