import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, columns, dateTime, enabled, picker, text } from './fieldKit';
import { MOBILE } from './patterns';

/** 司机: idNumber is checked by the engine's 身份证号 rules (by field name). */
const form: FieldSeed[] = [
  text('driverName', '司机姓名', { irequired: true, seq: 10 }),
  text('idNumber', '身份证号', { seq: 20 }),
  text('mobile', '手机号码', { irequired: true, cgValidate: MOBILE, seq: 30 }),
  text('licenseNo', '驾驶证号', { seq: 40 }),
  picker('plateNumber', '常用车辆', 'bd_vehicle_res', {
    seq: 50,
    links: [
      {
        fieldSub1: { fieldName: 'vehicleId', masterTable: 'bd_driver' },
        fieldSub2: { fieldName: 'id' },
        iupdate: true,
      },
      {
        fieldSub1: { fieldName: 'plateNumber', masterTable: 'bd_driver' },
        fieldSub2: { fieldName: 'plateNumber' },
        iupdate: true,
      },
    ],
  }),
  text('vehicleId', '车辆ID', { ishow: false, ihidden: true, seq: 51 }),
  enabled({ seq: 60 }),
];

export const driverTemplates: FormatSeed[] = [
  {
    code: 'bd_driver_form',
    name: '司机档案',
    type: 'FORM',
    style: 'FORMAT_FOUR_COLUMN_FROM',
    menuPath: '/modules/basic/driver',
    resUrl: '/basic/driver/detail',
    resMethod: 'POST',
    customTable: 'bd_driver',
    opations: { main: 'bd_driver' },
    form,
  },
  {
    code: 'bd_driver_list',
    name: '司机列表',
    type: 'LIST',
    menuPath: '/modules/basic/driver',
    resUrl: '/basic/driver/v2/list',
    resMethod: 'POST',
    customTable: 'bd_driver',
    list: [
      ...columns(form, ['driverName', 'idNumber', 'mobile', 'licenseNo', 'plateNumber', 'enabled'], {
        driverName: { ...QUERY, ...SORT },
        mobile: QUERY,
        plateNumber: QUERY,
        enabled: ADVANCED,
      }),
      dateTime('createDate', '创建时间', {
        iupdate: false,
        idefinedSort: true,
        sortMethod: 'desc',
        ...SORT,
        ...ADVANCED,
      }),
    ],
  },
  {
    code: 'bd_driver_res',
    name: '选择司机',
    type: 'RESOURCE',
    style: 'FORMAT_RESOURCE_QUERY_DATALIST',
    menuPath: '/modules/basic/driver',
    resUrl: '/basic/driver/v2/list',
    resMethod: 'POST',
    ps: 10,
    valueResourceSubName: 'id',
    viewResourceSubName: 'driverName',
    detailCode: 'bd_driver_form',
    res: columns(form, ['driverName', 'mobile', 'licenseNo', 'plateNumber'], {
      driverName: QUERY,
      mobile: QUERY,
    }),
    params: [
      { fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true },
    ],
  },
];
