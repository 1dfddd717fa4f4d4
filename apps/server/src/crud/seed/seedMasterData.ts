import { idNumberCheckDigit } from '@wb/templates';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPrng, type Prng } from '../../seed/prng';
import { stableId } from '../../seed/stableId';
import type { BdInventoryClassTable } from '../schema';
import {
  CONTACTS,
  CUSTOMERS,
  GIVEN,
  INVENTORY_CLASSES,
  INVENTORY_ITEMS,
  PROVINCES,
  SITES,
  SURNAMES,
  VENDORS,
  type ClassSeed,
} from './demoNames';

export interface MasterDataOrg {
  id: string;
  code: string;
  /** the plates of the org's demo weigh records, so vehicle records match the weighing data */
  plates: readonly string[];
  /** first six digits of the drivers' id numbers (the org's county) */
  idRegion: string;
  seed: number;
}

export interface SeedMasterDataOptions {
  now: Date;
  groupId: string;
  orgs: readonly MasterDataOrg[];
}

export const VEHICLES_PER_ORG = 60;
export const DRIVERS_PER_ORG = 30;

const CAR_TYPES = ['重型半挂牵引车', '重型半挂牵引车', '重型自卸货车', '重型仓栅式货车', '重型厢式货车'];
const AXLES = ['2轴', '3轴', '4轴', '5轴', '6轴'];

function mobile(prng: Prng): string {
  return `1${prng.pick(['38', '39', '50', '51', '58', '59', '82', '87', '35', '36'])}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** A resident id number with a valid birth date and check digit (SPEC §5 rules). */
function idNumber(prng: Prng, region: string, index: number): string {
  const birth = new Date(Date.UTC(1968, 0, 1) + prng.int(0, 28 * 365) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `${region}${ymd}${String(100 + index).padStart(3, '0')}`;
  return `${first17}${idNumberCheckDigit(first17)}`;
}

/**
 * Demo master data of every company (deterministic: a seeded PRNG and name-derived ids): vehicles
 * carrying the plates of the demo weigh records, drivers, customers, vendors, a 3-level inventory
 * category tree with items and their weighing extension, the plate dictionary and the sites.
 * Runs inside the seed transaction.
 */
export async function seedMasterData(db: Kysely<Database>, options: SeedMasterDataOptions): Promise<void> {
  const { now, groupId } = options;
  for (const org of options.orgs) {
    const prng = createPrng(org.seed);
    const base = { org_id: org.id, group_id: groupId };
    // created a minute apart, newest first in the default list order
    const at = (i: number) => new Date(now.getTime() - (i + 1) * 60_000);
    const id = (table: string, key: string) => stableId(table, `${org.code}:${key}`);

    await db
      .insertInto('bd_plate_dict')
      .values(
        PROVINCES.map(([code, name], i) => ({
          ...base,
          id: id('bd_plate_dict', code),
          plate_code: code,
          plate_name: name,
          seq: (i + 1) * 10,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .execute();

    const vendors = VENDORS.map((name, i) => ({
      ...base,
      id: id('bd_vendor', name),
      vendor_code: `GYS${String(i + 1).padStart(3, '0')}`,
      vendor_name: name,
      short_name: name.replace(/有限(责任)?公司$/, ''),
      tax_no: `91150${String(prng.int(100_000_000_000, 999_999_999_999))}X`.slice(0, 18),
      contact: prng.pick(CONTACTS),
      mobile: mobile(prng),
      address: `内蒙古自治区${name.slice(0, 6)}`,
      remark: null,
      created_at: at(i),
      updated_at: at(i),
    }));
    await db.insertInto('bd_vendor').values(vendors).execute();
    const carriers = vendors.filter((v) => /物流|运输|汽运/.test(v.vendor_name));

    await db
      .insertInto('bd_customer')
      .values(
        CUSTOMERS.map((name, i) => ({
          ...base,
          id: id('bd_customer', name),
          customer_code: `KH${String(i + 1).padStart(3, '0')}`,
          customer_name: name,
          short_name: name.replace(/有限(责任)?公司$/, ''),
          tax_no: `91150${String(prng.int(100_000_000_000, 999_999_999_999))}Y`.slice(0, 18),
          contact: prng.pick(CONTACTS),
          mobile: mobile(prng),
          address: `${name.slice(0, 6)}工业园区`,
          remark: null,
          enabled: i !== CUSTOMERS.length - 1,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .execute();

    const plates = [...org.plates].sort().slice(0, VEHICLES_PER_ORG);
    const vehicles = plates.map((plate, i) => {
      const carrier = prng.pick(carriers);
      const trailer = prng.chance(0.6);
      const dangerous = prng.chance(0.1);
      const validity = `${now.getUTCFullYear() + prng.int(0, 2)}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;
      return {
        ...base,
        id: id('bd_vehicle', plate),
        plate_number: plate,
        car_type: prng.pick(CAR_TYPES),
        plate_type: '黄牌',
        name: null,
        vehicle_length: prng.pick(['12.50', '13.00', '13.75', '9.60', '8.20']),
        axle_type: prng.pick(AXLES),
        capacity_tonnage: prng.pick(['31.000', '35.000', '40.000', '49.000', '25.000']),
        annual_review_date: new Date(now.getTime() + prng.int(-200, 300) * 86_400_000),
        qualifications: prng.chance(0.9) ? '有资质' : '无资质',
        uninstall: prng.chance(0.3) ? '是' : '否',
        car_owner: `${SURNAMES[prng.int(0, SURNAMES.length - 1)]}${prng.pick(GIVEN)}`,
        car_owner_mobile: mobile(prng),
        carrier_company_id: carrier.id,
        carrier_company_name: carrier.vendor_name,
        main_vehicle_driving_license: `${plate.slice(0, 2)}${String(prng.int(10_000_000, 99_999_999))}`,
        main_vehicle_road_transport_license: `1506${String(prng.int(10_000_000, 99_999_999))}`,
        main_vehicle_road_transport_license_validity_period: validity,
        has_trailer: trailer ? '是' : '否',
        trailer_plate_number: trailer ? `${plate.slice(0, 2)}·${String(prng.int(1000, 9999))}挂` : null,
        trailer_driving_license: trailer
          ? `${plate.slice(0, 2)}${String(prng.int(10_000_000, 99_999_999))}`
          : null,
        trailer_road_transport_license: trailer ? `1506${String(prng.int(10_000_000, 99_999_999))}` : null,
        trailer_road_transport_license_validity_period: trailer ? validity : null,
        is_dangerous_chemicals: dangerous ? '是' : '否',
        dangerous_chemicals_road_transport_license: dangerous
          ? `危运${String(prng.int(100_000, 999_999))}`
          : null,
        road_transport_license: dangerous ? `蒙交运管许可鄂字${String(prng.int(100_000, 999_999))}号` : null,
        road_transport_license_validity_period: dangerous ? validity : null,
        enabled: i % 20 !== 19,
        created_at: at(i),
        updated_at: at(i),
      };
    });
    await db.insertInto('bd_vehicle').values(vehicles).execute();

    const drivers = Array.from({ length: DRIVERS_PER_ORG }, (_, i) => {
      const v = vehicles[i * 2];
      return {
        ...base,
        id: id('bd_driver', String(i)),
        driver_name: `${SURNAMES[(i * 7 + org.seed) % SURNAMES.length]}${GIVEN[(i * 5 + org.seed) % GIVEN.length]}`,
        id_number: idNumber(prng, org.idRegion, i),
        mobile: mobile(prng),
        license_no: `${org.idRegion}${String(prng.int(100_000_000_000, 999_999_999_999))}`,
        vehicle_id: v?.id ?? null,
        plate_number: v?.plate_number ?? null,
        created_at: at(i),
        updated_at: at(i),
      };
    });
    await db.insertInto('bd_driver').values(drivers).execute();

    const classes: Insertable<BdInventoryClassTable>[] = [];
    const classIds = new Map<string, { id: string; name: string }>();
    const walk = (nodes: readonly ClassSeed[], parent: { id: string; name: string } | null, level: number) =>
      nodes.forEach((n, i) => {
        const classId = id('bd_inventory_class', n.code);
        classIds.set(n.code, { id: classId, name: n.name });
        classes.push({
          ...base,
          id: classId,
          parent_id: parent?.id ?? null,
          parent_name: parent?.name ?? null,
          class_code: n.code,
          class_name: n.name,
          level,
          seq: (i + 1) * 10,
          created_at: at(classes.length),
          updated_at: at(classes.length),
        });
        if (n.children) walk(n.children, { id: classId, name: n.name }, level + 1);
      });
    walk(INVENTORY_CLASSES, null, 1);
    await db.insertInto('bd_inventory_class').values(classes).execute();

    const items = INVENTORY_ITEMS.map((it, i) => {
      const cls = classIds.get(it.classCode);
      if (!cls) throw new Error(`seed: no inventory class ${it.classCode}`);
      return {
        ...base,
        id: id('bd_inventory', it.code),
        inner_code: `${org.code}-${it.code}`,
        inv_code: it.code,
        inv_name: it.name,
        model: it.model,
        invc_id: cls.id,
        invc_name: cls.name,
        is_pu: it.isPu,
        is_sa: it.isSa,
        allocate: false,
        loss_percentage: it.loss,
        loss_weight: null,
        pack_weight: null,
        theory_weight: null,
        reference_price: it.price,
        top_buying_price: it.isPu ? (Number(it.price) * 1.1).toFixed(4) : null,
        resource_type: 'LOCAL',
        created_at: at(i),
        updated_at: at(i),
      };
    });
    await db.insertInto('bd_inventory').values(items).execute();
    await db
      .insertInto('bd_inventory_weigh')
      .values(
        INVENTORY_ITEMS.map((it, i) => ({
          inventory_id: items[i].id,
          ...base,
          weigh_type: 'TRUCK_SCALE',
          hidden_deduct: it.sample === '是' ? '0.020' : '0.000',
          overload: '49.000',
          is_sample: it.sample,
          scene_confirm: it.isPu ? '是' : '否',
          is_dangerous: '否',
          is_pack: it.name === '水泥' ? '是' : '否',
          pnmary: null,
        })),
      )
      .execute();

    for (const [entity, names] of Object.entries(SITES) as [keyof typeof SITES, readonly string[]][]) {
      const prefix = entity.slice(0, 2).toUpperCase();
      await db
        .insertInto(`bd_${entity}`)
        .values(
          names.map((name, i) => ({
            ...base,
            id: id(`bd_${entity}`, name),
            [`${entity}_code`]: `${prefix}${String(i + 1).padStart(2, '0')}`,
            [`${entity}_name`]: name,
            remark: null,
            created_at: at(i),
            updated_at: at(i),
          })) as never,
        )
        .execute();
    }
  }
}
