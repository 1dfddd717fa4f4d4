import { describe, expect, it } from 'vitest';
import { FLOW_MSG, nextFlowState, type FlowState } from './stateMachine';

const approver = { isInitiator: false, isCurrentApprover: true };
const initiator = { isInitiator: true, isCurrentApprover: false };
const stranger = { isInitiator: false, isCurrentApprover: false };
const start: FlowState = { status: 'pending', stepIndex: 0, stepCount: 2 };

describe('flow state machine', () => {
  it('moves step by step to approved', () => {
    const one = nextFlowState(start, 'approve', approver, null);
    expect(one).toEqual({ state: { status: 'pending', stepIndex: 1, stepCount: 2 } });
    const two = nextFlowState((one as { state: FlowState }).state, 'approve', approver, '同意');
    expect(two).toEqual({ state: { status: 'approved', stepIndex: 1, stepCount: 2 } });
  });

  it('refuses approval by anyone but the current approver, and a rejection without comment', () => {
    expect(nextFlowState(start, 'approve', stranger, null)).toEqual({ error: FLOW_MSG.notApprover });
    expect(nextFlowState(start, 'approve', initiator, null)).toEqual({ error: FLOW_MSG.notApprover });
    expect(nextFlowState(start, 'reject', approver, '  ')).toEqual({ error: FLOW_MSG.commentRequired });
    expect(nextFlowState(start, 'reject', approver, '数量不符')).toEqual({ state: { ...start, status: 'rejected' } });
  });

  it('lets only the initiator revoke, and only while pending', () => {
    expect(nextFlowState(start, 'revoke', approver, null)).toEqual({ error: FLOW_MSG.notInitiator });
    expect(nextFlowState(start, 'revoke', initiator, null)).toEqual({ state: { ...start, status: 'revoked' } });
  });

  it('keeps every final state final', () => {
    for (const status of ['approved', 'rejected', 'revoked'] as const)
      for (const move of ['approve', 'reject', 'revoke'] as const)
        expect(nextFlowState({ ...start, status }, move, { isInitiator: true, isCurrentApprover: true }, 'x')).toEqual({ error: FLOW_MSG.finished });
  });
});
