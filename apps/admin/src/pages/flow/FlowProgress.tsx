import { Steps, Timeline } from 'antd';
import type { FlowAction, FlowInstance } from '@wb/api';
import { siteTime } from '../system/siteTime';

export const FLOW_STATUS_COLOR: Record<FlowInstance['status'], string> = { pending: 'processing', approved: 'success', rejected: 'error', revoked: 'default' };
const ACTION_LABEL = { initiate: '发起', approve: '通过', reject: '驳回', revoke: '撤回' } as const;

/** SPEC.md §2 /activti/detail/{id}: the page of one flow instance. */
export const flowDetailPath = (id: string) => `/activti/detail/${encodeURIComponent(id)}`;

/** The steps of a flow instance (the current one marked) and its record of actions. */
export function FlowProgress({ instance, actions }: { instance: FlowInstance; actions: readonly FlowAction[] }) {
  const current = instance.status === 'approved' ? instance.steps.length : instance.stepIndex;
  return (
    <>
      <Steps
        direction="vertical"
        size="small"
        current={current}
        status={instance.status === 'rejected' ? 'error' : instance.status === 'revoked' ? 'wait' : undefined}
        items={instance.steps.map((s) => ({
          title: s.stepName,
          description: [s.approverRole ? `角色 ${s.approverRole}` : null, s.approverUsername ? `账号 ${s.approverUsername}` : null].filter(Boolean).join(' / '),
        }))}
      />
      <h4 style={{ marginTop: 16 }}>办理记录</h4>
      <Timeline
        data-testid="flow-actions"
        items={actions.map((a) => ({
          color: a.action === 'reject' ? 'red' : a.action === 'approve' ? 'green' : 'gray',
          children: `${siteTime(a.time)} ${a.actorName} ${ACTION_LABEL[a.action]}${a.action === 'initiate' || a.action === 'revoke' ? '' : `（${a.stepName}）`}${a.comment ? `：${a.comment}` : ''}`,
        }))}
      />
    </>
  );
}
