import type { FieldDefinition } from '@wb/templates';
import type { FormatView } from '@wb/api';

const on = { ishow: true, iupdate: true } as const;

export const vehicleFormFields: FieldDefinition[] = [
  { id: 'f1', fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', irequired: true, seq: 10, ...on },
  { id: 'f2', fieldName: 'carType', fieldExplain: '车辆类型', fieldType: 'ENUM', formSubmitType: 'SELECT', seq: 20, ...on,
    options: [{ value: '重型自卸货车', label: '重型自卸货车' }, { value: '中型货车', label: '中型货车' }] },
  { id: 'f3', fieldName: 'capacityTonnage', fieldExplain: '核定载重(吨)', fieldType: 'NUMBER', formSubmitType: 'NUMBER', seq: 30, ...on },
  { id: 'f4', fieldName: 'carOwner', fieldExplain: '车主', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', seq: 40, ...on },
  { id: 'f5', fieldName: 'carrierCompanyName', fieldExplain: '承运单位', fieldType: 'TEXT', formSubmitType: 'RESOURCE_CONTROLS', cgFormatResId: 'res-vendor', seq: 50, ...on },
  { id: 'f6', fieldName: 'carrierCompanyId', fieldExplain: '承运单位ID', fieldType: 'TEXT', ishow: false, ihidden: true, seq: 51 },
  { id: 'f7', fieldName: 'hasTrailer', fieldExplain: '是否有挂车', fieldType: 'ENUM', formSubmitType: 'SINGLE_ELECTION', defaultValue: '否', seq: 60, ...on,
    options: [{ value: '是', label: '是' }, { value: '否', label: '否' }] },
  { id: 'f8', fieldName: 'trailerPlateNumber', fieldExplain: '挂车车牌号', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', seq: 70, ...on },
  { id: 'f9', fieldName: 'isDangerousChemicals', fieldExplain: '危化品车辆', fieldType: 'ENUM', formSubmitType: 'SINGLE_ELECTION', defaultValue: '否', seq: 80, ...on,
    options: [{ value: '是', label: '是' }, { value: '否', label: '否' }] },
  { id: 'f10', fieldName: 'dangerousChemicalsRoadTransportLicense', fieldExplain: '危化品道路运输证号', fieldType: 'TEXT', formSubmitType: 'ONE_TXT', seq: 90, ...on },
];

export const vehicleFormTemplate: FormatView = {
  id: 'tpl-form',
  formatName: '新增车辆',
  formatType: 'FORM',
  formatStyle: 'FORMAT_FOUR_COLUMN_FROM',
  resUrl: '/basic/vehicle/detail',
  customTable: 'bd_vehicle',
  formSubList: vehicleFormFields,
  listSubList: [],
  resSubList: [],
};

const col = (f: Partial<FieldDefinition> & Pick<FieldDefinition, 'fieldName' | 'fieldExplain' | 'fieldType'>): FieldDefinition => ({
  ishow: true,
  iupdate: false,
  ...f,
});

export const vehicleListFields: FieldDefinition[] = [
  col({ id: 'l1', fieldName: 'plateNumber', fieldExplain: '车牌号', fieldType: 'TEXT', iallowQuery: true, iallowAdvanceQuery: true, isortField: true, seq: 1 }),
  col({ id: 'l2', fieldName: 'carType', fieldExplain: '车辆类型', fieldType: 'ENUM', formSubmitType: 'SELECT', iallowAdvanceQuery: true, seq: 2,
    options: [{ value: '重型自卸货车', label: '重型自卸货车' }, { value: '中型货车', label: '中型货车' }] }),
  col({ id: 'l3', fieldName: 'capacityTonnage', fieldExplain: '核定载重(吨)', fieldType: 'NUMBER', isortField: true, itotal: true, seq: 3 }),
  col({ id: 'l4', fieldName: 'carOwner', fieldExplain: '车主', fieldType: 'TEXT', iallowQuery: true, seq: 4 }),
  col({ id: 'l5', fieldName: 'createDate', fieldExplain: '创建时间', fieldType: 'DATE', formSubmitType: 'DATA_BOX_TIM', isortField: true, idefinedSort: true, sortMethod: 'desc', seq: 5 }),
];

export const vehicleListTemplate: FormatView = {
  id: 'tpl-list',
  formatName: '车辆列表',
  formatType: 'LIST',
  resUrl: '/basic/vehicle/v2/list',
  customTable: 'bd_vehicle',
  formSubList: [],
  listSubList: vehicleListFields,
  resSubList: [],
  searchSubList: [],
};

export const vendorPopupTemplate: FormatView = {
  id: 'res-vendor',
  formatName: '选择供应商',
  formatType: 'RESOURCE',
  formatStyle: 'FORMAT_RESOURCE_QUERY_DATALIST',
  resUrl: '/basic/vendor/v2/list',
  formSubList: [],
  listSubList: [],
  resSubList: [
    col({ id: 'r1', fieldName: 'vendorName', fieldExplain: '供应商名称', fieldType: 'TEXT', iallowAdvanceQuery: true, seq: 1 }),
    col({ id: 'r2', fieldName: 'vendorCode', fieldExplain: '供应商编码', fieldType: 'TEXT', seq: 2 }),
  ],
  defaultSearch: [{ key: 'enabled', op: 'eq', val: true }],
};

export function vehicleRows(n: number, offset = 0): Array<Record<string, unknown> & { id: string }> {
  return Array.from({ length: n }, (_, i) => ({
    id: `v${offset + i + 1}`,
    version: 1,
    plateNumber: `豫A${String(offset + i + 1).padStart(5, '0')}`,
    carType: '中型货车',
    capacityTonnage: '10.5',
    carOwner: `车主${offset + i + 1}`,
    createDate: '2024-05-01 08:00:00',
  }));
}
