import { CATALOG_ENTITIES } from '../catalog/index';
import type { EntityDef } from '../EntityDef';
import { area } from './area';
import { customer } from './customer';
import { driver } from './driver';
import { factory } from './factory';
import { inventory } from './inventory';
import { location } from './location';
import { plateDict } from './plateDict';
import { silo } from './silo';
import { vehicle } from './vehicle';
import { vendor } from './vendor';
import { warehouse } from './warehouse';

/** Every record kind the generic engine serves; one set of routes is registered per entry. */
export const ENTITIES: readonly EntityDef[] = [
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
  // declared ones (crud/catalog): IC卡, 黑名单, 手持机, 排队 …
  ...CATALOG_ENTITIES,
];
