import type { HomeCounts } from '@wb/api';

/** The live figures shown as statistic cards, from GET /index/getCount. */
export function statCards(counts: HomeCounts | undefined): { key: string; title: string; value: string; suffix: string }[] {
  const v = (x: number | string | undefined) => (x === undefined ? '-' : String(x));
  return [
    { key: 'inFactory', title: '在厂车辆', value: v(counts?.inFactoryVehicles), suffix: '辆' },
    { key: 'todayWeigh', title: '今日过磅', value: v(counts?.todayWeighCount), suffix: '车次' },
    { key: 'todayNet', title: '今日净重', value: v(counts?.todayNetTons), suffix: '吨' },
    { key: 'purchase', title: '今日采购', value: v(counts?.todayPurchaseTons), suffix: '吨' },
    { key: 'sale', title: '今日销售', value: v(counts?.todaySaleTons), suffix: '吨' },
    { key: 'pendingAudit', title: '待审核', value: v(counts?.pendingAudit), suffix: '单' },
  ];
}
