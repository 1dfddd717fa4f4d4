import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { checkReportDefinition, datasetOf, splitKeys, type DatasetColumn } from './datasets';
import { reportWindow } from './service';

/** a run answers at most this many rows (the export takes the same rows) */
export const MAX_RUN_ROWS = 5000;

export interface ReportRunColumn {
  key: string;
  label: string;
  kind: DatasetColumn['kind'] | 'count';
}
export interface ReportRun {
  reportName: string;
  datasetLabel: string;
  grouped: boolean;
  columns: ReportRunColumn[];
  rows: Record<string, string | number | null>[];
  /** the rows were cut at MAX_RUN_ROWS */
  truncated: boolean;
}

const FLAVOURS = new Set(['pu', 'pt', 'sa', 'st', 'pr', 'al', 'tr', '采购', '销售']);

function valueOf(column: DatasetColumn, offsetMinutes: number): RawBuilder<unknown> {
  const ref = sql.ref(`t.${column.column}`);
  if (column.kind === 'number') return sql`${ref}::numeric(18,3)::text`;
  if (column.kind === 'dateTime')
    return sql`to_char((${ref} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD HH24:MI:SS')`;
  if (column.kind === 'date') return sql`to_char(${ref}, 'YYYY-MM-DD')`;
  return sql`${ref}::text`;
}

/**
 * Runs a saved template report (rp_template_report) of the caller's company over [startDate,
 * endDate] (site calendar): its columns, or with a grouping column one line per group with the
 * row count and the exact sums of its numeric columns.
 */
export async function runTemplateReport(
  db: Kysely<Database>,
  orgId: string,
  reportId: string,
  range: { startDate: string; endDate: string },
  offsetMinutes: number,
): Promise<ReportRun> {
  const def = await sql<{ report_name: string; dataset: string; column_keys: string; group_key: string | null; flavour: string | null; enabled: boolean }>`
    select report_name, dataset, column_keys, group_key, flavour, enabled from rp_template_report
    where id = ${reportId}::uuid and org_id = ${orgId}::uuid and deleted_at is null`.execute(db);
  const row = def.rows[0];
  if (!row) throw notFound('报表不存在');
  if (!row.enabled) throw badRequest('报表已停用');
  const problem = checkReportDefinition({ dataset: row.dataset, columnKeys: row.column_keys, groupKey: row.group_key, flavour: row.flavour });
  if (problem) throw badRequest(problem);
  const dataset = datasetOf(row.dataset)!;
  const window = reportWindow(range, offsetMinutes);
  const chosen = splitKeys(row.column_keys).map((k) => dataset.columns.find((col) => col.key === k)!);
  const dateRef = sql.ref(`t.${dataset.dateColumn}`);
  const where: RawBuilder<unknown>[] = [sql`t.org_id = ${orgId}::uuid`];
  if (dataset.softDelete) where.push(sql`t.deleted_at is null`);
  const dateColumn = dataset.columns.find((col) => col.column === dataset.dateColumn);
  if (dateColumn?.kind === 'date') {
    where.push(sql`${dateRef} >= ${range.startDate}::date`, sql`${dateRef} <= ${range.endDate}::date`);
  } else {
    where.push(sql`${dateRef} >= ${window.from}`, sql`${dateRef} < ${window.to}`);
  }
  if (row.flavour && dataset.flavourColumn && FLAVOURS.has(row.flavour))
    where.push(sql`${sql.ref(`t.${dataset.flavourColumn}`)} = ${row.flavour}`);
  const cond = sql.join(where, sql` and `);
  const table = sql.table(`${dataset.table}`);

  if (row.group_key) {
    const group = dataset.columns.find((col) => col.key === row.group_key)!;
    const sums = chosen.filter((col) => col.kind === 'number');
    const selects = [
      sql`${valueOf(group, offsetMinutes)} as ${sql.ref(group.key)}`,
      sql`count(*)::int as "__count"`,
      ...sums.map((col) => sql`coalesce(sum(${sql.ref(`t.${col.column}`)}), 0)::numeric(18,3)::text as ${sql.ref(col.key)}`),
    ];
    const result = await sql<Record<string, string | number | null>>`
      select ${sql.join(selects)} from ${table} as t where ${cond} group by 1 order by 1 limit ${MAX_RUN_ROWS + 1}`.execute(db);
    return {
      reportName: row.report_name,
      datasetLabel: dataset.label,
      grouped: true,
      columns: [
        { key: group.key, label: group.label, kind: group.kind },
        { key: '__count', label: '笔数', kind: 'count' },
        ...sums.map((col) => ({ key: col.key, label: `${col.label}合计`, kind: col.kind })),
      ],
      rows: result.rows.slice(0, MAX_RUN_ROWS),
      truncated: result.rows.length > MAX_RUN_ROWS,
    };
  }
  const selects = chosen.map((col) => sql`${valueOf(col, offsetMinutes)} as ${sql.ref(col.key)}`);
  const result = await sql<Record<string, string | number | null>>`
    select ${sql.join(selects)} from ${table} as t where ${cond} order by ${dateRef} desc nulls last limit ${MAX_RUN_ROWS + 1}`.execute(db);
  return {
    reportName: row.report_name,
    datasetLabel: dataset.label,
    grouped: false,
    columns: chosen.map((col) => ({ key: col.key, label: col.label, kind: col.kind })),
    rows: result.rows.slice(0, MAX_RUN_ROWS),
    truncated: result.rows.length > MAX_RUN_ROWS,
  };
}
