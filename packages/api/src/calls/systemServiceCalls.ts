// Calls of the system services (apps/server/src/system/README.md): code rules, scheduler jobs and
// webhooks. Validation messages (400), a stale version (409) and an unknown id (404) are left to
// the screen, which shows the server's own message.
import { apiClient } from '../client/apiClient';
import type {
  ApiEnvelope,
  CodeNumberPreview,
  CodeRule,
  CodeRuleInput,
  CreatedWebhook,
  DeliveryListRequest,
  JobHandlerInfo,
  JobRun,
  JobRunOutcome,
  JobRunRequest,
  PageData,
  SchedulerJob,
  SchedulerJobInput,
  SysListRequest,
  Webhook,
  WebhookDelivery,
  WebhookEventInfo,
  WebhookInput,
} from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;
const CODE_RULE = '/sys/code-rule';
const JOB = '/sys/quartz-job';
const WEBHOOK = '/sys/webhook';
const id = (value: string) => encodeURIComponent(value);

const post = async <T>(url: string, body?: unknown): Promise<T> =>
  unwrap(await apiClient.http.post<ApiEnvelope<T>>(url, body, { handledStatuses: HANDLED }));
const put = async <T>(url: string, body: unknown): Promise<T> =>
  unwrap(await apiClient.http.put<ApiEnvelope<T>>(url, body, { handledStatuses: HANDLED }));
const get = async <T>(url: string): Promise<T> =>
  unwrap(await apiClient.http.get<ApiEnvelope<T>>(url, { handledStatuses: HANDLED }));
const list = async <T>(url: string, body: unknown): Promise<PageData<T>> =>
  unwrap(
    await apiClient.http.post<ApiEnvelope<PageData<T>>>(url, body, {
      listCall: true,
      handledStatuses: HANDLED,
    }),
  );
const remove = async (base: string, ids: readonly string[]): Promise<void> => {
  if (ids.length === 1)
    await apiClient.http.delete(`${base}/delete/${id(ids[0])}`, { handledStatuses: HANDLED });
  else await apiClient.http.post(`${base}/deletes`, { ids }, { handledStatuses: HANDLED });
};

/** POST /sys/code-rule/list → {list, total}. */
export const listCodeRules = (request: SysListRequest = {}) => list<CodeRule>(`${CODE_RULE}/list`, request);
/** GET /sys/code-rule/detail/:id. */
export const fetchCodeRule = (ruleId: string) => get<CodeRule>(`${CODE_RULE}/detail/${id(ruleId)}`);
/** POST /sys/code-rule/create → the rule (version 1). */
export const createCodeRule = (rule: CodeRuleInput) => post<CodeRule>(`${CODE_RULE}/create`, rule);
/** PUT /sys/code-rule/update (id, version) → the saved rule; 409 on a stale version. */
export const updateCodeRule = (rule: Partial<CodeRuleInput> & { id: string; version: number }) =>
  put<CodeRule>(`${CODE_RULE}/update`, rule);
/** DELETE /sys/code-rule/delete/:id or POST /sys/code-rule/deletes {ids}. */
export const deleteCodeRules = (ids: readonly string[]) => remove(CODE_RULE, ids);
/** POST /sys/code-rule/enable or /disable {ids}. */
export const setCodeRulesEnabled = (ids: readonly string[], enabled: boolean) =>
  post<{ count: number }>(`${CODE_RULE}/${enabled ? 'enable' : 'disable'}`, { ids });
/** POST /sys/code-rule/preview {code}: the next number without taking it. */
export const previewCodeNumber = (code: string) => post<CodeNumberPreview>(`${CODE_RULE}/preview`, { code });
/** POST /sys/code-rule/next {code}: takes the next number. */
export const takeCodeNumber = async (code: string): Promise<string> =>
  (await post<{ number: string }>(`${CODE_RULE}/next`, { code })).number;

/** GET /sys/quartz-job/handlers: what a job may run, with parameter schemas. */
export const fetchJobHandlers = () => get<JobHandlerInfo[]>(`${JOB}/handlers`);
/** POST /sys/quartz-job/list {keyword, status?, limit}. */
export const listJobs = (request: SysListRequest & { status?: SchedulerJob['status'] } = {}) =>
  list<SchedulerJob>(`${JOB}/list`, request);
export const fetchJob = (jobId: string) => get<SchedulerJob>(`${JOB}/detail/${id(jobId)}`);
export const createJob = (job: SchedulerJobInput) => post<SchedulerJob>(`${JOB}/create`, job);
export const updateJob = (job: Partial<SchedulerJobInput> & { id: string; version: number }) =>
  put<SchedulerJob>(`${JOB}/update`, job);
export const deleteJobs = (ids: readonly string[]) => remove(JOB, ids);
/** POST /sys/quartz-job/pause or /resume {ids}. */
export const setJobsRunning = (ids: readonly string[], running: boolean) =>
  post<{ count: number }>(`${JOB}/${running ? 'resume' : 'pause'}`, { ids });
/** POST /sys/quartz-job/run/:id: runs the job now and answers its outcome (msg 执行成功 / 执行失败). */
export const runJobNow = (jobId: string) => post<JobRunOutcome>(`${JOB}/run/${id(jobId)}`);
/** POST /sys/quartz-job/runs {jobId?, status?, limit}: run history, newest first. */
export const listJobRuns = (request: JobRunRequest = {}) => list<JobRun>(`${JOB}/runs`, request);

/** GET /sys/webhook/events: the events a webhook may subscribe to. */
export const fetchWebhookEvents = () => get<WebhookEventInfo[]>(`${WEBHOOK}/events`);
export const listWebhooks = (request: SysListRequest = {}) => list<Webhook>(`${WEBHOOK}/list`, request);
export const fetchWebhook = (hookId: string) => get<Webhook>(`${WEBHOOK}/detail/${id(hookId)}`);
/** POST /sys/webhook/create → the webhook with its secret, shown this once. */
export const createWebhook = (hook: WebhookInput) => post<CreatedWebhook>(`${WEBHOOK}/create`, hook);
export const updateWebhook = (hook: Partial<WebhookInput> & { id: string; version: number }) =>
  put<Webhook>(`${WEBHOOK}/update`, hook);
export const deleteWebhooks = (ids: readonly string[]) => remove(WEBHOOK, ids);
export const setWebhooksEnabled = (ids: readonly string[], enabled: boolean) =>
  post<{ count: number }>(`${WEBHOOK}/${enabled ? 'enable' : 'disable'}`, { ids });
/** POST /sys/webhook/reset-secret/:id → the new secret, shown this once. */
export const resetWebhookSecret = (hookId: string) =>
  post<{ id: string; secret: string }>(`${WEBHOOK}/reset-secret/${id(hookId)}`);
/** POST /sys/webhook/deliveries {keyword, webhookId?, event?, status?, limit}: the delivery log. */
export const listWebhookDeliveries = (request: DeliveryListRequest = {}) =>
  list<WebhookDelivery>(`${WEBHOOK}/deliveries`, request);
/** POST /sys/webhook/redeliver/:deliveryId → the new delivery's id. */
export const redeliverWebhook = (deliveryId: string) =>
  post<{ id: string }>(`${WEBHOOK}/redeliver/${id(deliveryId)}`);
