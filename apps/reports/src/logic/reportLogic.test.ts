import { describe, expect, it } from 'vitest';
import type { DailyReport, TeamShiftReport } from '@wb/api';
import { inFactoryChartOption } from './inFactoryChart';
import { describeFilter, readReportQuery, reportSearch, siteToday } from './reportQuery';
import { dailyLines, linesToCsv, teamShiftLines } from './reportTable';

const sums = (trips: number, net: string) => ({ trips, gross: net, tare: '0.000', net });

describe('report query in the address', () => {
  it('reads today on the UTC+8 clock when no dates are given', () => {
    // 17:00 UTC is already the next day in China
    expect(siteToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(readReportQuery('', new Date('2026-11-21T17:00:00Z'))).toEqual({ filter: { startDate: '2026-11-22', endDate: '2026-11-22' } });
  });

  it('round-trips the conditions and the display key, dropping unknown flavours', () => {
    const query = { filter: { startDate: '2026-11-01', endDate: '2026-11-22', shift: '早班', flavour: 'sa' as const, materialName: '焦炭' }, key: 'rdk_x' };
    expect(readReportQuery(reportSearch(query))).toEqual(query);
    expect(readReportQuery('?startDate=2026-11-01&endDate=bad&flavour=zz', new Date('2026-11-22T00:00:00Z')).filter).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
    expect(describeFilter(query.filter)).toBe('2026-11-01 至 2026-11-22　班次：早班　业务：销售　物料：焦炭');
  });
});

describe('report tables', () => {
  const team: TeamShiftReport = {
    shifts: [],
    rows: [
      { shift: '早班', flavour: 'pu', flavourName: '采购', materialName: '原煤', ...sums(2, '50.003') },
      { shift: '早班', flavour: 'sa', flavourName: '销售', materialName: '焦炭, 一级', ...sums(1, '18.222') },
      { shift: '中班', flavour: 'pu', flavourName: '采购', materialName: '原煤', ...sums(1, '25.004') },
    ],
    shiftTotals: [
      { shift: '早班', ...sums(3, '68.225') },
      { shift: '中班', ...sums(1, '25.004') },
    ],
    total: sums(4, '93.229'),
  };

  it('puts a 小计 after each shift and a 合计 at the end, with the server’s figures', () => {
    expect(teamShiftLines(team).map((l) => [l.kind, l.group, l.detail, l.net])).toEqual([
      ['row', '早班', '原煤', '50.003'],
      ['row', '早班', '焦炭, 一级', '18.222'],
      ['subtotal', '早班', '小计', '68.225'],
      ['row', '中班', '原煤', '25.004'],
      ['subtotal', '中班', '小计', '25.004'],
      ['total', '合计', '', '93.229'],
    ]);
  });

  it('exports CSV with a BOM, quoting commas and defusing formulas', () => {
    const csv = linesToCsv(['班次', '业务类型', '物料', '车次', '毛重', '皮重', '净重'], teamShiftLines(team), true);
    expect(csv.startsWith('\uFEFF班次,业务类型,物料')).toBe(true);
    expect(csv).toContain('早班,销售,"焦炭, 一级",1,18.222,0.000,18.222');
    const evil = linesToCsv(['a'], [{ key: 'k', kind: 'row', group: '=HYPERLINK(1)', detail: '', ...sums(1, '-1.000') }], false);
    expect(evil).toContain("'=HYPERLINK(1),,1,-1.000");
  });

  it('groups the daily report by date', () => {
    const daily: DailyReport = {
      shifts: [],
      rows: [
        { date: '2026-11-21', shift: '夜班', ...sums(1, '1.000') },
        { date: '2026-11-22', shift: '早班', ...sums(2, '2.000') },
      ],
      dayTotals: [
        { date: '2026-11-21', ...sums(1, '1.000') },
        { date: '2026-11-22', ...sums(2, '2.000') },
      ],
      total: sums(3, '3.000'),
    };
    expect(dailyLines(daily).map((l) => `${l.kind}:${l.group}:${l.detail}`)).toEqual([
      'row:2026-11-21:夜班',
      'subtotal:2026-11-21:小计',
      'row:2026-11-22:早班',
      'subtotal:2026-11-22:小计',
      'total:合计:',
    ]);
  });

  it('charts one stacked bar per flavour', () => {
    const option = inFactoryChartOption({
      time: '',
      total: 5,
      byFlavour: [{ flavour: 'pu', flavourName: '采购', entered: 1, weighedOnce: 2, weighed: 2, total: 5 }],
      vehicles: [],
    });
    expect(option.xAxis.data).toEqual(['采购']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['已入厂', [1]],
      ['一次过磅', [2]],
      ['已过磅', [2]],
    ]);
  });
});
