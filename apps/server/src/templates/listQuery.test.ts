import {
  validateListRequest,
  type CompiledCondition,
  type FieldDefinition,
  type ValidListRequest,
} from '@wb/templates';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/createDatabase';
import { ListQueryError, applyListQuery, runListQuery, type ColumnMap } from './listQuery';
import { migratedDatabase } from './testFixture';

interface ItemTable {
  id: string;
  org: string;
  name: string;
  qty: string | null;
  made_at: Date | string | null;
  active: boolean;
}
type Db = { lq_item: ItemTable };

let database: AppDatabase;
let drop: () => Promise<void>;
let db: Kysely<Db>;

const COLUMNS: ColumnMap = {
  id: { column: 'id', kind: 'uuid' },
  name: { column: 'name', kind: 'text' },
  qty: { column: 'qty', kind: 'number' },
  madeAt: { column: 'made_at', kind: 'date' },
  active: { column: 'active', kind: 'boolean' },
  // a child-table field is looked up as {customTable}.{key}
  'lq_child.name': { column: 'org', kind: 'text' },
};

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

beforeAll(async () => {
  ({ database, drop } = await migratedDatabase());
  db = database.db.withTables<Db>();
  await sql`create table lq_item (id uuid primary key, org text not null, name text not null, qty numeric(12,3), made_at timestamptz, active boolean not null)`.execute(
    db,
  );
  await db
    .insertInto('lq_item')
    .values([
      {
        id: ID(1),
        org: 'o1',
        name: 'Apple 苹果',
        qty: '12.500',
        made_at: '2024-05-01 09:30:00+08:00',
        active: true,
      },
      {
        id: ID(2),
        org: 'o1',
        name: 'Banana 香蕉',
        qty: '3.000',
        made_at: '2024-05-02 23:30:00+08:00',
        active: false,
      },
      {
        id: ID(3),
        org: 'o1',
        name: '100% Cherry',
        qty: '7.250',
        made_at: '2024-05-03 08:00:00+08:00',
        active: true,
      },
      { id: ID(4), org: 'o1', name: 'Date_枣', qty: null, made_at: null, active: true },
      {
        id: ID(5),
        org: 'o2',
        name: 'Apple 苹果 (other org)',
        qty: '99.000',
        made_at: '2024-05-01 10:00:00+08:00',
        active: true,
      },
    ])
    .execute();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const req = (conditions: CompiledCondition[], extra: Partial<ValidListRequest> = {}): ValidListRequest => ({
  conditions,
  sort: [{ key: 'name', dir: 'asc' }],
  limit: { pn: 1, ps: 50 },
  ...extra,
});
const base = () => db.selectFrom('lq_item').where('org', '=', 'o1');
const names = async (v: ValidListRequest, columns: ColumnMap = COLUMNS) =>
  (await runListQuery(applyListQuery(base(), v, columns, { utcOffsetMinutes: 480 }))).list.map((r) => r.name);
const cmp = (
  key: string,
  op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le',
  value: string | number | boolean,
  fieldType: 'NUMBER' | 'DATE' | 'BOOLEAN' | 'TEXT' = 'NUMBER',
): CompiledCondition => ({
  kind: 'compare',
  key,
  op,
  value,
  fieldType,
});

describe('applyListQuery', () => {
  it.each<[string, CompiledCondition, string[]]>([
    ['eq number', cmp('qty', 'eq', 3), ['Banana 香蕉']],
    ['eq decimal string', cmp('qty', 'eq', '12.5'), ['Apple 苹果']],
    ['ne (nulls excluded, as SQL)', cmp('qty', 'ne', 3), ['100% Cherry', 'Apple 苹果']],
    ['gt', cmp('qty', 'gt', 7.25), ['Apple 苹果']],
    ['ge', cmp('qty', 'ge', 7.25), ['100% Cherry', 'Apple 苹果']],
    ['lt', cmp('qty', 'lt', 7.25), ['Banana 香蕉']],
    ['le', cmp('qty', 'le', '7.250'), ['100% Cherry', 'Banana 香蕉']],
    [
      'date ge, local time of the site',
      cmp('madeAt', 'ge', '2024-05-02 23:30:00', 'DATE'),
      ['100% Cherry', 'Banana 香蕉'],
    ],
    ['date le, local time of the site', cmp('madeAt', 'le', '2024-05-01 09:30:00', 'DATE'), ['Apple 苹果']],
    ['boolean eq', cmp('active', 'eq', false, 'BOOLEAN'), ['Banana 香蕉']],
    [
      'like text, case-insensitive',
      { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: '%apple%' },
      ['Apple 苹果'],
    ],
    [
      'like with an escaped %',
      { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: '%100\\%%' },
      ['100% Cherry'],
    ],
    [
      'like with an escaped _',
      { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: '%e\\_%' },
      ['Date_枣'],
    ],
    [
      'like on a number casts to text',
      { kind: 'like', key: 'qty', fieldType: 'NUMBER', pattern: '%12.5%' },
      ['Apple 苹果'],
    ],
    [
      'like on a date searches the local text',
      { kind: 'like', key: 'madeAt', fieldType: 'DATE', pattern: '%2024-05-02 23:%' },
      ['Banana 香蕉'],
    ],
    [
      'like on a uuid casts to text',
      { kind: 'like', key: 'id', fieldType: 'TEXT', pattern: `%${ID(3).slice(-4)}%` },
      ['100% Cherry'],
    ],
    [
      'in text',
      { kind: 'in', key: 'name', fieldType: 'TEXT', values: ['Banana 香蕉', 'Date_枣', 'nope'] },
      ['Banana 香蕉', 'Date_枣'],
    ],
    [
      'in numbers',
      { kind: 'in', key: 'qty', fieldType: 'NUMBER', values: [3, '7.25'] },
      ['100% Cherry', 'Banana 香蕉'],
    ],
    ['in uuids', { kind: 'in', key: 'id', fieldType: 'TEXT', values: [ID(1), ID(5)] }, ['Apple 苹果']],
    [
      'or group',
      {
        kind: 'or',
        conditions: [
          { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: '%香蕉%' },
          { kind: 'like', key: 'qty', fieldType: 'NUMBER', pattern: '%7.25%' },
        ],
      },
      ['100% Cherry', 'Banana 香蕉'],
    ],
    [
      'child-table field by customTable',
      { kind: 'compare', key: 'name', customTable: 'lq_child', op: 'eq', value: 'o1', fieldType: 'TEXT' },
      ['100% Cherry', 'Apple 苹果', 'Banana 香蕉', 'Date_枣'],
    ],
  ])('%s', async (_name, condition, expected) => {
    expect(await names(req([condition]))).toEqual(expected);
  });

  it('ANDs top-level conditions and keeps the caller’s scope', async () => {
    expect(
      await names(
        req([
          cmp('active', 'eq', true, 'BOOLEAN'),
          { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: '%apple%' },
        ]),
      ),
    ).toEqual(['Apple 苹果']);
  });

  it('sorts, breaks ties by id, pages, and counts the filtered rows', async () => {
    const q = applyListQuery(
      base(),
      req([], { sort: [{ key: 'active', dir: 'desc' }], limit: { pn: 1, ps: 2 } }),
      COLUMNS,
    );
    const { list, total } = await runListQuery(q);
    expect(total).toBe(4);
    expect(list.map((r) => r.id)).toEqual([ID(4), ID(3)]);
    const page2 = await runListQuery(
      applyListQuery(
        base(),
        req([], { sort: [{ key: 'active', dir: 'desc' }], limit: { pn: 2, ps: 2 } }),
        COLUMNS,
      ),
    );
    expect(page2.list.map((r) => r.id)).toEqual([ID(1), ID(2)]);
  });

  it('uses the default sort when none is sent', async () => {
    const q = applyListQuery(base(), req([], { sort: [] }), COLUMNS, {
      defaultSort: [{ key: 'qty', dir: 'asc' }],
    });
    expect((await runListQuery(q)).list.map((r) => r.name)).toEqual([
      'Banana 香蕉',
      '100% Cherry',
      'Apple 苹果',
      'Date_枣',
    ]);
  });

  it('selects the mapped columns under their field names (or the chosen ones)', async () => {
    const all = await runListQuery(applyListQuery(base(), req([cmp('qty', 'eq', 3)]), COLUMNS));
    expect(all.list[0]).toMatchObject({ id: ID(2), name: 'Banana 香蕉', qty: '3.000', active: false });
    expect(all.list[0].madeAt).toBeInstanceOf(Date);
    const some = await runListQuery(
      applyListQuery(base(), req([cmp('qty', 'eq', 3)]), COLUMNS, { select: ['id', 'qty', 'nope'] }),
    );
    expect(some.list).toEqual([{ id: ID(2), qty: '3.000' }]);
  });

  it.each<[string, ValidListRequest, string]>([
    ['an unmapped field', req([cmp('org', 'eq', 'o2', 'TEXT')]), '查询字段不存在：org'],
    [
      'an unmapped field inside the or group',
      req([{ kind: 'or', conditions: [{ kind: 'like', key: 'secret', fieldType: 'TEXT', pattern: '%x%' }] }]),
      '查询字段不存在：secret',
    ],
    ['a non-number for a numeric column', req([cmp('qty', 'ge', 'abc', 'TEXT')]), '查询值格式错误：qty'],
    [
      'a non-date for a date column',
      req([cmp('madeAt', 'ge', 'yesterday', 'TEXT')]),
      '查询值格式错误：madeAt',
    ],
    [
      'a non-boolean for a boolean column',
      req([cmp('active', 'eq', 'yes', 'TEXT')]),
      '查询值格式错误：active',
    ],
    [
      'a non-uuid in an in list',
      req([{ kind: 'in', key: 'id', fieldType: 'TEXT', values: [ID(1), 'x'] }]),
      '查询值格式错误：id',
    ],
    ['an unmapped sort', req([], { sort: [{ key: 'org', dir: 'asc' }] }), '排序字段不存在：org'],
  ])('%s → ListQueryError before any SQL', (_name, v, msg) => {
    expect(() => applyListQuery(base(), v, COLUMNS)).toThrow(new ListQueryError(msg));
  });

  it('binds every value as a parameter', () => {
    const evil = "x'; drop table lq_item; --";
    const q = applyListQuery(
      base(),
      req([
        { kind: 'like', key: 'name', fieldType: 'TEXT', pattern: `%${evil}%` },
        { kind: 'in', key: 'name', fieldType: 'TEXT', values: [evil] },
        cmp('name', 'eq', evil, 'TEXT'),
      ]),
      COLUMNS,
    );
    for (const compiled of [q.list.compile(), q.total.compile()]) {
      expect(compiled.sql).not.toContain('drop');
      expect(compiled.parameters).toContain(evil);
    }
  });

  it('runs the output of validateListRequest end to end', async () => {
    const fields: FieldDefinition[] = [
      { fieldName: 'name', fieldExplain: '名称', fieldType: 'TEXT', iallowQuery: true },
      {
        fieldName: 'qty',
        fieldExplain: '数量',
        fieldType: 'NUMBER',
        iallowQuery: true,
        iallowAdvanceQuery: true,
        isortField: true,
      },
    ];
    const checked = validateListRequest(fields, {
      search: [
        {
          conj: 'or',
          list: [
            { key: 'name', op: 'like', val: 'a' },
            { key: 'qty', op: 'like', val: 'a' },
          ],
        },
        { key: 'qty', op: 'le', val: '12.5' },
      ],
      sort: [{ key: 'qty', dir: 'desc' }],
    });
    if (!checked.ok) throw new Error(checked.error);
    expect(await names(checked.value)).toEqual(['Apple 苹果', 'Banana 香蕉']);
  });
});
