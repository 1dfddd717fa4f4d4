import type { CatalogEntity } from '../types';
import { INTEGER, inventoryFields } from './common';

const NOTICE_TYPES = ['采购通知单', '销售通知单', '调拨通知单', '转运通知单'];

/**
 * 物料工厂: which factory takes or ships a material, the materials that travel with it (blends),
 * how its notices behave and how its weigh tickets print.
 */
export const asInvFactory: CatalogEntity = {
  module: 'door',
  name: 'as_inv_factory',
  label: '物料工厂',
  labelField: 'invName',
  fields: [
    {
      name: 'relationCode',
      label: '对照编码',
      required: true,
      unique: '对照编码已存在',
      query: 'quick',
      sort: true,
    },
    ...inventoryFields(true),
    { name: 'factoryName', label: '工厂', required: true, query: 'quick' },
    { name: 'factoryCode', label: '工厂编码' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'as_inv_factory_invs',
      label: '关联物料',
      fields: [
        ...inventoryFields(true),
        { name: 'ratio', label: '配比(%)', control: 'number', sqlType: 'numeric(6,2)' },
      ],
    },
    {
      table: 'as_inv_factory_notice',
      label: '通知单规则',
      fields: [
        { name: 'noticeType', label: '通知单类型', control: 'select', options: NOTICE_TYPES, required: true },
        { name: 'maxLimit', label: '单车上限(吨)', control: 'number', sqlType: 'numeric(14,3)' },
        { name: 'autoClose', label: '完成自动关闭', control: 'yesNo' },
      ],
    },
    {
      table: 'as_inventory_sub_print',
      label: '磅单打印',
      fields: [
        { name: 'printName', label: '打印格式', required: true },
        { name: 'copies', label: '份数', control: 'number', sqlType: 'integer', validate: INTEGER },
        { name: 'printOnWeigh', label: '称重后自动打印', control: 'yesNo' },
      ],
    },
  ],
  demo({ master }) {
    const factories =
      master.factories.length > 0 ? master.factories : [{ id: '', factoryCode: 'FA01', factoryName: '本厂' }];
    return master.inventories.slice(0, 6).map((x, i) => {
      const f = factories[i % factories.length];
      const blend = master.inventories.filter((y) => y.id !== x.id).slice(i, i + 2);
      return {
        relationCode: `WLGC${String(i + 1).padStart(3, '0')}`,
        invName: x.invName,
        invCode: x.invCode,
        inventoryId: x.id,
        factoryName: f.factoryName,
        factoryCode: f.factoryCode,
        remark: null,
        as_inv_factory_invs: blend.map((y, j) => ({
          invName: y.invName,
          invCode: y.invCode,
          inventoryId: y.id,
          ratio: j === 0 ? '70.00' : '30.00',
        })),
        as_inv_factory_notice: [
          { noticeType: NOTICE_TYPES[i % 2], maxLimit: '49.000', autoClose: '是' },
          ...(i % 3 === 0 ? [{ noticeType: '调拨通知单', maxLimit: '40.000', autoClose: '否' }] : []),
        ],
        as_inventory_sub_print: [
          {
            printName: i % 2 === 0 ? '标准磅单' : '三联磅单',
            copies: i % 2 === 0 ? '1' : '3',
            printOnWeigh: '是',
          },
        ],
      };
    });
  },
};
