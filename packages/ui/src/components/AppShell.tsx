import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore, useSession, type MenuItem } from '@wb/api';
import { useTabs } from '../hooks/useTabs';
import { useAddressCheck } from '../hooks/useAddressCheck';
import { HOME_PATH } from '../logic/firstPage';
import { menuTarget } from '../logic/menuTarget';
import { CompanySwitcher } from './CompanySwitcher';
import { HeaderButtons } from './HeaderButtons';
import { LockButton } from './LockButton';
import { LogoBar } from './LogoBar';
import { MenuSearch } from './MenuSearch';
import { SideMenu } from './SideMenu';
import { TabStrip } from './TabStrip';
import { UserMenu } from './UserMenu';
import { SHELL_CSS } from './shellStyles';

export interface AppShellProps {
  children: ReactNode;
  homePath?: string;
}

const NEW_WINDOW = /jzjk|pdjk|dsrw/;

/**
 * The signed-in layout: header (logo, menu search, company, full screen, refresh, lock, user), the menu sidebar and
 * the tab strip of visited pages above the content.
 */
export function AppShell({ children, homePath = HOME_PATH }: AppShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useSession((s) => s.menu);
  const collapsed = useSession((s) => s.collapse);
  const themeColor = useSession((s) => s.themeColor);
  const tabs = useTabs(homePath);
  const checkAddress = useAddressCheck();

  // SPEC.md §2: every menu click is first checked with the server; a refusal sends the user home.
  const openItem = async (item: MenuItem) => {
    if (!(await checkAddress(item.id, item.id))) {
      void navigate(homePath);
      return;
    }
    const target = menuTarget(item);
    const key = `${item.path} ${item.component ?? ''}`;
    if (NEW_WINDOW.test(key)) {
      const token = sessionStore.getState().access_token;
      window.open(key.includes('jzjk') ? `${target}${target.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : '/login', '_blank');
      return;
    }
    sessionStore.getState().setMenuTopId(item.menuParentId);
    void navigate(target);
  };

  return (
    <Layout className="wb-shell">
      <style>{SHELL_CSS}</style>
      <Layout.Header className="wb-shell-header">
        <LogoBar />
        <div className="wb-spacer" />
        <MenuSearch onOpen={(item) => void openItem(item)} />
        <CompanySwitcher homePath={homePath} />
        <HeaderButtons />
        <LockButton />
        <UserMenu />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          className="wb-shell-sider"
          collapsible
          collapsed={collapsed}
          onCollapse={(value) => sessionStore.getState().setCollapse(value)}
          width={208}
          collapsedWidth={64}
        >
          <SideMenu menu={menu} collapsed={collapsed} activePath={location.pathname} onOpenItem={(item) => void openItem(item)} />
        </Layout.Sider>
        <Layout className="wb-shell-main">
          <TabStrip
            tabs={tabs.tabs}
            activeValue={tabs.activeValue}
            onOpen={(tab) => void tabs.open(tab)}
            onClose={tabs.close}
            onCloseOthers={tabs.closeOthers}
            onCloseAll={tabs.closeAll}
          />
          <Layout.Content className="wb-shell-content" style={{ background: themeColor }}>
            {children}
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
