import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import type { FlowActionView, FlowInstanceView } from './service';

let t: TestApp;
let admin: string;
let operator: string;
let configId: string;
beforeAll(async () => {
  t = await createTestApp();
  // the weighing operator's role gets the 流程办理 buttons (the demo grants it none)
  const buttons = await t.db
    .selectFrom('sys_menu_button')
    .select('id')
    .where('permission', 'in', ['flowable:operator:view', 'flowable:operator:approval', 'flowable:operator:initiate', 'flowable:operator:revoke'])
    .execute();
  expect(buttons.length).toBe(4);
  await t.db.insertInto('sys_role_button').values(buttons.map((b) => ({ role_id: DEMO_IDS.roleOperator, button_id: b.id }))).execute();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
  operator = (await t.login('operator', 'Operator@123')).access_token;
  const created = await t.call('POST', '/api/flowable/config/create', admin, {
    flowName: '测试审批流程',
    businessType: '结算单',
    flow_config_step: [
      { stepNo: '2', stepName: '计量复核', approverRole: 'weigh_operator', approverUsername: null },
      { stepNo: '1', stepName: '主管审批', approverRole: null, approverUsername: 'admin' },
    ],
  });
  expect(created.statusCode).toBe(200);
  configId = (created.json() as { data: { id: string } }).data.id;
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const msg = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;
const initiate = async (token: string, businessKey: string) =>
  t.call('POST', '/api/flowable/operator/initiate', token, { configId, businessKey });

describe('流程配置 (declared entity)', () => {
  it('refuses a step without an approver, with the child-row message', async () => {
    const res = await t.call('POST', '/api/flowable/config/create', admin, {
      flowName: '缺审批人',
      businessType: '其他',
      flow_config_step: [{ stepNo: '1', stepName: '审批', approverRole: null, approverUsername: null }],
    });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toContain('审批角色编码与审批人账号至少填写一项');
  });

  it('lists the company’s enabled configurations for 发起', async () => {
    const configs = data<{ id: string; flowName: string; stepCount: number }[]>(await t.call('GET', '/api/flowable/operator/configs', admin));
    expect(configs.find((c) => c.id === configId)).toMatchObject({ flowName: '测试审批流程', stepCount: 2 });
  });
});

describe('流程办理', () => {
  it('walks the steps in stepNo order to 已通过, each by its own approver', async () => {
    const started = await initiate(admin, 'JS-0001');
    expect([started.statusCode, msg(started)]).toEqual([200, '发起成功']);
    const flow = data<FlowInstanceView>(started);
    expect(flow).toMatchObject({ status: 'pending', stepIndex: 0, currentStepName: '主管审批', canApprove: true, canRevoke: true });
    expect(flow.steps.map((s) => s.stepName)).toEqual(['主管审批', '计量复核']);

    // the operator is not the first step's approver, and a second pending flow for the same bill is refused
    const early = await t.call('POST', '/api/flowable/operator/approval', operator, { id: flow.id, action: 'approve' });
    expect([early.statusCode, msg(early)]).toEqual([400, '您不是当前步骤的审批人']);
    expect(msg(await initiate(admin, 'JS-0001'))).toBe('该单据已有审批中的流程');

    const todoOp = data<{ list: FlowInstanceView[] }>(await t.call('POST', '/api/flowable/operator/getInfo', operator, { scope: 'todo' }));
    expect(todoOp.list.some((f) => f.id === flow.id)).toBe(false);

    const one = await t.call('POST', '/api/flowable/operator/approval', admin, { id: flow.id, action: 'approve', comment: '同意', version: flow.version });
    expect(data<FlowInstanceView>(one)).toMatchObject({ status: 'pending', stepIndex: 1, currentStepName: '计量复核' });
    // a stale version is a 409
    const stale = await t.call('POST', '/api/flowable/operator/approval', operator, { id: flow.id, action: 'approve', version: flow.version });
    expect(stale.statusCode).toBe(409);

    const todo = data<{ list: FlowInstanceView[] }>(await t.call('POST', '/api/flowable/operator/getInfo', operator, { scope: 'todo' }));
    expect(todo.list.find((f) => f.id === flow.id)?.canApprove).toBe(true);
    const two = await t.call('POST', '/api/flowable/operator/approval', operator, { id: flow.id, action: 'approve' });
    expect(data<FlowInstanceView>(two)).toMatchObject({ status: 'approved', statusName: '已通过' });

    const schedule = data<{ instance: FlowInstanceView; actions: FlowActionView[] }>(await t.call('GET', `/api/flowable/operator/schedule/${flow.id}`, admin));
    expect(schedule.actions.map((a) => [a.action, a.stepName, a.comment])).toEqual([
      ['initiate', '发起', null],
      ['approve', '主管审批', '同意'],
      ['approve', '计量复核', null],
    ]);
    const late = await t.call('POST', `/api/flowable/operator/revoke/${flow.id}`, admin);
    expect([late.statusCode, msg(late)]).toEqual([400, '流程已结束，不能再办理']);
    const logs = await t.db.selectFrom('sys_operation_log').select('action').where('entity_id', '=', flow.id).execute();
    expect(logs.map((l) => l.action).sort()).toEqual(['approve', 'approve', 'initiate']);
  });

  it('rejects only with a comment, and only the initiator revokes', async () => {
    const a = data<FlowInstanceView>(await initiate(admin, 'JS-0002'));
    const noComment = await t.call('POST', '/api/flowable/operator/approval', admin, { id: a.id, action: 'reject', comment: ' ' });
    expect([noComment.statusCode, msg(noComment)]).toEqual([400, '驳回时请填写审批意见']);
    const rejected = await t.call('POST', '/api/flowable/operator/approval', admin, { id: a.id, action: 'reject', comment: '金额有误' });
    expect([msg(rejected), data<FlowInstanceView>(rejected).status]).toEqual(['已驳回', 'rejected']);

    const b = data<FlowInstanceView>(await initiate(admin, 'JS-0003'));
    const notMine = await t.call('POST', `/api/flowable/operator/revoke/${b.id}`, operator);
    expect([notMine.statusCode, msg(notMine)]).toEqual([400, '只有发起人可以撤回']);
    const revoked = await t.call('POST', `/api/flowable/operator/revoke/${b.id}`, admin);
    expect(data<FlowInstanceView>(revoked).status).toBe('revoked');
    const mine = data<{ list: FlowInstanceView[]; total: number }>(await t.call('POST', '/api/flowable/operator/getInfo', admin, { scope: 'mine', limit: { pn: 1, ps: 100 } }));
    expect(mine.list.map((f) => f.businessKey)).toEqual(expect.arrayContaining(['JS-0001', 'JS-0002', 'JS-0003']));
  });

  it('keeps companies apart: another company’s flow is 流程不存在 and its configs unusable', async () => {
    const flow = data<FlowInstanceView>(await initiate(admin, 'JS-0004'));
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, admin)).statusCode).toBe(200);
    const other = await t.call('GET', `/api/flowable/operator/schedule/${flow.id}`, admin);
    expect([other.statusCode, msg(other)]).toEqual([404, '流程不存在']);
    const foreign = await initiate(admin, 'JS-0005');
    expect([foreign.statusCode, msg(foreign)]).toEqual([400, '流程配置不存在或已停用']);
    expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org1}`, admin)).statusCode).toBe(200);
  });
});
