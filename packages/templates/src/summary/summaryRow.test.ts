import { describe, expect, it } from 'vitest';
import { summaryRow } from './summaryRow';

describe('summaryRow', () => {
  const columns = [
    { key: 'plate', summable: false },
    { key: 'gross', summable: true },
    { key: 'tare', summable: true },
  ];
  it.each([
    [
      'sums with 2 decimals',
      [
        { gross: 0.1, tare: '1.005' },
        { gross: 0.2, tare: 2 },
      ],
      { plate: '合计', gross: '0.30', tare: '3.01' },
    ],
    [
      'skips empty and text',
      [
        { gross: '', tare: 'x' },
        { gross: null, tare: 3 },
      ],
      { plate: '合计', gross: '0.00', tare: '3.00' },
    ],
    ['negative', [{ gross: -1.25, tare: 1 }], { plate: '合计', gross: '-1.25', tare: '1.00' }],
    ['no rows', [], { plate: '合计', gross: '0.00', tare: '0.00' }],
  ])('%s', (_name, rows, expected) => {
    expect(summaryRow(columns, rows)).toEqual(expected);
  });
  it('does not overwrite a summed first column', () => {
    expect(summaryRow([{ key: 'n', summable: true }], [{ n: 1 }])).toEqual({ n: '1.00' });
  });
});
