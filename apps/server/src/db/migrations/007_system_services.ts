import { sql, type Kysely, type Migration } from 'kysely';

/**
 * System services (system/README.md): code rules with their counters, scheduler jobs with their
 * runs, webhooks with their deliveries. One statement per entry (PGlite runs one at a time).
 *
 * Counters are keyed by (org, rule code, period) rather than by the rule's id, so that deleting a
 * rule and creating it again continues the sequence instead of handing out numbers twice.
 */
const up: string[] = [
  `create table sys_code_rule (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    rule_code text not null,
    rule_name text not null,
    prefix text not null default '',
    date_format text not null check (date_format in ('none','yyyy','yyyyMM','yyyyMMdd')),
    seq_length integer not null check (seq_length between 1 and 12),
    reset_period text not null check (reset_period in ('never','yearly','monthly','daily')),
    separator text not null default '',
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now(),
    unique (org_id, rule_code)
  )`,
  `create table sys_code_rule_counter (
    org_id uuid not null references sys_org(id),
    rule_code text not null,
    period_key text not null,
    value bigint not null,
    updated_at timestamptz not null default now(),
    primary key (org_id, rule_code, period_key)
  )`,
  `create table sys_job (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    job_name text not null,
    handler text not null,
    cron text not null,
    params jsonb not null default '{}',
    status text not null check (status in ('running','paused')),
    next_run_at timestamptz,
    last_run_at timestamptz,
    last_status text,
    locked_until timestamptz,
    remark text,
    version integer not null default 1,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now()
  )`,
  `create index sys_job_due_idx on sys_job(next_run_at) where status = 'running'`,
  `create index sys_job_org_idx on sys_job(org_id, created_at desc)`,
  `create table sys_job_run (
    id uuid primary key default gen_random_uuid(),
    job_id uuid not null references sys_job(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    trigger text not null check (trigger in ('schedule','manual')),
    started_at timestamptz not null,
    finished_at timestamptz,
    status text not null check (status in ('running','success','failed')),
    message text
  )`,
  `create index sys_job_run_job_idx on sys_job_run(job_id, started_at desc)`,
  `create table sys_webhook (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    webhook_name text not null,
    url text not null,
    events jsonb not null,
    secret text not null,
    remark text,
    enabled boolean not null default true,
    version integer not null default 1,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_by uuid,
    updated_at timestamptz not null default now()
  )`,
  `create index sys_webhook_org_idx on sys_webhook(org_id, created_at desc)`,
  `create table sys_webhook_delivery (
    id uuid primary key default gen_random_uuid(),
    webhook_id uuid not null references sys_webhook(id) on delete cascade,
    org_id uuid not null references sys_org(id),
    event text not null,
    payload jsonb not null,
    attempt integer not null default 0,
    status text not null check (status in ('pending','delivering','success','failed')),
    response_code integer,
    response_excerpt text,
    error text,
    next_attempt_at timestamptz,
    locked_until timestamptz,
    redelivery_of uuid,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    delivered_at timestamptz
  )`,
  `create index sys_webhook_delivery_due_idx on sys_webhook_delivery(next_attempt_at) where status in ('pending','delivering')`,
  `create index sys_webhook_delivery_org_idx on sys_webhook_delivery(org_id, created_at desc)`,
  `create index sys_webhook_delivery_hook_idx on sys_webhook_delivery(webhook_id, created_at desc)`,
];

const tables = [
  'sys_webhook_delivery',
  'sys_webhook',
  'sys_job_run',
  'sys_job',
  'sys_code_rule_counter',
  'sys_code_rule',
];

export const systemServices: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const t of tables) await sql.raw(`drop table if exists ${t}`).execute(db);
  },
};
