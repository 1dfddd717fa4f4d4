import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPrng } from '../../seed/prng';
import { stableId } from '../../seed/stableId';
import type { EntityDef } from '../EntityDef';
import { convertValue } from '../recordValues';
import type { CrudDb } from '../schema';
import { toEntityDef } from './toEntityDef';
import type { CatalogEntity, DemoMaster } from './types';

export interface SeedCatalogOptions {
  now: Date;
  groupId: string;
  orgs: readonly { id: string; code: string }[];
  decls: readonly CatalogEntity[];
  /** the site's offset (demo 'YYYY-MM-DD HH:mm:ss' values are local times) */
  utcOffsetMinutes?: number;
}

/** The company's master data a demo row may refer to (already seeded by seedMasterData). */
export async function loadDemoMaster(db: Kysely<Database>, orgId: string): Promise<DemoMaster> {
  const live = <T>(rows: T[]) => rows;
  const v = await db
    .selectFrom('bd_vehicle')
    .select(['id', 'plate_number', 'carrier_company_id', 'carrier_company_name'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .orderBy('plate_number')
    .execute();
  const d = await db
    .selectFrom('bd_driver')
    .select(['id', 'driver_name', 'id_number', 'mobile', 'plate_number'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  const c = await db
    .selectFrom('bd_customer')
    .select(['id', 'customer_code', 'customer_name'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', true)
    .orderBy('customer_code')
    .execute();
  const vd = await db
    .selectFrom('bd_vendor')
    .select(['id', 'vendor_code', 'vendor_name'])
    .where('org_id', '=', orgId)
    .orderBy('vendor_code')
    .execute();
  const inv = await db
    .selectFrom('bd_inventory')
    .select(['id', 'inv_code', 'inv_name'])
    .where('org_id', '=', orgId)
    .orderBy('inv_code')
    .execute();
  const wh = await db
    .selectFrom('bd_warehouse')
    .select(['id', 'warehouse_code', 'warehouse_name'])
    .where('org_id', '=', orgId)
    .orderBy('warehouse_code')
    .execute();
  const fa = await db
    .selectFrom('bd_factory')
    .select(['id', 'factory_code', 'factory_name'])
    .where('org_id', '=', orgId)
    .orderBy('factory_code')
    .execute();
  const users = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_org as uo', 'uo.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.real_name'])
    .where('uo.org_id', '=', orgId)
    .orderBy('u.username')
    .execute();
  return {
    vehicles: live(v).map((r) => ({
      id: r.id,
      plateNumber: r.plate_number,
      carrierCompanyId: r.carrier_company_id,
      carrierCompanyName: r.carrier_company_name,
    })),
    drivers: d.map((r) => ({
      id: r.id,
      driverName: r.driver_name,
      idNumber: r.id_number,
      mobile: r.mobile,
      plateNumber: r.plate_number,
    })),
    customers: c.map((r) => ({ id: r.id, customerCode: r.customer_code, customerName: r.customer_name })),
    vendors: vd.map((r) => ({ id: r.id, vendorCode: r.vendor_code, vendorName: r.vendor_name })),
    inventories: inv.map((r) => ({ id: r.id, invCode: r.inv_code, invName: r.inv_name })),
    warehouses: wh.map((r) => ({
      id: r.id,
      warehouseCode: r.warehouse_code,
      warehouseName: r.warehouse_name,
    })),
    factories: fa.map((r) => ({ id: r.id, factoryCode: r.factory_code, factoryName: r.factory_name })),
    users: users.map((r) => ({ id: r.id, username: r.username, realName: r.real_name })),
  };
}

/** A demo value as its column takes it; a demo row the engine would refuse fails the seed. */
function column(
  def: EntityDef,
  fields: EntityDef['fields'],
  name: string,
  value: unknown,
  offset: number,
): [string, unknown] {
  const spec = fields[name];
  if (!spec) throw new Error(`seedCatalog: ${def.name} has no field ${name}`);
  const converted = convertValue(spec, name, value, offset);
  if (!converted.ok) throw new Error(`seedCatalog: ${def.name}.${name}: ${converted.error}`);
  return [spec.column, converted.value];
}

/**
 * The declarations' demo rows for every company: deterministic (a PRNG seeded by company and
 * entity, ids derived from table, company and row number), created a minute apart so the
 * default order is the declared one. Runs inside the seed transaction, after seedMasterData.
 */
export async function seedCatalog(db: Kysely<Database>, options: SeedCatalogOptions): Promise<void> {
  const offset = options.utcOffsetMinutes ?? 480;
  const crud = db as unknown as Kysely<CrudDb>;
  for (const [index, org] of options.orgs.entries()) {
    const master = await loadDemoMaster(db, org.id);
    for (const decl of options.decls) {
      if (!decl.demo) continue;
      const def = toEntityDef(decl);
      const seed = [...`${org.code}:${decl.name}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
      const rows = decl.demo({
        org: { id: org.id, code: org.code, index },
        prng: createPrng(seed),
        now: options.now,
        master,
      });
      for (const [i, row] of rows.entries()) {
        const id = stableId(def.table, `${org.code}:${i}`);
        const at = new Date(options.now.getTime() - (i + 1) * 60_000);
        const main: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(row)) {
          if (name === 'enabled' || def.children?.some((c) => c.table === name)) continue;
          const [col, v] = column(def, def.fields, name, value, offset);
          main[col] = v;
        }
        if (def.status) main[def.fields[def.status.field].column] ??= def.status.initial;
        await crud
          .insertInto(def.table as 'r')
          .values({
            ...main,
            id,
            org_id: org.id,
            group_id: options.groupId,
            enabled: row.enabled === false ? false : true,
            created_at: at,
            updated_at: at,
          })
          .execute();
        for (const child of def.children ?? []) {
          const childRows = (row[child.table] ?? []) as Record<string, unknown>[];
          if (childRows.length === 0) continue;
          await crud
            .insertInto(child.table as 'c')
            .values(
              childRows.map((cr, j) => ({
                ...Object.fromEntries(
                  Object.entries(cr).map(([name, value]) => column(def, child.fields, name, value, offset)),
                ),
                id: stableId(child.table, `${org.code}:${i}:${j}`),
                parent_id: id,
                org_id: org.id,
                group_id: options.groupId,
                sort_index: j,
              })),
            )
            .execute();
        }
      }
    }
  }
}
