import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert, Card, Col, Row, Statistic, Table } from 'antd';
import { useLocation } from 'react-router-dom';
import { fetchInFactoryStats, isSignedIn, serverMessage, useSession, type InFactoryVehicle } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { inFactoryChartOption } from '../logic/inFactoryChart';
import { readReportQuery } from '../logic/reportQuery';
import { EChart } from './EChart';
import { ReportFrame } from './ReportFrame';

/** the wall display polls this often (the socket room another module builds will push instead) */
export const IN_FACTORY_REFRESH_MS = 5_000;

/**
 * 在厂车辆统计: vehicles in the factory per business flavour and stage, for a wall display. It polls
 * every 5 s, also in the background, and never gives up: while the server restarts it keeps the
 * last figures with a notice and picks up again on its own.
 */
export function InFactoryPage() {
  usePageTitle('在厂车辆统计');
  const location = useLocation();
  const { key } = readReportQuery(location.search);
  const signedIn = useSession(isSignedIn);
  const stats = useQuery({
    queryKey: ['report', 'in-factory', key ?? ''],
    enabled: Boolean(key) || signedIn,
    queryFn: () => fetchInFactoryStats(key),
    refetchInterval: IN_FACTORY_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const data = stats.data;
  const option = useMemo(() => (data ? inFactoryChartOption(data) : null), [data]);
  return (
    <ReportFrame displayKey={key}>
      <main style={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="in-factory">
        {/* the wall display says what it shows, as the other report pages do */}
        <h2 style={{ margin: 0, fontSize: 22, fontWeight: 600, color: '#0f3d4a' }}>在厂车辆统计</h2>
        {stats.error ? (
          <Alert
            type="warning"
            showIcon
            data-testid="in-factory-offline"
            message={data ? `数据暂时无法更新（${serverMessage(stats.error, '连接中断')}），正在自动重试…` : serverMessage(stats.error, '连接中断，正在自动重试…')}
          />
        ) : null}
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6}>
            <Card>
              <Statistic title="在厂车辆" value={data?.total ?? '-'} suffix="辆" loading={stats.isLoading} />
              <div style={{ color: '#6b8a92', marginTop: 8 }} data-testid="in-factory-time">
                {data ? `更新于 ${data.time}` : ''}
              </div>
            </Card>
          </Col>
          {(data?.byFlavour ?? []).map((f) => (
            <Col key={f.flavour} xs={12} md={6} xl={3}>
              <Card size="small">
                <Statistic title={f.flavourName} value={f.total} suffix="辆" />
              </Card>
            </Col>
          ))}
        </Row>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title="按业务类型与环节">
              {option ? <EChart option={option} style={{ height: 360 }} /> : null}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="在厂时间最长的车辆">
              <Table<InFactoryVehicle>
                rowKey={(v, i) => `${v.plate}-${v.entryTime ?? ''}-${i ?? 0}`}
                size="small"
                pagination={false}
                scroll={{ y: 320 }}
                dataSource={data?.vehicles ?? []}
                locale={{ emptyText: '暂无数据' }}
                columns={[
                  { title: '车牌', dataIndex: 'plate', width: 110 },
                  { title: '业务', dataIndex: 'flavourName', width: 80 },
                  { title: '物料', dataIndex: 'materialName' },
                  { title: '环节', dataIndex: 'statusName', width: 90 },
                  { title: '入厂时间', dataIndex: 'entryTime', width: 170 },
                  {
                    title: '在厂时长',
                    dataIndex: 'minutes',
                    width: 100,
                    render: (m: number | null) => (m === null ? '-' : `${Math.floor(m / 60)}时${m % 60}分`),
                  },
                ]}
              />
            </Card>
          </Col>
        </Row>
      </main>
    </ReportFrame>
  );
}
