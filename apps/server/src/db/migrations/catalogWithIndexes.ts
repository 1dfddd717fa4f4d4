import type { Kysely, Migration } from 'kysely';
import { catalogMigration } from '../../crud/catalog/toDdl';
import { toEntityDef } from '../../crud/catalog/toEntityDef';
import type { CatalogEntity } from '../../crud/catalog/types';
import { createListIndexes, dropListIndexes } from '../../crud/listIndexes';

/**
 * A group of declared entities' tables (crud/catalog) together with their list indexes and row
 * counters (crud/listIndexes.ts), so a declared entity's list is as fast as a hand-written one's.
 * Kept here rather than in toDdl: listIndexes reads the seeded templates, which include the
 * catalog's own, and toDdl is imported by the catalog.
 */
export function catalogWithIndexes(decls: readonly CatalogEntity[]): Migration {
  const tables = catalogMigration(decls);
  const entities = decls.map(toEntityDef);
  return {
    async up(db: Kysely<unknown>) {
      await tables.up(db);
      await createListIndexes(db, entities);
    },
    async down(db: Kysely<unknown>) {
      await dropListIndexes(db, entities);
      await tables.down?.(db);
    },
  };
}
