import type { ColumnType, Generated } from 'kysely';

/** Row types of migration 007_system_services; `SystemServiceTables` is merged into `Database`. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb written as a JSON string */
type Json<T> = ColumnType<T, string, string>;
/** bigint: pg reads it as a string */
type BigCounter = ColumnType<string, number | string, number | string>;

export type DateFormat = 'none' | 'yyyy' | 'yyyyMM' | 'yyyyMMdd';
export type ResetPeriod = 'never' | 'yearly' | 'monthly' | 'daily';

interface Audited {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  version: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface SysCodeRuleTable extends Audited {
  rule_code: string;
  rule_name: string;
  prefix: string;
  date_format: DateFormat;
  seq_length: number;
  reset_period: ResetPeriod;
  separator: string;
  remark: string | null;
  enabled: Generated<boolean>;
}

export interface SysCodeRuleCounterTable {
  org_id: string;
  rule_code: string;
  period_key: string;
  value: BigCounter;
  updated_at: Timestamp;
}

export type JobStatus = 'running' | 'paused';
export type RunStatus = 'running' | 'success' | 'failed';

export interface SysJobTable extends Audited {
  job_name: string;
  handler: string;
  cron: string;
  params: Json<Record<string, unknown>>;
  status: JobStatus;
  next_run_at: NullableTimestamp;
  last_run_at: NullableTimestamp;
  last_status: RunStatus | null;
  /** a runner's lease while the job executes: no second run starts before it passes */
  locked_until: NullableTimestamp;
  remark: string | null;
}

export interface SysJobRunTable {
  id: Generated<string>;
  job_id: string;
  org_id: string;
  trigger: 'schedule' | 'manual';
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  status: RunStatus;
  message: string | null;
}

export interface SysWebhookTable extends Audited {
  webhook_name: string;
  url: string;
  events: Json<string[]>;
  secret: string;
  remark: string | null;
  enabled: Generated<boolean>;
}

export type DeliveryStatus = 'pending' | 'delivering' | 'success' | 'failed';

export interface SysWebhookDeliveryTable {
  id: Generated<string>;
  webhook_id: string;
  org_id: string;
  event: string;
  payload: Json<unknown>;
  attempt: Generated<number>;
  status: DeliveryStatus;
  response_code: number | null;
  response_excerpt: string | null;
  error: string | null;
  next_attempt_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  redelivery_of: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export interface SystemServiceTables {
  sys_code_rule: SysCodeRuleTable;
  sys_code_rule_counter: SysCodeRuleCounterTable;
  sys_job: SysJobTable;
  sys_job_run: SysJobRunTable;
  sys_webhook: SysWebhookTable;
  sys_webhook_delivery: SysWebhookDeliveryTable;
}
