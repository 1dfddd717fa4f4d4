import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Popconfirm, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { approveFlow, fetchFlowSchedule, revokeFlow, serverMessage, useSession } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { siteTime } from '../system/siteTime';
import { useCan } from '../system/useServiceList';
import { FLOW_STATUS_COLOR, FlowProgress } from './FlowProgress';

/**
 * /activti/detail/{id} (SPEC.md §2): one approval flow instance on a page of its own, the address a
 * to-do or a message links to. It shows the document, the steps and the record, and lets the approver
 * of the current step decide (a rejection needs the comment; a failed call keeps what was typed) and
 * the initiator revoke while pending.
 */
export function FlowDetailPage() {
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const can = useCan('flowable:operator');
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const queryClient = useQueryClient();
  const schedule = useQuery({ queryKey: ['session', orgId, 'flow', 'detail', id], queryFn: () => fetchFlowSchedule(id), retry: false });
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const flow = schedule.data?.instance;
  usePageTitle(flow ? `审批详情：${flow.title}` : '审批详情');

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      void message.success(done);
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['session', orgId, 'flow'] });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const decide = (decision: 'approve' | 'reject') =>
    flow && act(() => approveFlow({ id: flow.id, action: decision, comment: comment.trim() || null, version: flow.version }), decision === 'approve' ? '审批通过' : '已驳回');

  return (
    <Card size="small" title={flow ? `审批详情：${flow.title}` : '审批详情'} data-testid="flow-detail-page" extra={flow ? <Tag color={FLOW_STATUS_COLOR[flow.status]}>{flow.statusName}</Tag> : null}>
      <Spin spinning={schedule.isLoading}>
        {schedule.error ? <Alert type="error" showIcon message={serverMessage(schedule.error)} data-testid="flow-detail-error" /> : null}
        {flow ? (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="流程">{flow.flowName}</Descriptions.Item>
              <Descriptions.Item label="业务类型">{flow.businessType}</Descriptions.Item>
              <Descriptions.Item label="业务单号">{flow.businessKey}</Descriptions.Item>
              <Descriptions.Item label="发起人">{flow.initiatorName}</Descriptions.Item>
              <Descriptions.Item label="发起时间">{siteTime(flow.createDate)}</Descriptions.Item>
              <Descriptions.Item label="当前步骤">{flow.currentStepName ?? '-'}</Descriptions.Item>
            </Descriptions>
            <FlowProgress instance={flow} actions={schedule.data?.actions ?? []} />
            {(flow.canApprove && can('approval')) || (flow.canRevoke && can('revoke')) ? (
              <div data-testid="flow-detail-actions" style={{ marginTop: 16, maxWidth: 640 }}>
                {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="flow-error" /> : null}
                {flow.canApprove && can('approval') ? (
                  <Input.TextArea rows={3} maxLength={500} placeholder="审批意见（驳回时必须填写）" value={comment} onChange={(e) => setComment(e.target.value)} style={{ marginBottom: 12 }} />
                ) : null}
                <Space>
                  {flow.canApprove && can('approval') ? (
                    <>
                      <Button type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => void decide('approve')}>
                        通过
                      </Button>
                      <Button danger icon={<CloseOutlined />} loading={busy} onClick={() => void decide('reject')}>
                        驳回
                      </Button>
                    </>
                  ) : null}
                  {flow.canRevoke && can('revoke') ? (
                    <Popconfirm title="撤回后流程结束，确定撤回？" okText="确定" cancelText="取消" onConfirm={() => act(() => revokeFlow(flow.id), '撤回成功')}>
                      <Button icon={<RollbackOutlined />} loading={busy}>
                        撤回
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              </div>
            ) : null}
          </>
        ) : null}
      </Spin>
    </Card>
  );
}
