import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Format templates (SPEC.md §3): formats, their fields, popup link pairs and search parameters.
 * Every row carries group_id: templates are shared by the companies of a group. One statement
 * per entry: PGlite's extended-protocol query runs one statement at a time.
 *
 * Field types and section are checked here; control kinds (25 of them, grown by the engine)
 * are checked in TypeScript where rows are written, so adding a kind needs no migration.
 */
const up: string[] = [
  `create table cg_format (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    format_code text not null,
    format_name text not null,
    format_type text not null check (format_type in ('FORM','RESOURCE','LIST')),
    format_style text check (format_style in (
      'FORMAT_MASTER_CHILD_FROM','FORMAT_FOUR_COLUMN_FROM','FORMAT_EIGHT_COLUMN_FROM','FORMAT_TAB_FROM',
      'FORMAT_RESOURCE_QUERY_DATALIST','FORMAT_RESOURCE_TREE','FORMAT_RESOURCE_TREE_QUERY_DATALIST')),
    menu_id uuid references sys_menu(id) on delete set null,
    res_url text,
    res_method text,
    tree_res_url text,
    tree_res_method text,
    custom_table text,
    opations jsonb,
    ps integer,
    value_resource_sub_name text,
    view_resource_sub_name text,
    detail_id uuid references cg_format(id) on delete set null,
    map_data jsonb,
    default_search jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (group_id, format_code)
  )`,
  `create index cg_format_menu_idx on cg_format(group_id, format_type, menu_id)`,
  `create table cg_format_sub (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    format_id uuid not null references cg_format(id) on delete cascade,
    section text not null check (section in ('form','list','res','search')),
    field_name text not null,
    field_explain text not null,
    field_type text not null check (field_type in (
      'TEXT','DATE','TIME','LINK','BUTTON','TAG','BOOLEAN','ENUM','NUMBER','CHAR','TXT','JSON')),
    form_submit_type text,
    seq integer not null default 0,
    ishow boolean not null default true,
    ihidden boolean not null default false,
    iupdate boolean not null default true,
    irequired boolean not null default false,
    itotal boolean not null default false,
    iallow_query boolean not null default false,
    iallow_advance_query boolean not null default false,
    isort_field boolean not null default false,
    idefined_sort boolean not null default false,
    sort_method text check (sort_method in ('asc','desc')),
    column_width integer,
    default_value text,
    custom_table text,
    cg_format_res_id uuid references cg_format(id) on delete set null,
    search_type text,
    op text check (op in ('like','eq','ge','le','gt','lt','ne','in','lk')),
    options jsonb,
    cg_validate jsonb,
    calculate text,
    attrs jsonb not null default '{}'::jsonb
  )`,
  // A child-table field has the child table in custom_table; the same name may appear once per table.
  `create unique index cg_format_sub_name_idx
    on cg_format_sub(format_id, section, coalesce(custom_table, ''), field_name)`,
  `create index cg_format_sub_res_idx on cg_format_sub(cg_format_res_id)`,
  `create table cg_format_form_sub_param (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    res_format_sub_id uuid not null references cg_format_sub(id) on delete cascade,
    field_sub1_name text not null,
    field_sub1_master_table text,
    field_sub2_name text not null,
    iupdate boolean not null default true,
    seq integer not null default 0
  )`,
  `create index cg_format_form_sub_param_sub_idx on cg_format_form_sub_param(res_format_sub_id)`,
  `create table cg_format_param (
    id uuid primary key default gen_random_uuid(),
    group_id uuid not null references sys_group(id),
    format_id uuid not null references cg_format(id) on delete cascade,
    field_name text not null,
    default_value text,
    form_submit_type text,
    op text check (op in ('like','eq','ge','le','gt','lt','ne','in','lk')),
    ihidden boolean not null default false,
    seq integer not null default 0
  )`,
  `create index cg_format_param_format_idx on cg_format_param(format_id)`,
];

const down = ['cg_format_param', 'cg_format_form_sub_param', 'cg_format_sub', 'cg_format'];

/** Migration 003_templates. */
export const templatesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
