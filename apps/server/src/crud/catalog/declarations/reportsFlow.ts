import { DATASETS, DATASET_OPTIONS, checkReportDefinition } from '../../../reports/datasets';
import type { CatalogEntity } from '../types';
import { INTEGER } from './common';

const FLAVOUR_OPTIONS = [
  { value: 'pu', label: '采购' },
  { value: 'pt', label: '采购其他' },
  { value: 'sa', label: '销售' },
  { value: 'st', label: '销售其他' },
  { value: 'pr', label: '产品' },
  { value: 'al', label: '调拨' },
  { value: 'tr', label: '转储' },
];
const WEIGH_COLUMNS = DATASETS.find((d) => d.key === 'weigh')!.columns;

/**
 * 模板报表: a named, saved query over one of the server's datasets (reports/datasets.ts): which
 * columns, optionally one grouping column (then counts and exact sums) and a flavour. Checked
 * against the dataset list on every save and every run; 动态报表 runs it.
 */
export const templateReport: CatalogEntity = {
  module: 'report',
  name: 'template_report',
  label: '模板报表',
  table: 'rp_template_report',
  fields: [
    { name: 'reportName', label: '报表名称', required: true, unique: '报表名称已存在', query: 'quick', sort: true },
    { name: 'dataset', label: '数据集', control: 'select', options: DATASET_OPTIONS, required: true, query: 'advanced' },
    { name: 'columnKeys', label: '显示列', required: true, width: 260 },
    { name: 'groupKey', label: '分组列' },
    { name: 'flavour', label: '业务类型', control: 'select', options: FLAVOUR_OPTIONS },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  normalize(row) {
    if (typeof row.columnKeys === 'string') row.columnKeys = row.columnKeys.split(/[,，\s]+/).filter(Boolean).join(',');
    if (typeof row.groupKey === 'string') row.groupKey = row.groupKey.trim();
  },
  check: checkReportDefinition,
  demo: () => [
    { reportName: '过磅物料汇总', dataset: 'weigh', columnKeys: 'materialName,gross,tare,net', groupKey: 'materialName', flavour: null, remark: '按物料汇总车次与重量' },
    { reportName: '销售过磅明细', dataset: 'weigh', columnKeys: 'billNo,plateNumber,materialName,partnerName,net,finishedAt', groupKey: '', flavour: 'sa', remark: null },
    { reportName: '登记单状态统计', dataset: 'registry', columnKeys: 'status', groupKey: 'status', flavour: null, remark: null },
  ],
};

/** 打印格式: a ticket layout (paper, fields placed in millimetres) the weighing tickets print with. */
export const printForm: CatalogEntity = {
  module: 'report',
  name: 'print_form',
  label: '打印格式',
  table: 'rp_print_form',
  fields: [
    { name: 'formName', label: '格式名称', required: true, unique: '格式名称已存在', query: 'quick', sort: true },
    { name: 'flavour', label: '业务类型', control: 'select', options: FLAVOUR_OPTIONS, required: true, query: 'advanced' },
    { name: 'paperSize', label: '纸张', control: 'select', options: ['A4', 'A5', '241×93mm三等分', '80mm热敏'], required: true },
    { name: 'orientation', label: '方向', control: 'radio', options: ['纵向', '横向'], defaultValue: '纵向' },
    { name: 'copies', label: '份数', control: 'number', sqlType: 'integer', validate: INTEGER, defaultValue: '1' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'rp_print_form_field',
      label: '打印字段',
      fields: [
        { name: 'fieldKey', label: '字段', control: 'select', options: WEIGH_COLUMNS.map((col) => ({ value: col.key, label: col.label })), required: true },
        { name: 'caption', label: '标题' },
        { name: 'xMm', label: '横向位置(mm)', control: 'number', sqlType: 'numeric(6,1)', required: true },
        { name: 'yMm', label: '纵向位置(mm)', control: 'number', sqlType: 'numeric(6,1)', required: true },
        { name: 'widthMm', label: '宽度(mm)', control: 'number', sqlType: 'numeric(6,1)' },
        { name: 'fontSize', label: '字号(pt)', control: 'number', sqlType: 'integer', validate: INTEGER, defaultValue: '10' },
      ],
      check: (row) => {
        for (const [key, label] of [['xMm', '横向位置'], ['yMm', '纵向位置']] as const) {
          const v = Number(row[key]);
          if (!Number.isFinite(v) || v < 0 || v > 420) return `${label}须在0至420mm之间`;
        }
        const size = row.fontSize === null || row.fontSize === undefined || row.fontSize === '' ? 10 : Number(row.fontSize);
        return size >= 6 && size <= 72 ? null : '字号须在6至72之间';
      },
    },
  ],
  demo: () => [
    {
      formName: '采购过磅单',
      flavour: 'pu',
      paperSize: '241×93mm三等分',
      orientation: '横向',
      copies: '3',
      remark: null,
      rp_print_form_field: [
        { fieldKey: 'billNo', caption: '磅单号', xMm: '10', yMm: '10', widthMm: '60', fontSize: '12' },
        { fieldKey: 'plateNumber', caption: '车牌号', xMm: '80', yMm: '10', widthMm: '40', fontSize: '12' },
        { fieldKey: 'materialName', caption: '物料', xMm: '10', yMm: '25', widthMm: '60', fontSize: '10' },
        { fieldKey: 'gross', caption: '毛重', xMm: '10', yMm: '40', widthMm: '40', fontSize: '10' },
        { fieldKey: 'tare', caption: '皮重', xMm: '60', yMm: '40', widthMm: '40', fontSize: '10' },
        { fieldKey: 'net', caption: '净重', xMm: '110', yMm: '40', widthMm: '40', fontSize: '14' },
      ],
    },
  ],
};

export const FLOW_BUSINESS_TYPES = ['采购通知单', '销售通知单', '采购合同', '销售合同', '结算单', '价格调整', '其他'];

/**
 * 流程配置: an approval flow per business type: ordered steps, each approved by the holders of a
 * role (role code) or by one user (username). 流程办理 (flow/) runs instances of it.
 */
export const flowConfig: CatalogEntity = {
  module: 'flowable',
  name: 'config',
  label: '流程配置',
  table: 'flow_config',
  fields: [
    { name: 'flowName', label: '流程名称', required: true, unique: '流程名称已存在', query: 'quick', sort: true },
    { name: 'businessType', label: '业务类型', control: 'select', options: FLOW_BUSINESS_TYPES, required: true, query: 'advanced' },
    { name: 'remark', label: '备注', control: 'textarea' },
  ],
  children: [
    {
      table: 'flow_config_step',
      label: '审批步骤',
      fields: [
        { name: 'stepNo', label: '步骤序号', control: 'number', sqlType: 'integer', validate: INTEGER, required: true },
        { name: 'stepName', label: '步骤名称', required: true },
        { name: 'approverRole', label: '审批角色编码' },
        { name: 'approverUsername', label: '审批人账号' },
      ],
      check: (row) => (row.approverRole || row.approverUsername ? null : '审批角色编码与审批人账号至少填写一项'),
    },
  ],
  demo: () => [
    {
      flowName: '采购通知单审批',
      businessType: '采购通知单',
      remark: '采购员发起，管理员终审',
      flow_config_step: [
        { stepNo: '1', stepName: '计量审核', approverRole: 'weigh_operator', approverUsername: null },
        { stepNo: '2', stepName: '管理员审批', approverRole: null, approverUsername: 'admin' },
      ],
    },
  ],
};

/** Report definitions, print layouts and approval flows: migration 016_reports_flow. */
export const REPORTS_FLOW_DECLARATIONS: readonly CatalogEntity[] = [templateReport, printForm, flowConfig];
