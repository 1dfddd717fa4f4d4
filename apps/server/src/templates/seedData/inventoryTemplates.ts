import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, columns, dateTime, enabled, number, select, text, yesNo } from './fieldKit';
import { CODE } from './patterns';

const MAIN = 'bd_inventory';
/** The weighing extension of an item (SPEC.md §3), edited as the child table of the master-child form. */
const SON = 'bd_inventory_weigh';

const form: FieldSeed[] = [
  text('invCode', '存货编码', { irequired: true, cgValidate: CODE, seq: 10 }),
  text('invName', '存货名称', { irequired: true, seq: 20 }),
  text('model', '规格型号', { seq: 30 }),
  text('invcName', '存货分类', { seq: 40 }),
  number('referencePrice', '参考单价(元)', { seq: 50 }),
  number('lossPercentage', '合理损耗率(%)', { seq: 60 }),
  enabled({ seq: 70 }),
  select(
    'weighType',
    '计量方式',
    [
      { value: 'TRUCK_SCALE', label: '汽车衡' },
      { value: 'RAIL_SCALE', label: '轨道衡' },
      { value: 'NONE', label: '不计量' },
    ],
    { customTable: SON, defaultValue: 'TRUCK_SCALE', seq: 110 },
  ),
  number('hiddenDeduct', '暗扣(吨)', { customTable: SON, seq: 120 }),
  number('overload', '超载限额(吨)', { customTable: SON, seq: 130 }),
  yesNo('isSample', '需取样', { customTable: SON, seq: 140 }),
  yesNo('sceneConfirm', '现场确认', { customTable: SON, seq: 150 }),
  yesNo('isDangerous', '危险品', { customTable: SON, seq: 160 }),
];

export const inventoryTemplates: FormatSeed[] = [
  {
    code: 'bd_inventory_form',
    name: '存货档案',
    type: 'FORM',
    style: 'FORMAT_MASTER_CHILD_FROM',
    menuPath: '/modules/basic/inventory',
    resUrl: '/basic/inventory/detail',
    resMethod: 'POST',
    customTable: MAIN,
    opations: { main: MAIN, son: SON },
    form,
  },
  {
    code: 'bd_inventory_list',
    name: '存货列表',
    type: 'LIST',
    menuPath: '/modules/basic/inventory',
    resUrl: '/basic/inventory/v2/list',
    resMethod: 'POST',
    customTable: MAIN,
    // the list page's left tree: the chosen category narrows the list by invcId (its descendants too)
    treeResUrl: '/basic/inventory-class/tree',
    treeResMethod: 'GET',
    mapData: { treeKey: 'invcId' },
    list: [
      ...columns(form, ['invCode', 'invName', 'model', 'invcName', 'referencePrice', 'enabled'], {
        invCode: { ...QUERY, ...SORT },
        invName: { ...QUERY, ...SORT },
        model: QUERY,
        invcName: ADVANCED,
        referencePrice: SORT,
        enabled: ADVANCED,
      }),
      dateTime('createDate', '创建时间', {
        iupdate: false,
        idefinedSort: true,
        sortMethod: 'desc',
        ...SORT,
        ...ADVANCED,
      }),
    ],
  },
  {
    code: 'bd_inventory_res',
    name: '选择物料',
    type: 'RESOURCE',
    style: 'FORMAT_RESOURCE_TREE_QUERY_DATALIST',
    menuPath: '/modules/basic/inventory',
    resUrl: '/basic/inventory/v2/list',
    resMethod: 'POST',
    treeResUrl: '/basic/inventory-class/tree',
    treeResMethod: 'GET',
    ps: 10,
    valueResourceSubName: 'id',
    viewResourceSubName: 'invName',
    detailCode: 'bd_inventory_form',
    // the chosen category node narrows the list by its id
    mapData: { treeKey: 'invcId' },
    res: columns(form, ['invCode', 'invName', 'model', 'invcName'], {
      invCode: QUERY,
      invName: QUERY,
      model: QUERY,
    }),
    params: [
      { fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true },
    ],
  },
];
