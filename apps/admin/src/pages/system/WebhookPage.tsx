import { CopyOutlined, DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, RedoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Alert, Button, Card, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  createWebhook,
  deleteWebhooks,
  fetchWebhookEvents,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  resetWebhookSecret,
  serverMessage,
  setWebhooksEnabled,
  updateWebhook,
  type DeliveryStatus,
  type MenuItem,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
} from '@wb/api';
import { ServiceFormModal } from './ServiceFormModal';
import { ServiceToolbar } from './ServiceToolbar';
import { siteTime } from './siteTime';
import { useCan, useServiceList } from './useServiceList';

const DELIVERY_STATUS: Record<DeliveryStatus, { text: string; color: string }> = {
  pending: { text: '待投递', color: 'default' },
  delivering: { text: '投递中', color: 'processing' },
  success: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
};

/** The signing secret, shown this once (create, reset), with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      void message.success('已复制');
    } catch {
      void message.error('复制失败，请手动选择复制');
    }
  };
  // unmounted (not just hidden) once closed, so the secret leaves the page
  if (secret === null) return null;
  return (
    <Modal
      open
      title="签名密钥"
      destroyOnHidden
      maskClosable={false}
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert type="warning" showIcon message="密钥只显示这一次，关闭后无法再次查看；遗失请重置密钥。" style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={secret ?? ''} data-testid="webhook-secret" />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制
        </Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        接收方用它校验请求头 X-Webhook-Signature：sha256=HMAC-SHA256(密钥, 时间戳 + "." + 请求体)。
      </Typography.Paragraph>
    </Modal>
  );
}

function DeliveriesDrawer({ of, canRedeliver, onClose }: { of: { webhookId?: string; title: string } | null; canRedeliver: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [pn, setPn] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | undefined>();
  const deliveries = useQuery({
    queryKey: ['sys-service', 'webhook-deliveries', of?.webhookId ?? 'all', status ?? '', pn],
    queryFn: () => listWebhookDeliveries({ ...(of?.webhookId ? { webhookId: of.webhookId } : {}), ...(status ? { status } : {}), limit: { pn, ps: 20 } }),
    enabled: of !== null,
  });
  const redeliver = async (d: WebhookDelivery) => {
    try {
      await redeliverWebhook(d.id);
      void message.success('已重新投递');
      await deliveries.refetch();
    } catch (error) {
      void message.error(serverMessage(error));
    }
  };
  return (
    <Drawer open={of !== null} title={`投递记录：${of?.title ?? ''}`} size="large" onClose={onClose} destroyOnHidden>
      <Select
        allowClear
        placeholder="全部状态"
        style={{ width: 160, marginBottom: 12 }}
        value={status}
        onChange={(v: DeliveryStatus | undefined) => {
          setStatus(v);
          setPn(1);
        }}
        options={Object.entries(DELIVERY_STATUS).map(([value, s]) => ({ value, label: s.text }))}
      />
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={deliveries.isFetching}
        dataSource={deliveries.data?.list ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{ current: pn, pageSize: 20, total: deliveries.data?.total ?? 0, onChange: setPn, showSizeChanger: false }}
        expandable={{
          expandedRowRender: (d) => (
            <div style={{ fontSize: 12 }}>
              <div>下次重试：{siteTime(d.nextAttemptTime)}</div>
              {d.error ? <div>错误：{d.error}</div> : null}
              {d.responseExcerpt ? <div>响应：{d.responseExcerpt}</div> : null}
              <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto' }}>{JSON.stringify(d.payload, null, 2)}</pre>
            </div>
          ),
        }}
        columns={[
          { title: '时间', dataIndex: 'createDate', width: 160, render: siteTime },
          ...(of?.webhookId ? [] : [{ title: 'Webhook', dataIndex: 'webhookName', width: 120 }]),
          { title: '事件', dataIndex: 'event', width: 150 },
          { title: '状态', dataIndex: 'status', width: 80, render: (v: DeliveryStatus) => <Tag color={DELIVERY_STATUS[v].color}>{DELIVERY_STATUS[v].text}</Tag> },
          { title: '次数', dataIndex: 'attempt', width: 60 },
          { title: '响应码', dataIndex: 'responseCode', width: 70 },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_: unknown, d) =>
              canRedeliver ? (
                <Popconfirm title="重新投递这条事件？" okText="确定" cancelText="取消" onConfirm={() => redeliver(d)}>
                  <Button type="link" size="small" icon={<RedoOutlined />}>
                    重新投递
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; hook: Webhook } | null;

/** Webhook: signed event notifications to an outside address; the secret is shown once. */
export function WebhookPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const can = useCan('sys:webhook');
  const state = useServiceList<Webhook>('webhook', listWebhooks);
  const events = useQuery({ queryKey: ['sys-service', 'webhook-events'], queryFn: fetchWebhookEvents, staleTime: Infinity });
  const eventName = (e: string) => events.data?.find((x) => x.event === e)?.name ?? e;
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<{ webhookId?: string; title: string } | null>(null);
  const save = async (values: WebhookInput) => {
    if (editing?.mode === 'edit') {
      await updateWebhook({ ...values, id: editing.hook.id, version: editing.hook.version });
      void message.success('修改成功');
    } else {
      const created = await createWebhook(values);
      void message.success('新增成功');
      setSecret(created.secret);
    }
    await state.reload();
  };
  return (
    <Card size="small" title={item.title} data-testid="webhook-page">
      <ServiceToolbar placeholder="名称 / 地址" onSearch={state.search}>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            新增
          </Button>
        ) : null}
        <Button icon={<UnorderedListOutlined />} onClick={() => setDeliveriesOf({ title: '全部' })}>
          投递记录
        </Button>
      </ServiceToolbar>
      <Table<Webhook>
        rowKey="id"
        size="small"
        loading={state.list.isFetching}
        dataSource={state.list.data?.list ?? []}
        pagination={state.pagination}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 1100 }}
        columns={[
          { title: '名称', dataIndex: 'webhookName', width: 150 },
          { title: '地址', dataIndex: 'url', width: 240, ellipsis: true },
          { title: '事件', dataIndex: 'events', render: (list: string[]) => list.map((e) => <Tag key={e}>{eventName(e)}</Tag>) },
          { title: '密钥', dataIndex: 'secretHint', width: 130, render: (v: string) => <code>{v}</code> },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean, hook) => (
              <Switch
                size="small"
                checked={enabled}
                disabled={!can(enabled ? 'disable' : 'enable')}
                checkedChildren="启用"
                unCheckedChildren="停用"
                onChange={(next) => void state.act(() => setWebhooksEnabled([hook.id], next), next ? '启用成功' : '停用成功')}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 300,
            render: (_: unknown, hook) => (
              <Space size={0} wrap>
                <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setDeliveriesOf({ webhookId: hook.id, title: hook.webhookName })}>
                  投递记录
                </Button>
                {can('edit') ? (
                  <>
                    <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', hook })}>
                      编辑
                    </Button>
                    <Popconfirm
                      title="重置密钥后旧密钥立即失效，继续？"
                      okText="确定"
                      cancelText="取消"
                      onConfirm={async () => {
                        const reset = await state.act(() => resetWebhookSecret(hook.id), '密钥已重置');
                        if (reset) setSecret(reset.secret);
                      }}
                    >
                      <Button type="link" size="small" icon={<KeyOutlined />}>
                        重置密钥
                      </Button>
                    </Popconfirm>
                  </>
                ) : null}
                {can('delete') ? (
                  <Popconfirm title={`确定删除 Webhook ${hook.webhookName}？`} okText="确定" cancelText="取消" onConfirm={() => state.act(() => deleteWebhooks([hook.id]), '删除成功')}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ServiceFormModal<WebhookInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑 Webhook' : '新增 Webhook'}
        initialValues={editing?.mode === 'edit' ? editing.hook : { events: [], enabled: true }}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item label="名称" name="webhookName" rules={[{ required: true, message: '请输入名称' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="地址" name="url" rules={[{ required: true, message: '请输入地址' }]} extra="仅 http/https 公网地址；内网、回环等地址会被拒绝">
          <Input maxLength={500} placeholder="https://example.com/hooks/weigh" />
        </Form.Item>
        <Form.Item label="订阅事件" name="events" rules={[{ required: true, message: '请选择订阅事件' }]}>
          <Select
            mode="multiple"
            loading={events.isLoading}
            options={(events.data ?? []).map((e) => ({ value: e.event, label: `${e.name}（${e.event}）` }))}
            data-testid="webhook-events"
          />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        {editing?.mode === 'edit' ? null : (
          <Form.Item label="启用" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </ServiceFormModal>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer of={deliveriesOf} canRedeliver={can('edit')} onClose={() => setDeliveriesOf(null)} />
    </Card>
  );
}
