import { CODE, MOBILE, PLATE } from '../../../templates/seedData/patterns';
import type { CatalogField } from '../types';

/**
 * Field makers the storage, hazardous-chemicals, freight, mgp and ep declarations share, so each
 * declaration reads as the screen it configures.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `days` days before `now` (UTC date; demo rows only). */
export const ymdDaysAgo = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** A moment `days` days (and `hours` hours) before `now`. */
export const daysAgo = (now: Date, days: number, hours = 0): Date =>
  new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);

/** A code field: required, unique with `{label}已存在`, quick search, sortable, the code pattern. */
export const codeField = (name: string, label: string): CatalogField => ({
  name,
  label,
  required: true,
  unique: `${label}已存在`,
  query: 'quick',
  sort: true,
  validate: CODE,
});

/** A required name field with quick search and sort. */
export const nameField = (name: string, label: string, unique = false): CatalogField => ({
  name,
  label,
  required: true,
  query: 'quick',
  sort: true,
  ...(unique ? { unique: `${label}已存在` } : {}),
});

/** A document number: required, unique, quick search, sortable. */
export const billNoField = (label = '单据号'): CatalogField => ({
  name: 'billNo',
  label,
  required: true,
  unique: `${label}已存在`,
  query: 'quick',
  sort: true,
});

/** Tonnage (3 decimals: weighbridges read kilograms). */
export const tonsField = (name: string, label: string, extra: Partial<CatalogField> = {}): CatalogField => ({
  name,
  label,
  control: 'number',
  sqlType: 'numeric(14,3)',
  ...extra,
});

/** Money (yuan, 2 decimals) or a unit price (4 decimals). */
export const moneyField = (name: string, label: string, extra: Partial<CatalogField> = {}): CatalogField => ({
  name,
  label,
  control: 'number',
  sqlType: 'numeric(16,2)',
  ...extra,
});
export const priceField = (name: string, label: string, extra: Partial<CatalogField> = {}): CatalogField => ({
  name,
  label,
  control: 'number',
  sqlType: 'numeric(16,4)',
  ...extra,
});

export const mobileField = (name = 'mobile', label = '联系电话'): CatalogField => ({
  name,
  label,
  validate: MOBILE,
});

export const remarkField = (): CatalogField => ({ name: 'remark', label: '备注', control: 'textarea' });

/** A plate typed by hand (archives of vehicles that are not in the weighing master data). */
export const plateField = (required = true, unique?: string): CatalogField => ({
  name: 'plateNumber',
  label: '车牌号',
  required,
  query: 'quick',
  sort: true,
  validate: PLATE,
  ...(unique ? { unique } : {}),
});

/** 仓库 picker (bd_warehouse_res): warehouseName shown, warehouseId filled. */
export const warehouseFields = (required = false, label = '仓库', prefix = 'warehouse'): CatalogField[] => [
  {
    name: `${prefix}Name`,
    label,
    control: 'picker',
    required,
    query: 'quick',
    picker: {
      popup: 'bd_warehouse_res',
      links: { [`${prefix}Id`]: 'id', [`${prefix}Name`]: 'warehouseName' },
    },
  },
  { name: `${prefix}Id`, label: `${label}ID`, control: 'hidden', kind: 'uuid' },
];

/** A picker on another declared entity's popup (`{table}_res`), filling its id and label. */
export const catalogPicker = (
  name: string,
  label: string,
  popup: string,
  idField: string,
  sourceLabel: string,
  required = false,
): CatalogField[] => [
  {
    name,
    label,
    control: 'picker',
    required,
    query: 'quick',
    picker: { popup, links: { [idField]: 'id', [name]: sourceLabel } },
  },
  { name: idField, label: `${label}ID`, control: 'hidden', kind: 'uuid' },
];

/** 'YYYY-MM' periods (month-end closing, planned prices). */
export const MONTH = { validateMethod: '/^\\d{4}-(0[1-9]|1[0-2])$/', validateTitle: '月份格式应为YYYY-MM' };

/** Start and end dates in order, when both are given. */
export function dateOrder(start: unknown, end: unknown, message = '结束日期不能早于开始日期'): string | null {
  return typeof start === 'string' && typeof end === 'string' && end < start ? message : null;
}

/** Upper-case the plate fields a row carries (SPEC §5: plates are upper-cased as typed). */
export function upperPlates(...names: string[]): (row: Record<string, unknown>) => void {
  return (row) => {
    for (const n of names) if (typeof row[n] === 'string') row[n] = (row[n] as string).toUpperCase();
  };
}

/** A fixed-decimal string of a number (numeric columns travel as strings). */
export const dec = (value: number, places: number): string => value.toFixed(places);
