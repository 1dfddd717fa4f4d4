import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  approveRegistrations,
  fetchPendingRegistrations,
  fetchResetRequests,
  issueResetCode,
  rejectRegistrations,
  rejectResetRequest,
  useSession,
  type IssuedResetCode,
} from '@wb/api';

const KEYS = { registrations: ['self-service', 'registrations'], resets: ['self-service', 'reset-requests'] } as const;
const when = (v: string | null) => (v ? new Date(v).toLocaleString('zh-CN', { hour12: false }) : '');

/**
 * Under 用户管理: self-registrations waiting for 审核 (通过 makes the account in the current company,
 * without roles) and password-reset requests whose mobile matched (生成重置码 after checking the person).
 */
export function PendingAccountsPanel() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const admin = useSession((s) => s.userInfo?.admin === true);
  const perms = useSession((s) => s.permissions);
  const canApprove = admin || perms['sys:user:add'] === true;
  const canReset = admin || perms['sys:user:resetPassword'] === true;
  const registrations = useQuery({ queryKey: KEYS.registrations, queryFn: fetchPendingRegistrations, enabled: canApprove });
  const resets = useQuery({ queryKey: KEYS.resets, queryFn: fetchResetRequests, enabled: canReset });
  const [issued, setIssued] = useState<IssuedResetCode | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['self-service'] });
  const run = (work: Promise<unknown>, done: string) =>
    work.then(() => void message.success(done)).catch(() => undefined).finally(reload);

  return (
    <>
      {canApprove && (
        <Card title="待审核注册" size="small" style={{ marginTop: 12 }} data-testid="pending-registrations">
          <Table
            rowKey="id"
            size="small"
            loading={registrations.isFetching}
            dataSource={registrations.data ?? []}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              { title: '用户名', dataIndex: 'username' },
              { title: '姓名', dataIndex: 'realName' },
              { title: '手机号码', dataIndex: 'mobile' },
              { title: '申请时间', dataIndex: 'createDate', render: when },
              { title: '来源IP', dataIndex: 'ip' },
              {
                title: '审核',
                key: 'actions',
                render: (_v, row) => (
                  <Space>
                    <Button size="small" type="primary" onClick={() => void run(approveRegistrations([row.id]), `已通过：${row.username}`)}>
                      通过
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        modal.confirm({
                          title: '驳回注册',
                          content: `驳回 ${row.realName}（${row.username}）的注册申请？`,
                          okText: '确定',
                          cancelText: '取消',
                          onOk: () => run(rejectRegistrations([row.id]), '已驳回'),
                        })
                      }
                    >
                      驳回
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      {canReset && (
        <Card title="密码重置申请" size="small" style={{ marginTop: 12 }} data-testid="reset-requests">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            请先当面或电话核实申请人身份，再生成重置码并告知本人（1 小时内有效，只能使用一次）。
          </Typography.Paragraph>
          <Table
            rowKey="id"
            size="small"
            loading={resets.isFetching}
            dataSource={resets.data ?? []}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              { title: '用户名', dataIndex: 'username' },
              { title: '姓名', dataIndex: 'realName' },
              { title: '手机号码', dataIndex: 'mobile' },
              { title: '申请时间', dataIndex: 'createDate', render: when },
              {
                title: '状态',
                dataIndex: 'status',
                render: (s: string, row) => (s === 'issued' ? <Tag color="blue">已生成，{when(row.codeExpiresAt)}前有效</Tag> : <Tag color="orange">待处理</Tag>),
              },
              {
                title: '操作',
                key: 'actions',
                render: (_v, row) => (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        void issueResetCode(row.id)
                          .then(setIssued)
                          .catch(() => undefined)
                          .finally(reload)
                      }
                    >
                      生成重置码
                    </Button>
                    <Button size="small" onClick={() => void run(rejectResetRequest(row.id), '已驳回')}>
                      驳回
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      <Modal
        open={issued !== null}
        title="重置码（仅显示一次）"
        onCancel={() => setIssued(null)}
        footer={
          <Button type="primary" onClick={() => setIssued(null)}>
            我已告知用户
          </Button>
        }
        maskClosable={false}
      >
        {issued && (
          <div data-testid="issued-reset-code">
            <p>
              用户 <strong>{issued.username}</strong> 的重置码：
            </p>
            <Typography.Title level={2} copyable style={{ letterSpacing: 4, fontFamily: 'monospace' }} data-testid="reset-code-value">
              {issued.code}
            </Typography.Title>
            <p>有效期至 {when(issued.expiresAt)}。请核实身份后当面或电话告知本人。</p>
          </div>
        )}
      </Modal>
    </>
  );
}
