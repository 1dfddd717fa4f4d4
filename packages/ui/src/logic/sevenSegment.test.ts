import { describe, expect, it } from 'vitest';
import { segmentCells } from './sevenSegment';

describe('segmentCells', () => {
  it('lights each digit', () => {
    expect(segmentCells('1908').map((c) => c.lit)).toEqual(['bc', 'abcdfg', 'abcdef', 'abcdefg']);
  });

  it('joins the decimal point to the digit before it', () => {
    expect(segmentCells('49.260')).toEqual([
      { lit: 'bcfg', dot: false },
      { lit: 'abcdfg', dot: true },
      { lit: 'abdeg', dot: false },
      { lit: 'acdefg', dot: false },
      { lit: 'abcdef', dot: false },
    ]);
  });

  it('shows minus, OL and dashes; a leading point gets its own cell', () => {
    expect(segmentCells('-12').map((c) => c.lit)).toEqual(['g', 'bc', 'abdeg']);
    expect(segmentCells('OL').map((c) => c.lit)).toEqual(['abcdef', 'def']);
    expect(segmentCells('---').map((c) => c.lit)).toEqual(['g', 'g', 'g']);
    expect(segmentCells('.5')).toEqual([
      { lit: '', dot: true },
      { lit: 'acdfg', dot: false },
    ]);
  });

  it('leaves an unknown character blank', () => {
    expect(segmentCells('x')).toEqual([{ lit: '', dot: false }]);
  });
});
