import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, List, Result, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError, decideAuthorize, fetchAuthorizeInfo, isSignedIn, useSession } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { authorizeQuery } from '../../logic/authorizeQuery';
import { loginThenBack } from '../../logic/safeRedirect';
import { SelfServiceFrame } from './SelfServiceFrame';

/** The browser leaves for the app's registered redirect URI (the server built and checked it). */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * /grantAuth: OAuth 2.0 consent (authorization code + PKCE S256) for an app of 系统管理 → 应用管理.
 * Signed out, the user signs in first and comes back here with the same query.
 */
export function GrantAuthPage() {
  usePageTitle('授权确认');
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  const realName = useSession((s) => s.userInfo?.realName ?? s.userInfo?.username ?? '');
  const query = useMemo(() => authorizeQuery(new URLSearchParams(location.search)), [location.search]);
  const info = useQuery({
    queryKey: ['oauth-authorize', location.search],
    queryFn: () => fetchAuthorizeInfo(query),
    enabled: signedIn,
    retry: false,
    staleTime: Infinity,
  });
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!signedIn) return <Navigate to={loginThenBack(location.pathname + location.search)} replace />;

  const decide = (approve: boolean) => {
    setBusy(approve ? 'approve' : 'deny');
    setError(null);
    decideAuthorize(query, approve)
      .then(leaveFor)
      .catch((e: unknown) => {
        setError(e instanceof ApiError || e instanceof Error ? e.message : '系统未知错误，请反馈给管理员');
        setBusy(null);
      });
  };

  let body;
  if (info.isPending) body = <Spin data-testid="grant-loading" />;
  else if (info.isError)
    body = <Result status="error" title="无法授权" subTitle={<span data-testid="grant-refused">{info.error.message}</span>} />;
  else if (info.data.kind === 'redirect') {
    leaveFor(info.data.redirect);
    body = <Spin tip="正在返回应用…" />;
  } else {
    const app = info.data;
    body = (
      <>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <p style={{ fontSize: 16 }}>
          应用 <strong data-testid="grant-app-name">{app.appName}</strong> 请求访问您的账号{realName ? `（${realName}）` : ''}：
        </p>
        <List
          data-testid="grant-scopes"
          bordered
          dataSource={app.scopes}
          renderItem={(s) => (
            <List.Item>
              <Space>
                <CheckCircleOutlined style={{ color: '#1677ff' }} />
                <span>{s.label}</span>
                <code>{s.scope}</code>
              </Space>
            </List.Item>
          )}
        />
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label="授权后将返回">{app.redirectUri}</Descriptions.Item>
        </Descriptions>
        <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => decide(false)} loading={busy === 'deny'} disabled={busy !== null} autoInsertSpace={false} data-testid="grant-deny">
            拒绝
          </Button>
          <Button type="primary" onClick={() => decide(true)} loading={busy === 'approve'} disabled={busy !== null} autoInsertSpace={false} data-testid="grant-approve">
            同意授权
          </Button>
        </Space>
      </>
    );
  }
  return (
    <SelfServiceFrame title="授权确认" testId="grant-page" width={560}>
      {body}
    </SelfServiceFrame>
  );
}
