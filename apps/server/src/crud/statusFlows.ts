import type { StatusFlow } from './EntityDef';

/**
 * The status flows of SPEC §4's action calls. States are stored as codes; the list shows the
 * labels (options with colours). A move is refused, with its Chinese message and nothing
 * changed, when a selected row is not in one of the action's `from` states.
 */
export const DOCUMENT_FLOW: StatusFlow = {
  field: 'status',
  initial: 'free',
  options: [
    { value: 'free', label: '自由', color: 'blue' },
    { value: 'audited', label: '已审核', color: 'green' },
    { value: 'obsolete', label: '已作废', color: 'red' },
  ],
  actions: {
    audit: { name: '审核', from: ['free'], to: 'audited', refused: '只有自由状态的单据才能审核' },
    unaudit: { name: '弃审', from: ['audited'], to: 'free', refused: '只有已审核的单据才能弃审' },
    obsolete: { name: '作废', from: ['free'], to: 'obsolete', refused: '只有自由状态的单据才能作废' },
    recover: { name: '恢复', from: ['obsolete'], to: 'free', refused: '只有已作废的单据才能恢复' },
    mulAudit: {
      name: '批量审核',
      from: ['free'],
      to: 'audited',
      refused: '只有自由状态的单据才能审核',
      bulk: true,
    },
    mulInit: {
      name: '批量初始化',
      from: ['audited', 'obsolete'],
      to: 'free',
      refused: '所选数据已是自由状态',
      bulk: true,
    },
  },
  // an audited or obsolete document is a record of what happened: unaudit or recover it first
  editable: ['free'],
};

/** IC卡: 正常 ⇄ 挂失 (a lost card is refused at the gate until it is reused). */
export const CARD_FLOW: StatusFlow = {
  field: 'status',
  initial: 'normal',
  options: [
    { value: 'normal', label: '正常', color: 'green' },
    { value: 'lost', label: '挂失', color: 'red' },
  ],
  actions: {
    loss: {
      name: '挂失',
      from: ['normal'],
      to: 'lost',
      refused: '只有正常状态的卡才能挂失',
      stamp: 'lossTime',
    },
    reuse: { name: '解挂', from: ['lost'], to: 'normal', refused: '只有挂失状态的卡才能解挂' },
  },
};

/** 黑名单: 拉黑 (blocked, with its reason) ⇄ 已解除 (released, with the release reason). */
export const BLACKLIST_FLOW: StatusFlow = {
  field: 'status',
  initial: 'blocked',
  options: [
    { value: 'blocked', label: '拉黑', color: 'red' },
    { value: 'released', label: '已解除', color: 'default' },
  ],
  actions: {
    block: {
      name: '拉黑',
      from: ['released'],
      to: 'blocked',
      refused: '所选数据已是拉黑状态',
      reason: { field: 'reason', required: '请填写拉黑原因' },
      stamp: 'startTime',
    },
    unblock: {
      name: '解除',
      from: ['blocked'],
      to: 'released',
      refused: '所选数据已解除',
      reason: { field: 'releaseReason', required: '请填写解除原因' },
      stamp: 'releaseTime',
    },
  },
};

/** 环保台账: 待审核 → 已审核 / 已驳回; 退回上级 takes an audited record back to 待审核. */
export const EP_FLOW: StatusFlow = {
  field: 'status',
  initial: 'pending',
  options: [
    { value: 'pending', label: '待审核', color: 'orange' },
    { value: 'audited', label: '已审核', color: 'green' },
    { value: 'rejected', label: '已驳回', color: 'red' },
  ],
  actions: {
    audit: { name: '审核', from: ['pending'], to: 'audited', refused: '只有待审核的数据才能审核' },
    rejected: { name: '驳回', from: ['pending'], to: 'rejected', refused: '只有待审核的数据才能驳回' },
    rejectedUp: {
      name: '退回上级',
      from: ['audited'],
      to: 'pending',
      refused: '只有已审核的数据才能退回上级',
    },
  },
  editable: ['pending', 'rejected'],
  reopenOnEdit: ['rejected'],
};

export const STATUS_FLOWS = {
  document: DOCUMENT_FLOW,
  card: CARD_FLOW,
  blacklist: BLACKLIST_FLOW,
  ep: EP_FLOW,
} as const;

export type StatusFlowKind = keyof typeof STATUS_FLOWS;
