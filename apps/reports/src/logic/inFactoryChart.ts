import type { ReportInFactoryStats } from '@wb/api';

/** The ECharts option of the in-factory display: one stacked bar per flavour, a segment per stage. */
export function inFactoryChartOption(stats: ReportInFactoryStats) {
  const names = stats.byFlavour.map((f) => f.flavourName);
  const series = (
    [
      ['已入厂', 'entered', '#5ab1c2'],
      ['一次过磅', 'weighedOnce', '#f5a623'],
      ['已过磅', 'weighed', '#0e7c8c'],
    ] as const
  ).map(([name, field, color]) => ({
    name,
    type: 'bar' as const,
    stack: 'stage',
    barMaxWidth: 48,
    itemStyle: { color },
    label: { show: true, formatter: (p: { value: number }) => (p.value > 0 ? String(p.value) : '') },
    data: stats.byFlavour.map((f) => f[field]),
  }));
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 30 },
    xAxis: { type: 'category' as const, data: names },
    yAxis: { type: 'value' as const, minInterval: 1, name: '辆' },
    animation: false,
    series,
  };
}
