import { sql, type Kysely, type Migration } from 'kysely';
import { CATALOG_016 } from '../../crud/catalog/declarations/index';
import { catalogWithIndexes } from './catalogWithIndexes';

/**
 * Template reports, print layouts and flow configuration (declared: crud/catalog
 * declarations/reportsFlow.ts), and the approval flow's own tables (flow/README.md): an instance
 * keeps a snapshot of its configuration's steps, so editing a flow never changes one under way.
 */
const FLOW_TABLES: string[] = [
  `create table flow_instance (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    config_id uuid not null references flow_config(id),
    flow_name text not null,
    business_type text not null,
    business_key text not null,
    title text not null,
    steps jsonb not null,
    step_index integer not null default 0,
    status text not null check (status in ('pending','approved','rejected','revoked')),
    initiator_id uuid not null references sys_user(id),
    initiator_name text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    finished_at timestamptz,
    version integer not null default 1
  )`,
  `create index flow_instance_org_status_idx on flow_instance(org_id, status, created_at desc)`,
  `create index flow_instance_initiator_idx on flow_instance(org_id, initiator_id, created_at desc)`,
  `create table flow_action (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    instance_id uuid not null references flow_instance(id) on delete cascade,
    step_index integer not null,
    step_name text not null,
    action text not null check (action in ('initiate','approve','reject','revoke')),
    actor_id uuid not null references sys_user(id),
    actor_name text not null,
    comment text,
    created_at timestamptz not null
  )`,
  `create index flow_action_instance_idx on flow_action(instance_id, created_at)`,
];

const declared = catalogWithIndexes(CATALOG_016);

export const reportsFlow: Migration = {
  async up(db: Kysely<unknown>) {
    await declared.up(db);
    for (const s of FLOW_TABLES) await sql.raw(s).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop table if exists flow_action').execute(db);
    await sql.raw('drop table if exists flow_instance').execute(db);
    await declared.down?.(db);
  },
};
