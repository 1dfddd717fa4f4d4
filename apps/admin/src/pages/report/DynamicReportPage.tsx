import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { listRecords, runTemplateReport, serverMessage, useSession, type MenuItem, type ReportRun } from '@wb/api';
import { downloadBlob } from '@wb/ui';
import { runToCsv } from './reportCsv';

/**
 * 动态报表: runs one of the company's 模板报表 definitions (a saved query over a server dataset)
 * for a date range and shows the result, with 导出 as CSV. The definitions themselves are edited
 * on the 模板报表 page.
 */
export function DynamicReportPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const definitions = useQuery({
    queryKey: ['session', orgId, 'template-reports'],
    queryFn: () => listRecords('/report/template_report', { search: [], limit: { pn: 1, ps: 100 } }),
  });
  const [reportId, setReportId] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(6, 'day'), dayjs()]);
  const [run, setRun] = useState<ReportRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const go = async () => {
    if (!reportId) {
      void message.warning('请选择报表');
      return;
    }
    setRunning(true);
    setError(null);
    try {
      setRun(await runTemplateReport(reportId, { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') }));
    } catch (e) {
      setRun(null);
      setError(serverMessage(e));
    } finally {
      setRunning(false);
    }
  };
  const exportCsv = () => {
    if (!run) return;
    downloadBlob(new Blob([runToCsv(run)], { type: 'text/csv;charset=utf-8' }), `${run.reportName}_${range[0].format('YYYYMMDD')}_${range[1].format('YYYYMMDD')}.csv`);
  };
  return (
    <Card
      size="small"
      title={item.title}
      data-testid="dynamic-report-page"
      data-page-ready={definitions.isFetched ? 'true' : undefined}
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label="报表">
          <Select
            style={{ width: 260 }}
            placeholder="请选择报表"
            loading={definitions.isLoading}
            value={reportId}
            onChange={setReportId}
            data-testid="report-select"
            options={(definitions.data?.list ?? [])
              .filter((r) => r.enabled !== false)
              .map((r) => ({ value: String(r.id), label: String(r.reportName) }))}
            notFoundContent="请先在模板报表中新增报表"
          />
        </Form.Item>
        <Form.Item label="日期">
          <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        </Form.Item>
        <Space>
          <Button type="primary" icon={<PlayCircleOutlined />} loading={running} onClick={() => void go()}>
            运行
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!run} onClick={exportCsv}>
            导出
          </Button>
        </Space>
      </Form>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {run?.truncated ? <Alert type="warning" showIcon message="结果超过5000行，只显示前5000行，请缩小日期范围" style={{ marginBottom: 12 }} /> : null}
      {run ? (
        <Table
          size="small"
          bordered
          rowKey={(_, i) => String(i)}
          dataSource={run.rows}
          locale={{ emptyText: '暂无数据' }}
          pagination={{ pageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 40, 80, 100], showTotal: (n) => `共 ${n} 条` }}
          scroll={{ x: 'max-content' }}
          columns={run.columns.map((c) => ({
            title: c.label,
            dataIndex: c.key,
            align: c.kind === 'number' || c.kind === 'count' ? ('right' as const) : undefined,
          }))}
          data-testid="report-result"
        />
      ) : (
        <Empty description="选择报表与日期后运行" />
      )}
    </Card>
  );
}
