import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/testDatabase';
import { customer } from './entities/customer';
import { vehicle } from './entities/vehicle';
import { listIndexPlan, listIndexStatements, seededListFields } from './listIndexes';

describe('listIndexPlan', () => {
  it('derives the vehicle list’s indexes and counted columns from its LIST template', () => {
    const plan = listIndexPlan(vehicle, seededListFields(vehicle));
    // the quick search ORs like over these three text fields
    expect(plan.trigram.sort()).toEqual(['car_owner', 'carrier_company_name', 'plate_number']);
    // compared (select fields, 启用状态) and sorted; plate_number is led by its unique index already
    expect(plan.btree.sort()).toEqual(
      ['capacity_tonnage', 'car_type', 'enabled', 'is_dangerous_chemicals', 'plate_type'].sort(),
    );
    expect(plan.facets.sort()).toEqual(['car_type', 'enabled', 'is_dangerous_chemicals', 'plate_type']);
  });

  it('writes partial indexes, GIN only where pg_trgm is installed, and refuses odd identifiers', () => {
    const plan = listIndexPlan(customer, seededListFields(customer));
    const withTrgm = listIndexStatements(plan, 'public');
    expect(withTrgm).toContain(
      'create index if not exists bd_customer_short_name_trgm on bd_customer using gin (short_name public.gin_trgm_ops) where deleted_at is null',
    );
    expect(withTrgm.every((s) => s.endsWith('where deleted_at is null'))).toBe(true);
    expect(listIndexStatements(plan, null).some((s) => s.includes('gin'))).toBe(false);
    expect(() => listIndexStatements({ ...plan, btree: ['x; drop table y'] }, null)).toThrow(
      /bad identifier/,
    );
    const long = listIndexStatements(
      { table: 'bd_vehicle', trigram: [], btree: ['a'.repeat(70)], facets: [] },
      null,
    );
    expect(long[0].split(' ')[5].length).toBeLessThanOrEqual(63);
  });
});

describe('migration 009 on the test database', () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase('wbtest');
    const { migrateToLatest } = await import('../db/migrate');
    await migrateToLatest(d.database.db as never);
  });
  afterAll(async () => {
    await d.database.close();
    await d.drop();
  });

  it('created the trigram and btree indexes and the counters (pg_trgm loaded in PGlite too)', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
      where tablename = 'bd_vehicle' and schemaname = current_schema()`.execute(d.database.db);
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'bd_vehicle_plate_number_trgm',
        'bd_vehicle_car_owner_trgm',
        'bd_vehicle_car_type_idx',
      ]),
    );
    const facets = await sql<{ facet: string }>`select facet from crud_row_count_facet
      where table_name = 'bd_vehicle' order by facet`.execute(d.database.db);
    expect(facets.rows.map((r) => r.facet)).toEqual([
      '',
      'car_type',
      'enabled',
      'is_dangerous_chemicals',
      'plate_type',
    ]);
  });
});
