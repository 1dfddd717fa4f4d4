/** The Chinese answers of the self-service forms, OAuth consent and site links. */
export const SELF_MSG = {
  registered: '注册申请已提交，请等待管理员审核',
  pendingSignIn: '账号正在等待管理员审核，审核通过后才能登录',
  rejectedSignIn: '注册申请未通过审核，请联系管理员',
  usernameTaken: '用户名已存在',
  badUsername: '用户名只能包含字母、数字和 _ . @ -，长度4到32位',
  badRealName: '姓名不能为空，且不超过32个字符',
  badMobile: '手机号码格式错误',
  tooManyPending: '待审核的注册申请过多，请稍后再试',
  notPending: '该申请已处理',
  /** the one answer of a reset request, whether or not the account exists or the mobile matches */
  resetRequested: '如果账号与手机号码无误，重置申请已提交。管理员核实身份后会当面或电话告知重置码，请凭重置码在本页设置新密码。',
  badResetCode: '重置码无效或已过期',
  passwordReset: '密码已重置，请使用新密码登录',
  codeIssued: '重置码已生成（仅显示一次），请核实身份后当面或电话告知用户',
  unknownApp: '应用不存在或已停用',
  badRedirect: '回调地址与应用登记的不一致',
  badEmbed: '该地址未被允许嵌入',
  badOrigin: '地址必须是 http 或 https 的站点地址',
  badDownloadUrl: '下载地址必须是 http 或 https 地址',
  invalidGrant: '授权码无效或已过期',
  invalidClient: '客户端认证失败',
} as const;
