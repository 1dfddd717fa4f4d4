import { describe, expect, it } from 'vitest';
import { validateIdNumber, idNumberCheckDigit } from './validateIdNumber';
import { validateEmail } from './validateEmail';
import { compilePattern } from './compilePattern';
import { requiredMessage } from './requiredMessage';
import { fieldRules } from './fieldRules';
import { validateValue } from './checkRule';
import type { FieldDefinition } from '../model/field';

describe('validateIdNumber', () => {
  it.each([
    ['empty', '', null],
    ['valid 18 with X', '11010519491231002X', null],
    ['valid 18, lowercase x', '11010519491231002x', null],
    ['valid 18 digit check', '110101199003077774', null],
    ['valid 15', '110105491231002', null],
    ['wrong check digit', '110105194912310021', '身份证号校验位错误!'],
    ['bad province 99', '99010519491231002X', '身份证号地址编码错误!'],
    ['bad province 16', '160105491231002', '身份证号地址编码错误!'],
    ['bad date 0230', '110105194902300021', '身份证号格式错误!'],
    ['bad month 13', '110105194913310021', '身份证号格式错误!'],
    ['bad 15 date', '110105491331002', '身份证号格式错误!'],
    ['too short', '11010519491231', '身份证号校验错误!'],
    ['letters', '1101051949123100AX', '身份证号校验错误!'],
    ['X in the middle', '110105X9491231002', '身份证号校验错误!'],
  ])('%s', (_name, id, message) => {
    expect(validateIdNumber(id)).toBe(message);
  });
  it('computes the check digit', () => {
    expect(idNumberCheckDigit('11010519491231002')).toBe('X');
  });
});

describe('validateEmail', () => {
  it.each([
    ['', null],
    ['a.b@example.com', null],
    ['x@y', '邮箱格式错误!'],
    ['no-at.example.com', '邮箱格式错误!'],
    ['a@b..com', '邮箱格式错误!'],
  ])('%j', (v, message) => {
    expect(validateEmail(v)).toBe(message);
  });
});

describe('compilePattern', () => {
  it.each([
    ['slashes stripped', '/^\\d+$/', '123', true],
    ['no slashes', '^[A-Z]+$', 'ABC', true],
    ['no match', '/^\\d+$/', '12a', false],
    ['inverted', '!/^\\d+$/', '12a', true],
    ['inverted, matching', '!/^\\d+$/', '123', false],
  ])('%s', (_name, method, value, passes) => {
    const p = compilePattern({ validateMethod: method, validateTitle: '格式不对' });
    expect(p).not.toBeNull();
    expect(validateValue([{ kind: 'pattern', ...p!, trigger: 'blur' }], value)).toBe(
      passes ? null : '格式不对',
    );
  });
  it.each([
    ['invalid pattern', '/([/'],
    ['empty', ''],
    ['only slashes', '//'],
    ['too long', 'a'.repeat(501)],
  ])('%s → skipped', (_name, method) => {
    expect(compilePattern({ validateMethod: method, validateTitle: 'x' })).toBeNull();
  });
  it('null config', () => {
    expect(compilePattern(null)).toBeNull();
  });
});

const f = (over: Partial<FieldDefinition>): FieldDefinition => ({
  fieldName: 'plateNumber',
  fieldExplain: '车牌号',
  fieldType: 'TEXT',
  ishow: true,
  iupdate: true,
  ...over,
});

describe('requiredMessage', () => {
  it.each([
    ['table', f({}), '车牌号不能为空！'],
    ['masterDetail', f({ tipsMessage: '请填写车牌' }), '请填写车牌不能为空！'],
    ['masterDetail', f({}), '车牌号不能为空！'],
    ['dynamic', f({}), '必须填写车牌号'],
    ['dynamic', f({ formSubmitType: 'SELECT_MORE' }), '至少选择一项车牌号'],
    ['dynamic', f({ formSubmitType: 'RESOURCE_CONTROLS_MORE' }), '至少选择一项车牌号'],
  ] as const)('%s %#', (style, field, message) => {
    expect(requiredMessage(field, style)).toBe(message);
  });
});

describe('fieldRules', () => {
  it.each([
    ['required only when shown and updatable', f({ irequired: true, iupdate: false }), '', null],
    ['hidden gets no rules', f({ irequired: true, ihidden: true }), '', null],
    ['required', f({ irequired: '1' }), ' ', '车牌号不能为空！'],
    ['required array', f({ irequired: '1' }), [], '车牌号不能为空！'],
    [
      'pattern after required',
      f({ irequired: 1, cgValidate: { validateMethod: '/^[A-Z]/', validateTitle: '须大写开头' } }),
      'a1',
      '须大写开头',
    ],
    [
      'pattern empty passes',
      f({ cgValidate: { validateMethod: '/^[A-Z]/', validateTitle: '须大写开头' } }),
      '',
      null,
    ],
    ['idNumber', f({ fieldName: 'idNumber' }), '110105194912310021', '身份证号校验位错误!'],
    ['email', f({ fieldName: 'email' }), 'x@', '邮箱格式错误!'],
    ['digits startCode', f({ fieldName: 'startCode', fieldExplain: '起始号' }), '12a', '起始号只能输入数字'],
    ['digits carryOverNum ok', f({ fieldName: 'carryOverNum' }), '0012', null],
    ['digits num', f({ fieldName: 'num', fieldExplain: '数量' }), '1.5', '数量只能输入数字'],
  ])('%s', (_name, field, value, message) => {
    expect(validateValue(fieldRules(field, 'table'), value)).toBe(message);
  });
});
