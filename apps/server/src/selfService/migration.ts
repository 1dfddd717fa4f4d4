import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 017_self_service_accounts: self-registration awaiting approval, password-reset requests with
 * one-time codes an administrator issues, the throttle counters of those public forms, OAuth
 * authorization codes (PKCE) for apps of 应用管理, and the scope of a session such a code opened
 * (null = a first-party session with the user's full rights).
 */
const up: string[] = [
  `create table sys_user_registration (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    username text not null,
    real_name text not null,
    mobile text not null,
    password_hash text not null,
    password_params jsonb not null,
    status text not null default 'pending' check (status in ('pending','approved','rejected')),
    ip text,
    created_at timestamptz not null,
    decided_at timestamptz,
    decided_by uuid references sys_user(id) on delete set null,
    reject_reason text,
    user_id uuid references sys_user(id) on delete set null
  )`,
  `create unique index sys_user_registration_pending_uq on sys_user_registration (lower(username)) where status = 'pending'`,
  `create index sys_user_registration_group_idx on sys_user_registration (group_id, status, created_at)`,
  `create table sys_password_reset_request (
    id uuid primary key default gen_random_uuid(),
    username_key text not null,
    user_id uuid references sys_user(id) on delete cascade,
    group_id uuid references sys_group(id),
    matched boolean not null,
    status text not null default 'pending' check (status in ('pending','issued','used','rejected','superseded')),
    ip text,
    created_at timestamptz not null,
    code_hash text,
    code_expires_at timestamptz,
    attempts integer not null default 0,
    issued_at timestamptz,
    issued_by uuid references sys_user(id) on delete set null,
    used_at timestamptz
  )`,
  `create index sys_password_reset_request_key_idx on sys_password_reset_request (username_key, created_at)`,
  `create index sys_password_reset_request_group_idx on sys_password_reset_request (group_id, status)`,
  `create table self_service_event (
    kind text not null,
    key text not null,
    created_at timestamptz not null
  )`,
  `create index self_service_event_idx on self_service_event (kind, key, created_at)`,
  `create table oauth_authorization_code (
    code_hash text primary key,
    app_id uuid not null references sys_app(id) on delete cascade,
    client_id text not null,
    user_id uuid not null references sys_user(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    redirect_uri text not null,
    scope text not null,
    code_challenge text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    session_id uuid references oauth_session(id) on delete set null
  )`,
  `alter table oauth_session add column scope text`,
];

const down = ['oauth_authorization_code', 'self_service_event', 'sys_password_reset_request', 'sys_user_registration'];

export const selfServiceMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table oauth_session drop column if exists scope').execute(db);
    for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
