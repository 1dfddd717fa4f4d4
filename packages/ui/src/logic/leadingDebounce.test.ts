import { describe, expect, it } from 'vitest';
import { createLeadingDebounce } from './leadingDebounce';

describe('createLeadingDebounce', () => {
  it.each([
    [[0, 500, 999], [true, false, false]],
    [[0, 1000], [true, true]],
    [[0, 400, 1000, 1500, 2000], [true, false, true, false, true]],
  ])('calls at %j → %j', (times, accepted) => {
    let t = 0;
    const gate = createLeadingDebounce(1000, () => t);
    expect(times.map((x) => { t = x; return gate(); })).toEqual(accepted);
  });
});
