import type { DailyReport, ReportSums, TeamShiftReport } from '@wb/api';

/**
 * The printed report tables: the server's rows with a 小计 line after each group and a 合计 line at
 * the end, all figures as the server summed them (exact decimals, never re-added in floats).
 */
export interface TableLine extends ReportSums {
  key: string;
  kind: 'row' | 'subtotal' | 'total';
  /** first column: shift (team report) or date (daily report) */
  group: string;
  /** second column: material (team report) or shift (daily report) */
  detail: string;
  flavourName?: string;
}

export function teamShiftLines(report: TeamShiftReport): TableLine[] {
  const lines: TableLine[] = [];
  for (const total of report.shiftTotals) {
    const rows = report.rows.filter((r) => r.shift === total.shift);
    rows.forEach((r, i) =>
      lines.push({
        key: `${r.shift}|${r.flavour}|${r.materialName}|${i}`,
        kind: 'row',
        group: r.shift,
        detail: r.materialName,
        flavourName: r.flavourName,
        trips: r.trips,
        gross: r.gross,
        tare: r.tare,
        net: r.net,
      }),
    );
    lines.push({ key: `${total.shift}|subtotal`, kind: 'subtotal', group: total.shift, detail: '小计', ...pick(total) });
  }
  lines.push({ key: 'total', kind: 'total', group: '合计', detail: '', ...pick(report.total) });
  return lines;
}

export function dailyLines(report: DailyReport): TableLine[] {
  const lines: TableLine[] = [];
  for (const day of report.dayTotals) {
    for (const r of report.rows.filter((x) => x.date === day.date))
      lines.push({ key: `${r.date}|${r.shift}`, kind: 'row', group: r.date, detail: r.shift, ...pick(r) });
    lines.push({ key: `${day.date}|subtotal`, kind: 'subtotal', group: day.date, detail: '小计', ...pick(day) });
  }
  lines.push({ key: 'total', kind: 'total', group: '合计', detail: '', ...pick(report.total) });
  return lines;
}

const pick = (s: ReportSums): ReportSums => ({ trips: s.trips, gross: s.gross, tare: s.tare, net: s.net });

const cell = (v: string | number | undefined) => {
  const text = v === undefined ? '' : String(v);
  // quote what CSV needs quoted; a leading =,+,-,@ is defused so a spreadsheet never runs it
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV text (UTF-8 with BOM, so Excel reads the Chinese) of the report table. */
export function linesToCsv(headers: string[], lines: TableLine[], withFlavour: boolean): string {
  const rows = lines.map((l) =>
    [l.group, ...(withFlavour ? [l.flavourName ?? ''] : []), l.detail, l.trips, l.gross, l.tare, l.net].map(cell).join(','),
  );
  return '\uFEFF' + [headers.map(cell).join(','), ...rows].join('\r\n') + '\r\n';
}
