/**
 * The datasets a template report (模板报表) may query. A report definition names a dataset, some of
 * its columns, optionally one grouping column and a flavour; the server turns that into a query
 * from this list only: table and column names come from here, never from a user or a request,
 * and every value is a bound parameter. There is no way to type SQL.
 */
export type ColumnKind = 'text' | 'number' | 'date' | 'dateTime';

export interface DatasetColumn {
  key: string;
  label: string;
  column: string;
  kind: ColumnKind;
}

export interface Dataset {
  key: string;
  label: string;
  table: string;
  /** the column the run's date range applies to */
  dateColumn: string;
  /** a flavour column the definition may filter on */
  flavourColumn?: string;
  /** the table keeps deleted rows with deleted_at set */
  softDelete: boolean;
  columns: DatasetColumn[];
}

const c = (key: string, label: string, column: string, kind: ColumnKind = 'text'): DatasetColumn => ({ key, label, column, kind });

const noticeDataset = (flavour: 'pu' | 'sa', label: string): Dataset => ({
  key: `${flavour}_notice`,
  label,
  table: `${flavour}_notice`,
  dateColumn: 'notice_date',
  softDelete: true,
  columns: [
    c('billNo', '通知单号', 'bill_no'),
    c('noticeDate', '通知日期', 'notice_date', 'date'),
    c('contractNo', '合同编号', 'contract_no'),
    c('validFrom', '有效期起', 'valid_from', 'date'),
    c('validTo', '有效期止', 'valid_to', 'date'),
    c('maxLimit', '单车限量(吨)', 'max_limit', 'number'),
    c('deSuttle', '实发数(吨)', 'de_suttle', 'number'),
    c('status', '单据状态', 'status'),
  ],
});

export const DATASETS: readonly Dataset[] = [
  {
    key: 'weigh',
    label: '过磅记录',
    table: 'weigh_record',
    dateColumn: 'finished_at',
    flavourColumn: 'flavour',
    softDelete: false,
    columns: [
      c('billNo', '磅单号', 'bill_no'),
      c('flavour', '业务类型', 'flavour'),
      c('plateNumber', '车牌号', 'plate_number'),
      c('materialName', '物料', 'material_name'),
      c('partnerName', '往来单位', 'partner_name'),
      c('gross', '毛重(吨)', 'gross', 'number'),
      c('tare', '皮重(吨)', 'tare', 'number'),
      c('net', '净重(吨)', 'net', 'number'),
      c('status', '状态', 'status'),
      c('finishedAt', '完成时间', 'finished_at', 'dateTime'),
    ],
  },
  {
    key: 'registry',
    label: '登记单',
    table: 'registry',
    dateColumn: 'created_at',
    flavourColumn: 'flavour',
    softDelete: false,
    columns: [
      c('billNo', '登记单号', 'bill_no'),
      c('flavour', '业务类型', 'flavour'),
      c('plateNumber', '车牌号', 'plate_number'),
      c('materialName', '物料', 'material_name'),
      c('partnerName', '往来单位', 'partner_name'),
      c('status', '状态', 'status'),
      c('entryTime', '入厂时间', 'entry_time', 'dateTime'),
      c('exitTime', '出厂时间', 'exit_time', 'dateTime'),
    ],
  },
  noticeDataset('pu', '采购通知单'),
  noticeDataset('sa', '销售通知单'),
];

export const DATASET_OPTIONS = DATASETS.map((d) => ({ value: d.key, label: d.label }));

export const datasetOf = (key: unknown): Dataset | undefined => DATASETS.find((d) => d.key === key);

/** 'a, b ,c' → ['a','b','c'] */
export const splitKeys = (text: unknown): string[] =>
  typeof text === 'string' ? text.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean) : [];

/** Checks a report definition against the dataset list: the reason it is unusable, or null. */
export function checkReportDefinition(row: Readonly<Record<string, unknown>>): string | null {
  const dataset = datasetOf(row.dataset);
  if (!dataset) return '数据集不存在';
  const keys = splitKeys(row.columnKeys);
  if (keys.length === 0) return '请填写显示列';
  if (keys.length > 30) return '显示列不能超过30个';
  const known = new Set(dataset.columns.map((col) => col.key));
  const unknown = keys.filter((k) => !known.has(k));
  if (unknown.length > 0) return `数据集${dataset.label}没有列：${unknown.join('，')}（可用：${dataset.columns.map((col) => `${col.key} ${col.label}`).join('，')}）`;
  if (new Set(keys).size !== keys.length) return '显示列不能重复';
  const group = typeof row.groupKey === 'string' ? row.groupKey.trim() : '';
  if (group) {
    const column = dataset.columns.find((col) => col.key === group);
    if (!column) return `分组列不在数据集${dataset.label}中：${group}`;
    if (column.kind === 'number') return '分组列不能是数值列';
  }
  if (row.flavour && !dataset.flavourColumn) return `数据集${dataset.label}不能按业务类型筛选`;
  return null;
}
