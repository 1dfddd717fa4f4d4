import { StarFilled } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUseMenus } from '@wb/api';
import { HOME_PATH, menuTarget, useAddressCheck } from '@wb/ui';

/** The user's favourite menus as quick links. */
export function FavouriteMenusCard() {
  const menus = useUseMenus();
  const navigate = useNavigate();
  const checkAddress = useAddressCheck();
  return (
    <Card title="常用菜单" className="wb-home-card" loading={menus.isLoading} data-testid="favourite-menus">
      {menus.data && menus.data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无常用菜单" />}
      <div className="wb-fav-grid">
        {menus.data?.map((item) => (
          <button
            type="button"
            key={item.id}
            className="wb-fav"
            onClick={() => void checkAddress(item.id, item.id).then((ok) => navigate(ok ? menuTarget(item) : HOME_PATH))}
          >
            <StarFilled style={{ color: '#f5b83d' }} />
            <span>{item.title}</span>
          </button>
        ))}
      </div>
    </Card>
  );
}
