import type { FormatSeed } from './FormatSeed';
import { assayTemplates } from './assayTemplates';
import { driverTemplates } from './driverTemplates';
import { inventoryTemplates } from './inventoryTemplates';
import { customerTemplates, vendorTemplates } from './partnerTemplates';
import { plateDictTemplates, siteEntityTemplates } from './siteTemplates';
import { vehicleTemplates } from './vehicleTemplates';
import { weighTemplates } from './weighTemplates';

/** Every demo template; popups are named by code, so order does not matter. */
export const TEMPLATE_SEEDS: readonly FormatSeed[] = [
  ...vehicleTemplates,
  ...customerTemplates,
  ...vendorTemplates,
  ...inventoryTemplates,
  ...driverTemplates,
  ...weighTemplates,
  ...assayTemplates,
  ...plateDictTemplates,
  ...siteEntityTemplates,
];
