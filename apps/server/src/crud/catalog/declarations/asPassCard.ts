import type { CatalogEntity } from '../types';
import { driverFields, upperPlate, vehicleFields } from './common';

/** 通行证: a permit letting a vehicle (and its driver) through the gate between two dates. */
export const asPassCard: CatalogEntity = {
  module: 'door',
  name: 'as_pass_card',
  label: '通行证',
  fields: [
    {
      name: 'passNo',
      label: '通行证号',
      required: true,
      unique: '通行证号已存在',
      query: 'quick',
      sort: true,
    },
    {
      name: 'passType',
      label: '通行证类型',
      control: 'select',
      options: ['长期通行证', '临时通行证'],
      required: true,
      query: 'advanced',
    },
    ...vehicleFields(true),
    ...driverFields(),
    { name: 'validFrom', label: '生效日期', control: 'date', required: true, sort: true },
    { name: 'validTo', label: '失效日期', control: 'date', required: true, sort: true, query: 'advanced' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  normalize: upperPlate,
  check: (row) =>
    typeof row.validFrom === 'string' && typeof row.validTo === 'string' && row.validTo < row.validFrom
      ? '失效日期不能早于生效日期'
      : null,
  demo({ master, now, org }) {
    const day = 86_400_000;
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    return master.vehicles.slice(24, 36).map((v, i) => {
      const driver = master.drivers.find((d) => d.plateNumber === v.plateNumber);
      const long = i % 3 !== 2;
      const from = new Date(now.getTime() - (30 + i * 5) * day);
      return {
        passNo: `TXZ${org.index + 1}${String(2400 + i * 13).padStart(5, '0')}`,
        passType: long ? '长期通行证' : '临时通行证',
        plateNumber: v.plateNumber,
        vehicleId: v.id,
        driverName: driver?.driverName ?? null,
        driverMobile: driver?.mobile ?? null,
        driverId: driver?.id ?? null,
        validFrom: ymd(from),
        validTo: ymd(new Date(from.getTime() + (long ? 365 : 7 + i) * day)),
        remark: long ? null : '临时拉运，到期自动失效',
      };
    });
  },
};
