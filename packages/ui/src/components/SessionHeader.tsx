import { Avatar, Button, Tag } from 'antd';
import { useSession } from '@wb/api';
import { LogoBar } from './LogoBar';
import { SHELL_CSS } from './shellStyles';

/** A slim header for the satellite apps (reports, kiosk, inspection): product, app name, company and user. */
export function SessionHeader({ appName }: { appName: string }) {
  const userInfo = useSession((s) => s.userInfo);
  const name = userInfo?.realName || userInfo?.username || '';
  return (
    <header className="wb-shell-header">
      <style>{SHELL_CSS}</style>
      <LogoBar subtitle={appName} />
      <div className="wb-spacer" />
      {userInfo?.currentOrgName && (
        <Tag color="cyan" data-testid="header-company-name">
          {userInfo.currentOrgName}
        </Tag>
      )}
      <span className="wb-user-menu">
        <Avatar size={28} style={{ background: '#0e6f7e' }}>
          {name.slice(0, 1)}
        </Avatar>
        <span data-testid="header-user-name">{name}</span>
      </span>
      <Button href="/" type="link">
        返回管理平台
      </Button>
    </header>
  );
}
