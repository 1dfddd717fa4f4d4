import { CATALOG_TEMPLATES } from '../../crud/catalog/index';
import type { FormatSeed } from './FormatSeed';
import { assayTemplates } from './assayTemplates';
import { driverTemplates } from './driverTemplates';
import { inventoryTemplates } from './inventoryTemplates';
import { lowcodeTemplates } from './lowcodeTemplates';
import { customerTemplates, vendorTemplates } from './partnerTemplates';
import { plateDictTemplates, siteEntityTemplates } from './siteTemplates';
import { sysAdminTemplates } from './sysAdminTemplates';
import { vehicleTemplates } from './vehicleTemplates';
import { weighTemplates } from './weighTemplates';
import { confirmTemplates, registryTemplates } from './registryTemplates';

/** Every demo template; popups are named by code, so order does not matter. */
export const TEMPLATE_SEEDS: readonly FormatSeed[] = [
  ...vehicleTemplates,
  ...customerTemplates,
  ...vendorTemplates,
  ...inventoryTemplates,
  ...driverTemplates,
  ...weighTemplates,
  ...registryTemplates,
  ...confirmTemplates,
  ...assayTemplates,
  ...plateDictTemplates,
  ...siteEntityTemplates,
  ...lowcodeTemplates,
  // derived from the catalog declarations (crud/catalog)
  ...CATALOG_TEMPLATES,
  ...sysAdminTemplates,
];
