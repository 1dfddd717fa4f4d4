import { describe, expect, it } from 'vitest';
import { emptySelection, keysOnPage, selectOnPage, selectedRows } from './selectionByPage';

type Row = { id: string };
const r = (id: string): Row => ({ id });

describe('selectionByPage', () => {
  it.each([
    ['page 1 keeps its keys after page 2 is chosen', [[1, ['a']], [2, ['c']]], 1, ['a'], ['a', 'c']],
    ['page 2 has its own keys', [[1, ['a', 'b']], [2, ['c']]], 2, ['c'], ['a', 'b', 'c']],
    ['a later choice on a page replaces it', [[1, ['a']], [1, ['b']]], 1, ['b'], ['b']],
    ['clearing a page drops it', [[1, ['a']], [2, ['c']], [1, []]], 1, [], ['c']],
    ['an untouched page has none', [[1, ['a']]], 3, [], ['a']],
    ['rows come in page order', [[3, ['e']], [1, ['a']]], 3, ['e'], ['a', 'e']],
  ] as const)('%s', (_name, steps, page, keys, all) => {
    let s = emptySelection<Row>();
    for (const [p, ks] of steps) s = selectOnPage(s, p, ks, ks.map(r));
    expect(keysOnPage(s, page)).toEqual(keys);
    expect(selectedRows(s).map((x) => x.id)).toEqual(all);
  });
});
