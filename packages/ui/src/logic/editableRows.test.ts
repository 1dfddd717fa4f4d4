import { buildFormItems, type FieldDefinition } from '@wb/templates';
import { describe, expect, it } from 'vitest';
import {
  copyRows,
  deleteRows,
  firstError,
  insertPosition,
  insertRow,
  moveRow,
  moveToTypedIndex,
  rowErrors,
  stripRowKeys,
  toggledFlag,
  withRowKeys,
} from './editableRows';

const rows = () => withRowKeys([{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'c', n: 3 }]);
const ids = (rs: Array<Record<string, unknown>>) => rs.map((r) => r.id ?? `new:${String(r.n)}`);

describe('editable rows', () => {
  it('gives every row a key once and keeps it', () => {
    const r = rows();
    expect(new Set(r.map((x) => x.rowKey)).size).toBe(3);
    expect(withRowKeys(r).map((x) => x.rowKey)).toEqual(r.map((x) => x.rowKey));
  });

  it.each([
    [undefined, ['a', 'b', 'c', 'new:9']],
    [0, ['new:9', 'a', 'b', 'c']],
    [1, ['a', 'new:9', 'b', 'c']],
    [99, ['a', 'b', 'c', 'new:9']],
  ])('inserts at %s', (at, expected) => {
    expect(ids(insertRow(rows(), { n: 9 }, at))).toEqual(expected);
  });

  it('新增 goes after the last selected row, else at the end', () => {
    const r = rows();
    expect(insertPosition(r, [])).toBeUndefined();
    expect(insertPosition(r, [r[0].rowKey])).toBe(1);
    expect(insertPosition(r, [r[2].rowKey, r[0].rowKey])).toBe(3);
  });

  it('copies rows without their id right after the original; deletes by key', () => {
    const r = rows();
    const copied = copyRows(r, [r[1].rowKey]);
    expect(ids(copied)).toEqual(['a', 'b', 'new:2', 'c']);
    expect(copied[2].rowKey).not.toBe(r[1].rowKey);
    expect(ids(deleteRows(r, [r[0].rowKey, r[2].rowKey]))).toEqual(['b']);
  });

  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 9, ['a', 'c', 'b']],
    [5, 0, ['a', 'b', 'c']],
  ])('moves row %s to %s', (from, to, expected) => {
    expect(ids(moveRow(rows(), from, to))).toEqual(expected);
  });

  it.each([
    ['1', ['c', 'a', 'b']],
    [2, ['a', 'c', 'b']],
    ['abc', ['a', 'b', 'c']],
    ['1.5', ['a', 'b', 'c']],
    ['', ['a', 'b', 'c']],
    ['0', ['c', 'a', 'b']],
  ])('moves the third row to the typed position %s', (typed, expected) => {
    const r = rows();
    expect(ids(moveToTypedIndex(r, r[2].rowKey, typed))).toEqual(expected);
  });

  it.each([
    [true, false],
    [false, true],
    [null, true],
    ['是', '否'],
    ['否', '是'],
    ['1', '0'],
    [0, 1],
  ])('toggles flag %s → %s', (from, to) => {
    expect(toggledFlag(from)).toBe(to);
  });

  it('checks required cells with the table wording {label}不能为空！', () => {
    const fields: FieldDefinition[] = [
      { fieldName: 'weighType', fieldExplain: '计量方式', fieldType: 'ENUM', formSubmitType: 'SELECT', ishow: true, iupdate: true, irequired: true },
      { fieldName: 'note', fieldExplain: '备注', fieldType: 'TEXT', ishow: true, iupdate: true },
    ];
    const items = buildFormItems(fields, { requiredStyle: 'table' });
    const r = withRowKeys([{ weighType: 'TRUCK_SCALE' }, { weighType: '' }]);
    const errors = rowErrors(items, r);
    expect(errors).toEqual({ [r[1].rowKey]: { weighType: '计量方式不能为空！' } });
    expect(firstError(errors)).toBe('计量方式不能为空！');
    expect(firstError({})).toBeNull();
  });

  it('strips the client keys for the wire', () => {
    expect(stripRowKeys(withRowKeys([{ id: 'a', n: 1 }]))).toEqual([{ id: 'a', n: 1 }]);
  });
});
