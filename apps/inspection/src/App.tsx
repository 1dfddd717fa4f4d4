import { ArrowLeftOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useSession } from '@wb/api';
import { SessionHeader, SignedInGate, useApiClientBridge, usePageTitle } from '@wb/ui';

function InspectionHome() {
  const userInfo = useSession((s) => s.userInfo);
  return (
    <main style={{ padding: 20, display: 'flex', justifyContent: 'center' }}>
      <Card
        style={{ width: '100%', maxWidth: 760 }}
        title={
          <span>
            <ExperimentOutlined style={{ color: '#0e7c8c', marginRight: 8 }} />
            批量质检平台
          </span>
        }
        data-testid="inspection-user"
      >
        <p style={{ color: '#6b8a92', marginTop: 0 }}>化验室工位在此按批次录入与核对化验结果（/viewWeigh）。当前工位使用者：</p>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="姓名">{userInfo?.realName}</Descriptions.Item>
          <Descriptions.Item label="账号">{userInfo?.username}</Descriptions.Item>
          <Descriptions.Item label="当前公司">{userInfo?.currentOrgName}</Descriptions.Item>
          <Descriptions.Item label="所属集团">{userInfo?.currentGroupName}</Descriptions.Item>
          <Descriptions.Item label="角色">
            {userInfo?.roles.map((role) => (
              <Tag key={role} color="cyan">
                {role}
              </Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" href="/" icon={<ArrowLeftOutlined />} style={{ marginTop: 20 }} autoInsertSpace={false}>
          返回管理平台
        </Button>
      </Card>
    </main>
  );
}

/** The inspection app: who is at this lab station, and the way back to admin. */
export function App() {
  useApiClientBridge({ routerNavigation: false });
  usePageTitle('批量质检平台');
  return (
    <SignedInGate appName="批量质检平台">
      <div style={{ minHeight: '100vh', background: '#ebf6f9' }}>
        <SessionHeader appName="批量质检平台" />
        <InspectionHome />
      </div>
    </SignedInGate>
  );
}
