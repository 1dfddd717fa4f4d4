import { Button, Card, Result } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, type MenuItem } from '@wb/api';
import { HOME_PATH, usePageTitle } from '@wb/ui';
import { rememberUnknownPath } from '../guard/rememberUnknownPath';

function findByPath(items: MenuItem[], path: string): MenuItem | null {
  for (const item of items) {
    if (item.path === path) return item;
    const found = findByPath(item.children ?? [], path);
    if (found) return found;
  }
  return null;
}

/**
 * Routes made from the user's menu (SPEC.md §2). Until a menu's format template is configured the
 * page is the template-free notice (/template-free). An address outside the menu goes to the home
 * page, and is kept as the history URL (SPEC.md §2).
 */
export function MenuRoutePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const item = location.pathname === '/template-free' ? null : findByPath(menu, location.pathname);
  usePageTitle(item?.title ?? '模板未配置');
  if (!item && location.pathname !== '/template-free') {
    rememberUnknownPath(location.pathname + location.search);
    return <Navigate to={HOME_PATH} replace />;
  }
  return (
    <Card data-testid="template-free">
      <Result
        status="info"
        title={item ? item.title : '模板未配置'}
        subTitle="该菜单尚未配置格式模板，请在“模板属性配置”中为其配置列表与表单模板后再使用。"
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </Card>
  );
}
