import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, MSG_INTERNAL, messageFor500, messageForStatus } from './errorCatalogue';

describe('error catalogue (SPEC.md §8)', () => {
  it.each([
    ['000', '操作太频繁，请勿重复请求'],
    [401, '当前操作没有权限'],
    [403, '当前操作没有权限'],
    [404, '资源不存在'],
    [417, '未绑定登录账号，请使用密码登录后绑定'],
    [426, '用户名不存在或密码错误'],
    [428, '验证码错误,请重新输入'],
    [429, '请求过频繁'],
    [479, '演示环境，没有权限操作'],
    [400, '系统未知错误，请反馈给管理员'],
    [418, '系统未知错误，请反馈给管理员'],
    [502, '系统未知错误，请反馈给管理员'],
  ] as const)('status %s → %s', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it('423 names the demo contact', () => {
    expect(messageForStatus(423, '张经理')).toBe('演示环境不能操作，如需了解联系张经理');
    expect(ERROR_CATALOGUE['423']).toBe('演示环境不能操作，如需了解联系{name}');
  });

  it.each([
    ['库存不足', '库存不足'],
    ['  磅单已审核，不能修改  ', '磅单已审核，不能修改'],
    ['NullPointerException at line 3', MSG_INTERNAL],
    ['这是一条非常非常非常非常非常非常非常非常非常非常长的中文错误信息超过三十', MSG_INTERNAL],
    ['', MSG_INTERNAL],
    [undefined, MSG_INTERNAL],
  ])('500 with %j shows %s', (serverMessage, shown) => {
    expect(messageFor500(serverMessage)).toBe(shown);
  });

  it('the internal message is verbatim', () => {
    expect(MSG_INTERNAL).toBe('系统内部错误，请联系管理员');
  });
});
