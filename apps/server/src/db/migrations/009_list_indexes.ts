import type { Kysely, Migration } from 'kysely';
import { createListIndexes, dropListIndexes } from '../../crud/listIndexes';
import { area } from '../../crud/entities/area';
import { customer } from '../../crud/entities/customer';
import { driver } from '../../crud/entities/driver';
import { factory } from '../../crud/entities/factory';
import { inventory } from '../../crud/entities/inventory';
import { location } from '../../crud/entities/location';
import { plateDict } from '../../crud/entities/plateDict';
import { silo } from '../../crud/entities/silo';
import { vehicle } from '../../crud/entities/vehicle';
import { vendor } from '../../crud/entities/vendor';
import { warehouse } from '../../crud/entities/warehouse';

/**
 * Indexes behind the record engine's list screens (crud/listIndexes.ts): trigram GIN for the
 * like-searched text columns (pg_trgm), btree (org_id, column) for compared and sorted ones.
 * The entities are named here, not taken from ENTITIES: a migration must mean the same thing
 * forever, and an entity added later has its table created by a later migration, which calls
 * `createListIndexes` for it.
 */
const MIGRATION_004_ENTITIES = [
  vehicle,
  driver,
  customer,
  vendor,
  inventory,
  plateDict,
  factory,
  warehouse,
  area,
  silo,
  location,
];

export const listIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await createListIndexes(db, MIGRATION_004_ENTITIES);
  },
  async down(db: Kysely<unknown>) {
    await dropListIndexes(db, MIGRATION_004_ENTITIES);
  },
};
