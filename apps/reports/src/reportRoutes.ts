/** The report addresses of SPEC.md §2 this app serves (public, opened by wall displays too). */
export const REPORT_ROUTES = [
  { path: '/conditional/index', title: '班组报表条件查询', description: '按班组、日期与物料筛选过磅记录，生成班组报表。' },
  { path: '/Information/index', title: '班组报表展示', description: '展示班组报表的车次、毛重、皮重与净重汇总。' },
  { path: '/dayConditional/index', title: '日报条件查询', description: '按日期范围与业务类型查询每日计量数据。' },
  { path: '/dayInformation/index', title: '日报展示', description: '每日采购、销售吨数与车次的报表展示。' },
  { path: '/factoryvehicle/index', title: '在厂车辆实时统计', description: '在厂车辆数量与状态的实时统计（ECharts，推送与轮询）。' },
] as const;
