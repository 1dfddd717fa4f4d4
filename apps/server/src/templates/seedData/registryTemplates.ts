import type { LinkPair } from '@wb/templates';
import type { Flavour } from '../../db/schema';
import {
  CONFIRM_PAGES,
  confirmListCode,
  FLAVOUR_CODES,
  FLAVOURS,
  REGISTRY_STATUS_LABELS,
  registryFormCode,
  registryListCode,
} from '../../weighing/flavours';
import type { FieldSeed, FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, READ_ONLY, SORT, columns, dateTime, enabled, number, picker, select, text } from './fieldKit';
import { MOBILE, PLATE } from './patterns';
import { WEIGH_STATUS_OPTIONS } from './weighTemplates';

const COLORS: Record<string, string> = {
  registered: 'default',
  entered: 'blue',
  weighed_once: 'orange',
  weighed: 'cyan',
  exited: 'green',
  obsolete: 'red',
};
export const REGISTRY_STATUS_OPTIONS = Object.entries(REGISTRY_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
  color: COLORS[value],
}));
const AUDIT_OPTIONS = [
  { value: 'free', label: '自由', color: 'default' },
  { value: 'audited', label: '已审核', color: 'green' },
];
const DIRECTION_OPTIONS = [
  { value: 'out', label: '发货' },
  { value: 'in', label: '收货' },
];

const link = (table: string, pairs: Record<string, string>): LinkPair[] =>
  Object.entries(pairs).map(([field, from]) => ({
    fieldSub1: { fieldName: field, masterTable: table },
    fieldSub2: { fieldName: from },
    iupdate: true,
  }));

const hidden = (name: string, label: string, seq: number) =>
  text(name, label, { ishow: false, ihidden: true, seq });

const PARTNER_POPUP = { 供应商: ['bd_vendor_res', 'vendorName'], 客户: ['bd_customer_res', 'customerName'], 收货工厂: ['bd_factory_res', 'factoryName'] } as const;

/** The registry form of a flavour (weighing/README.md RegistryRow); pickers fill the ids. */
function registryForm(f: Flavour): FieldSeed[] {
  const fl = FLAVOURS[f];
  const t = 'registry';
  const partnerPopup = PARTNER_POPUP[fl.partner as keyof typeof PARTNER_POPUP] as
    | (typeof PARTNER_POPUP)[keyof typeof PARTNER_POPUP]
    | undefined;
  return [
    picker('plateNumber', '车牌号', 'bd_vehicle_res', {
      irequired: true,
      cgValidate: PLATE,
      seq: 10,
      links: link(t, { vehicleId: 'id', plateNumber: 'plateNumber' }),
    }),
    hidden('vehicleId', '车辆ID', 11),
    picker('driverName', '司机', 'bd_driver_res', {
      seq: 20,
      links: link(t, { driverId: 'id', driverName: 'driverName', driverMobile: 'mobile', driverIdNumber: 'idNumber' }),
    }),
    hidden('driverId', '司机ID', 21),
    text('driverMobile', '司机电话', { cgValidate: MOBILE, seq: 22 }),
    text('driverIdNumber', '身份证号', { seq: 23 }),
    picker('icCardNo', 'IC卡号', 'bd_ic_card_res', { seq: 30, links: link(t, { icCardNo: 'cardNo' }) }),
    ...(fl.notice
      ? [
          picker('noticeNo', '通知单', `${f}_notice_res`, {
            seq: 40,
            links: link(t, { noticeId: 'id', noticeNo: 'billNo', partnerName: 'partnerName', partnerId: 'partnerId' }),
          }),
          hidden('noticeId', '通知单ID', 41),
        ]
      : []),
    picker('materialName', '物料', 'bd_inventory_res', {
      irequired: !fl.notice,
      seq: 50,
      links: link(t, { inventoryId: 'id', invCode: 'invCode', materialName: 'invName' }),
    }),
    hidden('inventoryId', '物料ID', 51),
    text('invCode', '物料编码', { ...READ_ONLY, seq: 52 }),
    partnerPopup
      ? picker('partnerName', fl.partner, partnerPopup[0], {
          irequired: !fl.notice,
          seq: 60,
          links: link(t, { partnerId: 'id', partnerName: partnerPopup[1] }),
        })
      : text('partnerName', fl.partner, { irequired: true, seq: 60 }),
    hidden('partnerId', `${fl.partner}ID`, 61),
    ...(fl.direction === null
      ? [select('direction', '收发方向', DIRECTION_OPTIONS, { irequired: true, defaultValue: 'out', seq: 65 })]
      : []),
    number('planQuantity', '预装量(吨)', { seq: 70 }),
    number('deductWeight', '扣重(吨)', { seq: 80, defaultValue: '0' }),
    number('deductRate', '扣率(%)', { seq: 81, defaultValue: '0' }),
    text('remark', '备注', { formSubmitType: 'TEXTAREA', seq: 90 }),
  ];
}

function registryList(f: Flavour, form: FieldSeed[]): FieldSeed[] {
  const names = ['plateNumber', 'driverName', 'icCardNo', ...(FLAVOURS[f].notice ? ['noticeNo'] : []), 'materialName', 'partnerName', 'planQuantity'];
  return [
    text('billNo', '登记单号', { ...READ_ONLY, ...QUERY, ...SORT, columnWidth: 170, ifixed: 'left', seq: 1 }),
    ...columns(form, names, {
      plateNumber: { ...QUERY, ...SORT },
      driverName: QUERY,
      icCardNo: ADVANCED,
      noticeNo: ADVANCED,
      materialName: QUERY,
      partnerName: ADVANCED,
    }),
    select('status', '状态', REGISTRY_STATUS_OPTIONS, {
      ...READ_ONLY,
      ...ADVANCED,
      fieldType: 'ENUM',
      searchType: 'comboxMultiline',
      seq: 100,
    }),
    select('auditStatus', '审核状态', AUDIT_OPTIONS, { ...READ_ONLY, ...ADVANCED, fieldType: 'ENUM', seq: 101 }),
    dateTime('entryTime', '入厂时间', { ...READ_ONLY, ...ADVANCED, ...SORT, searchType: 'dateTimePickerRange', seq: 110 }),
    dateTime('exitTime', '出厂时间', { ...READ_ONLY, ...SORT, seq: 111 }),
    enabled({ ...READ_ONLY, ...ADVANCED, seq: 120 }),
    dateTime('createDate', '创建时间', { ...READ_ONLY, ...ADVANCED, ...SORT, idefinedSort: true, sortMethod: 'desc', seq: 130 }),
  ];
}

/** FORM + LIST of each flavour's 登记单, bound to its menu leaf, served by weighing/routes.ts. */
export const registryTemplates: FormatSeed[] = FLAVOUR_CODES.flatMap((f): FormatSeed[] => {
  const fl = FLAVOURS[f];
  const base = `/${fl.module}/${f}-registry`;
  const menuPath = `/modules/${fl.module}/${f}_registry`;
  const form = registryForm(f);
  return [
    {
      code: registryFormCode(f),
      name: `${fl.title}登记单`,
      type: 'FORM',
      style: 'FORMAT_FOUR_COLUMN_FROM',
      menuPath,
      resUrl: `${base}/detail`,
      resMethod: 'POST',
      customTable: 'registry',
      opations: { main: 'registry' },
      form,
    },
    {
      code: registryListCode(f),
      name: `${fl.title}登记单列表`,
      type: 'LIST',
      menuPath,
      resUrl: `${base}/v2/list`,
      resMethod: 'POST',
      customTable: 'registry',
      list: registryList(f, form),
      // gate: 入厂 / 出厂 of the selected truck (entrance, hisRelease)
      mapData: { statusActions: ['audit', 'obsolete', 'recover'], gate: true },
      params: [
        { fieldName: 'plateNumber', formSubmitType: 'ONE_TXT', op: 'like' },
        { fieldName: 'status', formSubmitType: 'SELECT_MORE', op: 'in' },
      ],
    },
  ];
});

const CONFIRM_OPTIONS = [
  { value: 'none', label: '未确认', color: 'default' },
  { value: 'confirmed', label: '已确认', color: 'green' },
  { value: 'not', label: '已取消确认', color: 'red' },
];
const SAMPLE_OPTIONS = [
  { value: 'none', label: '未取样', color: 'default' },
  { value: 'can', label: '可取样', color: 'blue' },
  { value: 'sampled', label: '已取样', color: 'green' },
];

/** LIST of each 确认过磅 page: the flavour's weigh records with their confirm and sampling state. */
export const confirmTemplates: FormatSeed[] = CONFIRM_PAGES.map((page): FormatSeed => {
  const fl = FLAVOURS[page.flavour];
  const side = page.direction === 'in' ? '收货' : page.direction === 'out' ? '发货' : '';
  const ro = READ_ONLY;
  return {
    code: confirmListCode(page.key),
    name: `${fl.title}${side}确认过磅`,
    type: 'LIST',
    menuPath: `/modules/measure/confirm_${page.key.replace('-', '_')}_weigh`,
    resUrl: `/measure/confirm-${page.key}-weigh/list`,
    resMethod: 'POST',
    customTable: 'weigh_record',
    list: [
      text('billNo', '磅单号', { ...ro, ...QUERY, ...SORT, columnWidth: 160, ifixed: 'left', seq: 10 }),
      text('plateNumber', '车牌号', { ...ro, ...QUERY, ...SORT, seq: 20 }),
      text('materialName', '物料', { ...ro, ...QUERY, seq: 30 }),
      text('partnerName', fl.partner, { ...ro, ...ADVANCED, columnWidth: 200, seq: 40 }),
      number('grossWeight', '毛重(吨)', { ...ro, itotal: true, seq: 50 }),
      number('tareWeight', '皮重(吨)', { ...ro, itotal: true, seq: 60 }),
      number('netWeight', '净重(吨)', { ...ro, ...SORT, itotal: true, seq: 70 }),
      select('status', '磅单状态', WEIGH_STATUS_OPTIONS, { ...ro, ...ADVANCED, fieldType: 'ENUM', searchType: 'comboxMultiline', seq: 80 }),
      select('confirmStatus', '确认状态', CONFIRM_OPTIONS, { ...ro, ...ADVANCED, fieldType: 'ENUM', seq: 90 }),
      select('sampleStatus', '取样状态', SAMPLE_OPTIONS, { ...ro, ...ADVANCED, fieldType: 'ENUM', seq: 100 }),
      dateTime('createDate', '创建时间', { ...ro, ...ADVANCED, ...SORT, idefinedSort: true, sortMethod: 'desc', seq: 110 }),
    ],
    mapData: { announcement: true },
    params: [
      { fieldName: 'plateNumber', formSubmitType: 'ONE_TXT', op: 'like' },
      { fieldName: 'confirmStatus', formSubmitType: 'SELECT', op: 'eq' },
    ],
  };
});
