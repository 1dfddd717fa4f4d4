import * as echarts from 'echarts';
import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * A chart drawn with ECharts directly (echarts-for-react's build needs tslib, which this install
 * does not hoist): created once, updated with each option, resized with its box, disposed on unmount.
 */
export function EChart({ option, style }: { option: echarts.EChartsCoreOption; style?: CSSProperties }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(box.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} style={style} data-testid="chart" />;
}
