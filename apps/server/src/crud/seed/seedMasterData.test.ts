import { validateIdNumber } from '@wb/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test-utils/testApp';
import { ENTITIES } from '../entities/index';
import { loadFormFields } from '../entityTemplates';
import { allFieldNames, scopedFrom, selections } from '../recordQuery';
import { crudDb } from '../service';
import { validateRecord } from '../validateRecord';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPECTED: Record<string, number> = {
  vehicle: 60,
  driver: 30,
  customer: 20,
  vendor: 20,
  inventory: 15,
  plate_dict: 31,
};

describe('demo master data', () => {
  it('seeds both companies with the expected counts', async () => {
    for (const org of [DEMO_IDS.org1, DEMO_IDS.org2])
      for (const def of ENTITIES) {
        const rows = await scopedFrom(crudDb(t.db), def, org).select('r.id').execute();
        if (EXPECTED[def.name] !== undefined) expect(rows.length, def.name).toBe(EXPECTED[def.name]);
        else expect(rows.length, def.name).toBeGreaterThan(0);
      }
  });

  it('every seeded row passes its FORM template, so editing a demo record never trips on untouched fields', async () => {
    for (const def of ENTITIES) {
      const form = await loadFormFields(t.db, DEMO_IDS.group, def);
      const rows = (await scopedFrom(crudDb(t.db), def, DEMO_IDS.org1)
        .select(selections(def, allFieldNames(def)))
        .execute()) as Record<string, unknown>[];
      for (const row of rows) {
        const check = validateRecord(def, form, row, 480);
        expect(check.ok ? null : `${def.name} ${String(row.id)}: ${check.error}`).toBeNull();
      }
    }
  });

  it('drivers carry valid id numbers; vehicles carry the plates of the demo weigh records', async () => {
    const drivers = await t.db.selectFrom('bd_driver').select('id_number').execute();
    for (const d of drivers) expect(validateIdNumber(d.id_number ?? '')).toBeNull();
    const unmatched = await t.db
      .selectFrom('bd_vehicle as v')
      .select('v.plate_number')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('weigh_record as w')
              .select('w.id')
              .whereRef('w.plate_number', '=', 'v.plate_number')
              .whereRef('w.org_id', '=', 'v.org_id'),
          ),
        ),
      )
      .execute();
    expect(unmatched).toEqual([]);
  });
});
