// SPEC.md §8, character for character. Pure data and lookups: no axios, no React.

/** Status → message of the error catalogue. '000' is the client's own "duplicate request" status. */
export const ERROR_CATALOGUE: Readonly<Record<string, string>> = {
  '000': '操作太频繁，请勿重复请求',
  '401': '当前操作没有权限',
  '403': '当前操作没有权限',
  '404': '资源不存在',
  '417': '未绑定登录账号，请使用密码登录后绑定',
  '423': '演示环境不能操作，如需了解联系{name}',
  '426': '用户名不存在或密码错误',
  '428': '验证码错误,请重新输入',
  '429': '请求过频繁',
  '479': '演示环境，没有权限操作',
  default: '系统未知错误，请反馈给管理员',
};

export const MSG_TIMEOUT = '请求超时！';
export const MSG_SESSION_EXPIRED = '您长时间未进行操作，登录失效，请重新登录！';
export const MSG_USER_NOT_EXIST = '当前用户信息不存在,请重新确认!';
export const MSG_CHANGE_INITIAL_PASSWORD = '请修改初始密码！即将跳转....';
export const MSG_INTERNAL = '系统内部错误，请联系管理员';
export const MSG_SAME_COMPANY = '现在所使用的就是当前公司！';

/**
 * The catalogue message for a status ('000' or a number). 423 fills {name} with the demo contact;
 * when no name is known the placeholder is dropped rather than shown raw.
 */
export function messageForStatus(status: number | '000', name = ''): string {
  const key = status === '000' ? '000' : String(status);
  const template = ERROR_CATALOGUE[key] ?? ERROR_CATALOGUE.default;
  return template.replace('{name}', name);
}

/** Status 500 shows the server's message only when it is short Chinese text (SPEC.md §8). */
export function messageFor500(serverMessage: unknown): string {
  if (typeof serverMessage !== 'string') return MSG_INTERNAL;
  const text = serverMessage.trim();
  return /[\u4e00-\u9fa5]/.test(text) && text.length < 30 ? text : MSG_INTERNAL;
}
