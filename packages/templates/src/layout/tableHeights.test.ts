import { describe, expect, it } from 'vitest';
import { formTableHeight, listTableMaxHeight, screenSizeLevel } from './tableHeights';

describe('formTableHeight', () => {
  it.each([
    [0, undefined, 1027],
    [4, undefined, 976],
    [5, undefined, 925],
    [80, undefined, 200],
    [8, 400, 258],
  ])('%d fields, max %s → %d', (n, max, h) => {
    expect(formTableHeight(n, max)).toBe(h);
  });
});

describe('listTableMaxHeight', () => {
  it.each([
    [1000, 520],
    [768, 376],
  ])('viewport %d → %d', (vh, h) => {
    expect(listTableMaxHeight(vh)).toBe(h);
  });
});

describe('screenSizeLevel', () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 1],
    [768, 1],
    [767, 0],
    [320, 0],
  ])('%d → %d', (w, level) => {
    expect(screenSizeLevel(w)).toBe(level);
  });
});
