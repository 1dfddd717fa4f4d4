import type { HomeCounts } from '@wb/api';

export interface CountCard {
  key: string;
  title: string;
  value: string;
  unit: string;
  accent: string;
}

/** The count cards of the company home page, in display order, from GET /index/getCount. */
export function countCards(counts: HomeCounts | undefined): CountCard[] {
  const v = (value: number | string | undefined) => (value === undefined || value === null ? '-' : String(value));
  return [
    { key: 'inFactory', title: '在厂车辆', value: v(counts?.inFactoryVehicles), unit: '辆', accent: '#0e8a9c' },
    { key: 'todayWeigh', title: '今日过磅', value: v(counts?.todayWeighCount), unit: '车次', accent: '#3b82f6' },
    { key: 'todayNet', title: '今日净重(吨)', value: v(counts?.todayNetTons), unit: '吨', accent: '#16a34a' },
    {
      key: 'purchaseSale',
      title: '采购/销售吨数',
      value: counts ? `${counts.todayPurchaseTons} / ${counts.todaySaleTons}` : '-',
      unit: '吨',
      accent: '#f59e0b',
    },
    { key: 'pendingAudit', title: '待审核', value: v(counts?.pendingAudit), unit: '单', accent: '#e11d48' },
  ];
}
