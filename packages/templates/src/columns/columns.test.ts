import { describe, expect, it } from 'vitest';
import { buildColumns } from './buildColumns';
import { columnMinWidth } from './columnMinWidth';
import { initialSort } from './initialSort';
import { visibleFields } from './visibleFields';
import type { FieldDefinition } from '../model/field';

const f = (fieldName: string, over: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName,
  fieldExplain: '名称',
  fieldType: 'TEXT',
  ishow: true,
  ...over,
});

describe('columnMinWidth', () => {
  it.each([
    ['名称', false, 60],
    ['名称', true, 75],
    ['车牌号码', false, 90],
    ['', false, 30],
  ])('%s editable=%s → %d', (label, editable, width) => {
    expect(columnMinWidth(label, editable)).toBe(width);
  });
});

describe('visibleFields', () => {
  it('keeps ishow && !ihidden, ordered by seq, unsequenced last', () => {
    const fields = [
      f('c', { seq: 3 }),
      f('hidden', { seq: 1, ihidden: '1' }),
      f('notShown', { ishow: '0' }),
      f('none'),
      f('a', { seq: 1 }),
      f('b', { seq: 2, ishow: 1, ihidden: 0 }),
    ];
    expect(visibleFields(fields).map((x) => x.fieldName)).toEqual(['a', 'b', 'c', 'none']);
  });
});

describe('buildColumns', () => {
  it.each([
    ['plain', f('x'), {}, { minWidth: 60, editable: false }],
    ['set width gets +10', f('x', { columnWidth: '120' }), {}, { width: 130 }],
    ['numeric width', f('x', { columnWidth: 80 }), { virtual: true }, { width: 90 }],
    ['virtual default 200', f('x'), { virtual: true }, { width: 200 }],
    [
      'editable only when iupdate',
      f('x', { iupdate: true }),
      { editable: true },
      { minWidth: 75, editable: true },
    ],
    ['not editable without iupdate', f('x'), { editable: true }, { minWidth: 60, editable: false }],
    ['fixed left', f('x', { ifixed: '1' }), {}, { fixed: 'left' }],
    ['fixed right', f('x', { ifixed: 'right' }), {}, { fixed: 'right' }],
    [
      'sortable, summable, merge',
      f('x', { isortField: 1, itotal: true, imerge: '1' }),
      {},
      { sortable: true, summable: true, merge: true },
    ],
  ] as const)('%s', (_name, field, options, expected) => {
    const [column] = buildColumns([field], options);
    expect(column).toMatchObject(expected);
  });
});

describe('initialSort', () => {
  it.each([
    ['none', [f('a')], null],
    ['default desc', [f('a'), f('b', { idefinedSort: true, id: 7 })], { key: 'b', dir: 'desc', keyId: '7' }],
    [
      'sortField and asc',
      [f('b', { idefinedSort: '1', sortField: 'createDate', sortMethod: 'asc' })],
      { key: 'createDate', dir: 'asc' },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(initialSort(fields)).toEqual(expected);
  });
});
