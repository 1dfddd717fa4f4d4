import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, columns, date, dateTime, enabled, image, number, picker, select, text, yesNo } from './fieldKit';
import { MOBILE, PLATE } from './patterns';

const opts = (...labels: string[]) => labels.map((l) => ({ value: l, label: l }));

/** 车辆: the vehicle form of SPEC.md §3 (trailer and dangerous-goods groups, three photos). */
const form: FieldSeed[] = [
  text('plateNumber', '车牌号', { irequired: true, cgValidate: PLATE, seq: 10 }),
  select('carType', '车辆类型', opts('重型半挂牵引车', '重型自卸货车', '重型厢式货车', '重型仓栅式货车', '中型货车', '轻型货车'), {
    seq: 20,
  }),
  select('plateType', '车牌类型', opts('黄牌', '蓝牌', '绿牌', '黄绿牌'), { seq: 30 }),
  text('name', '车辆名称', { seq: 40 }),
  number('vehicleLength', '车长(米)', { seq: 50 }),
  select('axleType', '轴型', opts('2轴', '3轴', '4轴', '5轴', '6轴'), { seq: 60 }),
  number('capacityTonnage', '核定载重(吨)', { seq: 70 }),
  dateTime('annualReviewDate', '年审日期', { seq: 80 }),
  select('qualifications', '资质', opts('有资质', '无资质'), { formSubmitType: 'SINGLE_ELECTION', seq: 90 }),
  yesNo('uninstall', '自卸车', { seq: 100 }),
  text('carOwner', '车主', { seq: 110 }),
  text('carOwnerMobile', '车主电话', { cgValidate: MOBILE, seq: 120 }),
  picker('carrierCompanyName', '承运单位', 'bd_vendor_res', {
    seq: 130,
    links: [
      { fieldSub1: { fieldName: 'carrierCompanyId', masterTable: 'bd_vehicle' }, fieldSub2: { fieldName: 'id' }, iupdate: true },
      { fieldSub1: { fieldName: 'carrierCompanyName', masterTable: 'bd_vehicle' }, fieldSub2: { fieldName: 'vendorName' }, iupdate: true },
    ],
  }),
  text('carrierCompanyId', '承运单位ID', { ishow: false, ihidden: true, seq: 131 }),
  text('mainVehicleDrivingLicense', '主车行驶证号', { seq: 140 }),
  text('mainVehicleRoadTransportLicense', '主车道路运输证号', { seq: 150 }),
  date('mainVehicleRoadTransportLicenseValidityPeriod', '主车道路运输证有效期', { seq: 160 }),
  yesNo('hasTrailer', '是否有挂车', { seq: 170 }),
  text('trailerPlateNumber', '挂车车牌号', { isEffect: true, effectField: 'hasTrailer', seq: 180 }),
  text('trailerDrivingLicense', '挂车行驶证号', { isEffect: true, effectField: 'hasTrailer', seq: 190 }),
  text('trailerRoadTransportLicense', '挂车道路运输证号', { isEffect: true, effectField: 'hasTrailer', seq: 200 }),
  date('trailerRoadTransportLicenseValidityPeriod', '挂车道路运输证有效期', {
    isEffect: true,
    effectField: 'hasTrailer',
    seq: 210,
  }),
  yesNo('isDangerousChemicals', '危化品车辆', { seq: 220 }),
  text('dangerousChemicalsRoadTransportLicense', '危化品道路运输证号', {
    isEffect: true,
    effectField: 'isDangerousChemicals',
    seq: 230,
  }),
  text('roadTransportLicense', '道路运输经营许可证号', { isEffect: true, effectField: 'isDangerousChemicals', seq: 240 }),
  date('roadTransportLicenseValidityPeriod', '道路运输经营许可证有效期', {
    isEffect: true,
    effectField: 'isDangerousChemicals',
    seq: 250,
  }),
  image('mainVehiclePhoto', '主车照片', { seq: 260 }),
  image('drivingLicensePhoto', '行驶证照片', { seq: 270 }),
  image('roadOperationLicensePhoto', '道路运营证照片', { seq: 280 }),
  enabled({ seq: 290 }),
];

export const vehicleTemplates: FormatSeed[] = [
  {
    code: 'bd_vehicle_form',
    name: '新增车辆',
    type: 'FORM',
    style: 'FORMAT_FOUR_COLUMN_FROM',
    menuPath: '/modules/basic/vehicle',
    resUrl: '/basic/vehicle/detail',
    resMethod: 'POST',
    customTable: 'bd_vehicle',
    opations: { main: 'bd_vehicle' },
    form,
  },
  {
    code: 'bd_vehicle_list',
    name: '车辆列表',
    type: 'LIST',
    menuPath: '/modules/basic/vehicle',
    resUrl: '/basic/vehicle/v2/list',
    resMethod: 'POST',
    customTable: 'bd_vehicle',
    list: [
      ...columns(
        form,
        ['plateNumber', 'carType', 'plateType', 'axleType', 'capacityTonnage', 'carOwner', 'carOwnerMobile', 'carrierCompanyName', 'hasTrailer', 'isDangerousChemicals', 'enabled'],
        {
          plateNumber: { ...QUERY, ...SORT },
          carType: ADVANCED,
          plateType: ADVANCED,
          capacityTonnage: SORT,
          carOwner: QUERY,
          carrierCompanyName: QUERY,
          isDangerousChemicals: ADVANCED,
          enabled: ADVANCED,
        },
      ),
      dateTime('createDate', '创建时间', { iupdate: false, idefinedSort: true, sortMethod: 'desc', ...SORT, ...ADVANCED }),
    ],
    params: [{ fieldName: 'enabled', formSubmitType: 'BOOLEAN', op: 'eq' }],
  },
  {
    code: 'bd_vehicle_res',
    name: '选择车辆',
    type: 'RESOURCE',
    style: 'FORMAT_RESOURCE_QUERY_DATALIST',
    menuPath: '/modules/basic/vehicle',
    resUrl: '/basic/vehicle/v2/list',
    resMethod: 'POST',
    ps: 10,
    valueResourceSubName: 'id',
    viewResourceSubName: 'plateNumber',
    detailCode: 'bd_vehicle_form',
    defaultSearch: [{ key: 'enabled', op: 'eq', val: true }],
    res: columns(form, ['plateNumber', 'carType', 'capacityTonnage', 'carOwner', 'carrierCompanyName'], {
      plateNumber: QUERY,
      carOwner: QUERY,
    }),
    params: [{ fieldName: 'enabled', defaultValue: 'true', formSubmitType: 'BOOLEAN', op: 'eq', ihidden: true }],
  },
];
