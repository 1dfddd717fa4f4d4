import { BarChartOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { useHomeCounts, useSession } from '@wb/api';
import { Route, Routes } from 'react-router-dom';
import { SessionHeader, SignedInGate, useApiClientBridge, usePageTitle } from '@wb/ui';
import { ConditionPage } from './pages/ConditionPage';
import { InFactoryPage } from './pages/InFactoryPage';
import { ReportTablePage } from './pages/ReportTablePage';
import { REPORT_ROUTES } from './reportRoutes';
import { statCards } from './statCards';

function ReportsHome() {
  const counts = useHomeCounts();
  const orgName = useSession((s) => s.userInfo?.currentOrgName);
  return (
    <main style={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={`${orgName ?? ''} 今日实时统计`} extra={<span style={{ color: '#6b8a92' }}>每 30 秒刷新</span>} data-testid="report-stats">
        <Row gutter={[16, 16]}>
          {statCards(counts.data).map((card) => (
            <Col key={card.key} xs={12} md={8} xl={4}>
              <Card size="small" style={{ background: '#f5fafb' }}>
                <Statistic title={card.title} value={card.value} suffix={card.suffix} loading={counts.isLoading} />
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title="报表" data-testid="report-routes">
        <Row gutter={[16, 16]}>
          {REPORT_ROUTES.map((route) => (
            <Col key={route.path} xs={24} md={12} xl={8}>
              <a href={route.path} style={{ display: 'block', padding: 16, border: '1px solid #e3ecef', borderRadius: 8, color: 'inherit' }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600, color: '#0a3f49' }}>
                  <BarChartOutlined style={{ color: '#0e7c8c' }} />
                  {route.title}
                  <RightOutlined style={{ marginLeft: 'auto', fontSize: 11, color: '#94a3b8' }} />
                </div>
                <div style={{ marginTop: 6, color: '#6b8a92', fontSize: 13 }}>{route.description}</div>
                <code style={{ fontSize: 12, color: '#94a3b8' }}>{route.path}</code>
              </a>
            </Col>
          ))}
        </Row>
      </Card>
    </main>
  );
}

function Home() {
  usePageTitle('报表中心');
  return (
    <SignedInGate appName="报表中心">
      <div style={{ minHeight: '100vh', background: '#ebf6f9' }}>
        <SessionHeader appName="报表中心" />
        <ReportsHome />
      </div>
    </SignedInGate>
  );
}

/**
 * The reports app: live figures of the current company and the five report pages of SPEC.md §2
 * (the server redirects /conditional/index and the others to /reports/…). The report pages open
 * without a session when their address carries a display key (?key=rdk_…).
 */
export function App() {
  useApiClientBridge({ routerNavigation: false });
  return (
    <Routes>
      <Route path="/conditional/index" element={<ConditionPage daily={false} />} />
      <Route path="/Information/index" element={<ReportTablePage daily={false} />} />
      <Route path="/dayConditional/index" element={<ConditionPage daily />} />
      <Route path="/dayInformation/index" element={<ReportTablePage daily />} />
      <Route path="/factoryvehicle/index" element={<InFactoryPage />} />
      <Route path="*" element={<Home />} />
    </Routes>
  );
}
