import { describe, expect, it } from 'vitest';
import { validateListRequest } from './validateListRequest';
import type { FieldDefinition } from '../model/field';

const fields: FieldDefinition[] = [
  {
    fieldName: 'plateNumber',
    fieldExplain: '车牌号',
    fieldType: 'CHAR',
    iallowQuery: true,
    iallowAdvanceQuery: true,
    isortField: true,
  },
  {
    fieldName: 'suttle',
    fieldExplain: '净重',
    fieldType: 'NUMBER',
    iallowAdvanceQuery: '1',
    isortField: '1',
    customTable: 'mm_weigh',
  },
  {
    fieldName: 'weighDate',
    fieldExplain: '过磅时间',
    fieldType: 'DATE',
    iallowAdvanceQuery: 1,
    idefinedSort: 1,
    sortField: 'createDate',
  },
  {
    fieldName: 'status',
    fieldExplain: '状态',
    fieldType: 'ENUM',
    iallowAdvanceQuery: true,
    searchType: 'comboxMultiline',
  },
  { fieldName: 'kind', fieldExplain: '类型', fieldType: 'ENUM', iallowAdvanceQuery: true },
  { fieldName: 'remark', fieldExplain: '备注', fieldType: 'TEXT', iallowQuery: true },
  { fieldName: 'secret', fieldExplain: '密钥', fieldType: 'TEXT' },
];

const ok = (request: unknown) => {
  const r = validateListRequest(fields, request);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('validateListRequest: accepted and normalised', () => {
  it.each([
    ['empty body', undefined, []],
    [
      'like escaped',
      { search: [{ key: 'plateNumber', op: 'like', val: ' 粤B_1%\\ ' }] },
      [{ kind: 'like', key: 'plateNumber', fieldType: 'CHAR', pattern: '%粤B\\_1\\%\\\\%' }],
    ],
    [
      'lk is like',
      { search: [{ key: 'plateNumber', op: 'lk', val: 'x' }] },
      [{ kind: 'like', key: 'plateNumber', fieldType: 'CHAR', pattern: '%x%' }],
    ],
    [
      'number typed, table from template',
      { search: [{ key: 'suttle', op: 'le', val: '12.50', customTable: 'evil' }] },
      [
        {
          kind: 'compare',
          key: 'suttle',
          customTable: 'mm_weigh',
          fieldType: 'NUMBER',
          op: 'le',
          value: 12.5,
        },
      ],
    ],
    [
      'date normalised',
      { search: [{ key: 'weighDate', op: 'ge', val: '2024-01-01' }] },
      [{ kind: 'compare', key: 'weighDate', fieldType: 'DATE', op: 'ge', value: '2024-01-01 00:00:00' }],
    ],
    [
      'in list',
      { search: [{ key: 'status', op: 'in', val: '1, 2,,3' }] },
      [{ kind: 'in', key: 'status', fieldType: 'ENUM', values: ['1', '2', '3'] }],
    ],
    [
      'blank values dropped',
      {
        search: [
          { key: 'kind', op: 'eq', val: '' },
          { key: 'suttle', op: 'eq', val: null },
        ],
      },
      [],
    ],
    [
      'quick search group',
      {
        search: [
          {
            key: '',
            op: 'like',
            val: 'x',
            conj: 'or',
            list: [
              { key: 'plateNumber', op: 'like', val: 'x' },
              { key: 'remark', op: 'like', val: 'x' },
            ],
          },
        ],
      },
      [
        {
          kind: 'or',
          conditions: [
            { kind: 'like', key: 'plateNumber', fieldType: 'CHAR', pattern: '%x%' },
            { kind: 'like', key: 'remark', fieldType: 'TEXT', pattern: '%x%' },
          ],
        },
      ],
    ],
  ])('%s', (_name, request, conditions) => {
    expect(ok(request).conditions).toEqual(conditions);
  });

  it('sort and limit', () => {
    expect(
      ok({
        sort: [{ key: 'suttle', dir: 'asc' }, { key: 'createDate' }, { key: 'weighDate', dir: 'desc' }],
        limit: { pn: 2, ps: 20 },
      }),
    ).toEqual({
      conditions: [],
      sort: [
        { key: 'suttle', dir: 'asc', customTable: 'mm_weigh' },
        { key: 'createDate', dir: 'desc' },
        { key: 'weighDate', dir: 'desc' },
      ],
      limit: { pn: 2, ps: 20 },
    });
    expect(ok({}).limit).toEqual({ pn: 1, ps: 10 });
  });

  it('extra server fields are queryable and sortable', () => {
    const r = validateListRequest(
      fields,
      {
        search: [{ key: 'createDate', op: 'ge', val: '2024-01-01 09:30:00' }],
        sort: [{ key: 'createDate', dir: 'desc' }],
      },
      {
        extraFields: [{ fieldName: 'createDate', fieldExplain: '创建时间', fieldType: 'DATE' }],
      },
    );
    expect(r.ok).toBe(true);
  });
});

describe('validateListRequest: rejected', () => {
  it.each([
    ['unknown key', { search: [{ key: 'password', op: 'eq', val: 'x' }] }, '查询字段不存在：password'],
    ['field not queryable', { search: [{ key: 'secret', op: 'eq', val: 'x' }] }, '查询字段不存在：secret'],
    [
      'SQL in key',
      { search: [{ key: 'id; drop table x', op: 'eq', val: 1 }] },
      '查询字段不存在：id; drop table x',
    ],
    ['__proto__ key', { search: [{ key: '__proto__', op: 'eq', val: 1 }] }, '查询字段不存在：__proto__'],
    [
      'non-quick field in quick group',
      { search: [{ conj: 'or', list: [{ key: 'suttle', op: 'like', val: 'x' }] }] },
      '查询字段不存在：suttle',
    ],
    [
      'unknown op',
      { search: [{ key: 'plateNumber', op: 'regex', val: 'x' }] },
      '查询条件不支持的运算符：regex',
    ],
    ['op missing', { search: [{ key: 'plateNumber', val: 'x' }] }, '查询条件不支持的运算符：undefined'],
    ['like on NUMBER', { search: [{ key: 'suttle', op: 'like', val: '1' }] }, '查询条件不支持的运算符：like'],
    [
      'gt on DATE',
      { search: [{ key: 'weighDate', op: 'gt', val: '2024-01-01' }] },
      '查询条件不支持的运算符：gt',
    ],
    ['like on ENUM', { search: [{ key: 'kind', op: 'like', val: 'a' }] }, '查询条件不支持的运算符：like'],
    ['in on single ENUM', { search: [{ key: 'kind', op: 'in', val: 'a,b' }] }, '查询条件不支持的运算符：in'],
    [
      'eq in quick group',
      { search: [{ conj: 'or', list: [{ key: 'plateNumber', op: 'eq', val: 'x' }] }] },
      '查询条件不支持的运算符：eq',
    ],
    ['non-numeric number', { search: [{ key: 'suttle', op: 'eq', val: '1e3' }] }, '查询值格式错误：净重'],
    [
      'number as text injection',
      { search: [{ key: 'suttle', op: 'eq', val: '1 or 1=1' }] },
      '查询值格式错误：净重',
    ],
    ['Infinity', { search: [{ key: 'suttle', op: 'eq', val: 'Infinity' }] }, '查询值格式错误：净重'],
    ['bad date', { search: [{ key: 'weighDate', op: 'ge', val: '2024-02-30' }] }, '查询值格式错误：过磅时间'],
    [
      'object value',
      { search: [{ key: 'plateNumber', op: 'eq', val: { $ne: 1 } }] },
      '查询值格式错误：车牌号',
    ],
    [
      'too long',
      { search: [{ key: 'plateNumber', op: 'like', val: 'x'.repeat(201) }] },
      '查询值格式错误：车牌号',
    ],
    [
      'too many in items',
      { search: [{ key: 'status', op: 'in', val: Array.from({ length: 101 }, (_, i) => i).join(',') }] },
      '查询值格式错误：状态',
    ],
    ['search not a list', { search: 'plateNumber=1' }, '查询参数格式错误'],
    ['condition not an object', { search: ['x'] }, '查询参数格式错误'],
    ['bad conj', { search: [{ conj: 'and', list: [] }] }, '查询参数格式错误'],
    [
      'too many conditions',
      { search: Array.from({ length: 51 }, () => ({ key: 'kind', op: 'eq', val: '' })) },
      '查询条件过多',
    ],
    ['unknown sort key', { sort: [{ key: 'secret', dir: 'asc' }] }, '排序字段不存在：secret'],
    ['non-sortable field', { sort: [{ key: 'plateNumbe', dir: 'asc' }] }, '排序字段不存在：plateNumbe'],
    ['bad sort dir', { sort: [{ key: 'suttle', dir: 'asc; drop' }] }, '排序方向错误：asc; drop'],
    ['bad page size', { limit: { pn: 1, ps: 100000 } }, '分页参数错误'],
    ['bad page number', { limit: { pn: 0, ps: 10 } }, '分页参数错误'],
    ['page as text', { limit: { pn: '1', ps: 10 } }, '分页参数错误'],
    ['body not an object', [1], '查询参数格式错误'],
  ])('%s', (_name, request, error) => {
    expect(validateListRequest(fields, request)).toEqual({ ok: false, error });
  });

  it('cuts echoed keys short', () => {
    const r = validateListRequest(fields, { search: [{ key: 'k'.repeat(500), op: 'eq', val: 1 }] });
    expect(r.ok ? '' : r.error).toBe(`查询字段不存在：${'k'.repeat(40)}…`);
  });
});
