import type { ReportFilter, ReportFlavour } from '@wb/api';

/**
 * The report's conditions travel in the display page's address (?startDate=…&shift=…&key=…), so a
 * wall display can be pointed at a bookmarked report and a reload shows the same figures.
 */
export const FLAVOUR_OPTIONS: { value: ReportFlavour; label: string }[] = [
  { value: 'pu', label: '采购' },
  { value: 'pt', label: '采购其他' },
  { value: 'sa', label: '销售' },
  { value: 'st', label: '销售其他' },
  { value: 'pr', label: '产品' },
  { value: 'al', label: '调拨' },
  { value: 'tr', label: '转储' },
];
const FLAVOURS = new Set<string>(FLAVOUR_OPTIONS.map((f) => f.value));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SITE_OFFSET_MINUTES = 480;

/** Today's date on the site's clock (UTC+8), whatever the display's own time zone. */
export function siteToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SITE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export interface ReportQuery {
  filter: ReportFilter;
  /** the display key of a public wall display, if any */
  key?: string;
}

/** Reads the conditions of a report address; missing dates mean today. */
export function readReportQuery(search: string, now: Date = new Date()): ReportQuery {
  const params = new URLSearchParams(search);
  const today = siteToday(now);
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return DATE.test(v) ? v : today;
  };
  const filter: ReportFilter = { startDate: date('startDate'), endDate: date('endDate') };
  const flavour = params.get('flavour') ?? '';
  if (FLAVOURS.has(flavour)) filter.flavour = flavour as ReportFlavour;
  const material = params.get('materialName')?.trim();
  if (material) filter.materialName = material;
  const shift = params.get('shift')?.trim();
  if (shift) filter.shift = shift;
  const key = params.get('key')?.trim();
  return key ? { filter, key } : { filter };
}

/** The address part of a report query (what the condition page navigates to). */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams();
  params.set('startDate', query.filter.startDate);
  params.set('endDate', query.filter.endDate);
  if (query.filter.flavour) params.set('flavour', query.filter.flavour);
  if (query.filter.materialName) params.set('materialName', query.filter.materialName);
  if (query.filter.shift) params.set('shift', query.filter.shift);
  if (query.key) params.set('key', query.key);
  return `?${params.toString()}`;
}

/** One line describing the conditions, printed above the table. */
export function describeFilter(filter: ReportFilter): string {
  const parts = [filter.startDate === filter.endDate ? filter.startDate : `${filter.startDate} 至 ${filter.endDate}`];
  if (filter.shift) parts.push(`班次：${filter.shift}`);
  if (filter.flavour) parts.push(`业务：${FLAVOUR_OPTIONS.find((f) => f.value === filter.flavour)?.label ?? filter.flavour}`);
  if (filter.materialName) parts.push(`物料：${filter.materialName}`);
  return parts.join('　');
}
