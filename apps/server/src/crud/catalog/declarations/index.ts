import type { CatalogEntity } from '../types';
import { asAppointmentRule } from './asAppointmentRule';
import { asDischargeaddress } from './asDischargeaddress';
import { asInvFactory } from './asInvFactory';
import { asLine } from './asLine';
import { asPassCard } from './asPassCard';
import { asQueue } from './asQueue';
import { blacklist } from './blacklist';
import { DOCUMENT_DECLARATIONS } from './documents';
import { EP_DECLARATIONS } from './ep';
import { FARE_DECLARATIONS } from './fare';
import { HAZARD_DECLARATIONS } from './hazard';
import { MGP_DECLARATIONS } from './mgp';
import { QUALITY_DECLARATIONS } from './quality';
import { REPORTS_FLOW_DECLARATIONS } from './reportsFlow';
import { SETTLEMENT_DECLARATIONS } from './settlement';
import { STORE_DECLARATIONS } from './store';
import { handset } from './handset';
import { handsetScan } from './handsetScan';
import { icCard } from './icCard';
import { inventoryClass } from './inventoryClass';
import { LOWCODE_DECLARATIONS } from './lowcode';

/**
 * Declarations whose tables migration 005_catalog makes. Frozen with it: a new entity or a new
 * column goes into a later group with its own migration (see ../README.md).
 */
export const CATALOG_005: readonly CatalogEntity[] = [
  icCard,
  blacklist,
  handset,
  handsetScan,
  inventoryClass,
  asQueue,
  asAppointmentRule,
  asDischargeaddress,
  asPassCard,
  asLine,
  asInvFactory,
];

/** Storage, hazardous-chemicals archives, freight, mgp and ep records: migration 010_catalog_archives. */
export const CATALOG_010: readonly CatalogEntity[] = [
  ...STORE_DECLARATIONS,
  ...HAZARD_DECLARATIONS,
  ...FARE_DECLARATIONS,
  ...MGP_DECLARATIONS,
  ...EP_DECLARATIONS,
];

/**
 * Business documents (notices, contracts, pricing, prices, price-match rules), settlement and
 * quality records: migration 011_catalog_documents.
 */
export const CATALOG_011: readonly CatalogEntity[] = [
  ...DOCUMENT_DECLARATIONS,
  ...SETTLEMENT_DECLARATIONS,
  ...QUALITY_DECLARATIONS,
];

/** Template reports, print layouts and approval flow configuration: migration 016_reports_flow. */
export const CATALOG_016: readonly CatalogEntity[] = [...REPORTS_FLOW_DECLARATIONS];
/** The low-code designer's definitions (枚举, 校验规则, 值格式, 自定义类型/表/子表): migration 015_lowcode. */
export const CATALOG_015: readonly CatalogEntity[] = [...LOWCODE_DECLARATIONS];
