import { basicEntityNames, fieldMap, type EntityDef } from '../EntityDef';

/** 司机: the engine checks idNumber by SPEC §5's 身份证号 rules (by field name). */
export const driver: EntityDef = {
  ...basicEntityNames('driver', '司机'),
  fields: fieldMap({
    driverName: 'text',
    idNumber: 'text',
    mobile: 'text',
    licenseNo: 'text',
    vehicleId: 'uuid',
    plateNumber: 'text',
  }),
  required: ['driverName'],
  unique: [{ field: 'idNumber', message: '身份证号已存在', index: 'bd_driver_id_number_uq' }],
  labelField: 'driverName',
  keywordFields: ['driverName', 'mobile', 'plateNumber'],
  selectFields: ['driverName', 'mobile', 'idNumber', 'plateNumber'],
  normalize(row) {
    if (typeof row.idNumber === 'string') row.idNumber = row.idNumber.toUpperCase();
    if (typeof row.plateNumber === 'string') row.plateNumber = row.plateNumber.toUpperCase();
  },
};
