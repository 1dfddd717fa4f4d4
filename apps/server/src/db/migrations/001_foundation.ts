import { sql, type Kysely } from 'kysely';

/**
 * Organisation, users, roles, menus, configuration, sessions and logs.
 * One statement per entry: PGlite's extended-protocol query runs one statement at a time.
 */
const up: string[] = [
  `create table sys_group (
    id uuid primary key default gen_random_uuid(),
    group_code text not null unique,
    group_name text not null,
    main_logo text,
    sub_logo text,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table sys_org (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    org_code text not null,
    org_name text not null,
    enabled boolean not null default true,
    seq integer not null default 0,
    created_at timestamptz not null default now(),
    unique (group_id, org_code)
  )`,
  `create table sys_dept (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    parent_id uuid references sys_dept(id),
    dept_code text not null,
    dept_name text not null,
    seq integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create table sys_user (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    dept_id uuid references sys_dept(id),
    username text not null unique,
    real_name text not null,
    mobile text,
    password_hash text not null,
    password_params jsonb not null,
    password_is_initial boolean not null default true,
    password_changed_at timestamptz,
    enabled boolean not null default true,
    avatar_file_id uuid,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table sys_user_org (
    user_id uuid not null references sys_user(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    is_default boolean not null default false,
    primary key (user_id, org_id)
  )`,
  `create table sys_role (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    role_code text not null,
    role_name text not null,
    is_admin boolean not null default false,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    unique (group_id, role_code)
  )`,
  `create table sys_user_role (
    user_id uuid not null references sys_user(id) on delete cascade,
    role_id uuid not null references sys_role(id) on delete cascade,
    primary key (user_id, role_id)
  )`,
  `create table sys_menu (
    id uuid primary key,
    parent_id uuid references sys_menu(id),
    title text not null,
    path text not null,
    url_path text,
    component text,
    icon text,
    query text,
    button_urls text,
    keep_alive boolean not null default true,
    is_app boolean not null default false,
    is_auth boolean not null default false,
    iusual boolean not null default true,
    enabled boolean not null default true,
    seq integer not null default 0,
    uuid text not null
  )`,
  `create index sys_menu_parent_idx on sys_menu(parent_id)`,
  `create table sys_menu_button (
    id uuid primary key,
    menu_id uuid not null references sys_menu(id) on delete cascade,
    name text not null,
    permission text not null,
    code text not null,
    seq integer not null default 0,
    is_app boolean not null default false
  )`,
  `create index sys_menu_button_menu_idx on sys_menu_button(menu_id)`,
  `create table sys_role_menu (
    role_id uuid not null references sys_role(id) on delete cascade,
    menu_id uuid not null references sys_menu(id) on delete cascade,
    primary key (role_id, menu_id)
  )`,
  `create table sys_role_button (
    role_id uuid not null references sys_role(id) on delete cascade,
    button_id uuid not null references sys_menu_button(id) on delete cascade,
    primary key (role_id, button_id)
  )`,
  `create table sys_user_menu_favourite (
    user_id uuid not null references sys_user(id) on delete cascade,
    menu_id uuid not null references sys_menu(id) on delete cascade,
    seq integer not null default 0,
    created_at timestamptz not null default now(),
    primary key (user_id, menu_id)
  )`,
  `create table sys_config (
    key text primary key,
    value text not null,
    remark text
  )`,
  `create table oauth_session (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references sys_user(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    client_id text not null,
    device_id text,
    ip text,
    user_agent text,
    access_hash text not null unique,
    access_expires_at timestamptz not null,
    refresh_expires_at timestamptz not null,
    created_at timestamptz not null,
    refreshed_at timestamptz,
    revoked_at timestamptz,
    revoke_reason text
  )`,
  `create index oauth_session_user_idx on oauth_session(user_id)`,
  // Every refresh token ever issued for a session: a used one presented again means the family leaked.
  `create table oauth_refresh_token (
    token_hash text primary key,
    session_id uuid not null references oauth_session(id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index oauth_refresh_token_session_idx on oauth_refresh_token(session_id)`,
  `create table auth_captcha (
    key text primary key,
    answer_hash text not null,
    expires_at timestamptz not null
  )`,
  `create table auth_login_attempt (
    scope text not null,
    key text not null,
    failures integer not null default 0,
    last_failure_at timestamptz,
    locked_until timestamptz,
    primary key (scope, key)
  )`,
  `create table sys_login_log (
    id uuid primary key default gen_random_uuid(),
    username text not null,
    user_id uuid,
    org_id uuid,
    group_id uuid,
    client_id text,
    device_id text,
    ip text,
    user_agent text,
    grant_type text not null,
    success boolean not null,
    status integer not null,
    reason text not null,
    created_at timestamptz not null
  )`,
  `create index sys_login_log_created_idx on sys_login_log(created_at)`,
  `create table sys_operation_log (
    id uuid primary key default gen_random_uuid(),
    org_id uuid,
    group_id uuid,
    user_id uuid,
    username text,
    action text not null,
    entity text not null,
    entity_id text,
    before jsonb,
    after jsonb,
    request_id text,
    ip text,
    created_at timestamptz not null
  )`,
  `create index sys_operation_log_entity_idx on sys_operation_log(entity, entity_id)`,
];

const down = [
  'sys_operation_log',
  'sys_login_log',
  'auth_login_attempt',
  'auth_captcha',
  'oauth_refresh_token',
  'oauth_session',
  'sys_config',
  'sys_user_menu_favourite',
  'sys_role_button',
  'sys_role_menu',
  'sys_menu_button',
  'sys_menu',
  'sys_user_role',
  'sys_role',
  'sys_user_org',
  'sys_user',
  'sys_dept',
  'sys_org',
  'sys_group',
];

export const foundation = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
