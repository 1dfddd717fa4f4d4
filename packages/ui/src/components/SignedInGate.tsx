import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { isSignedIn, useMe, useSession } from '@wb/api';
import { PRODUCT_TITLE } from '../logic/pageTitle';
import { WeighbridgeLogo } from './WeighbridgeLogo';

/**
 * For the apps outside admin: the session is the origin's (tokens in local storage). Signed out, it
 * links to the admin sign-in at /login; signed in, it loads the user and renders the app.
 */
export function SignedInGate({ appName, children }: { appName: string; children: ReactNode }) {
  const signedIn = useSession(isSignedIn);
  useMe();
  if (!signedIn) {
    return (
      <div data-testid="signed-out" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #ebf6f9, #d4eef2)' }}>
        <div style={{ textAlign: 'center', background: '#fff', padding: '40px 48px', borderRadius: 12, boxShadow: '0 12px 40px rgba(6,46,54,0.12)' }}>
          <WeighbridgeLogo size={56} />
          <h2 style={{ margin: '16px 0 4px', color: '#0a3f49' }}>{appName}</h2>
          <p style={{ margin: '0 0 24px', color: '#6b8a92' }}>{PRODUCT_TITLE} · 请先登录后使用</p>
          <Button type="primary" size="large" icon={<LoginOutlined />} href="/login" autoInsertSpace={false}>
            前往登录
          </Button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
