import type { CatalogEntity } from '../types';
import { BUSINESS_TYPES, INTEGER, carrierFields, customerFields, inventoryFields } from './common';

const QUEUES = [
  { name: '原煤进厂排队', type: '采购', inv: ['原煤'], prefix: 'YM' },
  { name: '石灰石进厂排队', type: '采购', inv: ['石灰石'], prefix: 'SHS' },
  { name: '熟料发运排队', type: '销售', inv: ['熟料'], prefix: 'SL' },
  { name: '水泥发运排队', type: '销售', inv: ['水泥'], prefix: 'SN' },
  { name: '精煤外运排队', type: '销售', inv: ['精煤'], prefix: 'JM' },
  { name: '厂内倒运排队', type: '转运', inv: [], prefix: 'DY' },
];

/**
 * 排队队列: a queue vehicles join on arrival and leave when called to the scale; which materials,
 * customers and carriers it takes (empty: any).
 */
export const asQueue: CatalogEntity = {
  module: 'door',
  name: 'as_queue',
  label: '排队队列',
  fields: [
    {
      name: 'queueCode',
      label: '队列编码',
      required: true,
      unique: '队列编码已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'queueName', label: '队列名称', required: true, query: 'quick', sort: true },
    {
      name: 'businessType',
      label: '业务类型',
      control: 'select',
      options: BUSINESS_TYPES,
      required: true,
      query: 'advanced',
    },
    { name: 'maxQueue', label: '最大排队数', control: 'number', sqlType: 'integer', validate: INTEGER },
    {
      name: 'callCount',
      label: '每次叫号数',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
      defaultValue: '1',
    },
    {
      name: 'overtimeMinutes',
      label: '叫号超时(分钟)',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
    },
    { name: 'autoCall', label: '自动叫号', control: 'yesNo' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    { table: 'as_queue_inventory', label: '排队物料', fields: inventoryFields(true) },
    { table: 'as_queue_customer', label: '排队客户', fields: customerFields(true) },
    { table: 'as_queue_carrier', label: '排队承运商', fields: carrierFields(true) },
  ],
  demo({ master, prng }) {
    const carriers = master.vendors.filter((v) => /物流|运输|汽运/.test(v.vendorName));
    return QUEUES.map((q, i) => {
      const invs = master.inventories.filter((x) => q.inv.some((n) => x.invName.includes(n))).slice(0, 2);
      return {
        queueCode: `PD${q.prefix}${String(i + 1).padStart(2, '0')}`,
        queueName: q.name,
        businessType: q.type,
        maxQueue: String(prng.pick([30, 50, 80, 100])),
        callCount: String(prng.int(1, 3)),
        overtimeMinutes: String(prng.pick([15, 20, 30])),
        autoCall: i % 2 === 0 ? '是' : '否',
        remark: null,
        as_queue_inventory: invs.map((x) => ({ invName: x.invName, invCode: x.invCode, inventoryId: x.id })),
        as_queue_customer:
          q.type === '销售'
            ? master.customers.slice(i, i + 2).map((c) => ({
                customerName: c.customerName,
                customerCode: c.customerCode,
                customerId: c.id,
              }))
            : [],
        as_queue_carrier: carriers
          .slice(i % 4, (i % 4) + 2)
          .map((c) => ({ carrierName: c.vendorName, carrierId: c.id })),
      };
    });
  },
};
