import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { pickChildSets } from '../childRows';
import { loadFormFields } from '../entityTemplates';
import { scopedFrom } from '../recordQuery';
import { crudDb, readFull } from '../service';
import { CATALOG } from './index';
import { toEntityDef } from './toEntityDef';

/** The declared entities' demo data (their main rows pass the FORM check in crud/seed/seedMasterData.test.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalog demo rows', () => {
  it('both companies have rows of every declaration; every child row passes its FORM fields', async () => {
    for (const decl of CATALOG) {
      const def = toEntityDef(decl);
      const form = await loadFormFields(t.db, DEMO_IDS.group, def);
      for (const org of [DEMO_IDS.org1, DEMO_IDS.org2]) {
        const rows = await scopedFrom(crudDb(t.db), def, org).select('r.id').execute();
        expect(rows.length, `${def.name} in ${org}`).toBeGreaterThan(0);
        const filled = new Set<string>();
        for (const { id } of rows) {
          const full = (await readFull(crudDb(t.db), def, org, String(id)))!;
          expect(() => pickChildSets(def, form, full, 480), `${def.name} ${String(id)}`).not.toThrow();
          for (const c of def.children ?? [])
            if ((full[c.table] as unknown[]).length > 0) filled.add(c.table);
        }
        for (const c of def.children ?? [])
          expect(filled.has(c.table), `${c.table} has demo rows`).toBe(true);
      }
    }
  });

  it('plates are in the vehicle template’s format and the statuses show both states', async () => {
    const cards = await t.db
      .selectFrom('bd_ic_card' as 'sys_user')
      .select(['plate_number as plate', 'status'] as never[])
      .execute();
    for (const c of cards as unknown as { plate: string }[])
      expect(c.plate).toMatch(/^[\u4e00-\u9fa5][A-Z]·[A-Z0-9]{5}$/);
    expect(new Set((cards as unknown as { status: string }[]).map((c) => c.status))).toEqual(
      new Set(['normal', 'lost']),
    );
    const levels = await t.db
      .selectFrom('bd_inventory_class')
      .select(['level', 'parent_name', 'parent_id'])
      .execute();
    for (const l of levels)
      expect(l.parent_id === null ? l.parent_name === null : l.parent_name !== null).toBe(true);
  });
});
