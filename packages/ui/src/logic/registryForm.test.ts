import { describe, expect, it } from 'vitest';
import { registryEditMode, registryFlavourOf, registryFormProblem, registryPayload } from './registryForm';

const MODULES = {
  pu: 'purorder',
  pt: 'pt',
  sa: 'sale',
  st: 'st',
  pr: 'product',
  al: 'allot',
  tr: 'transfer',
} as const;

describe('registryFlavourOf', () => {
  it.each([
    ['purorder', 'pu_registry', 'pu'],
    ['sale', 'sa_registry', 'sa'],
    ['allot', 'al_registry', 'al'],
    ['sale', 'pu_registry', null],
    ['purorder', 'fd_pu_settlement_main', null],
    [undefined, undefined, null],
  ] as const)('%s/%s → %s', (module, entity, expected) => {
    expect(registryFlavourOf(module, entity, MODULES)).toBe(expected);
  });
});

describe('registryEditMode', () => {
  it.each([
    ['create', null, 'create'],
    ['create1', null, 'create'],
    ['createRef', 'x', 'create'],
    ['update', 'r1', 'update'],
    ['safeUpdate', 'r1', 'safeUpdate'],
    ['update', null, 'create'],
    [null, null, 'create'],
  ] as const)('%s with id %s → %s', (type, id, expected) => {
    expect(registryEditMode(type, id)).toBe(expected);
  });
});

describe('registryFormProblem', () => {
  it.each([
    [{}, '车牌号不能为空！'],
    [{ plateNumber: ' ' }, '车牌号不能为空！'],
    [{ plateNumber: '蒙K1' }, '物料不能为空！'],
    [{ plateNumber: '蒙K1', materialName: '原煤' }, '供应商不能为空！'],
    [{ plateNumber: '蒙K1', materialName: '原煤', partnerName: '甲' }, null],
    [{ plateNumber: '蒙K1', noticeSubId: 'line1' }, null],
  ])('%j → %s', (values, expected) => {
    expect(registryFormProblem(values, '供应商')).toBe(expected);
  });
});

describe('registryPayload', () => {
  const values = {
    plateNumber: ' 蒙k12345 ',
    driverName: ' 张三 ',
    remark: '',
    materialName: '原煤',
    planQuantity: '30',
  };

  it('creates with trimmed values, blanks as null, the plate upper-cased, no id', () => {
    expect(registryPayload(values, 'create', null)).toEqual({
      plateNumber: '蒙K12345',
      driverName: '张三',
      remark: null,
      materialName: '原煤',
      planQuantity: '30',
    });
  });

  it('updates with the loaded id and version', () => {
    expect(registryPayload(values, 'update', { id: 'r1', version: 3 })).toMatchObject({
      id: 'r1',
      version: 3,
      plateNumber: '蒙K12345',
    });
  });

  it('a safeUpdate sends only what it may change', () => {
    expect(registryPayload(values, 'safeUpdate', { id: 'r1', version: 3 })).toEqual({
      id: 'r1',
      version: 3,
      driverName: '张三',
      remark: null,
    });
  });
});
