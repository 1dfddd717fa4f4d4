import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isSignedIn, logout, sessionStore, useSession } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { useClock } from './useClock';

/** /lock: the locked screen. Unlocks with the password set when locking, or signs out. */
export function LockPage() {
  usePageTitle('锁屏');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const userInfo = useSession((s) => s.userInfo);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useClock();

  if (!signedIn) return <Navigate to="/login" replace />;
  const name = userInfo?.realName || userInfo?.username || '';

  const unlock = () => {
    if (!password) {
      setError('请输入锁屏密码');
      return;
    }
    if (password !== sessionStore.getState().lockPasswd) {
      setError('锁屏密码错误，请重新输入');
      return;
    }
    sessionStore.getState().unlock();
    void navigate('/', { replace: true });
  };

  const signOut = async () => {
    await logout();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };

  return (
    <div className="wb-lock" data-testid="lock-page">
      <div className="wb-lock-time">{now.format('HH:mm')}</div>
      <div className="wb-lock-date">{now.format('YYYY年M月D日 dddd')}</div>
      <div className="wb-lock-card">
        <Avatar size={72} style={{ background: '#0e6f7e', fontSize: 30 }}>
          {name.slice(0, 1)}
        </Avatar>
        <div className="wb-lock-name" data-testid="lock-user-name">
          {name}
        </div>
        <div className="wb-lock-org">{userInfo?.currentOrgName}</div>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入锁屏密码"
          aria-label="锁屏密码"
          value={password}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          onPressEnter={unlock}
        />
        <div className="wb-lock-error" role="alert">
          {error}
        </div>
        <Button type="primary" size="large" block icon={<UnlockOutlined />} onClick={unlock} autoInsertSpace={false}>
          解锁
        </Button>
        <Button type="link" onClick={() => void signOut()} autoInsertSpace={false}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
