import { describe, expect, it } from 'vitest';
import { TEMPLATE_SEEDS } from '../../templates/seedData/index';
import { ENTITIES } from '../entities/index';
import { BUTTON_SETS, MENU_TREE, type MenuSpec } from '../../seed/menuTree';
import { CATALOG } from './index';
import { dropStatements, tableStatements } from './toDdl';
import { toEntityDef } from './toEntityDef';
import { toTemplates } from './toTemplates';
import type { CatalogEntity } from './types';

const sample: CatalogEntity = {
  module: 'door',
  name: 'as_sample',
  label: '样例',
  status: 'document',
  fields: [
    { name: 'sampleCode', label: '编码', required: true, unique: '编码已存在', query: 'quick', sort: true },
    { name: 'qty', label: '数量', control: 'number', sqlType: 'numeric(14,3)' },
    {
      name: 'kind',
      label: '类型',
      control: 'select',
      options: ['甲', { value: 'B', label: '乙', color: 'red' }],
    },
    { name: 'validTo', label: '有效期', control: 'date', query: 'advanced' },
    {
      name: 'customerName',
      label: '客户',
      control: 'picker',
      picker: { popup: 'bd_customer_res', links: { customerId: 'id', customerName: 'customerName' } },
    },
    { name: 'customerId', label: '客户ID', control: 'hidden', kind: 'uuid' },
    { name: 'note', label: '备注', control: 'textarea' },
  ],
  children: [
    { table: 'as_sample_a', label: '明细', fields: [{ name: 'title', label: '标题', required: true }] },
    {
      table: 'as_sample_b',
      label: '时段',
      fields: [{ name: 'startTime', label: '开始', control: 'dateTime' }],
    },
  ],
};

describe('catalog: a declaration → EntityDef', () => {
  const def = toEntityDef(sample);
  it('takes names from module and entity (routes, table, permission prefix, template codes)', () => {
    expect(def).toMatchObject({
      name: 'as_sample',
      basePath: '/door/as_sample',
      table: 'as_sample',
      permissionPrefix: 'door:as_sample',
      formTemplate: 'as_sample_form',
      listTemplate: 'as_sample_list',
      labelField: 'sampleCode',
      required: ['sampleCode'],
    });
    expect(toEntityDef({ ...sample, module: 'basic', name: 'x' }).table).toBe('bd_x');
  });
  it('maps fields to snake_case columns with storage kinds, adds the status field and unique rule', () => {
    expect(def.fields.qty).toEqual({ column: 'qty', kind: 'number' });
    expect(def.fields.validTo).toEqual({ column: 'valid_to', kind: 'day' });
    expect(def.fields.customerId).toEqual({ column: 'customer_id', kind: 'uuid' });
    expect(def.fields.status).toEqual({ column: 'status', kind: 'text' });
    expect(def.status?.initial).toBe('free');
    expect(def.unique).toEqual([
      { field: 'sampleCode', message: '编码已存在', index: 'as_sample_sample_code_uq' },
    ]);
    expect(def.children?.map((c) => [c.table, c.required])).toEqual([
      ['as_sample_a', ['title']],
      ['as_sample_b', []],
    ]);
    expect(def.children?.[1].fields.startTime).toEqual({ column: 'start_time', kind: 'date' });
  });
});

describe('catalog: a declaration → templates', () => {
  const [form, list, res] = toTemplates(sample);
  it('FORM: tab style with several children, opations main/son, child fields carry customTable', () => {
    expect(form).toMatchObject({
      code: 'as_sample_form',
      type: 'FORM',
      style: 'FORMAT_TAB_FROM',
      menuPath: '/modules/door/as_sample',
      resUrl: '/door/as_sample/detail',
      opations: { main: 'as_sample', son: 'as_sample_a,as_sample_b' },
    });
    const f = (n: string) => form.form!.find((x) => x.fieldName === n)!;
    expect(f('sampleCode')).toMatchObject({ irequired: true, formSubmitType: 'ONE_TXT' });
    expect(f('validTo')).toMatchObject({ formSubmitType: 'DATA_BOX' });
    expect(f('kind').options).toEqual([
      { value: '甲', label: '甲' },
      { value: 'B', label: '乙', color: 'red' },
    ]);
    expect(f('customerName')).toMatchObject({
      formSubmitType: 'RESOURCE_CONTROLS',
      popup: 'bd_customer_res',
    });
    expect(f('customerName').links?.[0]).toEqual({
      fieldSub1: { fieldName: 'customerId', masterTable: 'as_sample' },
      fieldSub2: { fieldName: 'id' },
      iupdate: true,
    });
    expect(f('customerId')).toMatchObject({ ishow: false, ihidden: true });
    expect(f('title')).toMatchObject({ customTable: 'as_sample_a', irequired: true });
    expect(f('enabled')).toBeDefined();
    expect(f('status')).toBeUndefined();
    expect(toTemplates({ ...sample, children: [sample.children![0]] })[0]).toMatchObject({
      style: 'FORMAT_MASTER_CHILD_FROM',
      opations: { main: 'as_sample', son: 'as_sample_a' },
    });
    expect(toTemplates({ ...sample, children: [] })[0].style).toBe('FORMAT_FOUR_COLUMN_FROM');
  });
  it('LIST: visible fields with their query/sort flags, the status labels, creation time', () => {
    const names = list.list!.map((x) => x.fieldName);
    expect(names).toEqual([
      'sampleCode',
      'qty',
      'kind',
      'validTo',
      'customerName',
      'enabled',
      'status',
      'createDate',
    ]);
    const c = (n: string) => list.list!.find((x) => x.fieldName === n)!;
    expect(c('sampleCode')).toMatchObject({
      iallowQuery: true,
      iallowAdvanceQuery: true,
      isortField: true,
      iupdate: false,
    });
    expect(c('validTo').iallowQuery).toBeUndefined();
    expect(c('validTo').iallowAdvanceQuery).toBe(true);
    expect(c('status').options?.map((o) => o.label)).toEqual(['自由', '已审核', '已作废']);
    expect(list.mapData).toEqual({
      statusActions: ['audit', 'unaudit', 'obsolete', 'recover', 'mulAudit', 'mulInit'],
    });
    expect(toTemplates({ ...sample, status: undefined })[1].mapData).toBeUndefined();
    expect(res).toMatchObject({ code: 'as_sample_res', type: 'RESOURCE', viewResourceSubName: 'sampleCode' });
  });
});

describe('catalog: a declaration → DDL', () => {
  it('main table with base, own and status columns, indexes, child tables with parent and sort index', () => {
    const ddl = tableStatements(sample);
    expect(ddl[0]).toContain('create table as_sample (');
    expect(ddl[0]).toContain('org_id uuid not null references sys_org(id)');
    expect(ddl[0]).toContain('sample_code text not null');
    expect(ddl[0]).toContain('qty numeric(14,3)');
    expect(ddl[0]).toContain('valid_to date');
    expect(ddl[0]).toContain('customer_id uuid');
    expect(ddl[0]).toContain("status text not null default 'free'");
    expect(ddl).toContain(
      'create unique index as_sample_sample_code_uq on as_sample(org_id, sample_code) where deleted_at is null',
    );
    const child = ddl.find((s) => s.startsWith('create table as_sample_b'))!;
    expect(child).toContain('parent_id uuid not null references as_sample(id) on delete cascade');
    expect(child).toContain('sort_index integer not null');
    expect(child).toContain('start_time timestamptz');
    expect(dropStatements(sample)).toEqual([
      'drop table if exists as_sample_a',
      'drop table if exists as_sample_b',
      'drop table if exists as_sample',
    ]);
  });
  it('a table of an earlier migration only gains the columns it lacks', () => {
    const ddl = tableStatements({
      ...sample,
      children: [],
      existingColumns: ['sample_code', 'qty', 'kind', 'valid_to', 'customer_name', 'customer_id'],
    });
    expect(ddl).toEqual([
      'alter table as_sample add column note text',
      "alter table as_sample add column status text not null default 'free'",
    ]);
  });
  it('refuses names that are not plain SQL identifiers', () => {
    expect(() => tableStatements({ ...sample, table: 'x; drop table sys_user' })).toThrow(/bad SQL name/);
    expect(() =>
      tableStatements({ ...sample, fields: [{ name: 'a', label: 'a', sqlType: 'text; --' }] }),
    ).toThrow(/bad SQL type/);
  });
});

function leaves(nodes: readonly MenuSpec[]): MenuSpec[] {
  return nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
}

describe('catalog: every declaration is wired', () => {
  const menu = new Map(leaves(MENU_TREE).map((l) => [l.path, l]));
  for (const decl of CATALOG) {
    it(`${decl.name}: menu leaf, engine entry, templates; its actions are the leaf's buttons`, () => {
      const def = toEntityDef(decl);
      const leaf = menu.get(`/modules/${decl.module}/${decl.name}`);
      expect(leaf, 'menu leaf').toBeDefined();
      expect(leaf!.permissionPrefix).toBe(def.permissionPrefix);
      expect(ENTITIES.some((e) => e.basePath === def.basePath)).toBe(true);
      const codes = new Set(TEMPLATE_SEEDS.map((t) => t.code));
      expect(codes.has(def.formTemplate) && codes.has(def.listTemplate)).toBe(true);
      const buttons = new Set(leaf!.buttons!.map((b) => b.code));
      for (const code of Object.keys(def.status?.actions ?? {}))
        if (!def.status!.actions[code].bulk) expect(buttons.has(code), code).toBe(true);
      // popups named by a picker exist
      for (const f of [...decl.fields, ...(decl.children ?? []).flatMap((c) => c.fields)])
        if (f.picker) expect(codes.has(f.picker.popup), f.picker.popup).toBe(true);
      expect(Object.keys(BUTTON_SETS)).toContain(
        Object.entries(BUTTON_SETS).find(([, set]) => set === leaf!.buttons)?.[0],
      );
    });
  }
});
