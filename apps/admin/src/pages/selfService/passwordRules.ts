import type { FormRule as Rule } from 'antd';

/** The product's password rule (server: auth/password.ts passwordPolicyError), checked before sending. */
export const PASSWORD_RULES: Rule[] = [
  { required: true, message: '请输入密码' },
  { min: 8, message: '密码长度至少 8 位，且必须同时包含字母和数字' },
  { max: 64, message: '密码长度不能超过 64 位' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '密码必须同时包含字母和数字' },
];

/** The confirmation must repeat the password of field `name`. */
export function confirmRule(name: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value) => (!value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
  });
}
