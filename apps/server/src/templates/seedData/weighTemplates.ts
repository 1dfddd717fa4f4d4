import type { Flavour } from '../../db/schema';
import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, READ_ONLY, SORT, dateTime, number, select, text } from './fieldKit';

const FLAVOUR_LABELS: Record<Flavour, { title: string; partner: string }> = {
  pu: { title: '采购', partner: '供应商' },
  pt: { title: '外购转运', partner: '供应商' },
  sa: { title: '销售', partner: '客户' },
  st: { title: '销售转运', partner: '客户' },
  pr: { title: '产成品', partner: '生产单位' },
  al: { title: '调拨', partner: '收货单位' },
  tr: { title: '转运', partner: '收货单位' },
};

export const WEIGH_STATUS_OPTIONS = [
  { value: 'weighing', label: '过磅中', color: 'orange' },
  { value: 'completed', label: '已完成', color: 'blue' },
  { value: 'audited', label: '已审核', color: 'green' },
  { value: 'obsolete', label: '已作废', color: 'red' },
];

/** Columns of a weigh-record list; names are the keys of WEIGH_RECORD_COLUMNS. */
function weighColumns(partner: string): FieldSeed[] {
  const ro = READ_ONLY;
  return [
    text('billNo', '磅单号', { ...ro, ...QUERY, ...SORT, columnWidth: 160, ifixed: 'left', seq: 10 }),
    text('plateNumber', '车牌号', { ...ro, ...QUERY, ...SORT, seq: 20 }),
    text('materialName', '物料', { ...ro, ...QUERY, seq: 30 }),
    text('partnerName', partner, { ...ro, ...ADVANCED, columnWidth: 200, seq: 40 }),
    number('grossWeight', '毛重(吨)', { ...ro, ...ADVANCED, ...SORT, itotal: true, seq: 50 }),
    number('tareWeight', '皮重(吨)', { ...ro, ...SORT, itotal: true, seq: 60 }),
    number('deduction', '扣重(吨)', { ...ro, itotal: true, seq: 70 }),
    number('netWeight', '净重(吨)', { ...ro, ...ADVANCED, ...SORT, itotal: true, seq: 80 }),
    select('status', '状态', WEIGH_STATUS_OPTIONS, {
      ...ro,
      ...ADVANCED,
      fieldType: 'ENUM',
      searchType: 'comboxMultiline',
      seq: 90,
    }),
    dateTime('grossTime', '毛重时间', {
      ...ro,
      ...ADVANCED,
      ...SORT,
      searchType: 'dateTimePickerRange',
      seq: 100,
    }),
    dateTime('tareTime', '皮重时间', { ...ro, ...SORT, seq: 110 }),
    dateTime('createDate', '创建时间', {
      ...ro,
      ...ADVANCED,
      ...SORT,
      idefinedSort: true,
      sortMethod: 'desc',
      seq: 120,
    }),
  ];
}

/** One LIST template per flavour, bound to its 磅单 menu; served by POST /measure/mm-{flavour}-weigh/v2/list. */
export const weighTemplates: FormatSeed[] = (Object.keys(FLAVOUR_LABELS) as Flavour[]).map((flavour) => ({
  code: `mm_${flavour}_weigh_list`,
  name: `${FLAVOUR_LABELS[flavour].title}磅单`,
  type: 'LIST',
  menuPath: `/modules/measure/mm_${flavour}_weigh`,
  resUrl: `/measure/mm-${flavour}-weigh/v2/list`,
  resMethod: 'POST',
  customTable: 'weigh_record',
  list: weighColumns(FLAVOUR_LABELS[flavour].partner),
  params: [
    { fieldName: 'plateNumber', formSubmitType: 'ONE_TXT', op: 'like' },
    { fieldName: 'status', formSubmitType: 'SELECT_MORE', op: 'in' },
    { fieldName: 'grossTime', formSubmitType: 'DATA_RANGE_BOX', op: 'ge' },
  ],
}));
