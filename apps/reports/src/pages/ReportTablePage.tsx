import { DownloadOutlined, FilterOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useLocation } from 'react-router-dom';
import { fetchDailyReport, fetchTeamShiftReport, isSignedIn, serverMessage, useSession } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { describeFilter, readReportQuery, reportSearch } from '../logic/reportQuery';
import { dailyLines, linesToCsv, teamShiftLines, type TableLine } from '../logic/reportTable';
import { ReportFrame } from './ReportFrame';

const WEIGHT = (title: string, key: 'gross' | 'tare' | 'net') => ({ title, dataIndex: key, align: 'right' as const, width: 120 });

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * 班组报表 / 日班组报表: weigh records finished in the chosen days (site time), trips and gross,
 * tare and net tonnes per shift and material (or per day and shift), with 小计 and 合计 lines;
 * 打印 prints the table alone (print stylesheet), 导出 saves it as CSV.
 */
export function ReportTablePage({ daily }: { daily: boolean }) {
  const title = daily ? '日班组报表' : '班组报表';
  usePageTitle(title);
  const location = useLocation();
  const query = readReportQuery(location.search);
  const { filter, key } = query;
  const signedIn = useSession(isSignedIn);
  const report = useQuery({
    queryKey: ['report', daily ? 'daily' : 'team', key ?? '', filter],
    queryFn: async () => (daily ? dailyLines(await fetchDailyReport(filter, key)) : teamShiftLines(await fetchTeamShiftReport(filter, key))),
    retry: false,
    enabled: Boolean(key) || signedIn,
  });
  const headers = daily ? ['日期', '班次', '车次', '毛重(吨)', '皮重(吨)', '净重(吨)'] : ['班次', '业务类型', '物料', '车次', '毛重(吨)', '皮重(吨)', '净重(吨)'];
  const columns: ColumnsType<TableLine> = [
    { title: headers[0], dataIndex: 'group', width: 120 },
    ...(daily ? [] : [{ title: '业务类型', dataIndex: 'flavourName', width: 100 }]),
    { title: daily ? '班次' : '物料', dataIndex: 'detail' },
    { title: '车次', dataIndex: 'trips', align: 'right', width: 80 },
    WEIGHT('毛重(吨)', 'gross'),
    WEIGHT('皮重(吨)', 'tare'),
    WEIGHT('净重(吨)', 'net'),
  ];
  const conditionPath = `${daily ? '/dayConditional/index' : '/conditional/index'}${reportSearch(query)}`;
  return (
    <ReportFrame displayKey={key}>
      <main style={{ padding: 20 }} className="report-print-area">
        <Card
          title={title}
          data-testid="report-table"
          extra={
            <Space className="report-no-print">
              <Link to={conditionPath}>
                <Button icon={<FilterOutlined />}>条件</Button>
              </Link>
              <Button icon={<ReloadOutlined />} onClick={() => void report.refetch()}>
                刷新
              </Button>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!report.data}>
                打印
              </Button>
              <Button
                icon={<DownloadOutlined />}
                disabled={!report.data}
                onClick={() => report.data && download(`${title}_${filter.startDate}_${filter.endDate}.csv`, linesToCsv(headers, report.data, !daily))}
              >
                导出
              </Button>
            </Space>
          }
        >
          <div style={{ marginBottom: 12, color: '#4b6b73' }} data-testid="report-conditions">
            {describeFilter(filter)}
          </div>
          {report.error ? <Alert type="error" showIcon message={serverMessage(report.error, '报表查询失败')} style={{ marginBottom: 12 }} /> : null}
          <Table<TableLine>
            rowKey="key"
            size="small"
            bordered
            loading={report.isLoading}
            columns={columns}
            dataSource={report.data ?? []}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
            rowClassName={(line) => (line.kind === 'row' ? '' : `report-${line.kind}`)}
            onRow={(line) => (line.kind === 'row' ? {} : { style: { fontWeight: 600, background: line.kind === 'total' ? '#e3f2f5' : '#f5fafb' } })}
          />
        </Card>
      </main>
    </ReportFrame>
  );
}
