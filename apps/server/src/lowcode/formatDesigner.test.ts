import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { checkFormatSeed } from './formatSeedCheck';
import { readFormatSeed } from './formatDesigner';

type Seed = Record<string, unknown> & { id: string; version: number; code: string };
type Field = Record<string, unknown> & { fieldName: string };

let t: TestApp;
let admin: CrudClient;
let operator: CrudClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = crudClient(t, (await t.login('admin', 'Admin@123456')).access_token);
  operator = crudClient(t, (await t.login('operator', 'Operator@123')).access_token);
});
afterAll(() => t.close());

const B = '/api/optimus_prime/cg_format';
const idOf = async (code: string): Promise<string> =>
  (
    await sql<{
      id: string;
    }>`select id from cg_format where group_id = ${DEMO_IDS.group} and format_code = ${code}`.execute(t.db)
  ).rows[0].id;
const detail = (id: string) => admin.data<Seed>('GET', `${B}/detail/${id}`);
const formatCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from cg_format`.execute(t.db)).rows[0].n);
const message = async (res: { statusCode: number; json: () => unknown }) => {
  return { status: res.statusCode, msg: (res.json() as { msg: string }).msg };
};

describe('格式模板 list and detail', () => {
  it('lists the group formats through the leaf LIST template, searchable by code', async () => {
    const all = await admin.data<{ list: Field[]; total: number }>('POST', `${B}/v2/list`, {
      limit: { pn: 1, ps: 10 },
    });
    expect(all.total).toBe(await formatCount());
    expect(Object.keys(all.list[0])).toEqual(
      expect.arrayContaining(['id', 'version', 'formatCode', 'formatName', 'menuName']),
    );
    const found = await admin.data<{ list: Field[]; total: number }>('POST', `${B}/v2/list`, {
      search: [{ conj: 'or', list: [{ key: 'formatCode', op: 'like', val: 'bd_vehicle_l' }] }],
    });
    expect(found.list.map((r) => r.formatCode)).toEqual(['bd_vehicle_list']);
    expect(found.list[0].menuName).toBe('车辆');
    const bad = await admin.req('POST', `${B}/v2/list`, {
      search: [{ key: 'format_code;drop', op: 'eq', val: 1 }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('every stored template reads back as configuration that passes the import check', async () => {
    const { rows } = await sql<{ id: string; format_code: string }>`select id, format_code from cg_format
      where group_id = ${DEMO_IDS.group}`.execute(t.db);
    const codes = new Set(rows.map((r) => r.format_code));
    for (const r of rows) {
      const seed = await readFormatSeed(t.db, DEMO_IDS.group, r.id);
      expect(() => checkFormatSeed(seed, { knownCodes: codes }), r.format_code).not.toThrow();
    }
  });
});

describe('designing a template', () => {
  it('a saved label shows on the template call at once; a stale version is a 409', async () => {
    const id = await idOf('bd_vehicle_list');
    const before = await detail(id);
    const list = (before.list as Field[]).map((f) =>
      f.fieldName === 'carType' ? { ...f, fieldExplain: '车型(改)' } : f,
    );
    const saved = await admin.data<Seed>('PUT', `${B}/design/${id}`, { version: before.version, list });
    expect(saved.version).toBe(before.version + 1);
    const tpl = await admin.data<{ listSubList: Field[] }>(
      'GET',
      '/api/optimus_prime/cg-format/code/bd_vehicle_list',
    );
    expect(tpl.listSubList.find((f) => f.fieldName === 'carType')?.fieldExplain).toBe('车型(改)');
    // the field ids are stable across the rewrite (derived from format, section, table and name)
    expect((await detail(id)).list).toEqual(saved.list);
    const stale = await admin.req('PUT', `${B}/design/${id}`, { version: before.version, list: before.list });
    expect(stale.statusCode).toBe(409);
    const log = await sql<{ action: string }>`select action from sys_operation_log where entity = 'cg_format'
      and entity_id = ${id}`.execute(t.db);
    expect(log.rows.map((r) => r.action)).toContain('update');
  });

  it('refuses a list field the bound entity does not have, naming the field, and changes nothing', async () => {
    const id = await idOf('bd_vehicle_list');
    const before = await detail(id);
    const list = [
      ...(before.list as Field[]),
      { fieldName: 'noSuchColumn', fieldExplain: '不存在', fieldType: 'TEXT' },
    ];
    const res = await admin.req('PUT', `${B}/design/${id}`, { version: before.version, list });
    expect(await message(res)).toEqual({ status: 400, msg: '字段noSuchColumn不是车辆的字段' });
    expect(await detail(id)).toEqual(before);
  });

  it('header edit keeps the fields; the header form checks the code', async () => {
    const id = await idOf('bd_driver_list');
    const before = await detail(id);
    const saved = await admin.data<Seed>('PUT', `${B}/update`, {
      id,
      version: before.version,
      name: '司机一览',
    });
    expect(saved.name).toBe('司机一览');
    expect(saved.list).toEqual(before.list);
    const bad = await admin.req('PUT', `${B}/update`, { id, version: saved.version, code: 'a b' });
    expect((await message(bad)).msg).toMatch(/^模板编码「a b」不合法/);
    const taken = await admin.req('PUT', `${B}/update`, {
      id,
      version: saved.version,
      code: 'bd_vehicle_list',
    });
    expect(await message(taken)).toEqual({ status: 400, msg: '模板编码已存在' });
  });

  it('needs the leaf permissions (operator has none of 低代码设计)', async () => {
    const id = await idOf('bd_vehicle_list');
    const before = await detail(id);
    expect((await operator.req('PUT', `${B}/design/${id}`, { version: before.version })).statusCode).toBe(
      403,
    );
    expect((await operator.req('POST', `${B}/copy/${id}`)).statusCode).toBe(403);
    expect(
      (await operator.req('POST', `${B}/json-import`, { code: 'x', name: 'x', type: 'LIST' })).statusCode,
    ).toBe(403);
  });
});

describe('copy, export, import, delete', () => {
  it('copies under a free code without the menu; exports and imports it again under a new code', async () => {
    const id = await idOf('bd_vehicle_form');
    const copy = await admin.data<Seed>('POST', `${B}/copy/${id}`);
    expect(copy.code).toBe('bd_vehicle_form_copy');
    expect(copy.name).toBe('新增车辆-副本');
    expect(copy.menuPath).toBeUndefined();
    const again = await admin.data<Seed>('POST', `${B}/copy/${id}`);
    expect(again.code).toBe('bd_vehicle_form_copy2');

    const exported = await admin.data<Seed>('GET', `${B}/json/${id}`);
    expect(exported.id).toBeUndefined();
    const carrier = (exported.form as Field[]).find((f) => f.fieldName === 'carrierCompanyName')!;
    expect(carrier.popup).toBe('bd_vendor_res');
    expect(carrier.links).toHaveLength(2);
    const imported = await admin.data<Seed>('POST', `${B}/json-import`, {
      ...exported,
      code: 'bd_vehicle_form_imp',
      menuPath: undefined,
    });
    expect(imported.form).toEqual(exported.form);
    const popupTpl = await admin.data<{ formSubList: Field[] }>(
      'GET',
      `/api/optimus_prime/cg-format/type/subs/${imported.id}`,
    );
    const picker = popupTpl.formSubList.find((f) => f.fieldName === 'carrierCompanyName')!;
    expect(picker.cgFormatResId).toBe(await idOf('bd_vendor_res'));
    const pairs = await admin.data<unknown[]>(
      'GET',
      `/api/optimus_prime/cg-format-form-sub-param/getparams?resFormatSubId=${picker.id}`,
    );
    expect(pairs).toHaveLength(2);
    const dup = await admin.req('POST', `${B}/json-import`, { ...exported, code: 'bd_vehicle_form_imp' });
    expect(await message(dup)).toEqual({ status: 400, msg: '模板编码已存在' });
  });

  it('refuses a bad import field by field, in Chinese, and stores nothing', async () => {
    const exported = await admin.data<Seed>('GET', `${B}/json/${await idOf('bd_vehicle_form')}`);
    const form = exported.form as Field[];
    const withField = (change: (f: Field) => Field, index = 0) => ({
      ...exported,
      code: 'bad_import',
      menuPath: undefined,
      form: form.map((f, i) => (i === index ? change(f) : f)),
    });
    const carrierAt = form.findIndex((f) => f.fieldName === 'carrierCompanyName');
    const cases: [unknown, string | RegExp][] = [
      [
        withField((f) => ({ ...f, formSubmitType: 'EVAL_BOX' })),
        '字段plateNumber的控件类型「EVAL_BOX」不存在',
      ],
      [
        withField((f) => ({ ...f, fieldName: 'plate; drop table x' })),
        /^表单字段第1行的字段名「plate; drop table x」不合法/,
      ],
      [withField((f) => ({ ...f, fieldName: '1plate' })), /^表单字段第1行的字段名「1plate」不合法/],
      [
        withField((f) => ({ ...f, popup: 'no_such_popup' }), carrierAt),
        '字段carrierCompanyName的弹窗模板「no_such_popup」不存在',
      ],
      [
        withField(
          (f) => ({
            ...f,
            links: [{ fieldSub1: { fieldName: 'ghostField' }, fieldSub2: { fieldName: 'id' } }],
          }),
          carrierAt,
        ),
        '字段carrierCompanyName的关联字段ghostField不是本模板的字段',
      ],
      [
        withField((f) => ({ ...f, cgValidate: { validateMethod: '/^(a+)+$/', validateTitle: 'x' } })),
        /^字段plateNumber：校验规则含有嵌套的重复/,
      ],
      [
        withField((f) => ({ ...f, defaultValue: '{"constructor":1}' })),
        '字段plateNumber的默认值含有未知的配置项constructor',
      ],
      [withField((f) => ({ ...f, calculate: 'process.exit()' })), /^字段plateNumber的计算公式错误/],
      [
        { ...exported, code: 'bad_import', resUrl: 'http://evil.example/x' },
        /^请求路由「http:\/\/evil.example\/x」不合法/,
      ],
      [{ ...exported, code: 'bad_import', type: 'SCRIPT' }, '模板类型「SCRIPT」不存在'],
    ];
    const count = await formatCount();
    for (const [body, expected] of cases) {
      const res = await admin.req('POST', `${B}/json-import`, body);
      expect(res.statusCode, JSON.stringify(expected)).toBe(400);
      const { msg } = await message(res);
      if (typeof expected === 'string') expect(msg).toBe(expected);
      else expect(msg).toMatch(expected);
    }
    expect(await formatCount()).toBe(count);
  });

  it('keeps a template another template picks from; deletes a free one with a log row', async () => {
    const vendorRes = await idOf('bd_vendor_res');
    const refused = await admin.req('DELETE', `${B}/delete/${vendorRes}`);
    expect(await message(refused)).toEqual({ status: 400, msg: '模板已被其他模板引用，不能删除' });
    const copy = await admin.data<Seed>('POST', `${B}/copy/${await idOf('bd_driver_list')}`);
    expect(await admin.data('DELETE', `${B}/delete/${copy.id}`)).toEqual({ count: 1 });
    expect((await admin.req('GET', `${B}/detail/${copy.id}`)).statusCode).toBe(404);
    const log = await sql<{ action: string }>`select action from sys_operation_log where entity = 'cg_format'
      and entity_id = ${copy.id} order by created_at`.execute(t.db);
    expect(log.rows.map((r) => r.action)).toEqual(['copy', 'delete']);
  });
});

describe('group scoping', () => {
  it("another group's template answers 404 on every designer route and is left alone", async () => {
    const other = (
      await sql<{
        id: string;
      }>`insert into sys_group (group_code, group_name) values ('G-OTHER', '其他集团') returning id`.execute(
        t.db,
      )
    ).rows[0].id;
    const fid = (
      await sql<{ id: string }>`insert into cg_format (group_id, format_code, format_name, format_type)
        values (${other}, 'other_list', '其他', 'LIST') returning id`.execute(t.db)
    ).rows[0].id;
    for (const [method, url, body] of [
      ['GET', `${B}/detail/${fid}`, undefined],
      ['PUT', `${B}/design/${fid}`, { version: 1, name: 'x' }],
      ['PUT', `${B}/update`, { id: fid, version: 1, name: 'x' }],
      ['POST', `${B}/copy/${fid}`, undefined],
      ['GET', `${B}/json/${fid}`, undefined],
      ['DELETE', `${B}/delete/${fid}`, undefined],
    ] as const) {
      expect((await admin.req(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await admin.data<{ list: Field[] }>('POST', `${B}/v2/list`, { limit: { pn: 1, ps: 1000 } });
    expect(list.list.map((r) => r.id)).not.toContain(fid);
    const row = await sql<{
      format_name: string;
    }>`select format_name from cg_format where id = ${fid}`.execute(t.db);
    expect(row.rows[0].format_name).toBe('其他');
  });
});
