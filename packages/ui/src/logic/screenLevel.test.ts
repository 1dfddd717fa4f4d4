import { describe, expect, it } from 'vitest';
import { screenLevel } from './screenLevel';

describe('screenLevel (SPEC.md §2)', () => {
  it.each([
    [1920, 3], [1200, 3], [1199, 2], [992, 2], [991, 1], [768, 1], [767, 0], [320, 0], [0, 0],
  ])('width %i → level %i', (width, level) => {
    expect(screenLevel(width)).toBe(level);
  });
});
