import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Card, Col, Form, Input, InputNumber, Popconfirm, Radio, Row, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import {
  createScaleSettings,
  deleteScaleSettings,
  fetchScaleProtocols,
  fetchScaleStatus,
  listScaleSettings,
  updateScaleSettings,
  useSession,
  type MenuItem,
  type PageData,
  type ScaleSettings,
} from '@wb/api';
import {
  NEW_SCALE_VALUES,
  scaleAddress,
  scaleFormValues,
  scaleInputFrom,
  scaleLiveLabel,
  type ScaleFormValues,
} from '../../logic/scaleSettings';
import { ServiceFormModal } from './ServiceFormModal';
import { ServiceToolbar } from './ServiceToolbar';
import { useCan, useServiceList } from './useServiceList';

/** The live column refreshes this often: an operator checking a new scale's wiring watches it settle. */
const STATUS_POLL_MS = 2000;
const BAUDS = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200];

/** The company's scales are few (one per weighbridge): the list is filtered and paged here. */
async function scalePage(request: { keyword?: string; limit: { pn: number; ps: number } }): Promise<PageData<ScaleSettings>> {
  const all = await listScaleSettings();
  const keyword = request.keyword?.toLowerCase();
  const hits = keyword
    ? all.filter((s) => [s.code, s.name, s.host ?? '', s.device ?? ''].some((v) => v.toLowerCase().includes(keyword)))
    : all;
  const start = (request.limit.pn - 1) * request.limit.ps;
  return { list: hits.slice(start, start + request.limit.ps), total: hits.length };
}

type Editing = { mode: 'create' } | { mode: 'edit'; scale: ScaleSettings } | null;

/**
 * 地磅仪表: the weighbridge indicators the server reads itself (protocol, TCP address of the serial
 * server or a serial port, stability and offline settings), with each one's live state.
 */
export function ScalePage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const can = useCan('sys:scale');
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const state = useServiceList<ScaleSettings>('scale', scalePage);
  const protocols = useQuery({ queryKey: ['sys-service', 'scale-protocols'], queryFn: fetchScaleProtocols, staleTime: Infinity });
  const status = useQuery({ queryKey: ['session', orgId, 'scale-status'], queryFn: fetchScaleStatus, refetchInterval: STATUS_POLL_MS });
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: ScaleFormValues) => {
    const input = scaleInputFrom(values);
    if (editing?.mode === 'edit') {
      await updateScaleSettings({ ...input, id: editing.scale.id, version: editing.scale.version });
      void message.success('修改成功');
    } else {
      await createScaleSettings(input);
      void message.success('新增成功');
    }
    await state.reload();
  };

  return (
    <Card size="small" title={item.title} data-testid="scale-page">
      <ServiceToolbar placeholder="编码 / 名称 / 地址" onSearch={state.search}>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            新增
          </Button>
        ) : null}
      </ServiceToolbar>
      <Table<ScaleSettings>
        rowKey="id"
        size="small"
        loading={state.list.isFetching && !state.list.data}
        dataSource={state.list.data?.list ?? []}
        pagination={state.pagination}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 1200 }}
        columns={[
          { title: '仪表编码', dataIndex: 'code', width: 100 },
          { title: '仪表名称', dataIndex: 'name', width: 140 },
          { title: '通讯协议', dataIndex: 'protocolName', width: 200 },
          { title: '连接', key: 'address', width: 180, render: (_: unknown, s) => <code>{scaleAddress(s)}</code> },
          {
            title: '稳定判定',
            key: 'stability',
            width: 200,
            render: (_: unknown, s) => `${s.stabilityCount} 次 ±${scaleFormValues(s).stabilityToleranceKg} kg / ${s.stabilityWindowMs} ms`,
          },
          { title: '离线超时(ms)', dataIndex: 'offlineTimeoutMs', width: 110 },
          {
            title: '实时状态',
            key: 'live',
            width: 220,
            render: (_: unknown, s) => {
              const live = scaleLiveLabel(status.data?.find((row) => row.scaleId === s.id));
              return <Badge status={live.tone} text={live.text} data-testid={`scale-live-${s.code}`} />;
            },
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean, s) => (
              <Switch
                size="small"
                checked={enabled}
                disabled={!can('edit')}
                checkedChildren="启用"
                unCheckedChildren="停用"
                onChange={(next) =>
                  void state.act(() => updateScaleSettings({ id: s.id, version: s.version, enabled: next }), next ? '启用成功' : '停用成功')
                }
              />
            ),
          },
          { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 150,
            render: (_: unknown, s) => (
              <>
                {can('edit') ? (
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', scale: s })}>
                    编辑
                  </Button>
                ) : null}
                {can('delete') ? (
                  <Popconfirm
                    title="温馨提示"
                    description="确定删除吗?"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => state.act(() => deleteScaleSettings(s.id), '删除成功')}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <ServiceFormModal<ScaleFormValues>
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑地磅仪表' : '新增地磅仪表'}
        initialValues={editing?.mode === 'edit' ? scaleFormValues(editing.scale) : NEW_SCALE_VALUES}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="仪表编码" name="code" rules={[{ required: true, whitespace: true, message: '仪表编码不能为空！' }]}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="仪表名称" name="name" rules={[{ required: true, whitespace: true, message: '仪表名称不能为空！' }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="通讯协议" name="protocol" rules={[{ required: true, message: '通讯协议不能为空！' }]}>
                <Select
                  loading={protocols.isLoading}
                  options={(protocols.data ?? []).map((p) => ({ value: p.value, label: p.label }))}
                  data-testid="scale-protocol"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label="连接方式" name="transport" extra="地磅仪表一般经串口服务器（串口转以太网）以 TCP 接入">
                <Radio.Group
                  options={[
                    { value: 'tcp', label: 'TCP（串口服务器）' },
                    { value: 'serial', label: '串口' },
                  ]}
                />
              </Form.Item>
            </Col>
            <Form.Item noStyle shouldUpdate={(a, b) => a.transport !== b.transport}>
              {() =>
                form.getFieldValue('transport') === 'serial' ? (
                  <>
                    <Col span={8}>
                      <Form.Item label="串口设备" name="device">
                        <Input placeholder="/dev/ttyS0 或 COM1" />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item label="波特率" name="baud">
                        <Select options={BAUDS.map((b) => ({ value: b, label: String(b) }))} />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item label="数据位" name="dataBits">
                        <Select options={[7, 8].map((b) => ({ value: b, label: String(b) }))} />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item label="校验" name="parity">
                        <Select
                          options={[
                            { value: 'none', label: '无' },
                            { value: 'even', label: '偶校验' },
                            { value: 'odd', label: '奇校验' },
                          ]}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item label="停止位" name="stopBits">
                        <Select options={[1, 2].map((b) => ({ value: b, label: String(b) }))} />
                      </Form.Item>
                    </Col>
                  </>
                ) : (
                  <>
                    <Col span={16}>
                      <Form.Item label="主机地址" name="host" rules={[{ required: true, whitespace: true, message: '主机地址不能为空！' }]}>
                        <Input placeholder="192.168.1.200（不含协议、端口和路径）" />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item label="端口" name="port" rules={[{ required: true, message: '端口不能为空！' }]}>
                        <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                  </>
                )
              }
            </Form.Item>
            <Col span={6}>
              <Form.Item label="稳定判定次数" name="stabilityCount" rules={[{ required: true, message: '稳定判定次数不能为空！' }]}>
                <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="稳定允许偏差(kg)" name="stabilityToleranceKg" rules={[{ required: true, message: '稳定允许偏差不能为空！' }]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="稳定判定时间(ms)" name="stabilityWindowMs" rules={[{ required: true, message: '稳定判定时间不能为空！' }]}>
                <InputNumber min={0} max={60000} precision={0} step={500} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="离线超时(ms)" name="offlineTimeoutMs" rules={[{ required: true, message: '离线超时不能为空！' }]}>
                <InputNumber min={500} max={60000} precision={0} step={500} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={18}>
              <Form.Item label="备注" name="remark">
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="启用" name="enabled" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        )}
      </ServiceFormModal>
    </Card>
  );
}
