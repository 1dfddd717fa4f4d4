import type { CatalogField } from '../types';

/** Field groups several declarations share: a picker field with the ids and codes its links fill. */

export const HHMM = { validateMethod: '/^([01]\\d|2[0-3]):[0-5]\\d$/', validateTitle: '时间格式应为HH:mm' };
export const INTEGER = { validateMethod: '/^\\d{1,6}$/', validateTitle: '请输入整数' };

/** 物料 picker (bd_inventory_res): invName shown, invCode and inventoryId filled. */
export const inventoryFields = (required = false, label = '物料'): CatalogField[] => [
  {
    name: 'invName',
    label,
    control: 'picker',
    required,
    query: 'quick',
    picker: {
      popup: 'bd_inventory_res',
      links: { inventoryId: 'id', invCode: 'invCode', invName: 'invName' },
    },
  },
  { name: 'invCode', label: `${label}编码`, readOnly: true },
  { name: 'inventoryId', label: `${label}ID`, control: 'hidden', kind: 'uuid' },
];

/** 客户 picker (bd_customer_res). */
export const customerFields = (required = false): CatalogField[] => [
  {
    name: 'customerName',
    label: '客户',
    control: 'picker',
    required,
    query: 'quick',
    picker: {
      popup: 'bd_customer_res',
      links: { customerId: 'id', customerCode: 'customerCode', customerName: 'customerName' },
    },
  },
  { name: 'customerCode', label: '客户编码', readOnly: true },
  { name: 'customerId', label: '客户ID', control: 'hidden', kind: 'uuid' },
];

/** 承运商 picker (carriers are vendors: bd_vendor_res). */
export const carrierFields = (required = false): CatalogField[] => [
  {
    name: 'carrierName',
    label: '承运商',
    control: 'picker',
    required,
    query: 'quick',
    picker: { popup: 'bd_vendor_res', links: { carrierId: 'id', carrierName: 'vendorName' } },
  },
  { name: 'carrierId', label: '承运商ID', control: 'hidden', kind: 'uuid' },
];

/** 车辆 picker (bd_vehicle_res) with the plate rule. */
export const vehicleFields = (required = false): CatalogField[] => [
  {
    name: 'plateNumber',
    label: '车牌号',
    control: 'picker',
    required,
    query: 'quick',
    sort: true,
    validate: {
      validateMethod: '/^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/',
      validateTitle: '车牌号格式错误',
    },
    picker: { popup: 'bd_vehicle_res', links: { vehicleId: 'id', plateNumber: 'plateNumber' } },
  },
  { name: 'vehicleId', label: '车辆ID', control: 'hidden', kind: 'uuid' },
];

/** 司机 picker (bd_driver_res). */
export const driverFields = (): CatalogField[] => [
  {
    name: 'driverName',
    label: '司机',
    control: 'picker',
    query: 'quick',
    picker: {
      popup: 'bd_driver_res',
      links: { driverId: 'id', driverName: 'driverName', driverMobile: 'mobile' },
    },
  },
  { name: 'driverMobile', label: '司机电话', readOnly: true },
  { name: 'driverId', label: '司机ID', control: 'hidden', kind: 'uuid' },
];

export const BUSINESS_TYPES = ['采购', '销售', '调拨', '转运'];

/** 'HH:mm' start before end, when both are given. */
export function timeOrder(start: unknown, end: unknown): string | null {
  return typeof start === 'string' && typeof end === 'string' && start >= end
    ? '结束时间必须晚于开始时间'
    : null;
}

export const upperPlate = (row: Record<string, unknown>): void => {
  if (typeof row.plateNumber === 'string') row.plateNumber = row.plateNumber.toUpperCase();
};
