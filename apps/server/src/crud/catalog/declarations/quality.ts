import { compileFormula } from '@wb/templates';
import type { CatalogEntity } from '../types';
import {
  codeField,
  dec,
  nameField,
  plateField,
  remarkField,
  upperPlates,
  warehouseFields,
  ymdDaysAgo,
} from './archiveKit';
import { INTEGER, inventoryFields } from './common';

/**
 * 质量管理: assay formats and groups, assay sheets (raw materials and products), barrel groups,
 * assay-determine formulas, quality models, exceptions, classes, formats and automatic sampling
 * models. Formulas are parsed by the template engine's own compiler, never evaluated as code.
 */

/** SPEC §3 assay items 001 水分, 002 硅, 003 硫, 004 碳, 005 强度, comma-separated. */
const ITEM_CODES = {
  validateMethod: '/^(00[1-5])(,00[1-5])*$/',
  validateTitle: '化验项目应为001至005，以逗号分隔',
};
const RESULT = [
  { value: '合格', label: '合格', color: 'green' },
  { value: '不合格', label: '不合格', color: 'red' },
];
const pct = (name: string, label: string) => ({
  name,
  label,
  control: 'number' as const,
  sqlType: 'numeric(8,3)',
});

export const qcAssayFormat: CatalogEntity = {
  module: 'quality',
  name: 'qc_assay_format',
  label: '化验格式',
  fields: [
    codeField('assayCode', '化验格式编码'),
    nameField('formatName', '化验格式名称', true),
    {
      name: 'sampleType',
      label: '样品类型',
      control: 'select',
      options: ['原煤', '石灰石', '熟料', '水泥', '其他'],
      required: true,
    },
    { name: 'itemCodes', label: '化验项目', required: true, validate: ITEM_CODES },
    remarkField(),
  ],
  demo: () => [
    { assayCode: 'MZHY', formatName: '煤质化验', sampleType: '原煤', itemCodes: '001,003,004' },
    { assayCode: 'SHSHY', formatName: '石灰石化验', sampleType: '石灰石', itemCodes: '001,002' },
    { assayCode: 'SLHY', formatName: '熟料化验', sampleType: '熟料', itemCodes: '001,002,005' },
  ],
};

export const qcAssay: CatalogEntity = {
  module: 'quality',
  name: 'qc_assay',
  label: '化验单',
  table: 'qc_assay_sheet',
  status: 'document',
  enabledField: false,
  labelField: 'assayNo',
  fields: [
    {
      name: 'assayNo',
      label: '化验单号',
      required: true,
      unique: '化验单号已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'sampleCode', label: '样品编号', required: true, query: 'quick' },
    {
      name: 'assayCode',
      label: '化验格式',
      control: 'select',
      options: ['MZHY', 'SHSHY', 'SLHY'],
      required: true,
    },
    ...inventoryFields(true),
    { ...plateField(false), name: 'plateNumber' },
    { name: 'sampleTime', label: '取样时间', control: 'dateTime', sort: true, query: 'advanced' },
    { name: 'assayTime', label: '化验时间', control: 'dateTime', required: true, sort: true },
    pct('mt', '全水分(%)'),
    pct('si', '硅(%)'),
    pct('st', '全硫(%)'),
    pct('fc', '固定碳(%)'),
    { name: 'strength', label: '强度(MPa)', control: 'number', sqlType: 'numeric(8,2)' },
    { name: 'assayUser', label: '化验员' },
    { name: 'result', label: '判定结果', control: 'select', options: RESULT, query: 'advanced' },
  ],
  normalize: upperPlates('plateNumber'),
  demo({ master, now, prng }) {
    return Array.from({ length: 20 }, (_, i) => {
      const at = new Date(now.getTime() - i * 8 * 3_600_000);
      const st = prng.int(40, 140) / 100;
      return {
        assayNo: `HY${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
        sampleCode: `YP${String(50_000 + i * 13)}`,
        assayCode: 'MZHY',
        ...(() => {
          const x = master.inventories[i % Math.min(3, master.inventories.length)];
          return { invName: x.invName, invCode: x.invCode, inventoryId: x.id };
        })(),
        plateNumber: master.vehicles[i % master.vehicles.length].plateNumber,
        sampleTime: new Date(at.getTime() - 2 * 3_600_000),
        assayTime: at,
        mt: dec(prng.int(60, 160) / 10, 3),
        st: dec(st, 3),
        fc: dec(prng.int(450, 620) / 10, 3),
        assayUser: master.users[i % master.users.length]?.realName ?? null,
        result: st > 1.2 ? '不合格' : '合格',
        ...(i > 3 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const proQcAssay: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_assay',
  label: '产品化验单',
  status: 'document',
  enabledField: false,
  labelField: 'assayNo',
  fields: [
    {
      name: 'assayNo',
      label: '化验单号',
      required: true,
      unique: '化验单号已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'batchNo', label: '批号', required: true, query: 'quick' },
    {
      name: 'productionLine',
      label: '生产线',
      control: 'select',
      options: ['1#生产线', '2#生产线', '3#生产线'],
    },
    ...inventoryFields(true, '产品'),
    {
      name: 'sampleTime',
      label: '取样时间',
      control: 'dateTime',
      required: true,
      sort: true,
      query: 'advanced',
    },
    { name: 'strength3d', label: '3天强度(MPa)', control: 'number', sqlType: 'numeric(8,2)' },
    { name: 'strength28d', label: '28天强度(MPa)', control: 'number', sqlType: 'numeric(8,2)' },
    pct('fineness', '细度(%)'),
    { name: 'result', label: '判定结果', control: 'select', options: RESULT, query: 'advanced' },
  ],
  demo({ master, now, prng }) {
    return Array.from({ length: 10 }, (_, i) => {
      const x = master.inventories[(i + 2) % master.inventories.length];
      const s28 = prng.int(400, 560) / 10;
      return {
        assayNo: `CPHY${ymdDaysAgo(now, i).replaceAll('-', '')}${i + 1}`,
        batchNo: `P${ymdDaysAgo(now, i).replaceAll('-', '').slice(2)}-${(i % 3) + 1}`,
        productionLine: `${(i % 3) + 1}#生产线`,
        invName: x.invName,
        invCode: x.invCode,
        inventoryId: x.id,
        sampleTime: new Date(now.getTime() - i * 86_400_000),
        strength3d: dec(prng.int(200, 300) / 10, 2),
        strength28d: dec(s28, 2),
        fineness: dec(prng.int(10, 40) / 10, 3),
        result: s28 >= 42.5 ? '合格' : '不合格',
        ...(i > 2 ? { status: 'audited' } : {}),
      };
    });
  },
};

export const qcAssayGroup: CatalogEntity = {
  module: 'quality',
  name: 'qc_assay_group',
  label: '化验分组',
  fields: [
    codeField('groupCode', '分组编码'),
    nameField('groupName', '分组名称', true),
    { name: 'itemCodes', label: '化验项目', required: true, validate: ITEM_CODES },
    remarkField(),
  ],
  demo: () => [
    { groupCode: 'FZ01', groupName: '工业分析', itemCodes: '001,004' },
    { groupCode: 'FZ02', groupName: '元素分析', itemCodes: '002,003' },
    { groupCode: 'FZ03', groupName: '物理性能', itemCodes: '005' },
  ],
};

export const proQcBarrelGroup: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_barrel_group',
  label: '桶组',
  fields: [
    codeField('barrelGroupCode', '桶组编码'),
    nameField('barrelGroupName', '桶组名称', true),
    {
      name: 'barrelCount',
      label: '桶数',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
      required: true,
    },
    ...warehouseFields(false, '存放位置'),
    remarkField(),
  ],
  demo: ({ master }) =>
    ['A', 'B', 'C', 'D'].map((g, i) => ({
      barrelGroupCode: `TZ${g}`,
      barrelGroupName: `${g}组样桶`,
      barrelCount: String(12 + i * 4),
      warehouseName: master.warehouses[i % Math.max(1, master.warehouses.length)]?.warehouseName ?? null,
      warehouseId: master.warehouses[i % Math.max(1, master.warehouses.length)]?.id ?? null,
    })),
};

export const assayDetermine: CatalogEntity = {
  module: 'quality',
  name: 'assay_determine',
  label: '化验判定公式',
  fields: [
    codeField('formulaCode', '公式编码'),
    nameField('formulaName', '公式名称'),
    ...inventoryFields(false),
    { name: 'formula', label: '判定公式', required: true, width: 260 },
    { name: 'limitValue', label: '判定阈值', control: 'number', sqlType: 'numeric(12,4)' },
    {
      name: 'compare',
      label: '比较方式',
      control: 'select',
      options: ['大于', '大于等于', '小于', '小于等于'],
      required: true,
    },
    remarkField(),
  ],
  // a formula is checked by the template engine's parser (fields, numbers, + - * / and brackets): never run as code
  check(row) {
    if (typeof row.formula !== 'string' || row.formula === '') return null;
    const compiled = compileFormula(row.formula);
    return compiled.ok ? null : compiled.error;
  },
  demo: ({ master }) => [
    {
      formulaCode: 'PD01',
      formulaName: '干基全硫',
      formula: 'st * 100 / (100 - mt)',
      limitValue: '1.0000',
      compare: '小于等于',
    },
    {
      formulaCode: 'PD02',
      formulaName: '固定碳下限',
      formula: 'fc',
      limitValue: '45.0000',
      compare: '大于等于',
    },
    {
      formulaCode: 'PD03',
      formulaName: '熟料强度',
      formula: 'strength',
      limitValue: '42.5000',
      compare: '大于等于',
      ...(master.inventories[0]
        ? {
            invName: master.inventories[0].invName,
            invCode: master.inventories[0].invCode,
            inventoryId: master.inventories[0].id,
          }
        : {}),
    },
  ],
};

export const qcModelCg: CatalogEntity = {
  module: 'quality',
  name: 'qc_model_cg',
  label: '质检模型',
  fields: [
    codeField('modelCode', '模型编码'),
    nameField('modelName', '模型名称', true),
    ...inventoryFields(true),
    {
      name: 'sampleRule',
      label: '取样规则',
      control: 'select',
      options: ['每车取样', '每N车取样', '按批次取样'],
      required: true,
    },
    {
      name: 'sampleInterval',
      label: '取样间隔(车)',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
    },
    { name: 'assayCode', label: '化验格式', control: 'select', options: ['MZHY', 'SHSHY', 'SLHY'] },
  ],
  demo: ({ master }) =>
    master.inventories.slice(0, 4).map((x, i) => ({
      modelCode: `ZJMX${i + 1}`,
      modelName: `${x.invName}质检模型`,
      invName: x.invName,
      invCode: x.invCode,
      inventoryId: x.id,
      sampleRule: i % 2 ? '每N车取样' : '每车取样',
      sampleInterval: i % 2 ? '5' : null,
      assayCode: 'MZHY',
    })),
};

export const proQcEx: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_ex',
  label: '质检异常',
  fields: [
    { name: 'exNo', label: '异常单号', required: true, unique: '异常单号已存在', query: 'quick', sort: true },
    { ...plateField(false), name: 'plateNumber' },
    ...inventoryFields(false),
    {
      name: 'exType',
      label: '异常类型',
      control: 'select',
      options: ['掺杂使假', '水分超标', '粒度不符', '硫分超标', '其他'],
      required: true,
      query: 'advanced',
    },
    { name: 'exTime', label: '发现时间', control: 'dateTime', required: true, sort: true },
    { name: 'description', label: '异常描述', control: 'textarea', required: true },
    {
      name: 'handleResult',
      label: '处理结果',
      control: 'select',
      options: ['扣重', '扣价', '退货', '让步接收'],
    },
  ],
  normalize: upperPlates('plateNumber'),
  demo({ master, now }) {
    const types = ['水分超标', '粒度不符', '掺杂使假', '硫分超标'];
    return Array.from({ length: 6 }, (_, i) => {
      const x = master.inventories[i % master.inventories.length];
      return {
        exNo: `YC${ymdDaysAgo(now, i * 4).replaceAll('-', '')}${i + 1}`,
        plateNumber: master.vehicles[(i * 5) % master.vehicles.length].plateNumber,
        invName: x.invName,
        invCode: x.invCode,
        inventoryId: x.id,
        exType: types[i % types.length],
        exTime: new Date(now.getTime() - i * 4 * 86_400_000),
        description: `${types[i % types.length]}，现场取样复检确认`,
        handleResult: ['扣重', '扣价', '退货', '让步接收'][i % 4],
      };
    });
  },
};

export const proQcClass: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_class',
  label: '质检分类',
  fields: [codeField('classCode', '分类编码'), nameField('className', '分类名称', true), remarkField()],
  demo: () =>
    [
      ['ZJFL01', '进厂原料'],
      ['ZJFL02', '出厂产品'],
      ['ZJFL03', '过程控制'],
    ].map(([code, name]) => ({ classCode: code, className: name })),
};

export const proQcFormat: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_format',
  label: '质检格式',
  fields: [
    codeField('formatCode', '格式编码'),
    nameField('formatName', '格式名称', true),
    {
      name: 'className',
      label: '质检分类',
      control: 'picker',
      picker: { popup: 'pro_qc_class_res', links: { classId: 'id', className: 'className' } },
    },
    { name: 'classId', label: '分类ID', control: 'hidden', kind: 'uuid' },
    { name: 'itemCodes', label: '化验项目', required: true, validate: ITEM_CODES },
  ],
  demo: () => [
    { formatCode: 'ZJGS01', formatName: '原煤进厂质检', className: '进厂原料', itemCodes: '001,003,004' },
    { formatCode: 'ZJGS02', formatName: '水泥出厂质检', className: '出厂产品', itemCodes: '005' },
  ],
};

export const proQcAutoModel: CatalogEntity = {
  module: 'quality',
  name: 'pro_qc_auto_model',
  label: '自动取样模型',
  fields: [
    codeField('modelCode', '模型编码'),
    nameField('modelName', '模型名称', true),
    ...inventoryFields(true),
    {
      name: 'trigger',
      label: '触发时机',
      control: 'select',
      options: ['重车过磅', '空车过磅', '入厂登记'],
      required: true,
    },
    { name: 'samplePoints', label: '取样点数', control: 'number', sqlType: 'integer', validate: INTEGER },
    { name: 'sampleRate', label: '抽检比例(%)', control: 'number', sqlType: 'numeric(5,2)' },
  ],
  check: (row) =>
    row.sampleRate != null && (Number(row.sampleRate) < 0 || Number(row.sampleRate) > 100)
      ? '抽检比例必须在0到100之间'
      : null,
  demo: ({ master }) =>
    master.inventories.slice(0, 3).map((x, i) => ({
      modelCode: `ZDQY${i + 1}`,
      modelName: `${x.invName}自动取样`,
      invName: x.invName,
      invCode: x.invCode,
      inventoryId: x.id,
      trigger: '重车过磅',
      samplePoints: String(3 + i),
      sampleRate: dec([100, 50, 20][i], 2),
    })),
};

export const QUALITY_DECLARATIONS: readonly CatalogEntity[] = [
  qcAssayFormat,
  qcAssay,
  proQcAssay,
  qcAssayGroup,
  proQcBarrelGroup,
  assayDetermine,
  qcModelCg,
  proQcEx,
  proQcClass,
  proQcFormat,
  proQcAutoModel,
];
