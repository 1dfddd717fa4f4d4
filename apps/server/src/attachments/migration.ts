import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Migration 006_attachments: uploaded pdf documents and images of the record engine's records.
 * The bytes live on disk (DATA_DIR/attachments/<org>/<stored_name>); the row says whose they are.
 * Rows are soft-deleted (the file stays for the audit trail). One statement per entry (PGlite).
 */
const up = [
  `create table sys_attachment (
    id uuid primary key default gen_random_uuid(),
    org_id uuid not null references sys_org(id),
    group_id uuid not null references sys_group(id),
    entity text not null,
    record_id uuid,
    field text,
    kind text not null check (kind in ('pdf', 'image')),
    original_name text not null,
    stored_name text not null unique check (stored_name ~ '^[0-9a-f]{32}$'),
    content_type text not null,
    size integer not null check (size > 0),
    sha256 text not null,
    created_by uuid,
    created_at timestamptz not null default now(),
    deleted_at timestamptz,
    deleted_by uuid
  )`,
  // one record's attachments, newest first, within the organisation
  `create index sys_attachment_record_idx on sys_attachment(org_id, entity, record_id, created_at desc)
    where deleted_at is null`,
];

export const attachmentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop table if exists sys_attachment').execute(db);
  },
};
