import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, completeSignIn, loginByPassword, newRandomStr, sessionStore, useGlobalConfig } from '@wb/api';
import { HOME_PATH, PRODUCT_TITLE, WeighbridgeLogo, usePageTitle } from '@wb/ui';
import { WeighbridgeScene } from './WeighbridgeScene';
import { CaptchaInput } from './selfService/CaptchaInput';
import { safeRedirect } from '../logic/safeRedirect';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
  remember: boolean;
}

const REMEMBER_KEY = 'wb-remember-username';

/** /login: username, password, captcha (unless switched off), remember-username; SPEC.md §8 errors shown inline. */
export function LoginPage() {
  usePageTitle('登录');
  const navigate = useNavigate();
  // /grantAuth and other pages that need a sign-in send the user here with ?redirect= and get them back
  const [search] = useSearchParams();
  const backTo = safeRedirect(search.get('redirect'));
  const config = useGlobalConfig();
  const captchaOn = config.isError || config.data?.captchaEnabled === true;
  const [form] = Form.useForm<LoginForm>();
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remembered = localStorage.getItem(REMEMBER_KEY) ?? '';

  const refreshCaptcha = () => {
    setRandomStr(newRandomStr());
    form.setFieldValue('code', '');
  };

  // Leaving the page (home, or /editpwd for an initial password) ends the sign-in in progress.
  useEffect(() => () => sessionStore.getState().setSigningIn(false), []);

  const submit = async (values: LoginForm) => {
    setError(null);
    setBusy(true);
    sessionStore.getState().setSigningIn(true);
    try {
      await loginByPassword({
        username: values.username.trim(),
        password: values.password,
        ...(captchaOn ? { code: values.code?.trim(), randomStr } : {}),
      });
      if (values.remember) localStorage.setItem(REMEMBER_KEY, values.username.trim());
      else localStorage.removeItem(REMEMBER_KEY);
      const { passwordSafe } = await completeSignIn();
      // an initial password: the client shows 请修改初始密码！即将跳转.... and moves to /editpwd itself
      if (passwordSafe) void navigate(backTo ?? HOME_PATH, { replace: true });
    } catch (e) {
      // Tokens may already be stored when loading the user failed: no half-signed-in session stays behind.
      if (sessionStore.getState().access_token !== '') sessionStore.getState().clearSession();
      sessionStore.getState().setSigningIn(false);
      setError(e instanceof ApiError || e instanceof Error ? e.message : '系统未知错误，请反馈给管理员');
      // a captcha answers once: 验证码错误 and every other failure need a fresh picture
      if (captchaOn) refreshCaptcha();
      setBusy(false);
    }
  };

  return (
    <div className="wb-login">
      <section className="wb-login-brand">
        <div className="wb-login-brand-head">
          <WeighbridgeLogo size={44} />
          <span>{PRODUCT_TITLE}</span>
        </div>
        <div className="wb-login-brand-body">
          <h1>称重计量 · 门岗 · 质检 · 结算</h1>
          <p>一个平台管好每一车、每一吨：登记进厂、过磅称重、化验检质、结算对账全程在线，数据实时汇总。</p>
          <WeighbridgeScene />
        </div>
        <div className="wb-login-brand-foot">© 统一称重计量管控平台</div>
      </section>
      <section className="wb-login-panel">
        <div className="wb-login-card">
          <h2>账号登录</h2>
          <p className="wb-login-hint">欢迎使用{PRODUCT_TITLE}</p>
          {error && <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />}
          <Spin spinning={busy}>
            <Form<LoginForm>
              form={form}
              data-testid="login-form"
              aria-label="登录表单"
              size="large"
              initialValues={{ username: remembered, remember: remembered !== '' }}
              onFinish={(values) => void submit(values)}
              autoComplete="on"
            >
              <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }]}>
                <Input prefix={<UserOutlined />} placeholder="用户名" aria-label="用户名" autoComplete="username" />
              </Form.Item>
              <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
                <Input.Password prefix={<LockOutlined />} placeholder="密码" aria-label="密码" autoComplete="current-password" />
              </Form.Item>
              {captchaOn && <CaptchaInput name="code" label={null} className="wb-login-captcha" randomStr={randomStr} onRefresh={refreshCaptcha} />}
              <Form.Item style={{ marginBottom: 12 }}>
                <div className="wb-login-links" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  <Form.Item name="remember" valuePropName="checked" noStyle>
                    <Checkbox>记住用户名</Checkbox>
                  </Form.Item>
                  <span style={{ display: 'flex', gap: 12 }}>
                    <Link to="/forgetpwd">忘记密码</Link>
                    <Link to="/register">注册账号</Link>
                  </span>
                </div>
              </Form.Item>
              <Button type="primary" htmlType="submit" block autoInsertSpace={false} loading={busy} data-testid="login-submit">
                登录
              </Button>
              <div style={{ marginTop: 12, textAlign: 'center' }}>
                <Link to="/appDownload">手持机APP下载</Link>
              </div>
            </Form>
          </Spin>
        </div>
      </section>
    </div>
  );
}
