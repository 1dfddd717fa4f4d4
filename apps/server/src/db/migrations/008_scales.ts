import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Weighbridge scale indicators the server reads (scale/): where each one is reached (a TCP
 * serial server, or a serial port), which protocol it speaks, and its stability and offline rules.
 * Scoped like master data (org_id + group_id, version, enabled, soft delete); the protocol list is
 * checked in code so a new protocol needs no migration.
 */
const up: string[] = [
  `create table scale (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    code text not null,
    name text not null,
    protocol text not null,
    transport text not null default 'tcp' check (transport in ('tcp','serial')),
    host text,
    port integer check (port between 1 and 65535),
    device text,
    baud integer,
    data_bits smallint check (data_bits in (7, 8)),
    parity text check (parity in ('none','even','odd')),
    stop_bits smallint check (stop_bits in (1, 2)),
    stability_count integer not null default 10 check (stability_count between 1 and 100),
    stability_tolerance_kg numeric(10,3) not null default 20 check (stability_tolerance_kg >= 0),
    stability_window_ms integer not null default 2000 check (stability_window_ms between 0 and 60000),
    offline_timeout_ms integer not null default 3000 check (offline_timeout_ms between 500 and 60000),
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    deleted_at timestamptz,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now()
  )`,
  `create unique index scale_code_uq on scale(org_id, code) where deleted_at is null`,
  // the readers start from every enabled scale of every organisation
  `create index scale_enabled_idx on scale(enabled) where deleted_at is null`,
];

export const scales: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop table if exists scale').execute(db);
  },
};
