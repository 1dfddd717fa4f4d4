import { Button, Card, Form, Input, App as AntApp } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { completeSignIn, modifyPassword, useSession } from '@wb/api';
import { PRODUCT_TITLE, WeighbridgeLogo, usePageTitle } from '@wb/ui';

interface PwdForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /editpwd?id=<user id>: change the password (also where an initial password sends the user). */
export function EditPwdPage() {
  usePageTitle('修改密码');
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userInfo = useSession((s) => s.userInfo);
  const userId = params.get('id') || userInfo?.user || '';
  const [busy, setBusy] = useState(false);

  const submit = async (values: PwdForm) => {
    setBusy(true);
    try {
      await modifyPassword(userId, { oldPassword: values.oldPassword, newPassword: values.newPassword });
      void message.success('密码修改成功');
      // a user stopped at the initial password has no menus yet: finish the sign-in now
      await completeSignIn().catch(() => undefined);
      void navigate('/', { replace: true });
    } catch {
      // the client has shown the server's reason
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wb-center-page">
      <Card className="wb-center-card" data-testid="editpwd-form">
        <div className="wb-center-head">
          <WeighbridgeLogo size={40} />
          <div>
            <h2>修改密码</h2>
            <p>
              {PRODUCT_TITLE}
              {userInfo ? ` · ${userInfo.realName || userInfo.username}` : ''}
            </p>
          </div>
        </div>
        <Form<PwdForm> layout="vertical" size="large" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password placeholder="原密码" autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="新密码"
            name="newPassword"
            rules={[
              { required: true, message: '请输入新密码' },
              { min: 6, message: '密码长度不能少于6位' },
            ]}
          >
            <Input.Password placeholder="新密码" autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="确认密码"
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
              }),
            ]}
          >
            <Input.Password placeholder="确认密码" autoComplete="new-password" />
          </Form.Item>
          <div style={{ display: 'flex', gap: 12 }}>
            <Button onClick={() => void navigate(-1)} block autoInsertSpace={false}>
              返回
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} block autoInsertSpace={false}>
              确认修改
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
