import type { FieldDefinition } from '@wb/templates';
import type { FormatView } from '@wb/api';

const on = { ishow: true, iupdate: true } as const;
const SON = 'bd_inventory_weigh';

/** The shape of the seeded 存货档案 master-child form (bd_inventory_form): main fields and the weighing child table. */
export const inventoryFormFields: FieldDefinition[] = [
  { id: 'i1', fieldName: 'invCode', fieldExplain: '存货编码', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', irequired: true, seq: 10, ...on },
  { id: 'i2', fieldName: 'invName', fieldExplain: '存货名称', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', irequired: true, tipsMessage: '存货名称', seq: 20, ...on },
  { id: 'i3', fieldName: 'referencePrice', fieldExplain: '参考单价(元)', fieldType: 'NUMBER', formSubmitType: 'NUMBER', seq: 50, ...on },
  { id: 'i4', fieldName: 'weighType', fieldExplain: '计量方式', fieldType: 'ENUM', formSubmitType: 'SELECT', customTable: SON, defaultValue: 'TRUCK_SCALE', irequired: true, seq: 110, ...on,
    options: [{ value: 'TRUCK_SCALE', label: '汽车衡' }, { value: 'RAIL_SCALE', label: '轨道衡' }] },
  { id: 'i5', fieldName: 'overload', fieldExplain: '超载限额(吨)', fieldType: 'NUMBER', formSubmitType: 'NUMBER', customTable: SON, itotal: true, seq: 130, ...on },
  { id: 'i6', fieldName: 'isSample', fieldExplain: '需取样', fieldType: 'ENUM', formSubmitType: 'SINGLE_ELECTION', customTable: SON, defaultValue: '否', seq: 140, ...on,
    options: [{ value: '是', label: '是' }, { value: '否', label: '否' }] },
];

export const inventoryFormTemplate: FormatView = {
  id: 'tpl-inv-form',
  formatName: '存货档案',
  formatType: 'FORM',
  formatStyle: 'FORMAT_MASTER_CHILD_FROM',
  resUrl: '/basic/inventory/detail',
  resMethod: 'POST',
  customTable: 'bd_inventory',
  opations: { main: 'bd_inventory', son: SON },
  formSubList: inventoryFormFields,
  listSubList: [],
  resSubList: [],
};

/** A loaded inventory record as the record engine answers its detail: flat extension fields and the child row. */
export const inventoryRecord = {
  id: 'inv1',
  version: 3,
  invCode: 'M001',
  invName: '动力煤',
  referencePrice: '560.00',
  weighType: 'RAIL_SCALE',
  overload: '49.5',
  isSample: '是',
  [SON]: [{ id: 'w1', weighType: 'RAIL_SCALE', overload: '49.5', isSample: '是' }],
};
