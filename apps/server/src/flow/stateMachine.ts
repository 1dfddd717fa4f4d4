/**
 * The approval flow's states (pure). An instance starts `pending` at its first step; each 审批
 * by an approver of the current step moves it on, the last one makes it `approved`; a 驳回 by an
 * approver ends it `rejected`; the initiator may 撤回 it (`revoked`) while it is pending.
 * Approved, rejected and revoked are final.
 */
export type FlowStatus = 'pending' | 'approved' | 'rejected' | 'revoked';
export type FlowMove = 'approve' | 'reject' | 'revoke';

export interface FlowState {
  status: FlowStatus;
  /** 0-based index of the current step */
  stepIndex: number;
  stepCount: number;
}

export interface FlowActor {
  isInitiator: boolean;
  /** holds the current step's role or is its user */
  isCurrentApprover: boolean;
}

export const FLOW_MSG = {
  finished: '流程已结束，不能再办理',
  notApprover: '您不是当前步骤的审批人',
  notInitiator: '只有发起人可以撤回',
  commentRequired: '驳回时请填写审批意见',
  noSteps: '流程没有审批步骤',
} as const;

export const FLOW_STATUS_LABEL: Record<FlowStatus, string> = {
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  revoked: '已撤回',
};

/** The state after a move, or the reason it is refused. */
export function nextFlowState(
  state: FlowState,
  move: FlowMove,
  actor: FlowActor,
  comment: string | null,
): { state: FlowState } | { error: string } {
  if (state.status !== 'pending') return { error: FLOW_MSG.finished };
  if (move === 'revoke') {
    if (!actor.isInitiator) return { error: FLOW_MSG.notInitiator };
    return { state: { ...state, status: 'revoked' } };
  }
  if (!actor.isCurrentApprover) return { error: FLOW_MSG.notApprover };
  if (move === 'reject') {
    if (!comment || !comment.trim()) return { error: FLOW_MSG.commentRequired };
    return { state: { ...state, status: 'rejected' } };
  }
  const next = state.stepIndex + 1;
  return next >= state.stepCount
    ? { state: { ...state, stepIndex: state.stepCount - 1, status: 'approved' } }
    : { state: { ...state, stepIndex: next } };
}
