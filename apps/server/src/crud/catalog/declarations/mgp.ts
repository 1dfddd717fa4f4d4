import type { CatalogEntity } from '../types';
import { catalogPicker, codeField, mobileField, nameField, remarkField } from './archiveKit';
import { customerFields, inventoryFields } from './common';

/** MGP档案: divisions, their employees, sale types, standard products and customer-made products. */

const DIVISIONS = [
  ['SYB01', '煤炭事业部', '王海涛'],
  ['SYB02', '建材事业部', '李振华'],
  ['SYB03', '化工事业部', '张立新'],
  ['SYB04', '物流事业部', '刘晓东'],
];

export const mgpDivision: CatalogEntity = {
  module: 'mgp',
  name: 'division',
  label: '事业部',
  table: 'mgp_division',
  fields: [
    codeField('divisionCode', '事业部编码'),
    nameField('divisionName', '事业部名称', true),
    { name: 'manager', label: '负责人' },
    mobileField(),
    remarkField(),
  ],
  demo: () =>
    DIVISIONS.map(([code, name, manager], i) => ({
      divisionCode: code,
      divisionName: name,
      manager,
      mobile: `1390477${String(1001 + i * 137).padStart(4, '0')}`,
    })),
};

export const mgpEmployee: CatalogEntity = {
  module: 'mgp',
  name: 'employee',
  label: '员工',
  table: 'mgp_employee',
  fields: [
    codeField('employeeCode', '工号'),
    nameField('employeeName', '姓名'),
    ...catalogPicker('divisionName', '所属事业部', 'mgp_division_res', 'divisionId', 'divisionName', true),
    {
      name: 'position',
      label: '岗位',
      control: 'select',
      options: ['销售经理', '业务员', '内勤', '计量员', '主管'],
    },
    mobileField('mobile', '手机号码'),
    { name: 'entryDate', label: '入职日期', control: 'date', sort: true },
  ],
  demo({ prng, now }) {
    const names = [
      '赵文斌',
      '钱振宇',
      '孙丽娜',
      '周海燕',
      '吴志刚',
      '郑晓明',
      '冯建平',
      '陈雪梅',
      '褚国强',
      '卫红霞',
    ];
    return names.map((n, i) => ({
      employeeCode: `E${String(1001 + i)}`,
      employeeName: n,
      divisionName: DIVISIONS[i % DIVISIONS.length][1],
      divisionId: null,
      position: ['销售经理', '业务员', '内勤', '计量员', '主管'][i % 5],
      mobile: `1584771${String(2000 + i * 311).padStart(4, '0')}`,
      entryDate: new Date(now.getTime() - prng.int(200, 3000) * 86_400_000).toISOString().slice(0, 10),
    }));
  },
};

export const mgpSaleType: CatalogEntity = {
  module: 'mgp',
  name: 'sale_type',
  label: '销售类型',
  table: 'mgp_sale_type',
  fields: [
    codeField('saleTypeCode', '销售类型编码'),
    nameField('saleTypeName', '销售类型名称', true),
    remarkField(),
  ],
  demo: () =>
    [
      ['XSLX01', '直销'],
      ['XSLX02', '经销'],
      ['XSLX03', '长协'],
      ['XSLX04', '零售'],
      ['XSLX05', '出口'],
    ].map(([code, name]) => ({ saleTypeCode: code, saleTypeName: name })),
};

export const mgpStandProduct: CatalogEntity = {
  module: 'mgp',
  name: 'stand_product',
  label: '标准产品',
  table: 'mgp_stand_product',
  fields: [
    codeField('productCode', '产品编码'),
    nameField('productName', '产品名称', true),
    ...inventoryFields(true, '对应存货'),
    { name: 'model', label: '规格型号' },
    { name: 'unit', label: '计量单位', control: 'select', options: ['吨', '袋', '车'], defaultValue: '吨' },
    remarkField(),
  ],
  demo: ({ master }) =>
    master.inventories.slice(0, 6).map((x, i) => ({
      productCode: `BP${String(i + 1).padStart(3, '0')}`,
      productName: `${x.invName}(标准)`,
      invName: x.invName,
      invCode: x.invCode,
      inventoryId: x.id,
      model: ['一级', '二级', 'P.O 42.5', 'P.C 32.5', '5500大卡', '块煤'][i],
      unit: '吨',
    })),
};

export const mgpCustomProduct: CatalogEntity = {
  module: 'mgp',
  name: 'custom_product',
  label: '定制产品',
  table: 'mgp_custom_product',
  fields: [
    codeField('productCode', '定制产品编码'),
    nameField('productName', '定制产品名称'),
    ...catalogPicker(
      'standProductName',
      '标准产品',
      'mgp_stand_product_res',
      'standProductId',
      'productName',
      true,
    ),
    ...customerFields(true),
    { name: 'spec', label: '定制要求', control: 'textarea' },
  ],
  demo: ({ master }) =>
    master.customers.slice(0, 5).map((c, i) => ({
      productCode: `DZ${String(i + 1).padStart(3, '0')}`,
      productName: `${c.customerName.slice(0, 4)}专供产品${i + 1}`,
      standProductName: `${master.inventories[i % master.inventories.length].invName}(标准)`,
      standProductId: null,
      customerName: c.customerName,
      customerCode: c.customerCode,
      customerId: c.id,
      spec: ['粒度0-50mm', '硫分不高于0.8%', '热值不低于5500大卡', '袋装50kg', '散装'][i],
    })),
};

export const MGP_DECLARATIONS: readonly CatalogEntity[] = [
  mgpDivision,
  mgpEmployee,
  mgpSaleType,
  mgpStandProduct,
  mgpCustomProduct,
];
