import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { PATTERN_MSG } from './safePattern';

type Row = Record<string, unknown> & { id: string; version: number };

let t: TestApp;
let admin: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
});
afterAll(() => t.close());

const P = '/api/optimus_prime';
const refusal = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await admin.req(method, url, body);
  return { status: res.statusCode, msg: res.json<{ msg: string }>().msg };
};

describe('校验规则 (cg_validate)', () => {
  const create = (row: Record<string, unknown>) => refusal('POST', `${P}/cg_validate/create`, row);
  const rule = {
    validateName: '车牌',
    validateMethod: '/^[A-Z]{2}\\d{4}$/',
    validateTitle: '车牌格式错误',
    inverted: '否',
    sampleValue: 'AB1234',
  };

  it('stores a safe pattern whose sample matches', async () => {
    const saved = await admin.data<Row>('POST', `${P}/cg_validate/create`, rule);
    expect(saved.validateMethod).toBe(rule.validateMethod);
    // an update that carries only the sample is checked against the stored pattern
    expect(
      await refusal('PUT', `${P}/cg_validate/update`, {
        id: saved.id,
        version: saved.version,
        sampleValue: 'ab',
      }),
    ).toEqual({
      status: 400,
      msg: PATTERN_MSG.sampleMismatch,
    });
  });

  it.each([
    ['/^(a+)+$/', 'aaa', PATTERN_MSG.nested],
    ['(x|x)*', 'xx', PATTERN_MSG.overlap],
    ['^\\d+$', 'abc', PATTERN_MSG.sampleMismatch],
    ['^(ab$', 'ab', PATTERN_MSG.invalid],
    [`^${'a'.repeat(201)}$`, 'a', PATTERN_MSG.tooLong],
    ['!^\\d+$', '1', '校验规则不能以!开头，取反请使用“取反”选项'],
  ])('refuses %s', async (pattern, sample, msg) => {
    expect(
      await create({
        ...rule,
        validateName: `r${pattern.length}${sample}`,
        validateMethod: pattern,
        sampleValue: sample,
      }),
    ).toEqual({
      status: 400,
      msg,
    });
  });
});

describe('值格式 (cg_val_format)', () => {
  it('keeps the builtin date formats 1–6 read-only and takes custom number formats', async () => {
    const list = await admin.data<{ list: Row[] }>('POST', `${P}/cg_val_format/v2/list`, {
      limit: { pn: 1, ps: 100 },
    });
    const builtins = list.list.filter((r) => r.builtin === '是');
    expect(builtins.map((r) => r.formatCode).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    const one = builtins.find((r) => r.formatCode === '2')!;
    expect(one.formatPattern).toBe('YYYY-MM-DD HH:mm:ss');
    expect(
      await refusal('PUT', `${P}/cg_val_format/update`, {
        id: one.id,
        version: one.version,
        formatPattern: 'x',
      }),
    ).toEqual({
      status: 400,
      msg: '内置值格式不能修改',
    });
    expect(
      (await admin.req('DELETE', `${P}/cg_val_format/delete/${one.id}`)).json<{ msg: string }>().msg,
    ).toBe('内置值格式不能删除');
    const base = { formatName: '百分比', formatKind: '数字' };
    expect(
      await refusal('POST', `${P}/cg_val_format/create`, {
        ...base,
        formatCode: 'pct',
        formatPattern: '0.0%',
      }),
    ).toEqual({
      status: 200,
      msg: expect.any(String),
    });
    expect(
      (
        await refusal('POST', `${P}/cg_val_format/create`, {
          ...base,
          formatCode: 'bad',
          formatPattern: '#.#e',
        })
      ).msg,
    ).toBe('数字格式错误（如 #,##0.00、0.000、0%）');
    // the builtin row holds its code (the uniqueness check answers before the builtin rule)
    expect(
      (await refusal('POST', `${P}/cg_val_format/create`, { ...base, formatCode: '3', formatPattern: '0' }))
        .msg,
    ).toBe('值格式编码已存在');
  });
});

describe('自定义表 / 子表 (cg_table, cg_sub_table)', () => {
  const table = (name: string, columns: Record<string, unknown>[]) => ({
    tableName: name,
    tableLabel: '测试表',
    cg_table_column: columns,
  });
  const col = (columnName: string) => ({
    columnName,
    columnLabel: columnName,
    columnKind: '文本',
    required: '否',
    uniqueFlag: '否',
  });

  it('takes a well-named definition and refuses names outside the patterns', async () => {
    const saved = await admin.data<Row>(
      'POST',
      `${P}/cg_table/create`,
      table('cg_truck_gate', [col('gate_no'), col('lane')]),
    );
    expect(saved.published).toBe('否');
    expect(saved.cg_table_column).toHaveLength(2);
    for (const bad of ['truck_gate', 'cg_Truck', 'cg_1x', `cg_${'a'.repeat(42)}`, 'cg_x;drop table y'])
      expect((await refusal('POST', `${P}/cg_table/create`, table(bad, [col('a')]))).status, bad).toBe(400);
    expect(await refusal('POST', `${P}/cg_table/create`, table('cg_other', [col('id')]))).toEqual({
      status: 400,
      msg: '列第1行：列名id为系统保留列',
    });
    expect(
      (await refusal('POST', `${P}/cg_table/create`, table('cg_other', [col('a'), col('Bad Name')]))).msg,
    ).toMatch(/^列第2行：/);
  });

  it('a sub-table names an existing table of the company and shares the name space', async () => {
    const parents = await admin.data<{ list: Row[] }>('POST', `${P}/cg_table/v2/list`, {
      limit: { pn: 1, ps: 100 },
    });
    const parent = parents.list.find((r) => r.tableName === 'cg_sample_point')!;
    const sub = {
      tableName: 'cg_sample_extra',
      tableLabel: '附加',
      parentTableId: parent.id,
      parentTableName: 'forged',
      cg_sub_table_column: [col('x')],
    };
    const saved = await admin.data<Row>('POST', `${P}/cg_sub_table/create`, sub);
    expect(saved.parentTableName).toBe('cg_sample_point');
    expect(
      (await refusal('POST', `${P}/cg_sub_table/create`, { ...sub, tableName: 'cg_sample_point' })).msg,
    ).toBe('表名已存在');
    expect(
      (
        await refusal('POST', `${P}/cg_sub_table/create`, {
          ...sub,
          tableName: 'cg_orphan',
          parentTableId: '00000000-0000-4000-8000-000000000000',
        })
      ).msg,
    ).toBe('主表不存在');
  });
});

describe('枚举 (cg_enum) as a field options source', () => {
  it('answers the items of an enum in order, disabled ones flagged', async () => {
    await admin.data('POST', `${P}/cg_enum/create`, {
      enumCode: 'gateLane',
      enumName: '车道',
      cg_enum_item: [
        { itemValue: 'IN', itemLabel: '入厂道', color: '#1677ff', disabled: '否' },
        { itemValue: 'OUT', itemLabel: '出厂道', disabled: '是' },
      ],
    });
    expect(await admin.data('GET', `${P}/cg_enum/options/gateLane`)).toEqual([
      { value: 'IN', label: '入厂道', color: '#1677ff' },
      { value: 'OUT', label: '出厂道', disabled: true },
    ]);
    expect((await admin.req('GET', `${P}/cg_enum/options/noSuchEnum`)).statusCode).toBe(404);
    expect((await admin.req('GET', `${P}/cg_enum/options/bad;code`)).statusCode).toBe(400);
    const bad = await refusal('POST', `${P}/cg_enum/create`, { enumCode: '1bad', enumName: '坏' });
    expect(bad.status).toBe(400);
    expect(
      (
        await refusal('POST', `${P}/cg_enum/create`, {
          enumCode: 'c1',
          enumName: '颜色',
          cg_enum_item: [{ itemValue: 'a', itemLabel: 'A', color: 'url(x)' }],
        })
      ).msg,
    ).toBe('枚举项第1行：颜色格式错误（如 #1677ff 或 red）');
  });
});
