import { CheckOutlined, CloseOutlined, NodeIndexOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import {
  approveFlow,
  fetchFlowConfigs,
  fetchFlowSchedule,
  initiateFlow,
  listFlows,
  revokeFlow,
  serverMessage,
  useSession,
  type FlowInstance,
  type FlowScope,
  type MenuItem,
} from '@wb/api';
import { siteTime } from '../system/siteTime';
import { FlowProgress, FLOW_STATUS_COLOR, flowDetailPath } from './FlowProgress';
import { useCan } from '../system/useServiceList';

function ScheduleDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const schedule = useQuery({ queryKey: ['flow', 'schedule', id], queryFn: () => fetchFlowSchedule(id ?? ''), enabled: id !== null });
  const flow = schedule.data?.instance;
  return (
    <Drawer open={id !== null} title={flow ? `审批进度：${flow.title}` : '审批进度'} size="large" onClose={onClose} destroyOnHidden>
      {schedule.error ? <Alert type="error" showIcon message={serverMessage(schedule.error)} /> : null}
      {flow ? <FlowProgress instance={flow} actions={schedule.data?.actions ?? []} /> : null}
    </Drawer>
  );
}

/**
 * 流程办理: 待办 (the caller approves the current step), 我发起的, 已办, and for administrators 全部;
 * 发起 starts a configured flow for a business document, 审批 approves or rejects (a rejection needs
 * a comment), 进度 shows the steps and the record, 撤回 is the initiator's while pending.
 */
export function FlowOperatorPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const can = useCan('flowable:operator');
  const admin = useSession((s) => s.userInfo?.admin === true);
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<FlowScope>('todo');
  const [limit, setLimit] = useState({ pn: 1, ps: 10 });
  const list = useQuery({ queryKey: ['session', orgId, 'flow', scope, limit.pn, limit.ps], queryFn: () => listFlows(scope, limit), placeholderData: keepPreviousData });
  const configs = useQuery({ queryKey: ['session', orgId, 'flow-configs'], queryFn: fetchFlowConfigs });
  const [starting, setStarting] = useState(false);
  const [approving, setApproving] = useState<FlowInstance | null>(null);
  const [scheduleOf, setScheduleOf] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [startForm] = Form.useForm<{ configId: string; businessKey: string; title?: string }>();
  const [approveForm] = Form.useForm<{ comment?: string }>();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['session', orgId, 'flow'] });

  const run = async (action: () => Promise<unknown>, done: string, close: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      void message.success(done);
      close();
      await reload();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const decide = async (decision: 'approve' | 'reject') => {
    if (!approving) return;
    const comment = (approveForm.getFieldValue('comment') as string | undefined) ?? null;
    await run(() => approveFlow({ id: approving.id, action: decision, comment, version: approving.version }), decision === 'approve' ? '审批通过' : '已驳回', () => setApproving(null));
  };
  const tabs: { key: FlowScope; label: string }[] = [
    { key: 'todo', label: '待办' },
    { key: 'mine', label: '我发起的' },
    { key: 'done', label: '已办' },
    ...(admin ? [{ key: 'all' as const, label: '全部' }] : []),
  ];
  return (
    <Card size="small" title={item.title} data-testid="flow-operator-page">
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Tabs
          activeKey={scope}
          onChange={(key) => {
            setScope(key as FlowScope);
            setLimit((l) => ({ ...l, pn: 1 }));
          }}
          items={tabs.map((t) => ({ key: t.key, label: t.label }))}
          style={{ flex: 1 }}
        />
        {can('initiate') ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setError(null);
              startForm.resetFields();
              setStarting(true);
            }}
          >
            发起
          </Button>
        ) : null}
      </div>
      <Table<FlowInstance>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: limit.pn,
          pageSize: limit.ps,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 40, 80, 100],
          onChange: (pn, ps) => setLimit({ pn: ps === limit.ps ? pn : 1, ps }),
        }}
        columns={[
          { title: '标题', dataIndex: 'title', render: (v: string, f) => <Link to={flowDetailPath(f.id)}>{v}</Link> },
          { title: '流程', dataIndex: 'flowName', width: 150 },
          { title: '业务单号', dataIndex: 'businessKey', width: 140 },
          { title: '当前步骤', dataIndex: 'currentStepName', width: 120, render: (v: string | null) => v ?? '-' },
          { title: '状态', dataIndex: 'statusName', width: 90, render: (v: string, f) => <Tag color={FLOW_STATUS_COLOR[f.status]}>{v}</Tag> },
          { title: '发起人', dataIndex: 'initiatorName', width: 100 },
          { title: '发起时间', dataIndex: 'createDate', width: 170, render: siteTime },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_: unknown, f) => (
              <Space size={0}>
                {f.canApprove && can('approval') ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<CheckOutlined />}
                    onClick={() => {
                      setError(null);
                      approveForm.resetFields();
                      setApproving(f);
                    }}
                  >
                    审批
                  </Button>
                ) : null}
                <Button type="link" size="small" icon={<NodeIndexOutlined />} onClick={() => setScheduleOf(f.id)}>
                  进度
                </Button>
                {f.canRevoke && can('revoke') ? (
                  <Popconfirm
                    title="撤回后流程结束，确定撤回？"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={async () => {
                      try {
                        await revokeFlow(f.id);
                        void message.success('撤回成功');
                        await reload();
                      } catch (e) {
                        void message.error(serverMessage(e));
                      }
                    }}
                  >
                    <Button type="link" size="small" icon={<RollbackOutlined />}>
                      撤回
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={starting}
        title="发起流程"
        okText="确 定"
        cancelText="取 消"
        confirmLoading={busy}
        maskClosable={false}
        onCancel={() => setStarting(false)}
        onOk={async () => {
          const values = await startForm.validateFields().catch(() => null);
          if (values) await run(() => initiateFlow(values), '发起成功', () => setStarting(false));
        }}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="flow-error" /> : null}
        <Form form={startForm} layout="vertical">
          <Form.Item label="流程" name="configId" rules={[{ required: true, message: '请选择流程' }]}>
            <Select
              loading={configs.isLoading}
              options={(configs.data ?? []).map((c) => ({ value: c.id, label: `${c.flowName}（${c.businessType}，${c.stepCount}步）` }))}
              notFoundContent="请先在流程配置中新增流程"
            />
          </Form.Item>
          <Form.Item label="业务单号" name="businessKey" rules={[{ required: true, message: '请输入业务单号' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="标题" name="title">
            <Input maxLength={200} placeholder="默认：业务类型 + 单号" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={approving !== null}
        title={`审批：${approving?.title ?? ''}（${approving?.currentStepName ?? ''}）`}
        maskClosable={false}
        onCancel={() => setApproving(null)}
        footer={
          <Space>
            <Button onClick={() => setApproving(null)}>取 消</Button>
            <Button danger icon={<CloseOutlined />} loading={busy} onClick={() => void decide('reject')}>
              驳回
            </Button>
            <Button type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => void decide('approve')}>
              通过
            </Button>
          </Space>
        }
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="flow-error" /> : null}
        <Form form={approveForm} layout="vertical">
          <Form.Item label="审批意见" name="comment" extra="驳回时必须填写">
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <ScheduleDrawer id={scheduleOf} onClose={() => setScheduleOf(null)} />
    </Card>
  );
}
