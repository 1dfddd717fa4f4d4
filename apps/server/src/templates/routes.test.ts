import type { FieldDefinition } from '@wb/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatId } from './seed';
import { GROUPS, createTemplateFixture, menuIdOf, type TemplateFixture } from './testFixture';
import type { FormatView, LinkPairView, ResourceView } from './views';

let fx: TemplateFixture;
beforeAll(async () => {
  fx = await createTemplateFixture();
});
afterAll(async () => {
  await fx?.close();
});

const A = (code: string) => formatId(GROUPS.A, code);
const B = (code: string) => formatId(GROUPS.B, code);
const NOT_FOUND = { code: 404, success: false, msg: '资源不存在', data: null };

async function data<T>(user: 'A1' | 'A2' | 'B1', url: string, body?: unknown): Promise<T> {
  const res = await fx.call(user, body === undefined ? 'GET' : 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json<{ code: number; success: boolean; msg: string; data: T }>();
  expect(json).toMatchObject({ code: 0, success: true });
  return json.data;
}

const field = (list: FieldDefinition[], name: string) => {
  const f = list.find((x) => x.fieldName === name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};

describe('GET /optimus_prime/cg-format/type/subs/:id', () => {
  it('answers the form template with SPEC wire names', async () => {
    const d = await data<Record<string, unknown> & { formSubList: FieldDefinition[] }>(
      'A1',
      `/api/optimus_prime/cg-format/type/subs/${A('bd_vehicle_form')}`,
    );
    expect(d).toMatchObject({
      id: A('bd_vehicle_form'),
      formatName: '新增车辆',
      formatStyle: 'FORMAT_FOUR_COLUMN_FROM',
      resMethod: 'POST',
      resUrl: '/basic/vehicle/detail',
      customTable: 'bd_vehicle',
      opations: { main: 'bd_vehicle' },
    });
    const plate = field(d.formSubList, 'plateNumber');
    expect(plate).toMatchObject({
      fieldName: 'plateNumber',
      fieldExplain: '车牌号',
      fieldType: 'TEXT',
      formSubmitType: 'ONE_TXT',
      ishow: true,
      ihidden: false,
      iupdate: true,
      irequired: true,
      seq: 10,
      cgValidate: { validateTitle: '车牌号格式错误' },
    });
    expect(field(d.formSubList, 'carrierCompanyName').cgFormatResId).toBe(A('bd_vendor_res'));
    expect(field(d.formSubList, 'trailerPlateNumber')).toMatchObject({
      isEffect: true,
      effectField: 'hasTrailer',
    });
    expect(field(d.formSubList, 'hasTrailer').options).toEqual([
      { value: '是', label: '是' },
      { value: '否', label: '否' },
    ]);
    const seqs = d.formSubList.map((f) => f.seq ?? 0);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('master-child forms carry the child fields with the child table', async () => {
    const d = await data<{ formSubList: FieldDefinition[]; opations: unknown }>(
      'A1',
      `/api/optimus_prime/cg-format/type/subs/${A('bd_inventory_form')}`,
    );
    expect(d.opations).toEqual({ main: 'bd_inventory', son: 'bd_inventory_weigh' });
    expect(field(d.formSubList, 'weighType').customTable).toBe('bd_inventory_weigh');
    expect(field(d.formSubList, 'invCode').customTable).toBeUndefined();
  });

  it.each([
    ['unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['another group’s template', () => B('bd_vehicle_form')],
  ])('%s → 404 资源不存在', async (_name, id) => {
    const res = await fx.call('A1', 'GET', `/api/optimus_prime/cg-format/type/subs/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('a malformed id → 400 with a Chinese message', async () => {
    const res = await fx.call('A1', 'GET', '/api/optimus_prime/cg-format/type/subs/12;drop');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '路径参数 id 格式不正确' });
  });

  it('needs a token', async () => {
    const res = await fx.call(null, 'GET', `/api/optimus_prime/cg-format/type/subs/${A('bd_vehicle_form')}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /optimus_prime/cg-format/resource/:id', () => {
  it('answers the popup template', async () => {
    const d = await data<ResourceView>(
      'A2',
      `/api/optimus_prime/cg-format/resource/${A('bd_inventory_res')}`,
    );
    expect(d).toMatchObject({
      id: A('bd_inventory_res'),
      formatName: '选择物料',
      formatStyle: 'FORMAT_RESOURCE_TREE_QUERY_DATALIST',
      resMethod: 'POST',
      resUrl: '/basic/inventory/v2/list',
      treeResUrl: '/basic/inventory-class/tree',
      treeResMethod: 'GET',
      ps: 10,
      valueResourceSubName: 'id',
      viewResourceSubName: 'invName',
      detail_id: A('bd_inventory_form'),
      mapData: { treeKey: 'invcId' },
      listSubList: [],
      formSubList: [],
    });
    expect(d.resSubList.map((f) => f.fieldName)).toEqual(['invCode', 'invName', 'model', 'invcName']);
    expect(field(d.resSubList, 'invCode')).toMatchObject({ iallowQuery: true, iupdate: false });
  });

  it('defaultSearch is passed through', async () => {
    const d = await data<ResourceView>('A1', `/api/optimus_prime/cg-format/resource/${A('bd_vehicle_res')}`);
    expect(d.defaultSearch).toEqual([{ key: 'enabled', op: 'eq', val: true }]);
  });

  it('another group’s popup → 404; bad id → 400', async () => {
    expect(
      (await fx.call('B1', 'GET', `/api/optimus_prime/cg-format/resource/${A('bd_vehicle_res')}`)).statusCode,
    ).toBe(404);
    expect((await fx.call('B1', 'GET', '/api/optimus_prime/cg-format/resource/abc')).statusCode).toBe(400);
  });
});

describe('GET /optimus_prime/cg-format-param/list/:formatId', () => {
  it('answers cgFormatParamId and paramList', async () => {
    const d = await data<unknown>('A1', `/api/optimus_prime/cg-format-param/list/${A('bd_vehicle_res')}`);
    expect(d).toEqual({
      cgFormatParamId: A('bd_vehicle_res'),
      paramList: [
        { fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true },
      ],
    });
  });

  it('a template without parameters answers an empty list; foreign → 404', async () => {
    const d = await data<{ paramList: unknown[] }>(
      'A1',
      `/api/optimus_prime/cg-format-param/list/${A('bd_vehicle_form')}`,
    );
    expect(d.paramList).toEqual([]);
    expect(
      (await fx.call('A1', 'GET', `/api/optimus_prime/cg-format-param/list/${B('bd_vehicle_res')}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /optimus_prime/cg-format/menu', () => {
  it.each([
    ['FORM', 'bd_vehicle_form', 'FORMAT_FOUR_COLUMN_FROM'],
    ['LIST', 'bd_vehicle_list', undefined],
    ['RESOURCE', 'bd_vehicle_res', 'FORMAT_RESOURCE_QUERY_DATALIST'],
  ])('formatType %s of the vehicle menu → %s', async (formatType, code, style) => {
    const d = await data<FormatView>(
      'A1',
      `/api/optimus_prime/cg-format/menu?formatType=${formatType}&menuId=${menuIdOf('/modules/basic/vehicle')}`,
    );
    expect(d.id).toBe(A(code));
    expect(d.formatType).toBe(formatType);
    expect(d.formatStyle).toBe(style);
    expect(d.menuId).toBe(menuIdOf('/modules/basic/vehicle'));
  });

  it('the list template carries its list fields with search and sort flags', async () => {
    const d = await data<FormatView>(
      'A1',
      `/api/optimus_prime/cg-format/menu?formatType=LIST&menuId=${menuIdOf('/modules/measure/mm_sa_weigh')}`,
    );
    expect(d).toMatchObject({
      formatCode: 'mm_sa_weigh_list',
      resUrl: '/measure/mm-sa-weigh/v2/list',
      customTable: 'weigh_record',
    });
    expect(field(d.listSubList, 'partnerName').fieldExplain).toBe('客户');
    expect(field(d.listSubList, 'netWeight')).toMatchObject({
      itotal: true,
      isortField: true,
      fieldType: 'NUMBER',
    });
    expect(field(d.listSubList, 'status')).toMatchObject({
      fieldType: 'ENUM',
      searchType: 'comboxMultiline',
    });
    expect(field(d.listSubList, 'createDate')).toMatchObject({ idefinedSort: true, sortMethod: 'desc' });
  });

  it('a menu without a template of that type → success with data null; bad type → 400', async () => {
    const menu = menuIdOf('/modules/measure/mm_sa_weigh');
    const none = await fx.call('A1', 'GET', `/api/optimus_prime/cg-format/menu?formatType=FORM&menuId=${menu}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: true, data: null });
    const bad = await fx.call(
      'A1',
      'GET',
      `/api/optimus_prime/cg-format/menu?formatType=TABLE&menuId=${menu}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('查询参数 formatType 取值不在允许范围内');
  });
});

describe('link pairs', () => {
  it.each(['getparams', 'list/param', 'list/param/list'])(
    'GET …/cg-format-form-sub-param/%s',
    async (path) => {
      const form = await data<{ formSubList: FieldDefinition[] }>(
        'A1',
        `/api/optimus_prime/cg-format/type/subs/${A('bd_vehicle_form')}`,
      );
      const sub = field(form.formSubList, 'carrierCompanyName');
      const pairs = await data<LinkPairView[]>(
        'A1',
        `/api/optimus_prime/cg-format-form-sub-param/${path}?resFormatSubId=${sub.id}`,
      );
      expect(pairs.map(({ fieldSub1, fieldSub2, iupdate }) => ({ fieldSub1, fieldSub2, iupdate }))).toEqual([
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
      ]);
      // another group cannot read them by id
      expect(
        (
          await fx.call(
            'B1',
            'GET',
            `/api/optimus_prime/cg-format-form-sub-param/${path}?resFormatSubId=${sub.id}`,
          )
        ).statusCode,
      ).toBe(404);
    },
  );

  it('a field without pairs answers []; a missing or bad id → 400', async () => {
    const form = await data<{ formSubList: FieldDefinition[] }>(
      'A1',
      `/api/optimus_prime/cg-format/type/subs/${A('bd_vehicle_form')}`,
    );
    const sub = field(form.formSubList, 'plateNumber');
    expect(
      await data('A1', `/api/optimus_prime/cg-format-form-sub-param/getparams?resFormatSubId=${sub.id}`),
    ).toEqual([]);
    expect(
      (await fx.call('A1', 'GET', '/api/optimus_prime/cg-format-form-sub-param/getparams')).statusCode,
    ).toBe(400);
    expect(
      (await fx.call('A1', 'GET', '/api/optimus_prime/cg-format-form-sub-param/getparams?resFormatSubId=x'))
        .statusCode,
    ).toBe(400);
  });
});

describe('by code and by table', () => {
  it('GET /optimus_prime/cg-format/code/:code answers the whole template', async () => {
    const d = await data<FormatView>('A1', '/api/optimus_prime/cg-format/code/bd_customer_list');
    expect(d).toMatchObject({ id: A('bd_customer_list'), formatName: '客户列表', formatType: 'LIST' });
    expect(d.listSubList.map((f) => f.fieldName)).toEqual([
      'customerCode',
      'customerName',
      'shortName',
      'taxNo',
      'contact',
      'mobile',
      'address',
      'enabled',
      'createDate',
    ]);
  });

  it('GET /optimus_prime/cg-format/subs/code/:code answers the form fields', async () => {
    const d = await data<{ id: string; formSubList: FieldDefinition[] }>(
      'B1',
      '/api/optimus_prime/cg-format/subs/code/bd_driver_form',
    );
    expect(d.id).toBe(B('bd_driver_form'));
    expect(field(d.formSubList, 'idNumber').fieldExplain).toBe('身份证号');
  });

  it('unknown code → 404; malformed code → 400', async () => {
    expect((await fx.call('A1', 'GET', '/api/optimus_prime/cg-format/code/nope')).statusCode).toBe(404);
    expect(
      (await fx.call('A1', 'GET', `/api/optimus_prime/cg-format/code/${encodeURIComponent("a' or 1=1")}`))
        .statusCode,
    ).toBe(400);
  });

  it('GET /optimus_prime/cg-format/form-subs?formatId&table splits main and child fields', async () => {
    const base = `/api/optimus_prime/cg-format/form-subs?formatId=${A('bd_inventory_form')}`;
    const son = await data<FieldDefinition[]>('A1', `${base}&table=bd_inventory_weigh`);
    expect(son.map((f) => f.fieldName)).toEqual([
      'weighType',
      'hiddenDeduct',
      'overload',
      'isSample',
      'sceneConfirm',
      'isDangerous',
    ]);
    const main = await data<FieldDefinition[]>('A1', `${base}&table=bd_inventory`);
    expect(main.map((f) => f.fieldName)).toContain('invCode');
    expect(main.map((f) => f.fieldName)).not.toContain('weighType');
    expect(await data('A1', `${base}&table=other`)).toEqual([]);
    expect((await fx.call('B1', 'GET', `${base}&table=bd_inventory`)).statusCode).toBe(404);
  });
});

describe('POST /quality/qc-assay/assayCode/subs', () => {
  it('answers cgSubs, the empty row and the name', async () => {
    const d = await data<{
      cgSubs: { formatStyle: string; formSubList: FieldDefinition[] };
      data: Record<string, unknown>;
      formatName: string;
    }>('A1', '/api/quality/qc-assay/assayCode/subs', { assayCode: 'MZHY' });
    expect(d.formatName).toBe('煤质化验');
    expect(d.cgSubs.formatStyle).toBe('FORMAT_FOUR_COLUMN_FROM');
    expect(d.cgSubs.formSubList.filter((f) => f.classType).map((f) => [f.classType, f.fieldExplain])).toEqual(
      [
        ['001', '全水分(%)'],
        ['002', '硅(%)'],
        ['003', '全硫(%)'],
        ['004', '固定碳(%)'],
        ['005', '强度(MPa)'],
      ],
    );
    expect(d.data).toMatchObject({ sampleCode: null, mt: null, assayUser: 'currentLoginName()' });
  });

  it('unknown assay code → 404; missing → 400', async () => {
    expect(
      (await fx.call('A1', 'POST', '/api/quality/qc-assay/assayCode/subs', { assayCode: 'NONE' })).statusCode,
    ).toBe(404);
    const res = await fx.call('A1', 'POST', '/api/quality/qc-assay/assayCode/subs', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请求体缺少必填项 assayCode');
  });
});
