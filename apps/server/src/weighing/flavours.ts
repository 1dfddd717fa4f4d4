import type { Flavour } from '../db/schema';
import type { Direction } from './schema';

export interface FlavourInfo {
  code: Flavour;
  /** route module: /{module}/{code}-registry */
  module: string;
  title: string;
  partner: string;
  /** the flavour's notice table (`{code}_notice`, lines `{code}_notice_sub`); pr has none */
  notice: boolean;
  /** fixed direction; al/tr choose per registry (收货 in / 发货 out) */
  direction: Direction | null;
}

export const FLAVOURS: Record<Flavour, FlavourInfo> = {
  pu: { code: 'pu', module: 'purorder', title: '采购', partner: '供应商', notice: true, direction: 'in' },
  pt: { code: 'pt', module: 'pt', title: '外购转运', partner: '供应商', notice: true, direction: 'in' },
  sa: { code: 'sa', module: 'sale', title: '销售', partner: '客户', notice: true, direction: 'out' },
  st: { code: 'st', module: 'st', title: '销售转运', partner: '客户', notice: true, direction: 'out' },
  pr: { code: 'pr', module: 'product', title: '产成品', partner: '生产单位', notice: false, direction: 'out' },
  al: { code: 'al', module: 'allot', title: '调拨', partner: '收货工厂', notice: true, direction: null },
  tr: { code: 'tr', module: 'transfer', title: '转运', partner: '收货工厂', notice: true, direction: null },
};

export const FLAVOUR_CODES = Object.keys(FLAVOURS) as Flavour[];

/** Loaded trucks come in (direction in): gross first, tare after unloading; outbound the reverse. */
export const firstWeigh = (direction: Direction): 'gross' | 'tare' => (direction === 'in' ? 'gross' : 'tare');

export const registryBase = (f: Flavour): string => `/${FLAVOURS[f].module}/${f}-registry`;
export const registryPerm = (f: Flavour, code: string): string => `${FLAVOURS[f].module}:${f}_registry:${code}`;
export const weighBase = (f: Flavour): string => `/measure/mm-${f}-weigh`;
export const weighPerm = (f: Flavour, code: string): string => `measure:mm_${f}_weigh:${code}`;

/** Confirm-weighing pages: the flavour and, for al/tr, the side (sh 收货 = in, fh 发货 = out). */
export const CONFIRM_PAGES: readonly { key: string; flavour: Flavour; direction: Direction | null }[] = [
  { key: 'pu', flavour: 'pu', direction: null },
  { key: 'pt', flavour: 'pt', direction: null },
  { key: 'sa', flavour: 'sa', direction: null },
  { key: 'st', flavour: 'st', direction: null },
  { key: 'al-sh', flavour: 'al', direction: 'in' },
  { key: 'al-fh', flavour: 'al', direction: 'out' },
  { key: 'tr-sh', flavour: 'tr', direction: 'in' },
  { key: 'tr-fh', flavour: 'tr', direction: 'out' },
];

/** Permission key of a confirm page's button: measure:confirm_al_sh_weigh:submit. */
export const confirmPerm = (key: string, code: string): string => `measure:confirm_${key.replace('-', '_')}_weigh:${code}`;

export const REGISTRY_STATUS_LABELS: Record<string, string> = {
  registered: '已登记',
  entered: '已入厂',
  weighed_once: '一次过磅',
  weighed: '已过磅',
  exited: '已出厂',
  obsolete: '已作废',
};

export const registryListCode = (f: Flavour): string => `${f}_registry_list`;
export const registryFormCode = (f: Flavour): string => `${f}_registry_form`;
export const confirmListCode = (key: string): string => `confirm_${key.replace('-', '_')}_weigh_list`;
