import { CONTROL_KINDS, buildQuickSearch, isOn, validateListRequest } from '@wb/templates';
import { REGISTRY_COLUMNS, WEIGH_COLUMNS } from '../weighing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatId, seedTemplates } from './seed';
import { TEMPLATE_SEEDS } from './seedData/index';
import { GROUPS, createTemplateFixture, type TemplateFixture } from './testFixture';
import { WEIGH_RECORD_COLUMNS, WEIGH_RECORD_TABLE } from './weighRecordList';

describe('seed data', () => {
  it('codes are unique and every popup and detail names a seeded template', () => {
    const codes = TEMPLATE_SEEDS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of TEMPLATE_SEEDS) {
      if (s.detailCode) expect(codes).toContain(s.detailCode);
      for (const f of [...(s.form ?? []), ...(s.list ?? []), ...(s.res ?? [])])
        if (f.popup) expect(codes).toContain(f.popup);
    }
  });

  it('covers FORM, LIST and RESOURCE for every master-data entity', () => {
    for (const entity of ['vehicle', 'customer', 'vendor', 'inventory', 'driver']) {
      const codes = ['form', 'list', 'res'].map((kind) => `bd_${entity}_${kind}`);
      const types = TEMPLATE_SEEDS.filter((s) => codes.includes(s.code))
        .map((s) => s.type)
        .sort();
      expect(types, entity).toEqual(['FORM', 'LIST', 'RESOURCE']);
    }
  });

  it('every control kind is one the engine knows', () => {
    for (const s of TEMPLATE_SEEDS)
      for (const f of [...(s.form ?? []), ...(s.list ?? []), ...(s.res ?? []), ...(s.search ?? [])])
        if (f.formSubmitType) expect(CONTROL_KINDS, `${s.code}.${f.fieldName}`).toContain(f.formSubmitType);
  });

  it('weigh list templates only name weigh_record columns', () => {
    const weigh = TEMPLATE_SEEDS.filter((s) => s.customTable === WEIGH_RECORD_TABLE);
    // 7 磅单 lists (WEIGH_RECORD_COLUMNS) and 8 确认过磅 lists (weighing/rows.ts WEIGH_COLUMNS, a superset)
    expect(weigh).toHaveLength(15);
    for (const s of weigh) {
      const columns = s.code.startsWith('confirm_') ? WEIGH_COLUMNS : WEIGH_RECORD_COLUMNS;
      for (const f of s.list ?? []) expect(Object.keys(columns), `${s.code}.${f.fieldName}`).toContain(f.fieldName);
    }
  });

  it('registry templates only name registry columns', () => {
    const registry = TEMPLATE_SEEDS.filter((s) => s.customTable === 'registry');
    expect(registry).toHaveLength(14);
    for (const s of registry)
      for (const f of [...(s.list ?? []), ...(s.form ?? [])])
        expect(Object.keys(REGISTRY_COLUMNS), `${s.code}.${f.fieldName}`).toContain(f.fieldName);
  });

  it('every list template takes its own quick search and sorts', () => {
    for (const s of TEMPLATE_SEEDS) {
      const fields = [...(s.list ?? []), ...(s.res ?? [])];
      if (fields.length === 0) continue;
      const quick = buildQuickSearch(fields, '蒙A');
      const sort = fields.filter((f) => isOn(f.isortField)).map((f) => ({ key: f.fieldName, dir: 'asc' }));
      const checked = validateListRequest(fields, { search: quick ? [quick] : [], sort: sort.slice(0, 5) });
      expect(checked, s.code).toMatchObject({ ok: true });
    }
  });
});

describe('seedTemplates', () => {
  let fx: TemplateFixture;
  beforeAll(async () => {
    fx = await createTemplateFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('loaded every template for each group with derived ids', async () => {
    const rows = await fx.db
      .selectFrom('cg_format')
      .select(['id', 'group_id', 'format_code'])
      .where('group_id', '=', GROUPS.A)
      .execute();
    expect(rows).toHaveLength(TEMPLATE_SEEDS.length);
    for (const r of rows) expect(r.id).toBe(formatId(GROUPS.A, r.format_code));
    const links = await fx.db
      .selectFrom('cg_format_form_sub_param')
      .select('id')
      .where('group_id', '=', GROUPS.B)
      .execute();
    // every link pair of the seed data (vehicle, driver and the declared entities' pickers)
    const pairs = TEMPLATE_SEEDS.flatMap((s) =>
      [...(s.form ?? []), ...(s.list ?? []), ...(s.res ?? []), ...(s.search ?? [])].flatMap((f) => f.links ?? []),
    );
    expect(pairs.length).toBeGreaterThan(4);
    expect(links).toHaveLength(pairs.length);
  });

  it('refuses a template naming an unknown popup before writing anything', async () => {
    const group = await fx.db
      .insertInto('sys_group')
      .values({ group_code: 'C', group_name: '丙集团', main_logo: null, sub_logo: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const broken = [
      {
        code: 'x_form',
        name: 'x',
        type: 'FORM' as const,
        form: [{ fieldName: 'a', fieldExplain: 'A', fieldType: 'TEXT' as const, popup: 'missing_res' }],
      },
    ];
    await expect(
      seedTemplates(fx.db, { groupId: group.id, menuIdsByPath: {}, templates: broken }),
    ).rejects.toThrow('seedTemplates: x_form.a.popup names unknown template missing_res');
    const n = await fx.db.selectFrom('cg_format').select('id').where('group_id', '=', group.id).execute();
    expect(n).toEqual([]);
  });

  it('takes the menu ids from a Map too, leaving unknown paths without a menu', async () => {
    const group = await fx.db
      .insertInto('sys_group')
      .values({ group_code: 'D', group_name: '丁集团', main_logo: null, sub_logo: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // no timing bound here: a loaded CI machine made it flaky; the seed's speed is the start-up's concern
    const counts = await seedTemplates(fx.db, { groupId: group.id, menuIdsByPath: new Map() });
    expect(counts.formats).toBe(TEMPLATE_SEEDS.length);
    const withMenu = await fx.db
      .selectFrom('cg_format')
      .select('id')
      .where('group_id', '=', group.id)
      .where('menu_id', 'is not', null)
      .execute();
    expect(withMenu).toEqual([]);
  });
});
