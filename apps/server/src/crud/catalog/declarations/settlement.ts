import type { CatalogEntity, CatalogField, DemoContext } from '../types';
import {
  MONTH,
  dateOrder,
  dec,
  moneyField,
  priceField,
  remarkField,
  tonsField,
  ymdDaysAgo,
} from './archiveKit';
import { customerFields, inventoryFields } from './common';
import { DOC_FLAVOURS } from './documents';

/**
 * 结算管理: per flavour the calculation (采购计算 …: weighed tonnage × price for a period), the
 * settlement and the summary settlement with its weigh-record lines; receipts, the daily plan
 * control, sales tasks and sales plans. Amounts are yuan with 2 decimals, unit prices 4.
 */

type SettleFlavour = 'pu' | 'sa' | 'al';

function partnerPicker(f: SettleFlavour): CatalogField[] {
  const p = DOC_FLAVOURS[f].partner;
  const label = p === 'vendor' ? '供应商' : p === 'customer' ? '客户' : '收货工厂';
  return [
    {
      name: 'partnerName',
      label,
      control: 'picker',
      required: true,
      query: 'quick',
      width: 200,
      picker: {
        popup: p === 'factory' ? 'bd_factory_res' : `bd_${p}_res`,
        links: { partnerId: 'id', partnerName: `${p}Name` },
      },
    },
    { name: 'partnerId', label: `${label}ID`, control: 'hidden', kind: 'uuid' },
  ];
}

function demoPartners(f: SettleFlavour, master: DemoContext['master']) {
  const p = DOC_FLAVOURS[f].partner;
  if (p === 'vendor')
    return master.vendors
      .filter((v) => !/物流|运输|汽运/.test(v.vendorName))
      .map((v) => ({ partnerName: v.vendorName, partnerId: v.id }));
  if (p === 'customer')
    return master.customers.map((c) => ({ partnerName: c.customerName, partnerId: c.id }));
  return master.factories.map((x) => ({ partnerName: x.factoryName, partnerId: x.id }));
}

const inv = (x: DemoContext['master']['inventories'][number]) => ({
  invName: x.invName,
  invCode: x.invCode,
  inventoryId: x.id,
});

const periodFields = (): CatalogField[] => [
  { name: 'periodStart', label: '开始日期', control: 'date', required: true, query: 'advanced' },
  { name: 'periodEnd', label: '结束日期', control: 'date', required: true, sort: true },
];

function calculation(f: 'pu' | 'sa'): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  return {
    module: fl.module,
    name: `fd_${f}_calculation`,
    label: `${fl.title}计算`,
    status: 'document',
    enabledField: false,
    labelField: 'calcNo',
    fields: [
      {
        name: 'calcNo',
        label: '计算单号',
        required: true,
        unique: '计算单号已存在',
        query: 'quick',
        sort: true,
      },
      ...partnerPicker(f),
      ...inventoryFields(true),
      ...periodFields(),
      { name: 'trips', label: '车次', control: 'number', sqlType: 'integer' },
      tonsField('netWeight', '净重(吨)', { required: true }),
      tonsField('deduction', '扣重(吨)'),
      tonsField('settleWeight', '结算重量(吨)', { sort: true }),
      priceField('unitPrice', '单价(元/吨)', { required: true }),
      moneyField('amount', '金额(元)', { sort: true }),
    ],
    check: (row) => dateOrder(row.periodStart, row.periodEnd),
    demo({ master, now, prng }) {
      const partners = demoPartners(f, master);
      return Array.from({ length: 8 }, (_, i) => {
        const net = prng.int(800, 6000) + prng.int(0, 999) / 1000;
        const ded = prng.int(0, 30) + prng.int(0, 999) / 1000;
        const price = prng.int(300, 900) + prng.int(0, 99) / 100;
        return {
          calcNo: `JC${fl.letter}${ymdDaysAgo(now, i * 7).replaceAll('-', '')}${i + 1}`,
          ...partners[i % partners.length],
          ...inv(master.inventories[i % master.inventories.length]),
          periodStart: ymdDaysAgo(now, i * 7 + 6),
          periodEnd: ymdDaysAgo(now, i * 7),
          trips: String(Math.round(net / 34)),
          netWeight: dec(net, 3),
          deduction: dec(ded, 3),
          settleWeight: dec(net - ded, 3),
          unitPrice: dec(price, 4),
          amount: dec((net - ded) * price, 2),
          ...(i > 1 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function settlement(f: SettleFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  return {
    module: fl.module,
    name: `fd_${f}_settlement`,
    label: `${fl.title}结算`,
    status: 'document',
    enabledField: false,
    labelField: 'settleNo',
    fields: [
      {
        name: 'settleNo',
        label: '结算单号',
        required: true,
        unique: '结算单号已存在',
        query: 'quick',
        sort: true,
      },
      ...partnerPicker(f),
      ...inventoryFields(true),
      {
        name: 'settleDate',
        label: '结算日期',
        control: 'date',
        required: true,
        sort: true,
        query: 'advanced',
      },
      tonsField('settleWeight', '结算重量(吨)', { required: true }),
      priceField('unitPrice', '单价(元/吨)', { required: true }),
      moneyField('amount', '不含税金额(元)'),
      { name: 'taxRate', label: '税率(%)', control: 'number', sqlType: 'numeric(6,2)', defaultValue: '13' },
      moneyField('amountWithTax', '价税合计(元)', { sort: true }),
      remarkField(),
    ],
    demo({ master, now, prng }) {
      const partners = demoPartners(f, master);
      return Array.from({ length: 8 }, (_, i) => {
        const w = prng.int(500, 5000) + prng.int(0, 999) / 1000;
        const price = prng.int(300, 900) + prng.int(0, 99) / 100;
        const amount = Math.round(w * price * 100) / 100;
        return {
          settleNo: `JS${fl.letter}${ymdDaysAgo(now, i * 5).replaceAll('-', '')}${i + 1}`,
          ...partners[i % partners.length],
          ...inv(master.inventories[i % master.inventories.length]),
          settleDate: ymdDaysAgo(now, i * 5),
          settleWeight: dec(w, 3),
          unitPrice: dec(price, 4),
          amount: dec(amount, 2),
          taxRate: '13',
          amountWithTax: dec(amount * 1.13, 2),
          ...(i > 2 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

/** 结算(汇总): a summary settlement with one line per weigh record it settles. */
function settlementMain(f: SettleFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  const sub = `fd_${f}_settlement_main_sub`;
  return {
    module: fl.module,
    name: `fd_${f}_settlement_main`,
    label: `${fl.title}结算(汇总)`,
    status: 'document',
    enabledField: false,
    labelField: 'settleNo',
    fields: [
      {
        name: 'settleNo',
        label: '结算单号',
        required: true,
        unique: '结算单号已存在',
        query: 'quick',
        sort: true,
      },
      ...partnerPicker(f),
      ...periodFields(),
      tonsField('totalWeight', '结算总重(吨)', { sort: true }),
      moneyField('totalAmount', '结算总额(元)', { sort: true }),
      remarkField(),
    ],
    check: (row) => dateOrder(row.periodStart, row.periodEnd),
    children: [
      {
        table: sub,
        label: '结算明细',
        fields: [
          { name: 'weighBillNo', label: '磅单号', required: true },
          { name: 'plateNumber', label: '车牌号' },
          ...inventoryFields(true),
          tonsField('netWeight', '净重(吨)', { required: true }),
          priceField('unitPrice', '单价(元/吨)', { required: true }),
          moneyField('amount', '金额(元)'),
        ],
      },
    ],
    demo({ master, now, prng }) {
      const partners = demoPartners(f, master);
      return Array.from({ length: 4 }, (_, i) => {
        const x = master.inventories[i % master.inventories.length];
        const price = prng.int(300, 900);
        const lines = Array.from({ length: 4 }, (_, k) => {
          const net = prng.int(28, 49) + prng.int(0, 999) / 1000;
          return {
            weighBillNo: `BD${fl.letter}${ymdDaysAgo(now, i * 10 + k).replaceAll('-', '')}${String(k + 1).padStart(4, '0')}`,
            plateNumber: master.vehicles[(i * 4 + k) % master.vehicles.length].plateNumber,
            ...inv(x),
            netWeight: dec(net, 3),
            unitPrice: dec(price, 4),
            amount: dec(net * price, 2),
          };
        });
        const totalWeight = lines.reduce((s, l) => s + Number(l.netWeight), 0);
        const totalAmount = lines.reduce((s, l) => s + Number(l.amount), 0);
        return {
          settleNo: `HZ${fl.letter}${ymdDaysAgo(now, i * 10).replaceAll('-', '')}${i + 1}`,
          ...partners[i % partners.length],
          periodStart: ymdDaysAgo(now, i * 10 + 9),
          periodEnd: ymdDaysAgo(now, i * 10),
          totalWeight: dec(totalWeight, 3),
          totalAmount: dec(totalAmount, 2),
          [sub]: lines,
          ...(i > 0 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

const recivePayment: CatalogEntity = {
  module: 'account',
  name: 'recive_payment',
  label: '收款单',
  status: 'document',
  enabledField: false,
  labelField: 'receiptNo',
  fields: [
    {
      name: 'receiptNo',
      label: '收款单号',
      required: true,
      unique: '收款单号已存在',
      query: 'quick',
      sort: true,
    },
    ...customerFields(true),
    {
      name: 'receiveDate',
      label: '收款日期',
      control: 'date',
      required: true,
      sort: true,
      query: 'advanced',
    },
    moneyField('amount', '收款金额(元)', { required: true, sort: true }),
    {
      name: 'payMethod',
      label: '收款方式',
      control: 'select',
      options: ['银行转账', '承兑汇票', '现金', '微信/支付宝'],
      required: true,
      query: 'advanced',
    },
    { name: 'bankAccount', label: '收款账户' },
    remarkField(),
  ],
  check: (row) => (row.amount != null && Number(row.amount) <= 0 ? '收款金额必须大于0' : null),
  demo({ master, now, prng }) {
    return Array.from({ length: 10 }, (_, i) => {
      const c = master.customers[i % master.customers.length];
      return {
        receiptNo: `SK${ymdDaysAgo(now, i * 2).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
        customerName: c.customerName,
        customerCode: c.customerCode,
        customerId: c.id,
        receiveDate: ymdDaysAgo(now, i * 2),
        amount: dec(prng.int(5, 200) * 10_000, 2),
        payMethod: i % 3 === 1 ? '承兑汇票' : '银行转账',
        bankAccount: '中国工商银行鄂尔多斯东胜支行 0605 0211 0920 0123 456',
        ...(i > 1 ? { status: 'audited' } : {}),
      };
    });
  },
};

const saDayPlanControl: CatalogEntity = {
  module: 'sale',
  name: 'sa_day_plan_control',
  label: '日计划控制',
  status: 'document',
  enabledField: false,
  labelField: 'planDate',
  fields: [
    { name: 'planDate', label: '计划日期', control: 'date', required: true, sort: true, query: 'advanced' },
    ...customerFields(true),
    ...inventoryFields(true),
    { name: 'plannedTrips', label: '计划车数', control: 'number', sqlType: 'integer' },
    tonsField('plannedTonnage', '计划吨数', { required: true }),
    tonsField('maxTonnage', '最大吨数'),
  ],
  check: (row) =>
    row.maxTonnage != null &&
    row.plannedTonnage != null &&
    Number(row.maxTonnage) < Number(row.plannedTonnage)
      ? '最大吨数不能小于计划吨数'
      : null,
  demo({ master, now, prng }) {
    return Array.from({ length: 12 }, (_, i) => {
      const c = master.customers[i % master.customers.length];
      const planned = prng.int(5, 40) * 35;
      return {
        planDate: ymdDaysAgo(now, Math.floor(i / 3) - 1),
        customerName: c.customerName,
        customerCode: c.customerCode,
        customerId: c.id,
        ...inv(master.inventories[i % Math.min(4, master.inventories.length)]),
        plannedTrips: String(Math.round(planned / 35)),
        plannedTonnage: dec(planned, 3),
        maxTonnage: dec(planned * 1.1, 3),
        ...(i > 2 ? { status: 'audited' } : {}),
      };
    });
  },
};

const saTask: CatalogEntity = {
  module: 'sale',
  name: 'sa_task',
  label: '销售任务',
  status: 'document',
  enabledField: false,
  labelField: 'taskNo',
  fields: [
    {
      name: 'taskNo',
      label: '任务编号',
      required: true,
      unique: '任务编号已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'period', label: '任务月份', required: true, validate: MONTH, query: 'quick', sort: true },
    { name: 'salesman', label: '业务员', required: true, query: 'quick' },
    ...inventoryFields(true),
    tonsField('targetTonnage', '目标吨数', { required: true }),
    moneyField('targetAmount', '目标金额(元)'),
  ],
  demo({ master, now, prng }) {
    const month = now.toISOString().slice(0, 7);
    return ['赵文斌', '钱振宇', '孙丽娜', '周海燕'].map((name, i) => {
      const t = prng.int(20, 80) * 1000;
      return {
        taskNo: `RW${month.replace('-', '')}${String(i + 1).padStart(2, '0')}`,
        period: month,
        salesman: name,
        ...inv(master.inventories[i % master.inventories.length]),
        targetTonnage: dec(t, 3),
        targetAmount: dec(t * prng.int(350, 650), 2),
        ...(i > 0 ? { status: 'audited' } : {}),
      };
    });
  },
};

const saPlane: CatalogEntity = {
  module: 'sale',
  name: 'sa_plane',
  label: '销售计划',
  status: 'document',
  enabledField: false,
  labelField: 'planNo',
  fields: [
    {
      name: 'planNo',
      label: '计划编号',
      required: true,
      unique: '计划编号已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'period', label: '计划月份', required: true, validate: MONTH, query: 'quick', sort: true },
    ...customerFields(true),
    ...inventoryFields(true),
    tonsField('plannedTonnage', '计划吨数', { required: true, sort: true }),
    priceField('plannedPrice', '计划单价(元/吨)'),
    remarkField(),
  ],
  demo({ master, now, prng }) {
    const month = now.toISOString().slice(0, 7);
    return master.customers.slice(0, 8).map((c, i) => ({
      planNo: `JH${month.replace('-', '')}${String(i + 1).padStart(3, '0')}`,
      period: month,
      customerName: c.customerName,
      customerCode: c.customerCode,
      customerId: c.id,
      ...inv(master.inventories[i % master.inventories.length]),
      plannedTonnage: dec(prng.int(2, 30) * 1000, 3),
      plannedPrice: dec(prng.int(350, 650), 4),
      ...(i > 1 ? { status: 'audited' } : {}),
    }));
  },
};

export const SETTLEMENT_DECLARATIONS: readonly CatalogEntity[] = [
  calculation('pu'),
  settlement('pu'),
  settlementMain('pu'),
  calculation('sa'),
  settlement('sa'),
  settlementMain('sa'),
  settlement('al'),
  settlementMain('al'),
  recivePayment,
  saDayPlanControl,
  saTask,
  saPlane,
];
