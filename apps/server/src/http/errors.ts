/** SPEC.md §8 messages, verbatim. */
export const MSG = {
  unauthorized: '当前操作没有权限',
  notFound: '资源不存在',
  badCredentials: '用户名不存在或密码错误',
  badCaptcha: '验证码错误,请重新输入',
  tooMany: '请求过频繁',
  unknown: '系统未知错误，请反馈给管理员',
  internal: '系统内部错误，请联系管理员',
} as const;

/** An error that reaches the client as the envelope {code: status, success: false, msg}. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
  }
}

export const unauthorized = (): AppError => new AppError(401, MSG.unauthorized);
export const forbidden = (): AppError => new AppError(403, MSG.unauthorized);
export const notFound = (msg: string = MSG.notFound): AppError => new AppError(404, msg);
export const badRequest = (msg: string): AppError => new AppError(400, msg);
