import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, registerAccount } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { CaptchaInput } from './CaptchaInput';
import { PASSWORD_RULES, confirmRule } from './passwordRules';
import { SelfServiceFrame } from './SelfServiceFrame';
import { useCaptcha } from './useCaptcha';

interface RegisterForm {
  username: string;
  realName: string;
  mobile: string;
  password: string;
  confirm: string;
  captcha?: string;
}

/** /register: a self-registration that waits for an administrator's approval (用户管理 → 待审核注册). */
export function RegisterPage() {
  usePageTitle('注册账号');
  const [form] = Form.useForm<RegisterForm>();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: RegisterForm) => {
    setError(null);
    setBusy(true);
    try {
      setDone(
        await registerAccount({
          username: values.username.trim(),
          realName: values.realName.trim(),
          mobile: values.mobile.trim(),
          password: values.password,
          ...captcha.fields(values.captcha),
        }),
      );
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '系统未知错误，请反馈给管理员');
      if (captcha.on) {
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <SelfServiceFrame title="注册账号" testId="register-page">
      {done ? (
        <Result status="success" title={done} subTitle="审核通过后即可使用注册的用户名和密码登录。" data-testid="register-done" extra={<Link to="/login">返回登录</Link>} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} data-testid="register-error" style={{ marginBottom: 16 }} />}
          <Form<RegisterForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="register-form" autoComplete="off">
            <Form.Item
              name="username"
              label="用户名"
              rules={[
                { required: true, message: '请输入用户名' },
                { pattern: /^[A-Za-z0-9_.@-]{4,32}$/, message: '用户名只能包含字母、数字和 _ . @ -，长度4到32位' },
              ]}
            >
              <Input placeholder="字母、数字和 _ . @ -，4到32位" aria-label="用户名" autoComplete="username" />
            </Form.Item>
            <Form.Item name="realName" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 32, message: '姓名不超过32个字符' }]}>
              <Input aria-label="姓名" />
            </Form.Item>
            <Form.Item name="mobile" label="手机号码" rules={[{ required: true, message: '请输入手机号码' }, { pattern: /^1[3-9]\d{9}$/, message: '手机号码格式错误' }]}>
              <Input aria-label="手机号码" maxLength={11} />
            </Form.Item>
            <Form.Item name="password" label="密码" rules={PASSWORD_RULES} extra="至少 8 位，须同时包含字母和数字">
              <Input.Password aria-label="密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirm" label="确认密码" dependencies={['password']} rules={[{ required: true, message: '请再次输入密码' }, confirmRule('password')]}>
              <Input.Password aria-label="确认密码" autoComplete="new-password" />
            </Form.Item>
            {captcha.on && <CaptchaInput randomStr={captcha.randomStr} onRefresh={captcha.refresh} />}
            <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false} data-testid="register-submit">
              提交注册
            </Button>
          </Form>
        </>
      )}
    </SelfServiceFrame>
  );
}
