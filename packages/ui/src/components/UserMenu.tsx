import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import { logout, useSession } from '@wb/api';

/** Avatar and real name with 个人信息 (→ /editpwd?id=…) and 退出系统 (confirm, logout, /login). */
export function UserMenu() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userInfo = useSession((s) => s.userInfo);
  const name = userInfo?.realName || userInfo?.username || '';

  const confirmLogout = () =>
    modal.confirm({
      title: '退出系统',
      content: '是否继续?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
    });

  return (
    <Dropdown
      // Click only: with hover as well, the pointer opens it and the click that follows shuts it again.
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: '个人信息' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出系统' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(`/editpwd?id=${encodeURIComponent(userInfo?.user ?? '')}`);
          else confirmLogout();
        },
      }}
    >
      <button type="button" className="wb-user-menu" aria-label="用户菜单">
        <Avatar size={30} style={{ background: '#0e6f7e' }}>
          {name.slice(0, 1) || <UserOutlined />}
        </Avatar>
        <span data-testid="header-user-name" className="wb-user-name">
          {name}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
