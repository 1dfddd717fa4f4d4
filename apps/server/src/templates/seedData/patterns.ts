import type { CgValidate } from '@wb/templates';

/** Pattern rules shared by the seed templates (cgValidate; empty values pass). */
export const MOBILE: CgValidate = { validateMethod: '/^1[3-9]\\d{9}$/', validateTitle: '手机号码格式错误' };
export const TAX_NO: CgValidate = { validateMethod: '/^[0-9A-Z]{15,20}$/', validateTitle: '税号格式错误' };
export const PLATE: CgValidate = {
  validateMethod: '/^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/',
  validateTitle: '车牌号格式错误',
};
export const CODE: CgValidate = {
  validateMethod: '/^[A-Za-z0-9_-]{1,32}$/',
  validateTitle: '编码只能包含字母、数字、下划线和横线',
};
