import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 012_system_admin: what the system-administration screens need beyond 001_foundation.
 * Users, roles, depts and dictionaries belong to a group (shared by its companies); data sources and
 * interface configs to one organisation; apps (OAuth clients) to a group. One statement per entry
 * (PGlite's extended protocol runs one at a time).
 */
const up: string[] = [
  `alter table sys_role add column remark text`,
  `alter table sys_role add column version integer not null default 1`,
  `alter table sys_role add column updated_at timestamptz not null default now()`,
  `alter table sys_org add column version integer not null default 1`,
  `alter table sys_group add column version integer not null default 1`,
  `alter table sys_dept add column version integer not null default 1`,
  `alter table sys_dept add column enabled boolean not null default true`,
  // Role data rights by kind; targets live in tables other branches own, so kept by id (kind checked in code too).
  `create table sys_role_assignment (
    role_id uuid not null references sys_role(id) on delete cascade,
    kind text not null check (kind in ('org','numberPrefix','assayFormat','inventoryClass')),
    target_id uuid not null,
    primary key (role_id, kind, target_id)
  )`,
  `create table sys_user_assignment (
    user_id uuid not null references sys_user(id) on delete cascade,
    kind text not null check (kind in ('assayFormat')),
    target_id uuid not null,
    primary key (user_id, kind, target_id)
  )`,
  // Page paths registered for a menu after a 403 (SPEC §6) and resources bound to menus.
  `create table sys_menu_resource (
    id uuid primary key default gen_random_uuid(),
    menu_id uuid not null references sys_menu(id) on delete cascade,
    permission text not null,
    methods text not null,
    created_at timestamptz not null default now(),
    unique (menu_id, permission)
  )`,
  `create table sys_dict_type (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    dict_code text not null,
    dict_name text not null,
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (group_id, dict_code)
  )`,
  `create table sys_dict_item (
    id uuid primary key default gen_random_uuid(),
    type_id uuid not null references sys_dict_type(id) on delete cascade,
    item_value text not null,
    item_label text not null,
    seq integer not null default 0,
    enabled boolean not null default true,
    unique (type_id, item_value)
  )`,
  `create table sys_app (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    app_name text not null,
    client_id text not null unique,
    secret_hash text not null,
    redirect_uris jsonb not null default '[]',
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table sys_datasource (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    name text not null,
    db_type text not null default 'postgresql' check (db_type in ('postgresql')),
    host text not null,
    port integer not null check (port between 1 and 65535),
    database_name text not null,
    username text not null,
    password_enc text,
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (org_id, name)
  )`,
  `create table sys_interface_config (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    name text not null,
    method text not null check (method in ('GET','POST','PUT','DELETE')),
    url text not null,
    headers jsonb not null default '{}',
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (org_id, name)
  )`,
  // 系统日志: errors the browser apps report (SPEC §3 client log entry: url, time, type, message, stack, info).
  `create table sys_client_log (
    id uuid primary key default gen_random_uuid(),
    org_id uuid,
    group_id uuid,
    user_id uuid,
    username text,
    url text,
    type text not null,
    message text not null,
    stack text,
    info text,
    ip text,
    created_at timestamptz not null
  )`,
  `create index sys_client_log_created_idx on sys_client_log(group_id, created_at)`,
  `create index sys_operation_log_org_created_idx on sys_operation_log(org_id, created_at)`,
];

const down = [
  'sys_client_log',
  'sys_interface_config',
  'sys_datasource',
  'sys_app',
  'sys_dict_item',
  'sys_dict_type',
  'sys_menu_resource',
  'sys_user_assignment',
  'sys_role_assignment',
];

export const systemAdminMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
