import type { PageLimit } from './envelope';

/**
 * Wire types of the system services (apps/server/src/system/README.md): code rules, scheduler
 * jobs, webhooks. Instants travel as ISO strings.
 */

/** Body of the services' list calls: a keyword, optional filters, a page. */
export interface SysListRequest {
  keyword?: string;
  limit?: PageLimit;
  enabled?: boolean;
}

export type CodeDateFormat = 'none' | 'yyyy' | 'yyyyMM' | 'yyyyMMdd';
export type CodeResetPeriod = 'never' | 'yearly' | 'monthly' | 'daily';

/** A code rule (编码规则): prefix + date part + separator + zero-padded sequence. */
export interface CodeRule {
  id: string;
  ruleCode: string;
  ruleName: string;
  prefix: string;
  dateFormat: CodeDateFormat;
  seqLength: number;
  resetPeriod: CodeResetPeriod;
  /** between the date part and the sequence: '', '-', '_', '/' or '.' */
  separator: string;
  remark: string | null;
  enabled: boolean;
  version: number;
  /** the rule's first number of today, e.g. CG20261122-0001 */
  example: string;
  createDate: string;
  updateDate: string;
}

export type CodeRuleInput = Pick<
  CodeRule,
  'ruleCode' | 'ruleName' | 'dateFormat' | 'seqLength' | 'resetPeriod'
> &
  Partial<Pick<CodeRule, 'prefix' | 'separator' | 'remark' | 'enabled'>>;

/** POST /sys/code-rule/preview answer: the number the next take would give. */
export interface CodeNumberPreview {
  number: string;
  sequence: number;
  /** the counter's period: '' (never reset), yyyy, yyyyMM or yyyyMMdd */
  periodKey: string;
}

export type JobStatus = 'running' | 'paused';
export type JobRunStatus = 'running' | 'success' | 'failed';

/** A handler a job may run (GET /sys/quartz-job/handlers). */
export interface JobHandlerInfo {
  key: string;
  name: string;
  description: string;
  /** 'system' handlers keep the whole installation tidy; only administrators may schedule them */
  scope: 'system' | 'org';
  paramSchema: {
    type: 'object';
    properties: Record<
      string,
      { type: 'integer'; title: string; minimum: number; maximum: number; default: number }
    >;
    additionalProperties: false;
  };
}

/** A scheduler job (定时任务). */
export interface SchedulerJob {
  id: string;
  jobName: string;
  handler: string;
  handlerName: string;
  /** five fields: minute hour day-of-month month day-of-week, in the site's time (UTC+8) */
  cron: string;
  params: Record<string, number>;
  status: JobStatus;
  nextRunTime: string | null;
  lastRunTime: string | null;
  lastStatus: JobRunStatus | null;
  /** a run is under way */
  executing: boolean;
  remark: string | null;
  version: number;
  createDate: string;
  updateDate: string;
}

export interface SchedulerJobInput {
  jobName: string;
  handler: string;
  cron: string;
  params?: Record<string, number>;
  /** on create only; later through pause/resume (default paused) */
  status?: JobStatus;
  remark?: string | null;
}

/** One run of a job (POST /sys/quartz-job/runs). */
export interface JobRun {
  id: string;
  jobId: string;
  jobName: string;
  trigger: 'schedule' | 'manual';
  startTime: string;
  finishTime: string | null;
  durationMs: number | null;
  status: JobRunStatus;
  message: string | null;
}

export interface JobRunRequest {
  jobId?: string;
  status?: JobRunStatus;
  limit?: PageLimit;
}

/** POST /sys/quartz-job/run/:id answer. */
export interface JobRunOutcome {
  runId: string;
  jobId: string;
  status: JobRunStatus;
  message: string;
}

export type WebhookEventName =
  | 'weigh.created'
  | 'weigh.completed'
  | 'registry.entrance'
  | 'registry.exit'
  | 'record.changed'
  | 'weigh.daily_summary';

export interface WebhookEventInfo {
  event: WebhookEventName;
  name: string;
}

export interface Webhook {
  id: string;
  webhookName: string;
  url: string;
  events: WebhookEventName[];
  /** `whsec_…abcd`: the secret itself is answered once, by create and reset-secret */
  secretHint: string;
  remark: string | null;
  enabled: boolean;
  version: number;
  createDate: string;
  updateDate: string;
}

/** POST /sys/webhook/create answer: the only time the signing secret is shown. */
export interface CreatedWebhook extends Webhook {
  secret: string;
}

export interface WebhookInput {
  webhookName: string;
  url: string;
  events: WebhookEventName[];
  remark?: string | null;
  enabled?: boolean;
}

export type DeliveryStatus = 'pending' | 'delivering' | 'success' | 'failed';

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  webhookName: string;
  event: WebhookEventName;
  payload: unknown;
  attempt: number;
  status: DeliveryStatus;
  responseCode: number | null;
  /** at most 500 characters of the receiver's answer */
  responseExcerpt: string | null;
  error: string | null;
  nextAttemptTime: string | null;
  redeliveryOf: string | null;
  createDate: string;
  updateDate: string;
  deliveredTime: string | null;
}

export interface DeliveryListRequest {
  keyword?: string;
  webhookId?: string;
  event?: WebhookEventName;
  status?: DeliveryStatus;
  limit?: PageLimit;
}
