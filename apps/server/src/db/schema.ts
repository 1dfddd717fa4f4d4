import type { AttachmentTables } from '../attachments/schema';
import type { RegistryFlowColumns, WeighFlowColumns } from '../weighing/schema';
import type { MasterDataTables } from '../crud/schema';
import type { SysAdminTables } from '../sysadmin/schema';
import type { SelfServiceTables } from '../selfService/schema';
import type { TemplateTables } from '../templates/schema';
import type { ScaleTables } from '../scale/schema';
import type { SystemServiceTables } from '../system/schema';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default (now()) */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** numeric: pg and PGlite both read it as a string; keep it a string so sums stay exact */
type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
/** numeric with a database default */
type DefaultedNumeric = ColumnType<string, string | number | undefined, string | number>;
/** jsonb: written as a JSON string */
type Json<T> = ColumnType<T, string, string>;

export interface PasswordParams {
  algorithm: 'argon2id';
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  version: number;
}

export interface SysGroupTable {
  id: Generated<string>;
  group_code: string;
  group_name: string;
  main_logo: string | null;
  sub_logo: string | null;
  enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
  version: Generated<number>;
}

export interface SysOrgTable {
  id: Generated<string>;
  group_id: string;
  org_code: string;
  org_name: string;
  enabled: Generated<boolean>;
  seq: Generated<number>;
  created_at: DefaultedTimestamp;
  version: Generated<number>;
}

export interface SysDeptTable {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  parent_id: string | null;
  dept_code: string;
  dept_name: string;
  seq: Generated<number>;
  created_at: DefaultedTimestamp;
  version: Generated<number>;
  enabled: Generated<boolean>;
}

export interface SysUserTable {
  id: Generated<string>;
  group_id: string;
  dept_id: string | null;
  username: string;
  real_name: string;
  mobile: string | null;
  password_hash: string;
  password_params: Json<PasswordParams>;
  password_is_initial: Generated<boolean>;
  password_changed_at: NullableTimestamp;
  enabled: Generated<boolean>;
  avatar_file_id: string | null;
  version: Generated<number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface SysUserOrgTable {
  user_id: string;
  org_id: string;
  group_id: string;
  is_default: Generated<boolean>;
}

export interface SysRoleTable {
  id: Generated<string>;
  group_id: string;
  role_code: string;
  role_name: string;
  is_admin: Generated<boolean>;
  enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
  /** 012_system_admin */
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface SysUserRoleTable {
  user_id: string;
  role_id: string;
}

export interface SysMenuTable {
  id: string;
  parent_id: string | null;
  title: string;
  path: string;
  url_path: string | null;
  component: string | null;
  icon: string | null;
  query: string | null;
  button_urls: string | null;
  keep_alive: Generated<boolean>;
  is_app: Generated<boolean>;
  is_auth: Generated<boolean>;
  iusual: Generated<boolean>;
  enabled: Generated<boolean>;
  seq: Generated<number>;
  uuid: string;
}

export interface SysMenuButtonTable {
  id: string;
  menu_id: string;
  name: string;
  permission: string;
  code: string;
  seq: Generated<number>;
  is_app: Generated<boolean>;
}

export interface SysRoleMenuTable {
  role_id: string;
  menu_id: string;
}

export interface SysRoleButtonTable {
  role_id: string;
  button_id: string;
}

export interface SysUserMenuFavouriteTable {
  user_id: string;
  menu_id: string;
  seq: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface SysConfigTable {
  key: string;
  value: string;
  remark: string | null;
}

export interface OauthSessionTable {
  id: Generated<string>;
  user_id: string;
  org_id: string;
  group_id: string;
  client_id: string;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  access_hash: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  created_at: Timestamp;
  refreshed_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  /** 017: the scopes an app's authorization code granted (space-separated); null = first-party session */
  scope: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OauthRefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AuthCaptchaTable {
  key: string;
  answer_hash: string;
  expires_at: Timestamp;
}

export interface AuthLoginAttemptTable {
  scope: 'user' | 'ip';
  key: string;
  failures: number;
  last_failure_at: NullableTimestamp;
  locked_until: NullableTimestamp;
}

export interface SysLoginLogTable {
  id: Generated<string>;
  username: string;
  user_id: string | null;
  org_id: string | null;
  group_id: string | null;
  client_id: string | null;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  grant_type: string;
  success: boolean;
  status: number;
  reason: string;
  created_at: Timestamp;
}

export interface SysOperationLogTable {
  id: Generated<string>;
  org_id: string | null;
  group_id: string | null;
  user_id: string | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  request_id: string | null;
  ip: string | null;
  created_at: Timestamp;
  /** request detail for the 日志详情 drawer (migration 004) */
  path: ColumnType<string | null, string | null | undefined, string | null>;
  request_heads: ColumnType<unknown, string | null | undefined, string | null>;
  request_params: ColumnType<unknown, string | null | undefined, string | null>;
  client_info: ColumnType<string | null, string | null | undefined, string | null>;
  execute_ms: ColumnType<number | null, number | null | undefined, number | null>;
}

export type Flavour = 'pu' | 'sa' | 'pt' | 'st' | 'pr' | 'al' | 'tr';
export type RegistryStatus = 'registered' | 'entered' | 'weighed_once' | 'weighed' | 'exited' | 'obsolete';
export type WeighStatus = 'weighing' | 'completed' | 'audited' | 'obsolete';

export interface RegistryTable extends RegistryFlowColumns {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  bill_no: string;
  flavour: Flavour;
  plate_number: string;
  driver_name: string | null;
  driver_mobile: string | null;
  material_name: string;
  partner_name: string;
  status: RegistryStatus;
  entry_time: NullableTimestamp;
  exit_time: NullableTimestamp;
  version: Generated<number>;
  created_at: Timestamp;
}

export interface WeighRecordTable extends WeighFlowColumns {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  registry_id: string | null;
  bill_no: string;
  flavour: Flavour;
  plate_number: string;
  material_name: string;
  partner_name: string;
  gross: NullableNumeric;
  tare: NullableNumeric;
  deduction: DefaultedNumeric;
  net: NullableNumeric;
  status: WeighStatus;
  gross_time: NullableTimestamp;
  tare_time: NullableTimestamp;
  entry_time: NullableTimestamp;
  exit_time: NullableTimestamp;
  finished_at: NullableTimestamp;
  audited_at: NullableTimestamp;
  version: Generated<number>;
  created_at: Timestamp;
  // 013_realtime_print's gross_operator, tare_operator, unit_price, print_count, last_printed_at
  // are typed with the weighing flow's columns (weighing/schema.ts WeighFlowColumns)
}

// The tables of the template store, the record engine, the attachments, the scales, the system
// services and the system administration live beside their modules.
export interface Database
  extends
    TemplateTables,
    MasterDataTables,
    AttachmentTables,
    ScaleTables,
    SystemServiceTables,
    SysAdminTables,
    SelfServiceTables {
  sys_group: SysGroupTable;
  sys_org: SysOrgTable;
  sys_dept: SysDeptTable;
  sys_user: SysUserTable;
  sys_user_org: SysUserOrgTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_menu: SysMenuTable;
  sys_menu_button: SysMenuButtonTable;
  sys_role_menu: SysRoleMenuTable;
  sys_role_button: SysRoleButtonTable;
  sys_user_menu_favourite: SysUserMenuFavouriteTable;
  sys_config: SysConfigTable;
  oauth_session: OauthSessionTable;
  oauth_refresh_token: OauthRefreshTokenTable;
  auth_captcha: AuthCaptchaTable;
  auth_login_attempt: AuthLoginAttemptTable;
  sys_login_log: SysLoginLogTable;
  sys_operation_log: SysOperationLogTable;
  registry: RegistryTable;
  weigh_record: WeighRecordTable;
}

export type SysUser = Selectable<SysUserTable>;
export type SysMenu = Selectable<SysMenuTable>;
export type NewRegistry = Insertable<RegistryTable>;
export type NewWeighRecord = Insertable<WeighRecordTable>;
