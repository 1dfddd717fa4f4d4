import type { CatalogEntity, CatalogField, DemoMaster, DemoRow } from '../types';
import {
  MONTH,
  billNoField,
  codeField,
  daysAgo,
  dec,
  moneyField,
  nameField,
  plateField,
  priceField,
  remarkField,
  tonsField,
  upperPlates,
  warehouseFields,
  ymdDaysAgo,
} from './archiveKit';
import { customerFields, inventoryFields } from './common';

/**
 * 仓储管理: opening balances, stock on hand, day stock, store records, outbound orders, transfer
 * forms, inventory counting, month-end closing, coal blending plans and their costs. Quantities are
 * tonnes with 3 decimals (the scale reads kilograms).
 */

const inv = (x: DemoMaster['inventories'][number]) => ({
  invName: x.invName,
  invCode: x.invCode,
  inventoryId: x.id,
});
const wh = (x: DemoMaster['warehouses'][number], prefix = 'warehouse') => ({
  [`${prefix}Name`]: x.warehouseName,
  [`${prefix}Id`]: x.id,
});

/** The lines of a stock document: material, quantity, unit price, amount. */
const stockLines = (required = true): CatalogField[] => [
  ...inventoryFields(required),
  tonsField('quantity', '数量(吨)', { required }),
  priceField('unitPrice', '单价(元/吨)'),
  moneyField('amount', '金额(元)'),
];

export const pdStockEarly: CatalogEntity = {
  module: 'store',
  name: 'pd_stock_early',
  label: '期初库存',
  status: 'document',
  enabledField: false,
  fields: [
    billNoField(),
    { name: 'period', label: '期初月份', required: true, validate: MONTH, query: 'quick', sort: true },
    ...warehouseFields(true),
    ...stockLines(),
    remarkField(),
  ],
  demo({ master, prng, now }) {
    const period = ymdDaysAgo(now, 60).slice(0, 7);
    return master.inventories.slice(0, 8).map((x, i) => {
      const quantity = prng.int(800, 12000) + prng.int(0, 999) / 1000;
      const price = prng.int(280, 900);
      return {
        billNo: `QC${period.replace('-', '')}${String(i + 1).padStart(3, '0')}`,
        period,
        ...wh(master.warehouses[i % master.warehouses.length]),
        ...inv(x),
        quantity: dec(quantity, 3),
        unitPrice: dec(price, 4),
        amount: dec(quantity * price, 2),
        ...(i < 5 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const pdStock: CatalogEntity = {
  module: 'store',
  name: 'pd_stock',
  label: '现存量',
  enabledField: false,
  fields: [
    ...warehouseFields(true),
    ...inventoryFields(true),
    tonsField('quantity', '现存量(吨)', { required: true, sort: true }),
    tonsField('frozenQuantity', '冻结量(吨)'),
    tonsField('availableQuantity', '可用量(吨)', { sort: true }),
    { name: 'lastInTime', label: '最近入库时间', control: 'dateTime', sort: true },
    { name: 'lastOutTime', label: '最近出库时间', control: 'dateTime' },
  ],
  check: (row) =>
    row.quantity != null && row.frozenQuantity != null && Number(row.frozenQuantity) > Number(row.quantity)
      ? '冻结量不能大于现存量'
      : null,
  demo({ master, prng, now }) {
    const rows: DemoRow[] = [];
    master.warehouses.slice(0, 3).forEach((w, wi) => {
      master.inventories.slice(wi * 3, wi * 3 + 5).forEach((x) => {
        const q = prng.int(300, 20000) + prng.int(0, 999) / 1000;
        const frozen = prng.chance(0.3) ? prng.int(0, 200) : 0;
        rows.push({
          ...wh(w),
          ...inv(x),
          quantity: dec(q, 3),
          frozenQuantity: dec(frozen, 3),
          availableQuantity: dec(q - frozen, 3),
          lastInTime: daysAgo(now, prng.int(0, 5), prng.int(0, 23)),
          lastOutTime: daysAgo(now, prng.int(0, 9), prng.int(0, 23)),
        });
      });
    });
    return rows;
  },
};

export const pdStockDay: CatalogEntity = {
  module: 'store',
  name: 'pd_stock_day',
  label: '日库存',
  enabledField: false,
  fields: [
    { name: 'stockDate', label: '日期', control: 'date', required: true, sort: true, query: 'advanced' },
    ...warehouseFields(true),
    ...inventoryFields(true),
    tonsField('openingQuantity', '期初(吨)'),
    tonsField('inQuantity', '入库(吨)', { sort: true }),
    tonsField('outQuantity', '出库(吨)', { sort: true }),
    tonsField('closingQuantity', '结存(吨)'),
  ],
  demo({ master, prng, now }) {
    const rows: DemoRow[] = [];
    const items = master.inventories.slice(0, 3);
    const w = master.warehouses[0];
    for (const x of items) {
      let balance = prng.int(2000, 9000);
      for (let d = 13; d >= 0; d--) {
        const inQ = prng.int(0, 1600) + prng.int(0, 999) / 1000;
        const outQ = Math.min(balance + inQ, prng.int(0, 1400) + prng.int(0, 999) / 1000);
        rows.push({
          stockDate: ymdDaysAgo(now, d),
          ...wh(w),
          ...inv(x),
          openingQuantity: dec(balance, 3),
          inQuantity: dec(inQ, 3),
          outQuantity: dec(outQ, 3),
          closingQuantity: dec(balance + inQ - outQ, 3),
        });
        balance = balance + inQ - outQ;
      }
    }
    return rows;
  },
};

export const pdStoreRecord: CatalogEntity = {
  module: 'store',
  name: 'pd_store_record',
  label: '出入库记录',
  enabledField: false,
  fields: [
    billNoField('记录号'),
    {
      name: 'direction',
      label: '方向',
      control: 'select',
      options: [
        { value: '入库', label: '入库', color: 'green' },
        { value: '出库', label: '出库', color: 'orange' },
      ],
      required: true,
      query: 'advanced',
    },
    {
      name: 'bizType',
      label: '业务类型',
      control: 'select',
      options: ['采购入库', '销售出库', '调拨入库', '调拨出库', '盘盈入库', '盘亏出库'],
      required: true,
      query: 'advanced',
    },
    ...warehouseFields(true),
    ...inventoryFields(true),
    tonsField('quantity', '数量(吨)', { required: true, sort: true }),
    { ...plateField(false), name: 'plateNumber' },
    { name: 'sourceBillNo', label: '来源单据', query: 'quick' },
    {
      name: 'recordTime',
      label: '发生时间',
      control: 'dateTime',
      required: true,
      sort: true,
      query: 'advanced',
    },
  ],
  normalize: upperPlates('plateNumber'),
  demo({ master, prng, now }) {
    return Array.from({ length: 40 }, (_, i) => {
      const inbound = i % 3 !== 0;
      const v = master.vehicles[i % master.vehicles.length];
      const at = daysAgo(now, Math.floor(i / 4), prng.int(0, 23));
      return {
        billNo: `CR${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
        direction: inbound ? '入库' : '出库',
        bizType: inbound ? '采购入库' : '销售出库',
        ...wh(master.warehouses[i % 2]),
        ...inv(master.inventories[i % Math.min(6, master.inventories.length)]),
        quantity: dec(prng.int(18, 48) + prng.int(0, 999) / 1000, 3),
        plateNumber: v.plateNumber,
        sourceBillNo: `${inbound ? 'CG' : 'XS'}${String(20_000 + i * 7)}`,
        recordTime: at,
      };
    });
  },
};

export const pdOutbound: CatalogEntity = {
  module: 'store',
  name: 'pd_outbound',
  label: '出库单',
  status: 'document',
  enabledField: false,
  fields: [
    billNoField('出库单号'),
    { name: 'outDate', label: '出库日期', control: 'date', required: true, sort: true, query: 'advanced' },
    ...warehouseFields(true),
    ...customerFields(),
    {
      name: 'outType',
      label: '出库类型',
      control: 'select',
      options: ['销售出库', '领用出库', '其他出库'],
      required: true,
      query: 'advanced',
    },
    remarkField(),
  ],
  children: [{ table: 'pd_outbound_line', label: '出库明细', fields: stockLines() }],
  demo({ master, prng, now }) {
    return Array.from({ length: 12 }, (_, i) => {
      const c = master.customers[i % master.customers.length];
      const lines = master.inventories.slice(i % 4, (i % 4) + 2).map((x) => {
        const q = prng.int(30, 300) + prng.int(0, 999) / 1000;
        const p = prng.int(300, 650);
        return { ...inv(x), quantity: dec(q, 3), unitPrice: dec(p, 4), amount: dec(q * p, 2) };
      });
      return {
        billNo: `CK${ymdDaysAgo(now, i * 2).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
        outDate: ymdDaysAgo(now, i * 2),
        ...wh(master.warehouses[i % 2]),
        customerName: c.customerName,
        customerCode: c.customerCode,
        customerId: c.id,
        outType: i % 5 === 4 ? '领用出库' : '销售出库',
        pd_outbound_line: lines,
        ...(i >= 4 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const pdTransferForm: CatalogEntity = {
  module: 'store',
  name: 'pd_transfer_form',
  label: '调拨单',
  status: 'document',
  enabledField: false,
  fields: [
    billNoField('调拨单号'),
    {
      name: 'transferDate',
      label: '调拨日期',
      control: 'date',
      required: true,
      sort: true,
      query: 'advanced',
    },
    ...warehouseFields(true, '调出仓库', 'fromWarehouse'),
    ...warehouseFields(true, '调入仓库', 'toWarehouse'),
    remarkField(),
  ],
  check: (row) =>
    row.fromWarehouseId && row.fromWarehouseId === row.toWarehouseId ? '调出仓库与调入仓库不能相同' : null,
  children: [
    {
      table: 'pd_transfer_form_line',
      label: '调拨明细',
      fields: [...inventoryFields(true), tonsField('quantity', '数量(吨)', { required: true })],
    },
  ],
  demo({ master, prng, now }) {
    const [a, b] = master.warehouses;
    if (!a || !b) return [];
    return Array.from({ length: 6 }, (_, i) => ({
      billNo: `DB${ymdDaysAgo(now, i * 3).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
      transferDate: ymdDaysAgo(now, i * 3),
      ...wh(i % 2 ? b : a, 'fromWarehouse'),
      ...wh(i % 2 ? a : b, 'toWarehouse'),
      pd_transfer_form_line: master.inventories
        .slice(i % 3, (i % 3) + 2)
        .map((x) => ({ ...inv(x), quantity: dec(prng.int(50, 600) + prng.int(0, 999) / 1000, 3) })),
      ...(i >= 2 ? { status: 'audited' } : {}),
    }));
  },
};

export const pdInventoryCount: CatalogEntity = {
  module: 'store',
  name: 'pd_inventory_count',
  label: '库存盘点',
  status: 'document',
  enabledField: false,
  fields: [
    billNoField('盘点单号'),
    { name: 'countDate', label: '盘点日期', control: 'date', required: true, sort: true, query: 'advanced' },
    ...warehouseFields(true),
    { name: 'countBy', label: '盘点人', query: 'quick' },
    remarkField(),
  ],
  children: [
    {
      table: 'pd_inventory_count_line',
      label: '盘点明细',
      fields: [
        ...inventoryFields(true),
        tonsField('bookQuantity', '账面数量(吨)', { required: true }),
        tonsField('countQuantity', '实盘数量(吨)', { required: true }),
        tonsField('diffQuantity', '盈亏数量(吨)'),
      ],
    },
  ],
  demo({ master, prng, now }) {
    return master.warehouses.slice(0, 3).map((w, i) => ({
      billNo: `PD${ymdDaysAgo(now, 30 * (i + 1)).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
      countDate: ymdDaysAgo(now, 30 * (i + 1)),
      ...wh(w),
      countBy: master.users[i % master.users.length]?.realName ?? null,
      pd_inventory_count_line: master.inventories.slice(i * 2, i * 2 + 3).map((x) => {
        const book = prng.int(500, 8000) + prng.int(0, 999) / 1000;
        const counted = book + prng.int(-300, 300) / 10;
        return {
          ...inv(x),
          bookQuantity: dec(book, 3),
          countQuantity: dec(counted, 3),
          diffQuantity: dec(counted - book, 3),
        };
      }),
      ...(i > 0 ? { status: 'audited' } : {}),
    }));
  },
};

export const pdMonthClose: CatalogEntity = {
  module: 'store',
  name: 'pd_month_close',
  label: '月末结账',
  status: 'document',
  enabledField: false,
  labelField: 'period',
  fields: [
    {
      name: 'period',
      label: '结账月份',
      required: true,
      unique: '该月份已结账',
      validate: MONTH,
      query: 'quick',
      sort: true,
    },
    { name: 'closeDate', label: '结账日期', control: 'date', required: true, sort: true },
    { name: 'closeBy', label: '结账人' },
    tonsField('inQuantity', '本月入库(吨)'),
    tonsField('outQuantity', '本月出库(吨)'),
    remarkField(),
  ],
  demo({ master, prng, now }) {
    return [3, 2, 1].map((m, i) => {
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m + 1, 0));
      return {
        period: end.toISOString().slice(0, 7),
        closeDate: end.toISOString().slice(0, 10),
        closeBy: master.users[0]?.realName ?? null,
        inQuantity: dec(prng.int(20_000, 60_000) + prng.int(0, 999) / 1000, 3),
        outQuantity: dec(prng.int(18_000, 55_000) + prng.int(0, 999) / 1000, 3),
        ...(i < 2 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const blendingPlan: CatalogEntity = {
  module: 'store',
  name: 'blending_plan',
  label: '配煤方案',
  status: 'document',
  fields: [
    codeField('planCode', '方案编码'),
    nameField('planName', '方案名称'),
    { name: 'targetCalorific', label: '目标热值(kcal/kg)', control: 'number', sqlType: 'integer' },
    { name: 'targetSulfur', label: '目标硫分(%)', control: 'number', sqlType: 'numeric(6,3)' },
    { name: 'targetAsh', label: '目标灰分(%)', control: 'number', sqlType: 'numeric(6,3)' },
    remarkField(),
  ],
  children: [
    {
      table: 'blending_plan_line',
      label: '配比',
      fields: [
        ...inventoryFields(true, '煤种'),
        { name: 'ratio', label: '配比(%)', control: 'number', sqlType: 'numeric(6,2)', required: true },
      ],
    },
  ],
  demo({ master, prng }) {
    const coals = master.inventories.filter((x) => /煤/.test(x.invName));
    const pool = coals.length >= 2 ? coals : master.inventories;
    return ['5000大卡电煤', '5500大卡电煤', '低硫动力煤'].map((name, i) => {
      const parts = pool.slice(i % pool.length, (i % pool.length) + 2);
      const first = prng.int(40, 70);
      const ratios = parts.length === 2 ? [first, 100 - first] : [100];
      return {
        planCode: `PM${String(i + 1).padStart(3, '0')}`,
        planName: name,
        targetCalorific: String(5000 + i * 250),
        targetSulfur: dec(0.6 + i * 0.2, 3),
        targetAsh: dec(18 + i, 3),
        blending_plan_line: parts.map((x, k) => ({
          invName: x.invName,
          invCode: x.invCode,
          inventoryId: x.id,
          ratio: dec(ratios[k], 2),
        })),
        ...(i === 0 ? { status: 'audited' } : {}),
      };
    });
  },
  check(row) {
    const lines = row.blending_plan_line;
    if (!Array.isArray(lines) || lines.length === 0) return null;
    const total = lines.reduce((s: number, l: Record<string, unknown>) => s + Number(l.ratio ?? 0), 0);
    return Math.abs(total - 100) > 0.001 ? '配比合计必须等于100%' : null;
  },
};

export const blendingCost: CatalogEntity = {
  module: 'store',
  name: 'blending_cost',
  label: '配煤成本',
  enabledField: false,
  fields: [
    { name: 'costDate', label: '日期', control: 'date', required: true, sort: true, query: 'advanced' },
    ...[
      {
        name: 'planName',
        label: '配煤方案',
        control: 'picker' as const,
        required: true,
        query: 'quick' as const,
        picker: { popup: 'blending_plan_res', links: { planId: 'id', planName: 'planName' } },
      },
      { name: 'planId', label: '方案ID', control: 'hidden' as const, kind: 'uuid' as const },
    ],
    tonsField('tonnage', '配煤量(吨)', { required: true, sort: true }),
    priceField('unitCost', '吨煤成本(元/吨)', { sort: true }),
    moneyField('totalCost', '总成本(元)', { sort: true }),
  ],
  demo({ prng, now }) {
    // the plans are seeded in the same run: the picker's id is filled when a user records a cost
    return Array.from({ length: 10 }, (_, i) => {
      const tons = prng.int(800, 3000) + prng.int(0, 999) / 1000;
      const unit = prng.int(420, 610) + prng.int(0, 99) / 100;
      return {
        costDate: ymdDaysAgo(now, i),
        planName: ['5000大卡电煤', '5500大卡电煤', '低硫动力煤'][i % 3],
        planId: null,
        tonnage: dec(tons, 3),
        unitCost: dec(unit, 4),
        totalCost: dec(tons * unit, 2),
      };
    });
  },
};

export const STORE_DECLARATIONS: readonly CatalogEntity[] = [
  pdStockEarly,
  pdStock,
  pdStockDay,
  pdStoreRecord,
  pdOutbound,
  pdTransferForm,
  pdInventoryCount,
  pdMonthClose,
  blendingPlan,
  blendingCost,
];
