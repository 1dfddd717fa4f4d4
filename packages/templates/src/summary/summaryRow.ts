/** Label of the summary row (SPEC §9). */
export const SUMMARY_LABEL = '合计';

/** Thousandths to a 2-decimal string, rounding half away from zero in integers (toFixed would misround 3.005). */
function formatThousandths(scaled: number): string {
  const cents = Math.round(Math.abs(scaled) / 10);
  const sign = scaled < 0 && cents > 0 ? '-' : '';
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The 合计 row: each summable column summed as integers scaled by 1000 (so 0.1 + 0.2 is 0.30,
 * not float noise) and shown with 2 decimals; non-numeric and empty cells are skipped. The label
 * goes in the first column unless that column is itself summed.
 */
export function summaryRow(
  columns: readonly { key: string; summable: boolean }[],
  rows: readonly Readonly<Record<string, unknown>>[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) {
    if (!column.summable) continue;
    let scaled = 0;
    for (const row of rows) {
      const raw = row[column.key];
      if (raw === null || raw === undefined || raw === '') continue;
      const n = Number(raw);
      if (Number.isFinite(n)) scaled += Math.round(n * 1000);
    }
    out[column.key] = formatThousandths(scaled);
  }
  const first = columns[0];
  if (first && !first.summable) out[first.key] = SUMMARY_LABEL;
  return out;
}
