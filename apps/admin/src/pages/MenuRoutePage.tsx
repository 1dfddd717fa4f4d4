import { Spin } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionMenus, type MenuItem } from '@wb/api';
import { HOME_PATH, usePageTitle } from '@wb/ui';
import { rememberUnknownPath } from '../guard/rememberUnknownPath';
import { DEDICATED_PAGES } from './dedicatedPages';
import { TemplateFreeNotice } from './TemplateFreeNotice';
import { RoleAdminPage } from './sys/RoleAdminPage';
import { SiteLicencePage } from './sys/SiteLicencePage';
import { UserAdminPage } from './sys/UserAdminPage';
import { PendingAccountsPanel } from './selfService/PendingAccountsPanel';
import { SiteLinksPanel } from './selfService/SiteLinksPanel';
import { TemplatePage } from './TemplatePage';
import { CustomTablePage, isCustomTablePath } from './lowcode/CustomTablePage';
import { FormatDesignerPage, isFormatDesignerPath } from './lowcode/FormatDesignerPage';

function findByPath(items: MenuItem[], path: string): MenuItem | null {
  for (const item of items) {
    if (item.path === path) return item;
    const found = findByPath(item.children ?? [], path);
    if (found) return found;
  }
  return null;
}

/**
 * Routes made from the user's menu (SPEC.md §2): a leaf listed in dedicatedPages.ts is its own
 * screen; otherwise a leaf with a LIST template is its generic list
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
  // 系统管理 pages beyond the generic list: online users, the role list with its menu assignment,
  // the user list with its initial password, 分配角色 and 重置密码
  if (/^\/modules\/sys\/site_license(\/|$)/.test(item.path)) return <SiteLicencePage key={item.id} />;
  if (/^\/modules\/sys\/user(\/|$)/.test(item.path))
    return (
      <>
        <UserAdminPage key={item.id} item={item} />
        <PendingAccountsPanel />
      </>
    );
  if (/^\/modules\/sys\/app(\/|$)/.test(item.path))
    return (
      <>
        <TemplatePage key={item.id} item={item} />
        <SiteLinksPanel />
      </>
    );
  if (/^\/modules\/sys\/role(\/|$)/.test(item.path)) return <RoleAdminPage key={item.id} item={item} />;
  const Dedicated = DEDICATED_PAGES[item.path];
  if (Dedicated) return <Dedicated key={item.id} item={item} />;
  // 格式模板 adds the designer's tools (设计字段, JSON export/import) to its generic list
  if (isFormatDesignerPath(item.path)) return <FormatDesignerPage key={item.id} item={item} />;
  if (isCustomTablePath(item.path)) return <CustomTablePage key={item.id} item={item} />;
  return <TemplatePage key={item.id} item={item} />;
}
