/**
 * Seven-segment cells for the weight display (the look of a weighbridge indicator): segments a–g
 * lit per character, a decimal point joined to the digit before it. Segments: a top, b top right,
 * c bottom right, d bottom, e bottom left, f top left, g middle.
 */
export const SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  ' ': '',
  O: 'abcdef',
  L: 'def',
};

export interface SegmentCell {
  /** the lit segments, e.g. 'bc' for 1 */
  lit: string;
  /** the decimal point after this cell */
  dot: boolean;
}

/** The cells of a display text; characters without segments show blank (never a wrong digit). */
export function segmentCells(text: string): SegmentCell[] {
  const cells: SegmentCell[] = [];
  for (const ch of text.toUpperCase()) {
    if (ch === '.') {
      if (cells.length === 0 || cells[cells.length - 1].dot) cells.push({ lit: '', dot: true });
      else cells[cells.length - 1].dot = true;
      continue;
    }
    cells.push({ lit: SEGMENTS[ch] ?? '', dot: false });
  }
  return cells;
}
