import { sql, type Kysely } from 'kysely';

/**
 * The weighing flow (weighing/README.md): registries and weigh records get the record engine's base
 * columns, the ids of what they name (vehicle, driver, IC card, material, partner, notice line),
 * deductions, the scale and the operators; the registry gains 已作废; vehicles may keep a stored
 * tare with a validity. `print_count` and the operators may already exist (013, the ticket): hence
 * `if not exists`.
 */
const up: string[] = [
  `alter table registry drop constraint if exists registry_status_check`,
  `alter table registry add constraint registry_status_check
    check (status in ('registered','entered','weighed_once','weighed','exited','obsolete'))`,
  `alter table registry
    add column if not exists direction text not null default 'in' check (direction in ('in','out')),
    add column if not exists audit_status text not null default 'free' check (audit_status in ('free','audited')),
    add column if not exists enabled boolean not null default true,
    add column if not exists deleted_at timestamptz,
    add column if not exists created_by uuid,
    add column if not exists updated_by uuid,
    add column if not exists updated_at timestamptz not null default now(),
    add column if not exists vehicle_id uuid,
    add column if not exists driver_id uuid,
    add column if not exists driver_id_number text,
    add column if not exists ic_card_no text,
    add column if not exists inventory_id uuid,
    add column if not exists inv_code text,
    add column if not exists partner_id uuid,
    add column if not exists notice_id uuid,
    add column if not exists notice_no text,
    add column if not exists notice_sub_id uuid,
    add column if not exists plan_quantity numeric(12,3) check (plan_quantity >= 0),
    add column if not exists deduct_weight numeric(12,3) not null default 0 check (deduct_weight >= 0),
    add column if not exists deduct_rate numeric(6,2) not null default 0 check (deduct_rate >= 0 and deduct_rate < 100),
    add column if not exists line_id uuid,
    add column if not exists line_name text,
    add column if not exists queue_id uuid,
    add column if not exists queue_name text,
    add column if not exists remark text`,
  // outbound flavours weigh empty first; al/tr demo rows were outbound (发货)
  `update registry set direction = 'out' where flavour not in ('pu','pt')`,
  `create index if not exists registry_org_plate_open_idx on registry(org_id, plate_number)
    where status not in ('exited','obsolete') and deleted_at is null`,
  `create index if not exists registry_org_card_open_idx on registry(org_id, ic_card_no)
    where ic_card_no is not null and status not in ('exited','obsolete') and deleted_at is null`,
  `create index if not exists registry_notice_sub_idx on registry(notice_sub_id) where notice_sub_id is not null`,
  `create index if not exists registry_org_flavour_created_idx on registry(org_id, flavour, created_at desc)`,
  `alter table weigh_record
    add column if not exists direction text not null default 'in' check (direction in ('in','out')),
    add column if not exists enabled boolean not null default true,
    add column if not exists deleted_at timestamptz,
    add column if not exists created_by uuid,
    add column if not exists updated_by uuid,
    add column if not exists updated_at timestamptz not null default now(),
    add column if not exists registry_no text,
    add column if not exists inventory_id uuid,
    add column if not exists partner_id uuid,
    add column if not exists notice_id uuid,
    add column if not exists notice_sub_id uuid,
    add column if not exists hidden_deduct numeric(12,3) not null default 0,
    add column if not exists scale_id uuid,
    add column if not exists manual boolean not null default false,
    add column if not exists note text,
    add column if not exists gross_operator text,
    add column if not exists tare_operator text,
    add column if not exists unit_price numeric(14,4) check (unit_price >= 0),
    add column if not exists print_count integer not null default 0 check (print_count >= 0),
    add column if not exists last_printed_at timestamptz,
    add column if not exists assay_result text,
    add column if not exists assay_status text not null default 'none' check (assay_status in ('none','input','checked')),
    add column if not exists confirm_status text not null default 'none' check (confirm_status in ('none','confirmed','not')),
    add column if not exists sample_status text not null default 'none' check (sample_status in ('none','can','sampled')),
    add column if not exists sample_count integer,
    add column if not exists down_status text not null default 'none' check (down_status in ('none','down'))`,
  `update weigh_record set direction = 'out' where flavour not in ('pu','pt')`,
  // one live record per registry: the second of two racing weighsaves cannot add another
  `create unique index if not exists weigh_record_registry_live_uq on weigh_record(registry_id)
    where registry_id is not null and status <> 'obsolete' and deleted_at is null`,
  `create index if not exists weigh_record_org_flavour_created_idx on weigh_record(org_id, flavour, created_at desc)`,
  `alter table bd_vehicle
    add column if not exists stored_tare numeric(12,3) check (stored_tare > 0),
    add column if not exists stored_tare_until timestamptz`,
];

export const weighingFlow = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // the columns 013 may own (operators, unit_price, print_count, last_printed_at) are left to it
    const drops = (cols: string[]) => cols.map((c) => `drop column if exists ${c}`).join(', ');
    for (const statement of [
      `drop index if exists weigh_record_registry_live_uq`,
      `drop index if exists weigh_record_org_flavour_created_idx`,
      `alter table weigh_record ${drops(['direction', 'enabled', 'deleted_at', 'created_by', 'updated_by', 'updated_at', 'registry_no', 'inventory_id', 'partner_id', 'notice_id', 'notice_sub_id', 'hidden_deduct', 'scale_id', 'manual', 'note', 'assay_result', 'assay_status', 'confirm_status', 'sample_status', 'sample_count', 'down_status'])}`,
      `update registry set status = 'registered' where status = 'obsolete'`,
      `alter table registry drop constraint if exists registry_status_check`,
      `alter table registry add constraint registry_status_check
        check (status in ('registered','entered','weighed_once','weighed','exited'))`,
      `alter table registry ${drops(['direction', 'audit_status', 'enabled', 'deleted_at', 'created_by', 'updated_by', 'updated_at', 'vehicle_id', 'driver_id', 'driver_id_number', 'ic_card_no', 'inventory_id', 'inv_code', 'partner_id', 'notice_id', 'notice_no', 'notice_sub_id', 'plan_quantity', 'deduct_weight', 'deduct_rate', 'line_id', 'line_name', 'queue_id', 'queue_name', 'remark'])}`,
      `alter table bd_vehicle drop column if exists stored_tare, drop column if exists stored_tare_until`,
    ])
      await sql.raw(statement).execute(db);
  },
};
