import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import {
  createCodeRule,
  deleteCodeRules,
  listCodeRules,
  previewCodeNumber,
  serverMessage,
  setCodeRulesEnabled,
  updateCodeRule,
  type CodeRule,
  type CodeRuleInput,
  type MenuItem,
} from '@wb/api';
import { ServiceFormModal } from './ServiceFormModal';
import { ServiceToolbar } from './ServiceToolbar';
import { useCan, useServiceList } from './useServiceList';

export const DATE_FORMATS = [
  { value: 'none', label: '无日期' },
  { value: 'yyyy', label: 'yyyy（年）' },
  { value: 'yyyyMM', label: 'yyyyMM（年月）' },
  { value: 'yyyyMMdd', label: 'yyyyMMdd（年月日）' },
];
export const RESET_PERIODS = [
  { value: 'never', label: '不重置' },
  { value: 'yearly', label: '按年重置' },
  { value: 'monthly', label: '按月重置' },
  { value: 'daily', label: '按日重置' },
];
const SEPARATORS = [
  { value: '', label: '无' },
  { value: '-', label: '-' },
  { value: '_', label: '_' },
  { value: '/', label: '/' },
  { value: '.', label: '.' },
];
const label = (options: { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

type Editing = { mode: 'create' } | { mode: 'edit'; rule: CodeRule } | null;

/** 编码规则 (系统管理 › 系统配置): prefix + date part + separator + sequence, with 预览 of the next number. */
export function CodeRulePage({ item }: { item: MenuItem }) {
  const { message, modal } = App.useApp();
  const can = useCan('sys:code_rule');
  const state = useServiceList<CodeRule>('code-rule', listCodeRules);
  const [editing, setEditing] = useState<Editing>(null);
  const preview = async (rule: CodeRule) => {
    try {
      const next = await previewCodeNumber(rule.ruleCode);
      modal.info({ title: `${rule.ruleName} 下一个编号`, content: <code data-testid="next-number" style={{ fontSize: 18 }}>{next.number}</code>, okText: '确定' });
    } catch (error) {
      void message.error(serverMessage(error));
    }
  };
  const save = async (values: CodeRuleInput) => {
    const body = { ...values, prefix: values.prefix ?? '', separator: values.separator ?? '' };
    if (editing?.mode === 'edit') await updateCodeRule({ ...body, id: editing.rule.id, version: editing.rule.version });
    else await createCodeRule(body);
    void message.success(editing?.mode === 'edit' ? '修改成功' : '新增成功');
    await state.reload();
  };
  return (
    <Card size="small" title={item.title} data-testid="code-rule-page">
      <ServiceToolbar placeholder="规则编码 / 规则名称" onSearch={state.search}>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            新增
          </Button>
        ) : null}
      </ServiceToolbar>
      <Table<CodeRule>
        rowKey="id"
        size="small"
        loading={state.list.isFetching}
        dataSource={state.list.data?.list ?? []}
        pagination={state.pagination}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 1100 }}
        columns={[
          { title: '规则编码', dataIndex: 'ruleCode', width: 150 },
          { title: '规则名称', dataIndex: 'ruleName', width: 160 },
          { title: '前缀', dataIndex: 'prefix', width: 80 },
          { title: '日期格式', dataIndex: 'dateFormat', width: 140, render: (v: string) => label(DATE_FORMATS, v) },
          { title: '流水号长度', dataIndex: 'seqLength', width: 100 },
          { title: '重置周期', dataIndex: 'resetPeriod', width: 100, render: (v: string) => label(RESET_PERIODS, v) },
          { title: '示例', dataIndex: 'example', width: 180, render: (v: string) => <code>{v}</code> },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean, rule) => (
              <Switch
                size="small"
                checked={enabled}
                disabled={!can(enabled ? 'disable' : 'enable')}
                checkedChildren="启用"
                unCheckedChildren="停用"
                onChange={(next) => void state.act(() => setCodeRulesEnabled([rule.id], next), next ? '启用成功' : '停用成功')}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 200,
            render: (_: unknown, rule) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void preview(rule)}>
                  预览
                </Button>
                {can('edit') ? (
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', rule })}>
                    编辑
                  </Button>
                ) : null}
                {can('delete') ? (
                  <Popconfirm title={`确定删除编码规则 ${rule.ruleName}？`} okText="确定" cancelText="取消" onConfirm={() => state.act(() => deleteCodeRules([rule.id]), '删除成功')}>
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
      <ServiceFormModal<CodeRuleInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑编码规则' : '新增编码规则'}
        initialValues={
          editing?.mode === 'edit'
            ? editing.rule
            : { dateFormat: 'yyyyMMdd', resetPeriod: 'daily', seqLength: 4, separator: '', prefix: '', enabled: true }
        }
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item label="规则编码" name="ruleCode" rules={[{ required: true, message: '请输入规则编码' }]}>
          <Input maxLength={50} disabled={editing?.mode === 'edit'} placeholder="如 PU_REGISTRY" />
        </Form.Item>
        <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, message: '请输入规则名称' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="前缀" name="prefix">
          <Input maxLength={20} placeholder="如 CG" />
        </Form.Item>
        <Form.Item label="日期格式" name="dateFormat" rules={[{ required: true, message: '请选择日期格式' }]}>
          <Select options={DATE_FORMATS} />
        </Form.Item>
        <Form.Item label="分隔符" name="separator">
          <Select options={SEPARATORS} />
        </Form.Item>
        <Form.Item label="流水号长度" name="seqLength" rules={[{ required: true, message: '请输入流水号长度' }]}>
          <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="重置周期" name="resetPeriod" rules={[{ required: true, message: '请选择重置周期' }]}>
          <Select options={RESET_PERIODS} />
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
    </Card>
  );
}
