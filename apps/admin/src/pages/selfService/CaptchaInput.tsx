import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { captchaImageUrl } from '@wb/api';

export interface CaptchaInputProps {
  randomStr: string;
  onRefresh: () => void;
  /** the form field (`captcha` on the public forms, `code` on the login page) */
  name?: string;
  /** the row's label; null for none (the login page's rows have none) */
  label?: string | null;
  /** a page's own layout of the row (the login page's `wb-login-captcha`); else input and picture side by side */
  className?: string;
}

/** The captcha row of a form; clicking the picture asks for a new one. */
export function CaptchaInput({ randomStr, onRefresh, name = 'captcha', label = '验证码', className }: CaptchaInputProps) {
  return (
    <Form.Item label={label ?? undefined} required>
      <div className={className} style={className ? undefined : { display: 'flex', gap: 8 }}>
        <Form.Item name={name} noStyle rules={[{ required: true, message: '请输入验证码' }]}>
          <Input prefix={<SafetyCertificateOutlined />} placeholder="验证码" aria-label="验证码" maxLength={8} autoComplete="off" />
        </Form.Item>
        <img
          src={captchaImageUrl(randomStr)}
          alt="验证码图片"
          title="看不清？点击换一张"
          data-testid="captcha-image"
          onClick={onRefresh}
          style={className ? undefined : { height: 32, cursor: 'pointer', borderRadius: 4 }}
        />
      </div>
    </Form.Item>
  );
}
