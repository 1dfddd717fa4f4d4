import { PLATE } from '../../../templates/seedData/patterns';
import type { CatalogEntity } from '../types';

/** IC卡: the card a driver swipes at the gate and the scale, bound to a vehicle and a driver. */
export const icCard: CatalogEntity = {
  module: 'basic',
  name: 'ic_card',
  label: 'IC卡',
  status: 'card',
  fields: [
    {
      name: 'cardNo',
      label: '卡号',
      required: true,
      unique: '卡号已存在',
      query: 'quick',
      sort: true,
      validate: { validateMethod: '/^[0-9A-F]{8,16}$/', validateTitle: '卡号只能是8到16位数字或大写字母A-F' },
    },
    {
      name: 'cardType',
      label: '卡类型',
      control: 'select',
      options: ['长期卡', '临时卡'],
      defaultValue: '长期卡',
      query: 'advanced',
    },
    {
      name: 'plateNumber',
      label: '绑定车辆',
      control: 'picker',
      validate: PLATE,
      query: 'quick',
      picker: { popup: 'bd_vehicle_res', links: { vehicleId: 'id', plateNumber: 'plateNumber' } },
    },
    { name: 'vehicleId', label: '车辆ID', control: 'hidden', kind: 'uuid' },
    {
      name: 'driverName',
      label: '绑定司机',
      control: 'picker',
      query: 'quick',
      picker: {
        popup: 'bd_driver_res',
        links: { driverId: 'id', driverName: 'driverName', driverMobile: 'mobile' },
      },
    },
    { name: 'driverId', label: '司机ID', control: 'hidden', kind: 'uuid' },
    {
      name: 'driverMobile',
      label: '司机电话',
      validate: { validateMethod: '/^1[3-9]\\d{9}$/', validateTitle: '手机号码格式错误' },
    },
    { name: 'issueDate', label: '发卡日期', control: 'date', sort: true },
    { name: 'lossTime', label: '挂失时间', control: 'dateTime', serverOnly: true },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  enabledField: false,
  normalize(row) {
    if (typeof row.cardNo === 'string') row.cardNo = row.cardNo.toUpperCase();
    if (typeof row.plateNumber === 'string') row.plateNumber = row.plateNumber.toUpperCase();
  },
  demo({ master, prng, now, org }) {
    return master.vehicles.slice(0, 24).map((v, i) => {
      const driver = master.drivers.find((d) => d.plateNumber === v.plateNumber);
      const issued = new Date(now.getTime() - prng.int(20, 700) * 86_400_000);
      const lost = i % 11 === 5;
      return {
        cardNo: `${org.index === 0 ? 'E0' : 'B7'}${(0x3a10_0000 + i * 7919 + prng.int(0, 999)).toString(16).toUpperCase().padStart(8, '0')}`,
        cardType: i % 6 === 5 ? '临时卡' : '长期卡',
        plateNumber: v.plateNumber,
        vehicleId: v.id,
        driverName: driver?.driverName ?? null,
        driverId: driver?.id ?? null,
        driverMobile: driver?.mobile ?? null,
        issueDate: issued.toISOString().slice(0, 10),
        ...(lost ? { status: 'lost', lossTime: new Date(now.getTime() - prng.int(1, 20) * 86_400_000) } : {}),
        remark: null,
      };
    });
  },
};
