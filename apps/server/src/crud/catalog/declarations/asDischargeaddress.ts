import type { CatalogEntity } from '../types';
import { HHMM, INTEGER, inventoryFields, timeOrder } from './common';

/** 卸货地址: where a material is unloaded, its opening windows and the queue order at the spot. */
export const asDischargeaddress: CatalogEntity = {
  module: 'door',
  name: 'as_dischargeaddress',
  label: '卸货地址',
  fields: [
    {
      name: 'addressCode',
      label: '地址编码',
      required: true,
      unique: '地址编码已存在',
      query: 'quick',
      sort: true,
    },
    { name: 'addressName', label: '地址名称', required: true, query: 'quick' },
    { name: 'warehouseName', label: '所属仓库', query: 'quick' },
    ...inventoryFields(false, '卸货物料'),
    {
      name: 'maxVehicles',
      label: '同时卸货车辆数',
      control: 'number',
      sqlType: 'integer',
      validate: INTEGER,
    },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'as_dischargeaddress_time',
      label: '卸货时段',
      fields: [
        { name: 'startTime', label: '开始时间', required: true, validate: HHMM },
        { name: 'endTime', label: '结束时间', required: true, validate: HHMM },
        {
          name: 'maxVehicles',
          label: '时段车辆上限',
          control: 'number',
          sqlType: 'integer',
          validate: INTEGER,
        },
      ],
      check: (row) => timeOrder(row.startTime, row.endTime),
    },
    {
      table: 'as_dischargeaddress_queue',
      label: '卸货排队',
      fields: [
        {
          name: 'sort',
          label: '顺序',
          control: 'number',
          sqlType: 'integer',
          validate: INTEGER,
          required: true,
        },
        { name: 'title', label: '名称', required: true },
        { name: 'code', label: '编码', required: true },
      ],
    },
  ],
  demo({ master }) {
    const spots = [
      { name: '1号原煤卸煤沟', inv: '原煤' },
      { name: '2号原煤卸煤沟', inv: '原煤' },
      { name: '石灰石堆场东区', inv: '石灰石' },
      { name: '石灰石堆场西区', inv: '石灰石' },
      { name: '辅料库卸货台', inv: '' },
    ];
    return spots.map((s, i) => {
      const inv = s.inv ? master.inventories.find((x) => x.invName.includes(s.inv)) : undefined;
      const wh = master.warehouses[i % Math.max(1, master.warehouses.length)];
      return {
        addressCode: `XH${String(i + 1).padStart(2, '0')}`,
        addressName: s.name,
        warehouseName: wh?.warehouseName ?? null,
        invName: inv?.invName ?? null,
        invCode: inv?.invCode ?? null,
        inventoryId: inv?.id ?? null,
        maxVehicles: String([3, 3, 2, 2, 1][i]),
        remark: null,
        as_dischargeaddress_time: [
          { startTime: '07:00', endTime: '11:30', maxVehicles: '40' },
          { startTime: '13:00', endTime: '18:00', maxVehicles: '40' },
          ...(i < 2 ? [{ startTime: '19:00', endTime: '23:00', maxVehicles: '20' }] : []),
        ],
        as_dischargeaddress_queue: [
          { sort: '1', title: '预约车辆', code: 'BOOKED' },
          { sort: '2', title: '长协车辆', code: 'CONTRACT' },
          { sort: '3', title: '散户车辆', code: 'WALK_IN' },
        ],
      };
    });
  },
};
