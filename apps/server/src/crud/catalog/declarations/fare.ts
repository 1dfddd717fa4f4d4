import type { CatalogEntity, DemoContext } from '../types';
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
import { carrierFields, inventoryFields } from './common';

/**
 * 运费管理: per business flavour (采购 pu, 销售 sa, 调拨 al, 转运 tr) a carrier's fare contract, its
 * fare prices, the planned prices of a month and the fare settlements. The four flavours share one
 * shape (as the legacy product's screens do); each has its own tables, menus and permissions.
 */

type Flavour = 'pu' | 'sa' | 'al' | 'tr';
const FLAVOUR_TITLE: Record<Flavour, string> = { pu: '采购', sa: '销售', al: '调拨', tr: '转运' };
const FLAVOUR_LETTER: Record<Flavour, string> = { pu: 'C', sa: 'X', al: 'D', tr: 'Z' };

/** Routes of the demo lanes: where the coal, limestone and clinker travel. */
const LANES = [
  ['准格尔旗黑岱沟煤矿', '本厂原煤堆场', 86],
  ['伊金霍洛旗石灰石矿', '本厂原料场', 42],
  ['本厂成品库', '包头市九原区搅拌站', 168],
  ['本厂成品库', '呼和浩特市赛罕区', 265],
  ['东胜区储煤场', '本厂原煤堆场', 35],
] as const;

const routeFields = () => [
  { name: 'fromPlace', label: '起运地', required: true, query: 'quick' as const },
  { name: 'toPlace', label: '目的地', required: true, query: 'quick' as const },
  { name: 'distance', label: '运距(公里)', control: 'number' as const, sqlType: 'numeric(10,1)' },
];

function carriersOf(master: DemoContext['master']) {
  const carriers = master.vendors.filter((v) => /物流|运输|汽运/.test(v.vendorName));
  return carriers.length > 0 ? carriers : master.vendors;
}

function fareContract(f: Flavour): CatalogEntity {
  return {
    module: 'fare',
    name: `${f}_fare_contract`,
    label: `${FLAVOUR_TITLE[f]}运费合同`,
    status: 'document',
    enabledField: false,
    labelField: 'contractNo',
    fields: [
      {
        name: 'contractNo',
        label: '合同编号',
        required: true,
        unique: '合同编号已存在',
        query: 'quick',
        sort: true,
      },
      ...carrierFields(true),
      { name: 'signDate', label: '签订日期', control: 'date', required: true, sort: true },
      { name: 'startDate', label: '开始日期', control: 'date', required: true, query: 'advanced' },
      { name: 'endDate', label: '结束日期', control: 'date', required: true, sort: true },
      ...inventoryFields(true),
      ...routeFields(),
      priceField('unitPrice', '运价(元/吨)', { required: true }),
      tonsField('plannedTonnage', '计划运量(吨)'),
      remarkField(),
    ],
    check: (row) => dateOrder(row.startDate, row.endDate),
    demo({ master, now, prng }) {
      const carriers = carriersOf(master);
      return LANES.slice(0, 4).map(([from, to, km], i) => {
        const x = master.inventories[i % master.inventories.length];
        const c = carriers[i % carriers.length];
        return {
          contractNo: `YF${FLAVOUR_LETTER[f]}${ymdDaysAgo(now, 90 + i).slice(0, 4)}${String(i + 1).padStart(3, '0')}`,
          carrierName: c.vendorName,
          carrierId: c.id,
          signDate: ymdDaysAgo(now, 95 + i * 3),
          startDate: ymdDaysAgo(now, 90),
          endDate: ymdDaysAgo(now, -275),
          invName: x.invName,
          invCode: x.invCode,
          inventoryId: x.id,
          fromPlace: from,
          toPlace: to,
          distance: dec(km, 1),
          unitPrice: dec(km * 0.38 + prng.int(5, 15), 4),
          plannedTonnage: dec(prng.int(20, 120) * 1000, 3),
          ...(i < 3 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function farePrice(f: Flavour): CatalogEntity {
  return {
    module: 'fare',
    name: `${f}_fare_price`,
    label: `${FLAVOUR_TITLE[f]}运价`,
    status: 'document',
    enabledField: false,
    labelField: 'priceNo',
    fields: [
      {
        name: 'priceNo',
        label: '运价编号',
        required: true,
        unique: '运价编号已存在',
        query: 'quick',
        sort: true,
      },
      ...carrierFields(),
      ...inventoryFields(true),
      ...routeFields(),
      priceField('unitPrice', '运价(元/吨)', { required: true, sort: true }),
      {
        name: 'effectiveDate',
        label: '生效日期',
        control: 'date',
        required: true,
        sort: true,
        query: 'advanced',
      },
      { name: 'expiryDate', label: '失效日期', control: 'date' },
    ],
    check: (row) => dateOrder(row.effectiveDate, row.expiryDate, '失效日期不能早于生效日期'),
    demo({ master, now, prng }) {
      const carriers = carriersOf(master);
      return LANES.map(([from, to, km], i) => {
        const x = master.inventories[(i + 1) % master.inventories.length];
        const c = carriers[(i + 1) % carriers.length];
        return {
          priceNo: `YJ${FLAVOUR_LETTER[f]}${String(i + 1).padStart(4, '0')}`,
          carrierName: c.vendorName,
          carrierId: c.id,
          invName: x.invName,
          invCode: x.invCode,
          inventoryId: x.id,
          fromPlace: from,
          toPlace: to,
          distance: dec(km, 1),
          unitPrice: dec(km * 0.4 + prng.int(3, 12), 4),
          effectiveDate: ymdDaysAgo(now, 60 - i * 5),
          expiryDate: i % 2 ? null : ymdDaysAgo(now, -180),
          ...(i < 4 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function plannedPrice(f: Flavour): CatalogEntity {
  return {
    module: 'fare',
    name: `${f}_planedprice`,
    label: `${FLAVOUR_TITLE[f]}计划运价`,
    status: 'document',
    enabledField: false,
    labelField: 'planMonth',
    fields: [
      { name: 'planMonth', label: '计划月份', required: true, validate: MONTH, query: 'quick', sort: true },
      ...inventoryFields(true),
      ...routeFields(),
      priceField('plannedPrice', '计划运价(元/吨)', { required: true }),
      tonsField('plannedTonnage', '计划运量(吨)'),
      remarkField(),
    ],
    demo({ master, now, prng }) {
      const month = (m: number) => {
        const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
        return d.toISOString().slice(0, 7);
      };
      return [0, 1].flatMap((m) =>
        LANES.slice(0, 3).map(([from, to, km], i) => {
          const x = master.inventories[i % master.inventories.length];
          return {
            planMonth: month(m),
            invName: x.invName,
            invCode: x.invCode,
            inventoryId: x.id,
            fromPlace: from,
            toPlace: to,
            distance: dec(km, 1),
            plannedPrice: dec(km * 0.39 + prng.int(4, 10), 4),
            plannedTonnage: dec(prng.int(10, 60) * 1000, 3),
            ...(m === 0 ? { status: 'audited' } : {}),
          };
        }),
      );
    },
  };
}

function fareSettle(f: Flavour): CatalogEntity {
  return {
    module: 'fare',
    name: `${f}_fare_settle`,
    label: `${FLAVOUR_TITLE[f]}运费结算`,
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
      ...carrierFields(true),
      { name: 'periodStart', label: '结算开始日期', control: 'date', required: true, query: 'advanced' },
      { name: 'periodEnd', label: '结算结束日期', control: 'date', required: true, sort: true },
      { name: 'trips', label: '车次', control: 'number', sqlType: 'integer' },
      tonsField('tonnage', '结算吨数(吨)', { required: true }),
      priceField('unitPrice', '运价(元/吨)', { required: true }),
      moneyField('amount', '运费金额(元)', { sort: true }),
      moneyField('deduction', '扣款(元)'),
      moneyField('payable', '应付金额(元)', { sort: true }),
      remarkField(),
    ],
    check: (row) => dateOrder(row.periodStart, row.periodEnd, '结算结束日期不能早于开始日期'),
    demo({ master, now, prng }) {
      const carriers = carriersOf(master);
      return Array.from({ length: 6 }, (_, i) => {
        const c = carriers[i % carriers.length];
        const tons = prng.int(1500, 9000) + prng.int(0, 999) / 1000;
        const price = 20 + prng.int(0, 60) + prng.int(0, 99) / 100;
        const amount = Math.round(tons * price * 100) / 100;
        const deduction = prng.chance(0.4) ? prng.int(200, 3000) : 0;
        return {
          settleNo: `JS${FLAVOUR_LETTER[f]}${ymdDaysAgo(now, i * 15).replaceAll('-', '')}${i + 1}`,
          carrierName: c.vendorName,
          carrierId: c.id,
          periodStart: ymdDaysAgo(now, (i + 1) * 15),
          periodEnd: ymdDaysAgo(now, i * 15 + 1),
          trips: String(Math.round(tons / 33)),
          tonnage: dec(tons, 3),
          unitPrice: dec(price, 4),
          amount: dec(amount, 2),
          deduction: dec(deduction, 2),
          payable: dec(amount - deduction, 2),
          ...(i > 1 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

export const FARE_DECLARATIONS: readonly CatalogEntity[] = (['pu', 'sa', 'al', 'tr'] as const).flatMap(
  (f) => [fareContract(f), farePrice(f), plannedPrice(f), fareSettle(f)],
);
