import type { CatalogEntity } from '../types';
import { INTEGER, inventoryFields } from './common';

const LINES = [
  {
    name: '准格尔旗—厂区原煤线',
    from: '准格尔旗薛家湾',
    to: '厂区1号门',
    km: '86.5',
    stops: ['大路收费站', '沙圪堵检查站'],
    inv: '原煤',
  },
  {
    name: '伊金霍洛旗—厂区原煤线',
    from: '伊金霍洛旗阿勒腾席热',
    to: '厂区1号门',
    km: '62.0',
    stops: ['包府路收费站'],
    inv: '原煤',
  },
  {
    name: '固阳—厂区石灰石线',
    from: '固阳县金山镇',
    to: '厂区2号门',
    km: '148.3',
    stops: ['包头东收费站', '哈业胡同检查站'],
    inv: '石灰石',
  },
  {
    name: '厂区—包头熟料外运线',
    from: '厂区3号门',
    to: '包头市九原区',
    km: '210.0',
    stops: ['达拉特旗收费站', '包头南收费站'],
    inv: '熟料',
  },
];

/** 线路: a haul route with its stops (in order) and the materials carried on it. */
export const asLine: CatalogEntity = {
  module: 'door',
  name: 'as_line',
  label: '线路',
  fields: [
    {
      name: 'lineCode',
      label: '线路编码',
      required: true,
      unique: '线路编码已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'lineName', label: '线路名称', required: true, query: 'quick', width: 220 },
    { name: 'startPlace', label: '起点', required: true, query: 'advanced' },
    { name: 'endPlace', label: '终点', required: true, query: 'advanced' },
    { name: 'distance', label: '里程(公里)', control: 'number', sqlType: 'numeric(10,1)', sort: true },
    {
      name: 'planMinutes',
      label: '计划用时(分钟)',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
    },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'as_line_sub',
      label: '途经站点',
      fields: [
        { name: 'siteName', label: '站点名称', required: true },
        {
          name: 'arriveMinutes',
          label: '到达用时(分钟)',
          control: 'number',
          sqlType: 'integer',
          validate: INTEGER,
        },
        { name: 'checkPoint', label: '检查点', control: 'yesNo' },
      ],
    },
    { table: 'as_line_inventory', label: '运输物料', fields: inventoryFields(true) },
  ],
  demo({ master }) {
    return LINES.map((l, i) => ({
      lineCode: `XL${String(i + 1).padStart(3, '0')}`,
      lineName: l.name,
      startPlace: l.from,
      endPlace: l.to,
      distance: l.km,
      planMinutes: String(Math.round(Number(l.km) * 1.6)),
      remark: null,
      as_line_sub: l.stops.map((s, j) => ({
        siteName: s,
        arriveMinutes: String(Math.round(((j + 1) * Number(l.km) * 1.6) / (l.stops.length + 1))),
        checkPoint: s.endsWith('检查站') ? '是' : '否',
      })),
      as_line_inventory: master.inventories
        .filter((x) => x.invName.includes(l.inv))
        .slice(0, 2)
        .map((x) => ({ invName: x.invName, invCode: x.invCode, inventoryId: x.id })),
    }));
  },
};
