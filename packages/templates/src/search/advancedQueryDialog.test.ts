import { describe, expect, it } from 'vitest';
import { advancedQueryConditions, advancedQueryDialog } from './advancedQueryDialog';
import type { FieldDefinition } from '../model/field';

const fields: FieldDefinition[] = [
  {
    fieldName: 'kind',
    fieldExplain: '类型',
    fieldType: 'ENUM',
    iallowAdvanceQuery: true,
    controlValue: 'like',
    seq: 2,
  },
  { fieldName: 'name', fieldExplain: '名称', fieldType: 'TEXT', iallowAdvanceQuery: true, seq: 1 },
  {
    fieldName: 'code',
    fieldExplain: '编码',
    fieldType: 'TEXT',
    iallowAdvanceQuery: true,
    controlValue: 'eq',
    seq: 3,
  },
  { fieldName: 'other', fieldExplain: '其他', fieldType: 'TEXT' },
];

describe('advancedQueryDialog', () => {
  const state = advancedQueryDialog(fields, new Date(2024, 4, 31, 18, 0, 0));
  it('defaults start today 09:30 and end tomorrow 09:30', () => {
    expect([state.start, state.end]).toEqual(['2024-05-31 09:30:00', '2024-06-01 09:30:00']);
  });
  it.each([
    [
      'name',
      [
        ['like', '模糊查询'],
        ['eq', '等于'],
      ],
      'like',
    ],
    ['kind', [['eq', '等于']], 'eq'],
    [
      'code',
      [
        ['like', '模糊查询'],
        ['eq', '等于'],
      ],
      'eq',
    ],
  ])('%s operators', (key, operators, op) => {
    const row = state.rows.find((r) => r.key === key);
    expect(row?.operators.map((o) => [o.value, o.label])).toEqual(operators);
    expect(row?.op).toBe(op);
  });
  it('lists advance-queryable fields in seq order', () => {
    expect(state.rows.map((r) => r.key)).toEqual(['name', 'kind', 'code']);
  });
  it('builds conditions; ENUM forced to eq; blank rows skipped', () => {
    const rows = state.rows.map((r) => ({ ...r, val: r.key === 'code' ? '' : ' v ', op: 'like' as const }));
    expect(advancedQueryConditions({ ...state, rows })).toEqual([
      { key: 'createDate', op: 'ge', val: '2024-05-31 09:30:00' },
      { key: 'createDate', op: 'le', val: '2024-06-01 09:30:00' },
      { key: 'name', label: '名称', op: 'like', val: 'v' },
      { key: 'kind', label: '类型', op: 'eq', val: 'v' },
    ]);
    expect(advancedQueryConditions({ start: '', end: '', rows: [] }, 'weighDate')).toEqual([]);
  });
});
