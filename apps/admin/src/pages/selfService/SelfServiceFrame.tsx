import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_TITLE, WeighbridgeLogo } from '@wb/ui';

/** The frame of the public pages next to /login: product name, one card, a way back to sign-in. */
export function SelfServiceFrame({ title, testId, children, width = 480 }: { title: string; testId: string; children: ReactNode; width?: number }) {
  return (
    <div style={{ minHeight: '100vh', background: '#eef3f8', display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '48px 16px' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24, fontSize: 20, fontWeight: 600, color: '#1f3b57' }}>
        <WeighbridgeLogo size={36} />
        <span>{PRODUCT_TITLE}</span>
      </div>
      <Card title={title} data-testid={testId} style={{ width: '100%', maxWidth: width }}>
        {children}
      </Card>
      <div style={{ marginTop: 16 }}>
        <Link to="/login">返回登录</Link>
      </div>
    </div>
  );
}
