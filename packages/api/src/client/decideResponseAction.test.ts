import { describe, expect, it } from 'vitest';
import { decideResponseAction, type ResponseDecision, type ResponseFacts } from './decideResponseAction';

const base: ResponseFacts = { status: 200, url: '/sys-info/me', body: { code: 0, success: true, msg: '', data: {} } };
const fail = (msg: string, extra: Partial<ResponseFacts> = {}): ResponseFacts => ({
  ...base,
  body: { code: 0, success: false, msg, data: null },
  ...extra,
});

type Row = [string, ResponseFacts, ResponseDecision];

const rows: Row[] = [
  ['a successful envelope resolves', base, { kind: 'resolve' }],
  ['a non-envelope answer (token, picture) resolves', { ...base, url: '/oauth/token', body: { access_token: 'a' } }, { kind: 'resolve' }],
  ['a plain text answer resolves', { ...base, body: 'ok' }, { kind: 'resolve' }],
  [
    'timeout → 请求超时！',
    { status: null, timedOut: true, url: '/x', body: null },
    { kind: 'reject', status: 'timeout', message: '请求超时！', notice: { level: 'error', message: '请求超时！' } },
  ],
  [
    'cancelled duplicate → 000',
    { status: null, cancelled: true, url: '/x', body: null },
    { kind: 'reject', status: '000', message: '操作太频繁，请勿重复请求', notice: { level: 'warning', message: '操作太频繁，请勿重复请求' } },
  ],
  [
    'no answer at all → unknown error',
    { status: null, url: '/x', body: null },
    { kind: 'reject', status: 'network', message: '系统未知错误，请反馈给管理员', notice: { level: 'error', message: '系统未知错误，请反馈给管理员' } },
  ],
  [
    '401 without a refresh token → logout, /login, session-expired message',
    { status: 401, url: '/sys-info/me', body: { code: 401, success: false, msg: '当前操作没有权限' } },
    {
      kind: 'reject',
      status: 401,
      message: '您长时间未进行操作，登录失效，请重新登录！',
      notice: { level: 'error', message: '您长时间未进行操作，登录失效，请重新登录！' },
      logoutAfterMs: 0,
      redirect: { to: '/login', afterMs: 0 },
    },
  ],
  [
    '401 saying the user does not exist → 当前用户信息不存在',
    { status: 401, url: '/sys-info/me', body: { code: 401, success: false, msg: '用户不存在' }, canRefresh: true },
    {
      kind: 'reject',
      status: 401,
      message: '当前用户信息不存在,请重新确认!',
      notice: { level: 'error', message: '当前用户信息不存在,请重新确认!' },
      logoutAfterMs: 0,
      redirect: { to: '/login', afterMs: 0 },
    },
  ],
  ['401 with a refresh token → refresh and retry', { status: 401, url: '/index/getCount', body: {}, canRefresh: true }, { kind: 'refresh-and-retry' }],
  [
    'checkSafe false → change the initial password, /editpwd after 2 s',
    fail('初始密码', { url: '/sys-user/pwd/checkSafe' }),
    {
      kind: 'reject',
      status: 200,
      message: '请修改初始密码！即将跳转....',
      notice: { level: 'warning', message: '请修改初始密码！即将跳转....' },
      redirect: { to: '/editpwd', afterMs: 2000 },
    },
  ],
  [
    '强制下线 → 10 s warning, then logout',
    fail('您已被管理员强制下线'),
    {
      kind: 'reject',
      status: 200,
      message: '您已被管理员强制下线',
      notice: { level: 'warning', message: '您已被管理员强制下线', duration: 10 },
      logoutAfterMs: 10000,
      redirect: { to: '/login', afterMs: 10000 },
    },
  ],
  [
    '重新登录 → 10 s warning, then logout',
    fail('令牌已失效，请重新登录'),
    {
      kind: 'reject',
      status: 200,
      message: '令牌已失效，请重新登录',
      notice: { level: 'warning', message: '令牌已失效，请重新登录', duration: 10 },
      logoutAfterMs: 10000,
      redirect: { to: '/login', afterMs: 10000 },
    },
  ],
  [
    'other success false → error notice with the server message',
    fail('磅单已审核，不能修改'),
    { kind: 'reject', status: 200, message: '磅单已审核，不能修改', notice: { level: 'error', message: '磅单已审核，不能修改' } },
  ],
  ['success false on a silent URL → no notice', fail('失败', { silent: true }), { kind: 'reject', status: 200, message: '失败' }],
  [
    '500 with short Chinese → shown',
    { status: 500, url: '/x', body: { code: 500, success: false, msg: '库存不足' } },
    { kind: 'reject', status: 500, message: '库存不足', notice: { level: 'error', message: '库存不足' } },
  ],
  [
    '500 with a stack trace → internal error',
    { status: 500, url: '/x', body: { code: 500, success: false, msg: 'TypeError: x is undefined' } },
    { kind: 'reject', status: 500, message: '系统内部错误，请联系管理员', notice: { level: 'error', message: '系统内部错误，请联系管理员' } },
  ],
  [
    '428 where the login page handles it → no notice, catalogue text',
    { status: 428, url: '/oauth/token', body: { code: 428, success: false, msg: '验证码错误,请重新输入' }, handledStatuses: [426, 428, 429], silent: true },
    { kind: 'reject', status: 428, message: '验证码错误,请重新输入' },
  ],
  [
    '428 elsewhere → notice',
    { status: 428, url: '/x', body: null },
    { kind: 'reject', status: 428, message: '验证码错误,请重新输入', notice: { level: 'error', message: '验证码错误,请重新输入' } },
  ],
  [
    '423 → demo message with the contact name',
    { status: 423, url: '/x', body: { code: 423, success: false, msg: '', data: { name: '李工' } } },
    {
      kind: 'reject',
      status: 423,
      message: '演示环境不能操作，如需了解联系李工',
      notice: { level: 'error', message: '演示环境不能操作，如需了解联系李工' },
    },
  ],
];

for (const [status, message] of [
  [403, '当前操作没有权限'],
  [404, '资源不存在'],
  [417, '未绑定登录账号，请使用密码登录后绑定'],
  [426, '用户名不存在或密码错误'],
  [429, '请求过频繁'],
  [479, '演示环境，没有权限操作'],
  [400, '系统未知错误，请反馈给管理员'],
  [503, '系统未知错误，请反馈给管理员'],
] as const) {
  rows.push([
    `${status} → ${message}`,
    { status, url: '/x', body: { code: status, success: false, msg: 'server words' } },
    { kind: 'reject', status, message, notice: { level: 'error', message } },
  ]);
}

describe('decideResponseAction (SPEC.md §8 interceptor rules)', () => {
  it.each(rows)('%s', (_name, facts, decision) => {
    expect(decideResponseAction(facts)).toEqual(decision);
  });
});
