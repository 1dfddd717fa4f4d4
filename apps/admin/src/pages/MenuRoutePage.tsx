import { Spin } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionMenus, type MenuItem } from '@wb/api';
import { HOME_PATH, usePageTitle } from '@wb/ui';
import { rememberUnknownPath } from '../guard/rememberUnknownPath';
import { TemplateFreeNotice } from './TemplateFreeNotice';
import { TemplatePage } from './TemplatePage';

function findByPath(items: MenuItem[], path: string): MenuItem | null {
  for (const item of items) {
    if (item.path === path) return item;
    const found = findByPath(item.children ?? [], path);
    if (found) return found;
  }
  return null;
}

/**
 * Routes made from the user's menu (SPEC.md §2): a leaf with a LIST template is its generic list
 * page (TemplatePage); until one is configured it is the template-free notice (/template-free). An
 * address outside the menu goes to the home page, and is kept as the history URL (SPEC.md §2) — but
 * only once the menu is known: a new tab loads it after the first render.
 */
export function MenuRoutePage() {
  const location = useLocation();
  const menu = useSession((s) => s.menu);
  const { loading } = useSessionMenus();
  const item = location.pathname === '/template-free' ? null : findByPath(menu, location.pathname);
  usePageTitle(item?.title ?? '模板未配置');
  if (loading) return <Spin size="large" className="wb-page-loading" data-testid="menu-loading" />;
  if (!item && location.pathname !== '/template-free') {
    rememberUnknownPath(location.pathname + location.search);
    return <Navigate to={HOME_PATH} replace />;
  }
  if (!item) return <TemplateFreeNotice />;
  return <TemplatePage key={item.id} item={item} />;
}
