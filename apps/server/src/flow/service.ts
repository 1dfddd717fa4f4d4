import { sql, type Kysely, type Transaction } from 'kysely';
import type { ActionContext } from '../crud/service';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { conflict, logAction } from '../system/serviceKit';
import { FLOW_MSG, FLOW_STATUS_LABEL, nextFlowState, type FlowMove, type FlowStatus } from './stateMachine';

/**
 * 流程办理 (flow/README.md): instances of a configured flow (flowable/config, declared in
 * crud/catalog) for one business document. Every change is one transaction with a flow_action row
 * and an operation-log row; the instance's version guards against two approvers acting at once.
 */
export interface FlowStep {
  stepNo: number;
  stepName: string;
  approverRole: string | null;
  approverUsername: string | null;
}

export interface FlowInstanceView {
  id: string;
  configId: string;
  flowName: string;
  businessType: string;
  businessKey: string;
  title: string;
  status: FlowStatus;
  statusName: string;
  stepIndex: number;
  currentStepName: string | null;
  steps: FlowStep[];
  initiatorName: string;
  createDate: string;
  updateDate: string;
  finishDate: string | null;
  version: number;
  /** the caller may approve or reject it now */
  canApprove: boolean;
  /** the caller may revoke it now */
  canRevoke: boolean;
}

export interface FlowActionView {
  stepIndex: number;
  stepName: string;
  action: 'initiate' | 'approve' | 'reject' | 'revoke';
  actorName: string;
  comment: string | null;
  time: string;
}

interface InstanceRow {
  id: string;
  config_id: string;
  flow_name: string;
  business_type: string;
  business_key: string;
  title: string;
  steps: unknown;
  step_index: number;
  status: FlowStatus;
  initiator_id: string;
  initiator_name: string;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  version: number;
}

interface Caller {
  userId: string;
  username: string;
  roles: readonly string[];
}

const stepsOf = (value: unknown): FlowStep[] => (typeof value === 'string' ? JSON.parse(value) : value) as FlowStep[];

export function isApprover(step: FlowStep | undefined, caller: Caller): boolean {
  if (!step) return false;
  if (step.approverUsername && step.approverUsername === caller.username) return true;
  return Boolean(step.approverRole && caller.roles.includes(step.approverRole));
}

function view(row: InstanceRow, caller: Caller): FlowInstanceView {
  const steps = stepsOf(row.steps);
  const current = row.status === 'pending' ? steps[row.step_index] : undefined;
  return {
    id: row.id,
    configId: row.config_id,
    flowName: row.flow_name,
    businessType: row.business_type,
    businessKey: row.business_key,
    title: row.title,
    status: row.status,
    statusName: FLOW_STATUS_LABEL[row.status],
    stepIndex: row.step_index,
    currentStepName: current?.stepName ?? null,
    steps,
    initiatorName: row.initiator_name,
    createDate: row.created_at.toISOString(),
    updateDate: row.updated_at.toISOString(),
    finishDate: row.finished_at ? row.finished_at.toISOString() : null,
    version: row.version,
    canApprove: row.status === 'pending' && isApprover(current, caller),
    canRevoke: row.status === 'pending' && row.initiator_id === caller.userId,
  };
}

const callerOf = (ctx: ActionContext): Caller => ({ userId: ctx.auth.userId, username: ctx.auth.username, roles: ctx.auth.roles });

async function realName(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<string> {
  const user = await db.selectFrom('sys_user').select(['real_name', 'username']).where('id', '=', userId).executeTakeFirst();
  return user?.real_name || user?.username || '';
}

/** The company's enabled flow configurations (the 发起 dialog's choices). */
export async function flowConfigs(db: Kysely<Database>, orgId: string): Promise<{ id: string; flowName: string; businessType: string; stepCount: number }[]> {
  const rows = await sql<{ id: string; flow_name: string; business_type: string; n: number }>`
    select c.id, c.flow_name, c.business_type, (select count(*)::int from flow_config_step s where s.parent_id = c.id) as n
    from flow_config c where c.org_id = ${orgId}::uuid and c.deleted_at is null and c.enabled
    order by c.flow_name`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, flowName: r.flow_name, businessType: r.business_type, stepCount: Number(r.n) }));
}

/** 发起: a new pending instance of a configuration at its first step. */
export async function initiateFlow(
  ctx: ActionContext,
  body: { configId: string; businessKey: string; title?: string | null },
): Promise<FlowInstanceView> {
  const businessKey = body.businessKey.trim();
  if (!businessKey) throw badRequest('业务单号不能为空');
  return ctx.db.transaction().execute(async (trx) => {
    const config = await sql<{ id: string; flow_name: string; business_type: string; group_id: string }>`
      select id, flow_name, business_type, group_id from flow_config
      where id = ${body.configId}::uuid and org_id = ${ctx.auth.orgId}::uuid and deleted_at is null and enabled`.execute(trx);
    const cfg = config.rows[0];
    if (!cfg) throw badRequest('流程配置不存在或已停用');
    const stepRows = await sql<{ step_no: number; step_name: string; approver_role: string | null; approver_username: string | null }>`
      select step_no, step_name, approver_role, approver_username from flow_config_step
      where parent_id = ${cfg.id}::uuid order by step_no, sort_index`.execute(trx);
    if (stepRows.rows.length === 0) throw badRequest(FLOW_MSG.noSteps);
    const steps: FlowStep[] = stepRows.rows.map((s) => ({
      stepNo: Number(s.step_no),
      stepName: s.step_name,
      approverRole: s.approver_role || null,
      approverUsername: s.approver_username || null,
    }));
    const open = await sql<{ id: string }>`
      select id from flow_instance where org_id = ${ctx.auth.orgId}::uuid and config_id = ${cfg.id}::uuid
      and business_key = ${businessKey} and status = 'pending'`.execute(trx);
    if (open.rows.length > 0) throw badRequest('该单据已有审批中的流程');
    const name = await realName(trx, ctx.auth.userId);
    const title = body.title?.trim() || `${cfg.business_type} ${businessKey}`;
    const inserted = await sql<InstanceRow>`
      insert into flow_instance (org_id, group_id, config_id, flow_name, business_type, business_key, title, steps, step_index, status, initiator_id, initiator_name, created_at, updated_at)
      values (${ctx.auth.orgId}::uuid, ${cfg.group_id}::uuid, ${cfg.id}::uuid, ${cfg.flow_name}, ${cfg.business_type}, ${businessKey}, ${title},
        ${JSON.stringify(steps)}::jsonb, 0, 'pending', ${ctx.auth.userId}::uuid, ${name}, ${ctx.now}, ${ctx.now})
      returning *`.execute(trx);
    const row = inserted.rows[0];
    await sql`insert into flow_action (org_id, instance_id, step_index, step_name, action, actor_id, actor_name, comment, created_at)
      values (${ctx.auth.orgId}::uuid, ${row.id}::uuid, 0, '发起', 'initiate', ${ctx.auth.userId}::uuid, ${name}, null, ${ctx.now})`.execute(trx);
    const result = view(row, callerOf(ctx));
    await logAction(trx, ctx, 'flow_instance', 'initiate', row.id, null, result);
    return result;
  });
}

async function lockInstance(trx: Transaction<Database>, orgId: string, id: string): Promise<InstanceRow> {
  const found = await sql<InstanceRow>`select * from flow_instance where id = ${id}::uuid and org_id = ${orgId}::uuid for update`.execute(trx);
  if (!found.rows[0]) throw notFound('流程不存在');
  return found.rows[0];
}

/** 审批 (approve / reject with a comment) or 撤回, through the state machine. */
export async function moveFlow(
  ctx: ActionContext,
  id: string,
  move: FlowMove,
  comment: string | null,
  version: number | null,
): Promise<FlowInstanceView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockInstance(trx, ctx.auth.orgId, id);
    if (version !== null && version !== row.version) throw conflict();
    const steps = stepsOf(row.steps);
    const caller = callerOf(ctx);
    const outcome = nextFlowState(
      { status: row.status, stepIndex: row.step_index, stepCount: steps.length },
      move,
      { isInitiator: row.initiator_id === caller.userId, isCurrentApprover: isApprover(steps[row.step_index], caller) },
      comment,
    );
    if ('error' in outcome) throw badRequest(outcome.error);
    const finished = outcome.state.status !== 'pending';
    const updated = await sql<InstanceRow>`
      update flow_instance set status = ${outcome.state.status}, step_index = ${outcome.state.stepIndex}, updated_at = ${ctx.now},
        finished_at = ${finished ? ctx.now : null}, version = version + 1
      where id = ${row.id}::uuid returning *`.execute(trx);
    const name = await realName(trx, ctx.auth.userId);
    await sql`insert into flow_action (org_id, instance_id, step_index, step_name, action, actor_id, actor_name, comment, created_at)
      values (${ctx.auth.orgId}::uuid, ${row.id}::uuid, ${row.step_index}, ${move === 'revoke' ? '撤回' : steps[row.step_index].stepName}, ${move},
        ${ctx.auth.userId}::uuid, ${name}, ${comment?.trim() || null}, ${ctx.now})`.execute(trx);
    const before = view(row, caller);
    const after = view(updated.rows[0], caller);
    await logAction(trx, ctx, 'flow_instance', move, row.id, before, after);
    return after;
  });
}

/** 进度 (schedule/{id}): the instance, its steps and every action so far. */
export async function flowSchedule(
  db: Kysely<Database>,
  ctx: { auth: Caller & { orgId: string } },
  id: string,
): Promise<{ instance: FlowInstanceView; actions: FlowActionView[] }> {
  const found = await sql<InstanceRow>`select * from flow_instance where id = ${id}::uuid and org_id = ${ctx.auth.orgId}::uuid`.execute(db);
  if (!found.rows[0]) throw notFound('流程不存在');
  const actions = await sql<{ step_index: number; step_name: string; action: FlowActionView['action']; actor_name: string; comment: string | null; created_at: Date }>`
    select step_index, step_name, action, actor_name, comment, created_at from flow_action
    where instance_id = ${id}::uuid and org_id = ${ctx.auth.orgId}::uuid order by created_at, action = 'initiate' desc`.execute(db);
  return {
    instance: view(found.rows[0], ctx.auth),
    actions: actions.rows.map((a) => ({
      stepIndex: a.step_index,
      stepName: a.step_name,
      action: a.action,
      actorName: a.actor_name,
      comment: a.comment,
      time: a.created_at.toISOString(),
    })),
  };
}

export type FlowScope = 'todo' | 'mine' | 'done' | 'all';

/**
 * getInfo: the caller's lists. todo = pending at a step the caller approves; mine = started by
 * the caller; done = ones the caller approved or rejected; all = the company's (admins).
 */
export async function flowList(
  db: Kysely<Database>,
  auth: Caller & { orgId: string; admin: boolean },
  scope: FlowScope,
  pn: number,
  ps: number,
): Promise<{ list: FlowInstanceView[]; total: number }> {
  const org = sql`i.org_id = ${auth.orgId}::uuid`;
  const roles = auth.roles.length > 0 ? auth.roles : [''];
  const current = sql`(i.steps -> i.step_index)`;
  const cond =
    scope === 'todo'
      ? sql`${org} and i.status = 'pending' and ((${current} ->> 'approverUsername') = ${auth.username}
          or (${current} ->> 'approverRole') in (${sql.join(roles.map((r) => sql`${r}`))}))`
      : scope === 'mine'
        ? sql`${org} and i.initiator_id = ${auth.userId}::uuid`
        : scope === 'done'
          ? sql`${org} and exists (select 1 from flow_action a where a.instance_id = i.id and a.actor_id = ${auth.userId}::uuid and a.action in ('approve','reject'))`
          : auth.admin
            ? org
            : sql`${org} and i.initiator_id = ${auth.userId}::uuid`;
  const [rows, total] = await Promise.all([
    sql<InstanceRow>`select i.* from flow_instance i where ${cond} order by i.created_at desc, i.id limit ${ps} offset ${(pn - 1) * ps}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from flow_instance i where ${cond}`.execute(db),
  ]);
  return { list: rows.rows.map((r) => view(r, auth)), total: Number(total.rows[0].n) };
}
