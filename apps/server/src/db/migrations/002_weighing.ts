import { sql, type Kysely } from 'kysely';

/**
 * The minimal weighing data the home page counts need; later issues extend these tables.
 * Weights are tonnes as numeric(12,3): exact sums, no float drift.
 */
const up: string[] = [
  `create table registry (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    bill_no text not null,
    flavour text not null check (flavour in ('pu','sa','pt','st','pr','al','tr')),
    plate_number text not null,
    driver_name text,
    driver_mobile text,
    material_name text not null,
    partner_name text not null,
    status text not null check (status in ('registered','entered','weighed_once','weighed','exited')),
    entry_time timestamptz,
    exit_time timestamptz,
    version integer not null default 1,
    created_at timestamptz not null,
    unique (org_id, bill_no)
  )`,
  `create index registry_org_status_idx on registry(org_id, status)`,
  `create index registry_org_created_idx on registry(org_id, created_at)`,
  `create table weigh_record (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    registry_id uuid references registry(id),
    bill_no text not null,
    flavour text not null check (flavour in ('pu','sa','pt','st','pr','al','tr')),
    plate_number text not null,
    material_name text not null,
    partner_name text not null,
    gross numeric(12,3),
    tare numeric(12,3),
    deduction numeric(12,3) not null default 0,
    net numeric(12,3),
    status text not null check (status in ('weighing','completed','audited','obsolete')),
    gross_time timestamptz,
    tare_time timestamptz,
    entry_time timestamptz,
    exit_time timestamptz,
    finished_at timestamptz,
    audited_at timestamptz,
    version integer not null default 1,
    created_at timestamptz not null,
    unique (org_id, bill_no)
  )`,
  `create index weigh_record_org_finished_idx on weigh_record(org_id, finished_at)`,
  `create index weigh_record_org_status_idx on weigh_record(org_id, status)`,
  `create index weigh_record_registry_idx on weigh_record(registry_id)`,
];

export const weighing = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop table if exists weigh_record').execute(db);
    await sql.raw('drop table if exists registry').execute(db);
  },
};
