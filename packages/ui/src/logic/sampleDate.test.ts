import { describe, expect, it } from 'vitest';
import { MSG_SAMPLE_COUNT, initialSampleDate, sampleCountProblem, sampleDateOutput } from './sampleDate';

const now = new Date(2024, 4, 6, 7, 8, 9);

describe('sample date dialog rules', () => {
  it('a Date is kept, anything else becomes now', () => {
    const d = new Date(2023, 0, 2, 3, 4, 5);
    expect(initialSampleDate(d, now)).toBe(d);
    expect(initialSampleDate('2023-01-02', now)).toBe(now);
    expect(initialSampleDate(null, now)).toBe(now);
    expect(initialSampleDate(new Date('x'), now)).toBe(now);
  });

  it.each([
    [0, null],
    [1, null],
    [500, null],
    [501, MSG_SAMPLE_COUNT],
    [-1, MSG_SAMPLE_COUNT],
    [1.5, MSG_SAMPLE_COUNT],
    [null, MSG_SAMPLE_COUNT],
    ['3', MSG_SAMPLE_COUNT],
  ])('count %s → %s', (n, msg) => expect(sampleCountProblem(n)).toBe(msg));

  it('output: yyyy-MM-dd HH:mm:ss and the count', () => {
    expect(sampleDateOutput(new Date(2023, 0, 2, 3, 4, 5), 3, now)).toEqual({ datetime: '2023-01-02 03:04:05', sampleCount: 3 });
    expect(sampleDateOutput(undefined, 1, now)).toEqual({ datetime: '2024-05-06 07:08:09', sampleCount: 1 });
  });
});
