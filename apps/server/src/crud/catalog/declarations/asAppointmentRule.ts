import type { CatalogEntity } from '../types';
import { BUSINESS_TYPES, HHMM, INTEGER, inventoryFields, timeOrder } from './common';

/** 预约规则: how many vehicles of a material may book a time window, and how far ahead. */
export const asAppointmentRule: CatalogEntity = {
  module: 'door',
  name: 'as_appointment_rule',
  label: '预约规则',
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
      name: 'businessType',
      label: '业务类型',
      control: 'select',
      options: BUSINESS_TYPES,
      required: true,
      query: 'advanced',
    },
    ...inventoryFields(true),
    { name: 'startTime', label: '开始时间', required: true, validate: HHMM, defaultValue: '08:00' },
    { name: 'endTime', label: '结束时间', required: true, validate: HHMM, defaultValue: '18:00' },
    {
      name: 'maxVehicles',
      label: '时段车辆上限',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
      required: true,
    },
    {
      name: 'advanceDays',
      label: '可提前预约天数',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
    },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  check: (row) => timeOrder(row.startTime, row.endTime),
  demo({ master }) {
    const windows = [
      ['06:00', '12:00'],
      ['12:00', '18:00'],
      ['18:00', '23:30'],
      ['08:00', '17:00'],
      ['07:30', '19:30'],
    ];
    return master.inventories.slice(0, 5).map((x, i) => ({
      ruleCode: `YY${String(i + 1).padStart(3, '0')}`,
      ruleName: `${x.invName}${i < 3 ? ['早班', '午班', '夜班'][i] : ''}预约`,
      businessType: i % 2 === 0 ? '采购' : '销售',
      invName: x.invName,
      invCode: x.invCode,
      inventoryId: x.id,
      startTime: windows[i][0],
      endTime: windows[i][1],
      maxVehicles: String([40, 35, 20, 60, 50][i]),
      advanceDays: String([1, 2, 1, 3, 2][i]),
      remark: null,
    }));
  },
};
