import type { CatalogEntity, CatalogField, DemoContext, DemoRow } from '../types';
import { dateOrder, dec, priceField, remarkField, tonsField, ymdDaysAgo } from './archiveKit';
import { inventoryFields } from './common';

/**
 * 业务单据 of the business flavours (SPEC §1): notices (通知单, with their material lines), contracts,
 * contract pricing, prices and price-match rules. The partner is the flavour's: 供应商 for purchases
 * (pu, pt), 客户 for sales (sa, st), the receiving plant for allocations and transfers (al, tr).
 * 制单数 / 预装数 / 实发数 of a notice are kept by the weighing flow (server-only here).
 */

export type DocFlavour = 'pu' | 'pt' | 'sa' | 'st' | 'al' | 'tr';

interface FlavourInfo {
  module: string;
  title: string;
  letter: string;
  partner: 'vendor' | 'customer' | 'factory';
}

export const DOC_FLAVOURS: Record<DocFlavour, FlavourInfo> = {
  pu: { module: 'purorder', title: '采购', letter: 'CG', partner: 'vendor' },
  pt: { module: 'pt', title: '外购转运', letter: 'WZ', partner: 'vendor' },
  sa: { module: 'sale', title: '销售', letter: 'XS', partner: 'customer' },
  st: { module: 'st', title: '销售转运', letter: 'XZ', partner: 'customer' },
  al: { module: 'allot', title: '调拨', letter: 'DB', partner: 'factory' },
  tr: { module: 'transfer', title: '转运', letter: 'ZY', partner: 'factory' },
};

const PARTNER_LABEL = { vendor: '供应商', customer: '客户', factory: '收货工厂' } as const;

/** The flavour's partner picker: partnerName shown, partnerId and partnerCode filled. */
function partnerFields(f: DocFlavour, required = true): CatalogField[] {
  const p = DOC_FLAVOURS[f].partner;
  const popup = p === 'factory' ? 'bd_factory_res' : `bd_${p}_res`;
  return [
    {
      name: 'partnerName',
      label: PARTNER_LABEL[p],
      control: 'picker',
      required,
      query: 'quick',
      width: 200,
      picker: {
        popup,
        links: { partnerId: 'id', partnerCode: `${p}Code`, partnerName: `${p}Name` },
      },
    },
    { name: 'partnerCode', label: `${PARTNER_LABEL[p]}编码`, readOnly: true },
    { name: 'partnerId', label: `${PARTNER_LABEL[p]}ID`, control: 'hidden', kind: 'uuid' },
  ];
}

function partnersOf(f: DocFlavour, master: DemoContext['master']) {
  const p = DOC_FLAVOURS[f].partner;
  if (p === 'vendor')
    return master.vendors
      .filter((v) => !/物流|运输|汽运/.test(v.vendorName))
      .map((v) => ({ partnerName: v.vendorName, partnerCode: v.vendorCode, partnerId: v.id }));
  if (p === 'customer')
    return master.customers.map((c) => ({
      partnerName: c.customerName,
      partnerCode: c.customerCode,
      partnerId: c.id,
    }));
  return master.factories.map((x) => ({
    partnerName: x.factoryName,
    partnerCode: x.factoryCode,
    partnerId: x.id,
  }));
}

const inv = (x: DemoContext['master']['inventories'][number]) => ({
  invName: x.invName,
  invCode: x.invCode,
  inventoryId: x.id,
});

/** 通知单 with its material lines (the registry of a truck picks a line). */
function notice(f: DocFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  const sub = `${f}_notice_sub`;
  return {
    module: fl.module,
    name: `${f}_notice`,
    label: `${fl.title}通知单`,
    status: 'document',
    enabledField: false,
    labelField: 'billNo',
    fields: [
      {
        name: 'billNo',
        label: '通知单号',
        required: true,
        unique: '通知单号已存在',
        query: 'quick',
        sort: true,
      },
      {
        name: 'noticeDate',
        label: '通知日期',
        control: 'date',
        required: true,
        sort: true,
        query: 'advanced',
      },
      ...partnerFields(f),
      { name: 'contractNo', label: '合同编号', query: 'quick' },
      { name: 'validFrom', label: '有效期起', control: 'date', required: true },
      { name: 'validTo', label: '有效期止', control: 'date', required: true, sort: true },
      tonsField('maxLimit', '单车限量(吨)'),
      { name: 'countSa', label: '制单数', control: 'number', sqlType: 'integer', serverOnly: true },
      tonsField('preQuantity', '预装数', { serverOnly: true }),
      tonsField('deSuttle', '实发数', { serverOnly: true, sort: true }),
      { name: 'done', label: '已完成', control: 'yesNo', serverOnly: true, query: 'advanced' },
      remarkField(),
    ],
    check: (row) => dateOrder(row.validFrom, row.validTo, '有效期止不能早于有效期起'),
    // 关闭明细 / 打开明细 / 修改限量 / 完成 (weighing/noticeActions.ts)
    listMapData: { notice: true },
    children: [
      {
        table: sub,
        label: '通知单明细',
        fields: [
          ...inventoryFields(true),
          tonsField('plannedQuantity', '计划量(吨)', { required: true }),
          priceField('unitPrice', '单价(元/吨)'),
          { name: 'closed', label: '已关闭', control: 'yesNo' },
        ],
      },
    ],
    demo({ master, now, prng }) {
      const partners = partnersOf(f, master);
      if (partners.length === 0) return [];
      return Array.from({ length: 10 }, (_, i): DemoRow => {
        const items = master.inventories.slice(i % 5, (i % 5) + (i % 3 === 0 ? 2 : 1));
        const planned = items.map(() => prng.int(5, 60) * 100);
        const shipped = planned.reduce((s, q) => s + q, 0) * (i < 6 ? prng.int(10, 90) / 100 : 0);
        return {
          billNo: `TZ${fl.letter}${ymdDaysAgo(now, i * 3).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
          noticeDate: ymdDaysAgo(now, i * 3),
          ...partners[i % partners.length],
          contractNo:
            i % 2 === 0
              ? `HT${fl.letter}${now.getUTCFullYear()}${String((i % 4) + 1).padStart(3, '0')}`
              : null,
          validFrom: ymdDaysAgo(now, i * 3),
          validTo: ymdDaysAgo(now, i * 3 - 30),
          maxLimit: dec(49, 3),
          countSa: String(Math.round(shipped / 33)),
          preQuantity: dec(shipped * 1.02, 3),
          deSuttle: dec(shipped, 3),
          done: i >= 8 ? '是' : '否',
          [sub]: items.map((x, k) => ({
            ...inv(x),
            plannedQuantity: dec(planned[k], 3),
            unitPrice: dec(prng.int(300, 900), 4),
            closed: '否',
          })),
          ...(i < 7 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function contract(f: DocFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  const sub = `${f}_contract_sub`;
  return {
    module: fl.module,
    name: `${f}_contract`,
    label: `${fl.title}合同`,
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
      { name: 'contractName', label: '合同名称', required: true, query: 'quick' },
      ...partnerFields(f),
      { name: 'signDate', label: '签订日期', control: 'date', required: true, sort: true },
      { name: 'startDate', label: '开始日期', control: 'date', required: true, query: 'advanced' },
      { name: 'endDate', label: '结束日期', control: 'date', required: true, sort: true },
      {
        name: 'settleBasis',
        label: '结算依据',
        control: 'select',
        options: ['以我方磅单为准', '以对方磅单为准', '以低者为准'],
        defaultValue: '以我方磅单为准',
      },
      remarkField(),
    ],
    check: (row) => dateOrder(row.startDate, row.endDate),
    children: [
      {
        table: sub,
        label: '合同明细',
        fields: [
          ...inventoryFields(true),
          tonsField('quantity', '合同量(吨)', { required: true }),
          priceField('unitPrice', '单价(元/吨)', { required: true }),
          { name: 'tolerance', label: '溢短装(%)', control: 'number', sqlType: 'numeric(6,2)' },
        ],
      },
    ],
    demo({ master, now, prng }) {
      const partners = partnersOf(f, master);
      return partners.slice(0, 4).map((p, i) => {
        const items = master.inventories.slice(i, i + 2);
        return {
          contractNo: `HT${fl.letter}${now.getUTCFullYear()}${String(i + 1).padStart(3, '0')}`,
          contractName: `${p.partnerName.slice(0, 6)}${now.getUTCFullYear()}年度${fl.title}合同`,
          ...p,
          signDate: ymdDaysAgo(now, 120 + i * 5),
          startDate: ymdDaysAgo(now, 110),
          endDate: ymdDaysAgo(now, -255),
          settleBasis: '以我方磅单为准',
          [sub]: items.map((x) => ({
            ...inv(x),
            quantity: dec(prng.int(20, 200) * 1000, 3),
            unitPrice: dec(prng.int(300, 900), 4),
            tolerance: dec(prng.pick([3, 5]), 2),
          })),
          ...(i < 3 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function contractPricing(f: DocFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  return {
    module: fl.module,
    name: `${f}_contract_pricing`,
    label: `${fl.title}合同定价`,
    status: 'document',
    enabledField: false,
    labelField: 'pricingNo',
    fields: [
      {
        name: 'pricingNo',
        label: '定价单号',
        required: true,
        unique: '定价单号已存在',
        query: 'quick',
        sort: true,
      },
      {
        name: 'contractNo',
        label: '合同编号',
        control: 'picker',
        required: true,
        query: 'quick',
        picker: { popup: `${f}_contract_res`, links: { contractId: 'id', contractNo: 'contractNo' } },
      },
      { name: 'contractId', label: '合同ID', control: 'hidden', kind: 'uuid' },
      ...inventoryFields(true),
      priceField('unitPrice', '定价(元/吨)', { required: true, sort: true }),
      {
        name: 'effectiveDate',
        label: '生效日期',
        control: 'date',
        required: true,
        sort: true,
        query: 'advanced',
      },
      { name: 'expiryDate', label: '失效日期', control: 'date' },
      remarkField(),
    ],
    check: (row) => dateOrder(row.effectiveDate, row.expiryDate, '失效日期不能早于生效日期'),
    demo({ master, now, prng }) {
      return Array.from({ length: 6 }, (_, i) => {
        const x = master.inventories[i % master.inventories.length];
        return {
          pricingNo: `DJ${fl.letter}${String(i + 1).padStart(4, '0')}`,
          contractNo: `HT${fl.letter}${now.getUTCFullYear()}${String((i % 4) + 1).padStart(3, '0')}`,
          contractId: null,
          ...inv(x),
          unitPrice: dec(prng.int(300, 900) + prng.int(0, 99) / 100, 4),
          effectiveDate: ymdDaysAgo(now, 100 - i * 10),
          expiryDate: null,
          ...(i < 4 ? { status: 'audited' } : {}),
        };
      });
    },
  };
}

function price(f: DocFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  return {
    module: fl.module,
    name: `${f}_price`,
    label: `${fl.title}价格`,
    status: 'document',
    enabledField: false,
    labelField: 'priceNo',
    fields: [
      {
        name: 'priceNo',
        label: '价格单号',
        required: true,
        unique: '价格单号已存在',
        query: 'quick',
        sort: true,
      },
      ...partnerFields(f, false),
      ...inventoryFields(true),
      priceField('unitPrice', '单价(元/吨)', { required: true, sort: true }),
      { name: 'taxRate', label: '税率(%)', control: 'number', sqlType: 'numeric(6,2)', defaultValue: '13' },
      {
        name: 'effectiveTime',
        label: '生效时间',
        control: 'dateTime',
        required: true,
        sort: true,
        query: 'advanced',
      },
      { name: 'expiryTime', label: '失效时间', control: 'dateTime' },
    ],
    check: (row) =>
      row.effectiveTime &&
      row.expiryTime &&
      new Date(String(row.expiryTime)) < new Date(String(row.effectiveTime))
        ? '失效时间不能早于生效时间'
        : null,
    demo({ master, now, prng }) {
      const partners = partnersOf(f, master);
      return Array.from({ length: 8 }, (_, i) => ({
        priceNo: `JG${fl.letter}${String(i + 1).padStart(4, '0')}`,
        ...(i % 2 === 0 && partners.length ? partners[i % partners.length] : {}),
        ...inv(master.inventories[i % master.inventories.length]),
        unitPrice: dec(prng.int(300, 900) + prng.int(0, 99) / 100, 4),
        taxRate: '13',
        effectiveTime: new Date(now.getTime() - (60 - i * 5) * 86_400_000),
        expiryTime: null,
        ...(i < 6 ? { status: 'audited' } : {}),
      }));
    },
  };
}

function priceMatchRule(f: DocFlavour): CatalogEntity {
  const fl = DOC_FLAVOURS[f];
  return {
    module: fl.module,
    name: `${f}_price_match_rule`,
    label: `${fl.title}价格匹配规则`,
    fields: [
      {
        name: 'ruleCode',
        label: '规则编码',
        required: true,
        unique: '规则编码已存在',
        query: 'quick',
        sort: true,
      },
      { name: 'ruleName', label: '规则名称', required: true, query: 'quick' },
      {
        name: 'matchBy',
        label: '匹配维度',
        control: 'select',
        options: ['物料', '物料+客商', '物料+合同', '物料+客商+合同'],
        required: true,
      },
      {
        name: 'timeBasis',
        label: '时间依据',
        control: 'select',
        options: ['毛重时间', '皮重时间', '制单时间'],
        required: true,
      },
      { name: 'priority', label: '优先级', control: 'number', sqlType: 'integer', sort: true },
      remarkField(),
    ],
    demo: () =>
      [
        ['GZ01', '按物料和客商匹配', '物料+客商', '毛重时间', 1],
        ['GZ02', '按合同匹配', '物料+合同', '毛重时间', 2],
        ['GZ03', '按物料匹配(兜底)', '物料', '制单时间', 9],
      ].map(([code, name, by, basis, prio]) => ({
        ruleCode: code,
        ruleName: name,
        matchBy: by,
        timeBasis: basis,
        priority: String(prio),
      })),
  };
}

/** Full flavours (pu, sa, al) have contracts and prices; every flavour but pr has notices. */
export const DOCUMENT_DECLARATIONS: readonly CatalogEntity[] = [
  ...(['pu', 'pt', 'sa', 'st', 'al', 'tr'] as const).map(notice),
  ...(['pu', 'sa', 'al'] as const).flatMap((f) => [
    contract(f),
    contractPricing(f),
    price(f),
    priceMatchRule(f),
  ]),
];
