import { DeleteOutlined, EditOutlined, HistoryOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  createJob,
  deleteJobs,
  fetchJobHandlers,
  listJobRuns,
  listJobs,
  runJobNow,
  setJobsRunning,
  updateJob,
  type JobHandlerInfo,
  type JobRun,
  type JobRunStatus,
  type MenuItem,
  type SchedulerJob,
  type SchedulerJobInput,
} from '@wb/api';
import { ServiceFormModal } from './ServiceFormModal';
import { siteTime } from './siteTime';
import { ServiceToolbar } from './ServiceToolbar';
import { useCan, useServiceList } from './useServiceList';

const RUN_STATUS: Record<JobRunStatus, { text: string; color: string }> = {
  running: { text: '执行中', color: 'processing' },
  success: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
};

/** The handler's parameter inputs, from its schema (integers with bounds and defaults). */
export function HandlerParams({ handler }: { handler: JobHandlerInfo | undefined }) {
  if (!handler) return null;
  return (
    <>
      {Object.entries(handler.paramSchema.properties).map(([key, p]) => (
        <Form.Item
          key={key}
          label={`${p.title}（${p.minimum}–${p.maximum}）`}
          name={['params', key]}
          initialValue={p.default}
          rules={[{ required: true, message: `请输入${p.title}` }]}
        >
          <InputNumber min={p.minimum} max={p.maximum} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ))}
    </>
  );
}

/** Run history of one job, or of all the company's jobs. */
function RunsDrawer({ of, onClose }: { of: { jobId?: string; title: string } | null; onClose: () => void }) {
  const [pn, setPn] = useState(1);
  const runs = useQuery({
    queryKey: ['sys-service', 'job-runs', of?.jobId ?? 'all', pn],
    queryFn: () => listJobRuns({ ...(of?.jobId ? { jobId: of.jobId } : {}), limit: { pn, ps: 20 } }),
    enabled: of !== null,
  });
  return (
    <Drawer open={of !== null} title={`执行记录：${of?.title ?? ''}`} size="large" onClose={onClose} destroyOnHidden>
      <Table<JobRun>
        rowKey="id"
        size="small"
        loading={runs.isFetching}
        dataSource={runs.data?.list ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{ current: pn, pageSize: 20, total: runs.data?.total ?? 0, onChange: setPn, showSizeChanger: false }}
        columns={[
          ...(of?.jobId ? [] : [{ title: '任务', dataIndex: 'jobName', width: 140 }]),
          { title: '开始时间', dataIndex: 'startTime', width: 170, render: siteTime },
          { title: '触发', dataIndex: 'trigger', width: 70, render: (v: string) => (v === 'manual' ? '手动' : '计划') },
          { title: '状态', dataIndex: 'status', width: 80, render: (v: JobRunStatus) => <Tag color={RUN_STATUS[v].color}>{RUN_STATUS[v].text}</Tag> },
          { title: '耗时(ms)', dataIndex: 'durationMs', width: 90 },
          { title: '信息', dataIndex: 'message' },
        ]}
      />
    </Drawer>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; job: SchedulerJob } | null;

/** 定时任务: jobs running a server handler on a five-field cron (site time), pause/resume, 立即执行, run history. */
export function JobPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const can = useCan('sys:quartz_job');
  const state = useServiceList<SchedulerJob>('quartz-job', listJobs);
  const handlers = useQuery({ queryKey: ['sys-service', 'job-handlers'], queryFn: fetchJobHandlers, staleTime: Infinity });
  const [editing, setEditing] = useState<Editing>(null);
  const [runsOf, setRunsOf] = useState<{ jobId?: string; title: string } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const handlerOf = (key: string | undefined) => handlers.data?.find((h) => h.key === key);
  const runNow = async (job: SchedulerJob) => {
    setRunning(job.id);
    await state.act(() => runJobNow(job.id), (outcome) => `${outcome.status === 'success' ? '执行成功' : '执行失败'}：${outcome.message}`);
    setRunning(null);
  };
  const save = async (values: SchedulerJobInput) => {
    if (editing?.mode === 'edit') await updateJob({ ...values, id: editing.job.id, version: editing.job.version });
    else await createJob(values);
    void message.success(editing?.mode === 'edit' ? '修改成功' : '新增成功');
    await state.reload();
  };
  return (
    <Card size="small" title={item.title} data-testid="job-page">
      <ServiceToolbar placeholder="任务名称 / 处理器" onSearch={state.search}>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            新增
          </Button>
        ) : null}
        <Button icon={<HistoryOutlined />} onClick={() => setRunsOf({ title: '全部任务' })}>
          执行记录
        </Button>
      </ServiceToolbar>
      <Table<SchedulerJob>
        rowKey="id"
        size="small"
        loading={state.list.isFetching}
        dataSource={state.list.data?.list ?? []}
        pagination={state.pagination}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 1200 }}
        columns={[
          { title: '任务名称', dataIndex: 'jobName', width: 160 },
          { title: '处理器', dataIndex: 'handlerName', width: 160 },
          { title: 'Cron', dataIndex: 'cron', width: 120, render: (v: string) => <code>{v}</code> },
          { title: '参数', dataIndex: 'params', width: 140, render: (p: Record<string, number>) => Object.entries(p).map(([k, v]) => `${k}=${v}`).join(', ') || '-' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: SchedulerJob['status'], job) => (job.executing ? <Tag color="processing">执行中</Tag> : v === 'running' ? <Tag color="success">运行</Tag> : <Tag>暂停</Tag>),
          },
          { title: '下次执行', dataIndex: 'nextRunTime', width: 170, render: siteTime },
          { title: '上次执行', dataIndex: 'lastRunTime', width: 170, render: siteTime },
          { title: '上次结果', dataIndex: 'lastStatus', width: 90, render: (v: JobRunStatus | null) => (v ? <Tag color={RUN_STATUS[v].color}>{RUN_STATUS[v].text}</Tag> : '-') },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 330,
            render: (_: unknown, job) => (
              <Space size={0} wrap>
                {job.status === 'running'
                  ? can('disable') && (
                      <Button type="link" size="small" icon={<PauseCircleOutlined />} onClick={() => void state.act(() => setJobsRunning([job.id], false), '暂停成功')}>
                        暂停
                      </Button>
                    )
                  : can('enable') && (
                      <Button type="link" size="small" icon={<PlayCircleOutlined />} onClick={() => void state.act(() => setJobsRunning([job.id], true), '恢复成功')}>
                        恢复
                      </Button>
                    )}
                {can('edit') ? (
                  <Popconfirm title={`立即执行 ${job.jobName}？`} okText="确定" cancelText="取消" onConfirm={() => runNow(job)}>
                    <Button type="link" size="small" icon={<ThunderboltOutlined />} loading={running === job.id}>
                      立即执行
                    </Button>
                  </Popconfirm>
                ) : null}
                <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setRunsOf({ jobId: job.id, title: job.jobName })}>
                  记录
                </Button>
                {can('edit') ? (
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', job })}>
                    编辑
                  </Button>
                ) : null}
                {can('delete') ? (
                  <Popconfirm title={`确定删除定时任务 ${job.jobName}？`} okText="确定" cancelText="取消" onConfirm={() => state.act(() => deleteJobs([job.id]), '删除成功')}>
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
      <ServiceFormModal<SchedulerJobInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑定时任务' : '新增定时任务'}
        initialValues={editing?.mode === 'edit' ? editing.job : { cron: '0 1 * * *', status: 'paused' }}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <>
            <Form.Item label="任务名称" name="jobName" rules={[{ required: true, message: '请输入任务名称' }]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item label="处理器" name="handler" rules={[{ required: true, message: '请选择处理器' }]}>
              <Select
                loading={handlers.isLoading}
                options={(handlers.data ?? []).map((h) => ({ value: h.key, label: `${h.name}（${h.key}）${h.scope === 'system' ? ' · 系统级' : ''}` }))}
                onChange={() => form.setFieldValue('params', undefined)}
              />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.handler !== b.handler}>
              {() => {
                const handler = handlerOf(form.getFieldValue('handler') as string | undefined);
                return (
                  <>
                    {handler ? <div style={{ color: '#6b8a92', margin: '-12px 0 12px' }}>{handler.description}</div> : null}
                    <HandlerParams handler={handler} />
                  </>
                );
              }}
            </Form.Item>
            <Form.Item
              label="Cron 表达式（分 时 日 月 周，北京时间）"
              name="cron"
              rules={[{ required: true, message: '请输入Cron表达式' }]}
              extra="例：0 1 * * * 每天 01:00；*/30 * * * * 每 30 分钟"
            >
              <Input maxLength={100} />
            </Form.Item>
            {editing?.mode === 'edit' ? null : (
              <Form.Item label="初始状态" name="status">
                <Select options={[{ value: 'paused', label: '暂停' }, { value: 'running', label: '运行' }]} />
              </Form.Item>
            )}
            <Form.Item label="备注" name="remark">
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
          </>
        )}
      </ServiceFormModal>
      <RunsDrawer of={runsOf} onClose={() => setRunsOf(null)} />
    </Card>
  );
}
