import type { FormatSeed } from '../../templates/seedData/FormatSeed';
import type { EntityDef } from '../EntityDef';
import { CATALOG_005, CATALOG_010, CATALOG_011, CATALOG_015, CATALOG_016 } from './declarations/index';
import { toEntityDef } from './toEntityDef';
import { toTemplates } from './toTemplates';
import type { CatalogEntity } from './types';

export type {
  CatalogEntity,
  CatalogField,
  CatalogChild,
  ControlKind,
  DemoContext,
  DemoMaster,
  DemoRow,
} from './types';
export { catalogMigration, tableStatements } from './toDdl';
export { catalogNames, toEntityDef } from './toEntityDef';
export { toTemplates } from './toTemplates';
export { seedCatalog } from './seedCatalog';
export { CATALOG_005, CATALOG_010, CATALOG_011, CATALOG_015, CATALOG_016 };

/** Every declaration, all migration groups (append a later group here as well as to the migrations). */
export const CATALOG: readonly CatalogEntity[] = [
  ...CATALOG_005,
  ...CATALOG_010,
  ...CATALOG_011,
  ...CATALOG_015,
  ...CATALOG_016,
];

/** The engine entries of every declaration (registered with the hand-written ENTITIES). */
export const CATALOG_ENTITIES: readonly EntityDef[] = CATALOG.map(toEntityDef);

/** The FORM, LIST and popup templates of every declaration (seeded with the hand-written ones). */
export const CATALOG_TEMPLATES: readonly FormatSeed[] = CATALOG.flatMap(toTemplates);
