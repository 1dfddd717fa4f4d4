import type { ReportRun } from '@wb/api';

const cell = (v: string | number | null | undefined) => {
  const text = v === null || v === undefined ? '' : String(v);
  // a leading = + - @ would run as a formula in a spreadsheet (numbers like -1.5 stay numbers)
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV (UTF-8 with BOM for Excel) of a 动态报表 run: its column labels, then its rows. */
export function runToCsv(run: ReportRun): string {
  const head = run.columns.map((c) => cell(c.label)).join(',');
  const rows = run.rows.map((r) => run.columns.map((c) => cell(r[c.key])).join(','));
  return '\uFEFF' + [head, ...rows].join('\r\n') + '\r\n';
}
