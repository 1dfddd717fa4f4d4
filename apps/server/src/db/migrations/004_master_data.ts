import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Master data served by the record engine (crud/): vehicles, drivers, customers, vendors,
 * inventory items with their weighing extension and category tree, the plate dictionary, and the
 * code-and-name site entities. Every row: org_id + group_id (scoping), version (optimistic
 * locking), enabled, deleted_at (soft delete: uniqueness holds among the non-deleted rows only),
 * who and when. Money and weights are numeric. One statement per entry (PGlite runs one at a time).
 *
 * The operation log gains the request detail the 日志详情 drawer shows.
 */
const BASE = `id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    version integer not null default 1,
    enabled boolean not null default true,
    deleted_at timestamptz,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now()`;

const table = (name: string, columns: string): string[] => [
  `create table ${name} (
    ${BASE},
    ${columns}
  )`,
  // the list's default order within one organisation
  `create index ${name}_org_idx on ${name}(org_id, created_at desc, id desc) where deleted_at is null`,
];

const uniqueIndex = (index: string, tableName: string, column: string): string =>
  `create unique index ${index} on ${tableName}(org_id, ${column}) where deleted_at is null`;

const site = (entity: string, camelPrefix: string): string[] => [
  ...table(
    `bd_${entity}`,
    `${camelPrefix}_code text not null,
    ${camelPrefix}_name text not null,
    remark text`,
  ),
  uniqueIndex(`bd_${entity}_code_uq`, `bd_${entity}`, `${camelPrefix}_code`),
];

const partner = (entity: 'customer' | 'vendor'): string[] => [
  ...table(
    `bd_${entity}`,
    `${entity}_code text not null,
    ${entity}_name text not null,
    short_name text,
    tax_no text,
    contact text,
    mobile text,
    address text,
    remark text`,
  ),
  uniqueIndex(`bd_${entity}_code_uq`, `bd_${entity}`, `${entity}_code`),
  uniqueIndex(`bd_${entity}_name_uq`, `bd_${entity}`, `${entity}_name`),
];

const up: string[] = [
  ...table(
    'bd_vehicle',
    `plate_number text not null,
    car_type text,
    plate_type text,
    name text,
    vehicle_length numeric(8,2),
    axle_type text,
    capacity_tonnage numeric(14,3),
    annual_review_date timestamptz,
    qualifications text,
    uninstall text,
    car_owner text,
    car_owner_mobile text,
    carrier_company_id uuid,
    carrier_company_name text,
    main_vehicle_driving_license text,
    main_vehicle_road_transport_license text,
    main_vehicle_road_transport_license_validity_period date,
    has_trailer text,
    trailer_plate_number text,
    trailer_driving_license text,
    trailer_road_transport_license text,
    trailer_road_transport_license_validity_period date,
    is_dangerous_chemicals text,
    dangerous_chemicals_road_transport_license text,
    road_transport_license text,
    road_transport_license_validity_period date,
    main_vehicle_photo text,
    driving_license_photo text,
    road_operation_license_photo text`,
  ),
  uniqueIndex('bd_vehicle_plate_uq', 'bd_vehicle', 'plate_number'),
  ...table(
    'bd_driver',
    `driver_name text not null,
    id_number text,
    mobile text,
    license_no text,
    vehicle_id uuid,
    plate_number text`,
  ),
  uniqueIndex('bd_driver_id_number_uq', 'bd_driver', 'id_number'),
  ...partner('customer'),
  ...partner('vendor'),
  ...table(
    'bd_inventory_class',
    `parent_id uuid references bd_inventory_class(id),
    class_code text not null,
    class_name text not null,
    level integer not null check (level between 1 and 4),
    seq integer not null default 0`,
  ),
  uniqueIndex('bd_inventory_class_code_uq', 'bd_inventory_class', 'class_code'),
  ...table(
    'bd_inventory',
    `inner_code text,
    inv_code text not null,
    inv_name text not null,
    model text,
    invc_id uuid references bd_inventory_class(id),
    invc_name text,
    is_pu boolean,
    is_sa boolean,
    allocate boolean,
    loss_percentage numeric(8,4),
    loss_weight numeric(14,3),
    pack_weight numeric(14,3),
    theory_weight numeric(14,3),
    reference_price numeric(16,4),
    top_buying_price numeric(16,4),
    resource_type text`,
  ),
  uniqueIndex('bd_inventory_code_uq', 'bd_inventory', 'inv_code'),
  `create table bd_inventory_weigh (
    inventory_id uuid primary key references bd_inventory(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    weigh_type text,
    hidden_deduct numeric(14,3),
    overload numeric(14,3),
    is_sample text,
    scene_confirm text,
    is_dangerous text,
    is_pack text,
    pnmary text
  )`,
  ...table(
    'bd_plate_dict',
    `plate_code text not null,
    plate_name text not null,
    seq numeric(8,0)`,
  ),
  uniqueIndex('bd_plate_dict_code_uq', 'bd_plate_dict', 'plate_code'),
  ...site('factory', 'factory'),
  ...site('warehouse', 'warehouse'),
  ...site('area', 'area'),
  ...site('silo', 'silo'),
  ...site('location', 'location'),
  `alter table sys_operation_log
    add column path text,
    add column request_heads jsonb,
    add column request_params jsonb,
    add column client_info text,
    add column execute_ms integer`,
  // 日志详情: one record's log, newest first, within the organisation
  `create index sys_operation_log_biz_idx on sys_operation_log(org_id, entity_id, created_at desc)`,
];

const down = [
  'bd_location',
  'bd_silo',
  'bd_area',
  'bd_warehouse',
  'bd_factory',
  'bd_plate_dict',
  'bd_inventory_weigh',
  'bd_inventory',
  'bd_inventory_class',
  'bd_vendor',
  'bd_customer',
  'bd_driver',
  'bd_vehicle',
];

export const masterData: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop index if exists sys_operation_log_biz_idx').execute(db);
    await sql
      .raw(
        `alter table sys_operation_log drop column path, drop column request_heads,
          drop column request_params, drop column client_info, drop column execute_ms`,
      )
      .execute(db);
    for (const t of down) await sql.raw(`drop table if exists ${t}`).execute(db);
  },
};
