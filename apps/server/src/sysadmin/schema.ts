import type { ColumnType, Generated } from 'kysely';

type Defaulted = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** Kinds of data right a role grants (sys_role_assignment.kind); the column's check lists the same. */
export const ROLE_ASSIGNMENT_KINDS = ['org', 'numberPrefix', 'assayFormat', 'inventoryClass'] as const;
export type RoleAssignmentKind = (typeof ROLE_ASSIGNMENT_KINDS)[number];

/** Row types of migration 012_system_admin; merged into `Database`. */
export interface SysAdminTables {
  sys_client_log: {
    id: Generated<string>;
    org_id: string | null;
    group_id: string | null;
    user_id: string | null;
    username: string | null;
    url: string | null;
    type: string;
    message: string;
    stack: string | null;
    info: string | null;
    ip: string | null;
    created_at: ColumnType<Date, Date, Date>;
  };
  sys_role_assignment: { role_id: string; kind: RoleAssignmentKind; target_id: string };
  sys_user_assignment: { user_id: string; kind: 'assayFormat'; target_id: string };
  sys_menu_resource: {
    id: Generated<string>;
    menu_id: string;
    permission: string;
    methods: string;
    created_at: Defaulted;
  };
  sys_dict_type: {
    id: Generated<string>;
    group_id: string;
    dict_code: string;
    dict_name: string;
    remark: string | null;
    enabled: Generated<boolean>;
    version: Generated<number>;
    created_at: Defaulted;
    updated_at: Defaulted;
  };
  sys_dict_item: {
    id: Generated<string>;
    type_id: string;
    item_value: string;
    item_label: string;
    seq: Generated<number>;
    enabled: Generated<boolean>;
  };
  sys_app: {
    id: Generated<string>;
    group_id: string;
    app_name: string;
    client_id: string;
    secret_hash: string;
    redirect_uris: Json<string[]>;
    remark: string | null;
    enabled: Generated<boolean>;
    version: Generated<number>;
    created_at: Defaulted;
    updated_at: Defaulted;
  };
  sys_datasource: {
    id: Generated<string>;
    org_id: string;
    name: string;
    db_type: Generated<string>;
    host: string;
    port: number;
    database_name: string;
    username: string;
    /** AES-256-GCM of the password under the server secret (never answered) */
    password_enc: string | null;
    remark: string | null;
    enabled: Generated<boolean>;
    version: Generated<number>;
    created_at: Defaulted;
    updated_at: Defaulted;
  };
  sys_interface_config: {
    id: Generated<string>;
    org_id: string;
    name: string;
    method: string;
    url: string;
    headers: Json<Record<string, string>>;
    remark: string | null;
    enabled: Generated<boolean>;
    version: Generated<number>;
    created_at: Defaulted;
    updated_at: Defaulted;
  };
}
