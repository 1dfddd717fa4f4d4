import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '@wb/api';
import { fieldRowsProblem, moveFieldRow, newFieldRow, patchFieldRow } from './fieldRows';

const row = (fieldName: string, seq: number, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  fieldName,
  fieldExplain: fieldName,
  fieldType: 'TEXT',
  seq,
  ...extra,
});

describe('field editor rows', () => {
  it('names the first bad row: field name pattern, empty label, duplicate', () => {
    expect(fieldRowsProblem([row('plateNumber', 10), row('carType', 20)])).toBeNull();
    expect(fieldRowsProblem([row('ok', 10), row('1bad', 20)])).toBe(
      '第2行的字段名「1bad」不合法（字母开头，只能含字母、数字和下划线）',
    );
    expect(fieldRowsProblem([row('a b', 10)])).toMatch(/^第1行的字段名「a b」不合法/);
    expect(fieldRowsProblem([row('x', 10, { fieldExplain: ' ' })])).toBe('第1行的名称不能为空');
    expect(fieldRowsProblem([row('x', 10), row('x', 20)])).toBe('字段x重复');
    expect(fieldRowsProblem([row('x', 10), row('x', 20, { customTable: 'child' })])).toBeNull();
  });

  it('adds a free-named row after the highest seq', () => {
    const added = newFieldRow([row('field2', 30), row('a', 10)]);
    expect(added.fieldName).toBe('field3');
    expect(added.seq).toBe(40);
  });

  it('moves a row and renumbers seq; moving past an end changes nothing', () => {
    const moved = moveFieldRow([row('a', 10), row('b', 20), row('c', 30)], 2, -1);
    expect(moved.map((r) => [r.fieldName, r.seq])).toEqual([
      ['a', 10],
      ['c', 20],
      ['b', 30],
    ]);
    expect(moveFieldRow([row('a', 10)], 0, -1).map((r) => r.fieldName)).toEqual(['a']);
  });

  it('patches one row and drops a cleared attribute', () => {
    const rows = patchFieldRow([row('a', 10, { columnWidth: 100 }), row('b', 20)], 0, {
      columnWidth: undefined,
      irequired: true,
    });
    expect(rows[0]).toEqual({
      fieldName: 'a',
      fieldExplain: 'a',
      fieldType: 'TEXT',
      seq: 10,
      irequired: true,
    });
    expect(rows[1]).toEqual(row('b', 20));
  });
});

describe('link pairs as text', () => {
  it('round-trips pairs and refuses malformed ones', async () => {
    const { linksText, parseLinks } = await import('./fieldRows');
    const parsed = parseLinks('carrierCompanyId=id， carrierCompanyName=vendorName', 'bd_vehicle');
    expect(parsed).toEqual({
      links: [
        {
          fieldSub1: { fieldName: 'carrierCompanyId', masterTable: 'bd_vehicle' },
          fieldSub2: { fieldName: 'id' },
          iupdate: true,
        },
        {
          fieldSub1: { fieldName: 'carrierCompanyName', masterTable: 'bd_vehicle' },
          fieldSub2: { fieldName: 'vendorName' },
          iupdate: true,
        },
      ],
    });
    expect('links' in parsed && linksText(parsed.links)).toBe(
      'carrierCompanyId=id,carrierCompanyName=vendorName',
    );
    expect(parseLinks('a=b=c')).toEqual({ error: '关联字段「a=b=c」格式错误，应为 本表字段=弹窗字段' });
    expect(parseLinks('a;drop=b')).toHaveProperty('error');
    expect(parseLinks('')).toEqual({ links: [] });
  });
});
