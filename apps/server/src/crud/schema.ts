import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of migration 004_master_data; `MasterDataTables` is merged into `Database`.
 * The engine itself reaches these tables through `CrudDb` (its entity's table name and fixed
 * column map); these types serve typed code such as the seed and the category tree.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as a string (exact), written as string or number */
type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** SQL date: written as 'YYYY-MM-DD'; the engine reads it with to_char, never as a Date */
type Day = ColumnType<unknown, string | null | undefined, string | null>;
type Text = string | null;

export interface BaseRecordTable {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  version: Generated<number>;
  enabled: Generated<boolean>;
  deleted_at: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface BdVehicleTable extends BaseRecordTable {
  plate_number: string;
  car_type: Text;
  plate_type: Text;
  name: Text;
  vehicle_length: Numeric;
  axle_type: Text;
  capacity_tonnage: Numeric;
  annual_review_date: NullableTimestamp;
  qualifications: Text;
  uninstall: Text;
  car_owner: Text;
  car_owner_mobile: Text;
  carrier_company_id: Text;
  carrier_company_name: Text;
  main_vehicle_driving_license: Text;
  main_vehicle_road_transport_license: Text;
  main_vehicle_road_transport_license_validity_period: Day;
  has_trailer: Text;
  trailer_plate_number: Text;
  trailer_driving_license: Text;
  trailer_road_transport_license: Text;
  trailer_road_transport_license_validity_period: Day;
  is_dangerous_chemicals: Text;
  dangerous_chemicals_road_transport_license: Text;
  road_transport_license: Text;
  road_transport_license_validity_period: Day;
  main_vehicle_photo: Text;
  driving_license_photo: Text;
  road_operation_license_photo: Text;
}

export interface BdDriverTable extends BaseRecordTable {
  driver_name: string;
  id_number: Text;
  mobile: Text;
  license_no: Text;
  vehicle_id: Text;
  plate_number: Text;
}

interface PartnerColumns {
  short_name: Text;
  tax_no: Text;
  contact: Text;
  mobile: Text;
  address: Text;
  remark: Text;
}

export interface BdCustomerTable extends BaseRecordTable, PartnerColumns {
  customer_code: string;
  customer_name: string;
}

export interface BdVendorTable extends BaseRecordTable, PartnerColumns {
  vendor_code: string;
  vendor_name: string;
}

export interface BdInventoryClassTable extends BaseRecordTable {
  parent_id: Text;
  class_code: string;
  class_name: string;
  level: number;
  seq: Generated<number>;
  /** added by 005_catalog (the 存货分类 list shows the parent's name) */
  parent_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BdInventoryTable extends BaseRecordTable {
  inner_code: Text;
  inv_code: string;
  inv_name: string;
  model: Text;
  invc_id: Text;
  invc_name: Text;
  is_pu: boolean | null;
  is_sa: boolean | null;
  allocate: boolean | null;
  loss_percentage: Numeric;
  loss_weight: Numeric;
  pack_weight: Numeric;
  theory_weight: Numeric;
  reference_price: Numeric;
  top_buying_price: Numeric;
  resource_type: Text;
}

export interface BdInventoryWeighTable {
  inventory_id: string;
  org_id: string;
  group_id: string;
  weigh_type: Text;
  hidden_deduct: Numeric;
  overload: Numeric;
  is_sample: Text;
  scene_confirm: Text;
  is_dangerous: Text;
  is_pack: Text;
  pnmary: Text;
}

export interface BdPlateDictTable extends BaseRecordTable {
  plate_code: string;
  plate_name: string;
  seq: Numeric;
}

export interface BdFactoryTable extends BaseRecordTable {
  factory_code: string;
  factory_name: string;
  remark: Text;
}
export interface BdWarehouseTable extends BaseRecordTable {
  warehouse_code: string;
  warehouse_name: string;
  remark: Text;
}
export interface BdAreaTable extends BaseRecordTable {
  area_code: string;
  area_name: string;
  remark: Text;
}
export interface BdSiloTable extends BaseRecordTable {
  silo_code: string;
  silo_name: string;
  remark: Text;
}
export interface BdLocationTable extends BaseRecordTable {
  location_code: string;
  location_name: string;
  remark: Text;
}

/** Table name → row type of migration 004_master_data; merged into `Database`. */
export interface MasterDataTables {
  bd_vehicle: BdVehicleTable;
  bd_driver: BdDriverTable;
  bd_customer: BdCustomerTable;
  bd_vendor: BdVendorTable;
  bd_inventory_class: BdInventoryClassTable;
  bd_inventory: BdInventoryTable;
  bd_inventory_weigh: BdInventoryWeighTable;
  bd_plate_dict: BdPlateDictTable;
  bd_factory: BdFactoryTable;
  bd_warehouse: BdWarehouseTable;
  bd_area: BdAreaTable;
  bd_silo: BdSiloTable;
  bd_location: BdLocationTable;
}

/**
 * Any engine table: the base columns typed, the entity's own columns reached by name through
 * `sql.ref` from its fixed field map (never from the request).
 */
export interface CrudRowTable extends BaseRecordTable {
  [column: string]: unknown;
}

export interface CrudExtensionTable {
  org_id: string;
  group_id: string;
  [column: string]: unknown;
}

/**
 * The engine's view of the database: an entity's table is always aliased `r` and its extension
 * `x` (`selectFrom('bd_vehicle as r')`), so one typed builder serves every entity.
 */
export interface CrudDb {
  r: CrudRowTable;
  x: CrudExtensionTable;
  c: CrudChildTable;
}

/** A 1:N child table (catalog declarations): its own columns reached by name from the fixed field map. */
export interface CrudChildTable {
  id: Generated<string>;
  parent_id: string;
  org_id: string;
  group_id: string;
  sort_index: number;
  [column: string]: unknown;
}
