import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, READ_ONLY, SORT, columns, dateTime, enabled, number, select, text, textarea } from './fieldKit';
import { MOBILE } from './patterns';

/**
 * LIST (and FORM) templates of the 系统管理 leaves, served by apps/server/src/sysadmin (same list
 * contract as the record engine: `{base}/v2/list`, create, update with version, deletes, enable,
 * disable). Secrets have no column: a data source's password is a write-only form field.
 */
function screen(entity: string, label: string, base: string, form: FieldSeed[] | null, list: FieldSeed[]): FormatSeed[] {
  const menuPath = `/modules/sys/${entity}`;
  const out: FormatSeed[] = [
    { code: `sys_${entity}_list`, name: `${label}列表`, type: 'LIST', menuPath, resUrl: `${base}/v2/list`, resMethod: 'POST', list },
  ];
  if (form)
    out.push({
      code: `sys_${entity}_form`,
      name: label,
      type: 'FORM',
      style: 'FORMAT_FOUR_COLUMN_FROM',
      menuPath,
      resUrl: `${base}/detail`,
      resMethod: 'POST',
      form,
    });
  return out;
}

const created = dateTime('createDate', '创建时间', { iupdate: false, idefinedSort: true, sortMethod: 'desc', ...ADVANCED });

const userForm = [
  text('username', '用户名', { irequired: true, seq: 10, tipsMessage: '字母、数字和 _ . @ -，4到32位' }),
  text('realName', '姓名', { irequired: true, seq: 20 }),
  text('mobile', '手机号码', { cgValidate: MOBILE, seq: 30 }),
  enabled({ seq: 40 }),
];
const roleForm = [
  text('roleCode', '角色编码', { irequired: true, seq: 10 }),
  text('roleName', '角色名称', { irequired: true, seq: 20 }),
  textarea('remark', '备注', { seq: 30 }),
];
const orgForm = [
  text('orgCode', '公司编码', { irequired: true, seq: 10 }),
  text('orgName', '公司名称', { irequired: true, seq: 20 }),
  number('seq', '排序', { seq: 30 }),
];
const groupForm = [text('groupCode', '集团编码', { ...READ_ONLY, seq: 10 }), text('groupName', '集团名称', { irequired: true, seq: 20 })];
const deptForm = [
  text('deptCode', '部门编码', { irequired: true, seq: 10 }),
  text('deptName', '部门名称', { irequired: true, seq: 20 }),
  number('seq', '排序', { seq: 30 }),
];
const dictForm = [
  text('dictCode', '字典编码', { irequired: true, seq: 10 }),
  text('dictName', '字典名称', { irequired: true, seq: 20 }),
  textarea('remark', '备注', { seq: 30 }),
];
const appForm = [
  text('appName', '应用名称', { irequired: true, seq: 10 }),
  text('clientId', '客户端ID', { ...READ_ONLY, seq: 20, tipsMessage: '保存后生成；密钥只在新增时显示一次' }),
  textarea('redirectUris', '回调地址', { seq: 30, tipsMessage: '每行一个 http(s) 地址' }),
  textarea('remark', '备注', { seq: 40 }),
];
const datasourceForm = [
  text('name', '数据源名称', { irequired: true, seq: 10 }),
  text('host', '主机地址', { irequired: true, seq: 20 }),
  number('port', '端口', { irequired: true, defaultValue: '5432', seq: 30 }),
  text('databaseName', '数据库名', { irequired: true, seq: 40 }),
  text('username', '用户名', { irequired: true, seq: 50 }),
  text('password', '密码', { seq: 60, tipsMessage: '只写不读：留空则保留原密码' }),
  textarea('remark', '备注', { seq: 70 }),
];
const METHOD_OPTIONS = ['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m }));
const interfaceForm = [
  text('name', '接口名称', { irequired: true, seq: 10 }),
  select('method', '请求方法', METHOD_OPTIONS, { irequired: true, defaultValue: 'GET', seq: 20 }),
  text('url', '接口地址', { irequired: true, seq: 30 }),
  textarea('remark', '备注', { seq: 40 }),
];
const RESULT_OPTIONS = [
  { value: true, label: '成功', color: 'green' },
  { value: false, label: '失败', color: 'red' },
];

export const sysAdminTemplates: FormatSeed[] = [
  ...screen('user', '用户', '/sys-user', userForm, [
    ...columns(userForm, ['username', 'realName', 'mobile', 'enabled'], { username: { ...QUERY, ...SORT }, realName: QUERY, mobile: QUERY, enabled: ADVANCED }),
    text('deptName', '部门', READ_ONLY),
    created,
  ]),
  ...screen('role', '角色', '/sys-role', roleForm, [
    ...columns(roleForm, ['roleCode', 'roleName', 'remark'], { roleCode: { ...QUERY, ...SORT }, roleName: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('organization', '公司', '/sys-organization', orgForm, [
    ...columns(orgForm, ['orgCode', 'orgName', 'seq'], { orgCode: { ...QUERY, ...SORT }, orgName: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('group', '集团', '/sys-group', groupForm, [...columns(groupForm, ['groupCode', 'groupName'], { groupCode: QUERY, groupName: QUERY }), created]),
  ...screen('dept', '部门', '/sys-dept', deptForm, [
    ...columns(deptForm, ['deptCode', 'deptName', 'seq'], { deptCode: { ...QUERY, ...SORT }, deptName: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('dict', '数据字典', '/sys-dict-info', [...dictForm, enabled({ seq: 40 })], [
    ...columns(dictForm, ['dictCode', 'dictName', 'remark'], { dictCode: { ...QUERY, ...SORT }, dictName: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('app', '应用', '/sys-app', appForm, [
    ...columns(appForm, ['appName', 'clientId', 'remark'], { appName: QUERY, clientId: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('datasource', '数据源', '/sys-datasource', datasourceForm, [
    ...columns(datasourceForm, ['name', 'host', 'port', 'databaseName', 'username', 'remark'], { name: QUERY, host: QUERY, databaseName: QUERY }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('interface_config', '接口配置', '/sys-interface-config', interfaceForm, [
    ...columns(interfaceForm, ['name', 'method', 'url', 'remark'], { name: QUERY, url: QUERY, method: ADVANCED }),
    enabled({ ...READ_ONLY, ...ADVANCED }),
    created,
  ]),
  ...screen('login_log', '登录日志', '/sys-login-log', null, [
    text('username', '用户名', { ...READ_ONLY, ...QUERY }),
    text('ip', 'IP地址', { ...READ_ONLY, ...QUERY }),
    text('grantType', '登录方式', READ_ONLY),
    { ...select('success', '结果', RESULT_OPTIONS, { ...READ_ONLY, ...ADVANCED }), fieldType: 'BOOLEAN', formSubmitType: 'BOOLEAN' },
    text('reason', '原因', READ_ONLY),
    text('userAgent', '客户端', READ_ONLY),
    dateTime('createDate', '登录时间', { iupdate: false, ...ADVANCED }),
  ]),
  ...screen('operation_log', '操作日志', '/sys-operation-log', null, [
    text('username', '操作人', { ...READ_ONLY, ...QUERY }),
    text('entity', '对象', { ...READ_ONLY, ...QUERY }),
    text('action', '操作', { ...READ_ONLY, ...QUERY }),
    text('path', '请求地址', { ...READ_ONLY, ...ADVANCED }),
    text('ip', 'IP地址', { ...READ_ONLY, ...ADVANCED }),
    dateTime('createDate', '操作时间', { iupdate: false, ...ADVANCED }),
  ]),
  ...screen('sys_log', '系统日志', '/admin/log', null, [
    text('username', '用户', { ...READ_ONLY, ...QUERY }),
    text('type', '类型', { ...READ_ONLY, ...ADVANCED }),
    text('url', '地址', { ...READ_ONLY, ...QUERY }),
    text('message', '信息', { ...READ_ONLY, ...QUERY }),
    dateTime('createDate', '时间', { iupdate: false, ...ADVANCED }),
  ]),
];
