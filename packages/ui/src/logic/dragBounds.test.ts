import { describe, expect, it } from 'vitest';
import { clampOffset } from './dragBounds';

const viewport = { width: 1000, height: 800 };
const rect = { left: 300, top: 100, width: 400, height: 300 };

describe('clampOffset', () => {
  it.each([
    [{ x: 10, y: 20 }, { x: 10, y: 20 }],
    [{ x: -500, y: 0 }, { x: -300, y: 0 }],
    [{ x: 500, y: 0 }, { x: 300, y: 0 }],
    [{ x: 0, y: -200 }, { x: 0, y: -100 }],
    [{ x: 0, y: 900 }, { x: 0, y: 400 }],
  ])('%o → %o', (offset, expected) => expect(clampOffset(offset, rect, viewport)).toEqual(expected));

  it('a dialog wider than the screen keeps its left edge on screen', () => {
    expect(clampOffset({ x: 200, y: 0 }, { left: 0, top: 0, width: 1200, height: 100 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});
