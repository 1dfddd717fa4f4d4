import { describe, expect, it } from 'vitest';
import { detailCall, detailColumns, detailLayout } from './detailTemplate';

describe('detail template', () => {
  it.each([
    [{ resMethod: 'post', resUrl: '/basic/inventory/detail' }, { method: 'POST', url: '/basic/inventory/detail' }],
    [{ resMethod: 'GET', resUrl: ' /x ' }, { method: 'GET', url: '/x' }],
    [{ resUrl: '/x' }, null],
    [{ resMethod: 'POST', resUrl: '' }, null],
    [{}, null],
  ])('call of %j', (tpl, call) => {
    expect(detailCall(tpl)).toEqual(call);
  });

  it.each([
    ['FORMAT_MASTER_CHILD_FROM', 'masterChild', 8],
    ['FORMAT_EIGHT_COLUMN_FROM', 'eightColumn', 8],
    ['FORMAT_FOUR_COLUMN_FROM', 'fourColumn', 4],
    ['FORMAT_TAB_FROM', 'tab', 4],
    [undefined, 'fourColumn', 4],
  ])('%s lays out as %s with %d columns', (style, layout, columns) => {
    expect(detailLayout(style)).toBe(layout);
    expect(detailColumns(style)).toBe(columns);
  });
});
