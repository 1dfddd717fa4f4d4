import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAgency, useSession } from '@wb/api';
import { HOME_PATH, menuItemAbove, pagePath, useAddressCheck } from '@wb/ui';

/** To-dos: records waiting for the user's action, each leading to its list. */
export function AgencyCard() {
  const agency = useAgency();
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const checkAddress = useAddressCheck();
  const open = async (path: string) =>
    void navigate((await checkAddress(path, menuItemAbove(menu, pagePath(path))?.id)) ? path : HOME_PATH);
  return (
    <Card title="待办事项" className="wb-home-card" loading={agency.isLoading} data-testid="agency-card">
      {agency.data && agency.data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待办" />}
      <ul className="wb-plain-list">
        {agency.data?.map((item) => (
          <li key={item.id}>
            <button type="button" className="wb-row-button" onClick={() => void open(item.path)}>
              <CheckCircleOutlined style={{ color: '#0e8a9c' }} />
              <span className="wb-row-text">{item.title}</span>
              <Badge count={item.count} overflowCount={999} showZero color={item.count > 0 ? '#e11d48' : '#94a3b8'} />
              <RightOutlined className="wb-row-arrow" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
