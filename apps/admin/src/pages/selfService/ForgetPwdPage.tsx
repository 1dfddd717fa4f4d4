import { Alert, Button, Form, Input, Result, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, requestPasswordReset, resetPasswordWithCode } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { CaptchaInput } from './CaptchaInput';
import { PASSWORD_RULES, confirmRule } from './passwordRules';
import { SelfServiceFrame } from './SelfServiceFrame';
import { useCaptcha } from './useCaptcha';

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : '系统未知错误，请反馈给管理员');

function RequestStep({ onSent }: { onSent: (message: string) => void }) {
  const [form] = Form.useForm<{ username: string; mobile: string; captcha?: string }>();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      {error && <Alert type="error" showIcon title={error} data-testid="forget-error" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        data-testid="forget-request-form"
        onFinish={(v) => {
          setError(null);
          setBusy(true);
          requestPasswordReset({ username: v.username.trim(), mobile: v.mobile.trim(), ...captcha.fields(v.captcha) })
            .then(onSent)
            .catch((e: unknown) => {
              setError(errorText(e));
              captcha.refresh();
              form.setFieldValue('captcha', '');
            })
            .finally(() => setBusy(false));
        }}
      >
        <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
          <Input aria-label="用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="mobile" label="账号登记的手机号码" rules={[{ required: true, message: '请输入手机号码' }]}>
          <Input aria-label="手机号码" maxLength={11} />
        </Form.Item>
        {captcha.on && <CaptchaInput randomStr={captcha.randomStr} onRefresh={captcha.refresh} />}
        <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false} data-testid="forget-request-submit">
          提交重置申请
        </Button>
      </Form>
    </>
  );
}

interface CodeForm {
  username: string;
  resetCode: string;
  newPassword: string;
  confirm: string;
  captcha?: string;
}

function CodeStep({ onDone }: { onDone: (message: string) => void }) {
  const [form] = Form.useForm<CodeForm>();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      {error && <Alert type="error" showIcon title={error} data-testid="reset-error" style={{ marginBottom: 16 }} />}
      <Form<CodeForm>
        form={form}
        layout="vertical"
        data-testid="reset-code-form"
        onFinish={(v) => {
          setError(null);
          setBusy(true);
          resetPasswordWithCode({ username: v.username.trim(), resetCode: v.resetCode.trim(), newPassword: v.newPassword, ...captcha.fields(v.captcha) })
            .then(onDone)
            .catch((e: unknown) => {
              setError(errorText(e));
              captcha.refresh();
              form.setFieldValue('captcha', '');
            })
            .finally(() => setBusy(false));
        }}
      >
        <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
          <Input aria-label="用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="resetCode" label="重置码" rules={[{ required: true, message: '请输入管理员告知的重置码' }]}>
          <Input aria-label="重置码" placeholder="XXXX-XXXX" maxLength={12} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={PASSWORD_RULES}>
          <Input.Password aria-label="新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="确认密码" dependencies={['newPassword']} rules={[{ required: true, message: '请再次输入密码' }, confirmRule('newPassword')]}>
          <Input.Password aria-label="确认密码" autoComplete="new-password" />
        </Form.Item>
        {captcha.on && <CaptchaInput randomStr={captcha.randomStr} onRefresh={captcha.refresh} />}
        <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false} data-testid="reset-code-submit">
          设置新密码
        </Button>
      </Form>
    </>
  );
}

/**
 * /forgetpwd: 1) name the account and the mobile number on file — always the same answer;
 * 2) after an administrator has checked who you are and told you a reset code, set a new password.
 */
export function ForgetPwdPage() {
  usePageTitle('忘记密码');
  const [tab, setTab] = useState('request');
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <SelfServiceFrame title="忘记密码" testId="forgetpwd-page">
      {done ? (
        <Result status="success" title={done} data-testid="reset-done" extra={<Link to="/login">去登录</Link>} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'request',
              label: '申请重置',
              children: sent ? (
                <Result
                  status="info"
                  title="申请已提交"
                  subTitle={<span data-testid="forget-sent">{sent}</span>}
                  extra={
                    <Button type="primary" onClick={() => setTab('code')}>
                      我已拿到重置码
                    </Button>
                  }
                />
              ) : (
                <RequestStep onSent={setSent} />
              ),
            },
            { key: 'code', label: '使用重置码', children: <CodeStep onDone={setDone} /> },
          ]}
        />
      )}
    </SelfServiceFrame>
  );
}
