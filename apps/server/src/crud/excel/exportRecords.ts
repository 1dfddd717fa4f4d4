import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { visibleFields } from '@wb/templates';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { AuthInfo } from '../../auth/service';
import type { Database } from '../../db/schema';
import type { EntityDef } from '../EntityDef';
import { buildListQuery, type CheckedList } from '../listRecords';
import { BASE_FIELDS } from '../recordQuery';
import { exportCell } from './cellValue';

/** Rows fetched per query: memory stays flat however many rows match. */
const BATCH = 2000;
const CURSOR_AT = '__cursorAt';
/** Most rows one export writes (a larger filter is refused with a message before streaming). */
export const MAX_EXPORT_ROWS = 200_000;
export const EXPORT_TOO_MANY = `导出数据不能超过${MAX_EXPORT_ROWS}行，请缩小查询范围`;

/**
 * Writes every row matching a checked list request as .xlsx to `out`, in pages of BATCH rows
 * through exceljs' streaming writer (no shared strings, no styles: a row is written and
 * forgotten). Headers are the LIST template's visible column labels. Waits for `out` to drain
 * between pages so a slow client holds back the database reads instead of filling memory.
 */
export async function exportRecords(
  db: Kysely<Database>,
  auth: AuthInfo,
  def: EntityDef,
  checked: CheckedList,
  utcOffsetMinutes: number,
  out: Writable,
): Promise<number> {
  const columns = visibleFields(checked.template.columns);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(def.label);
  sheet.columns = columns.map((f) => ({
    header: f.fieldExplain,
    key: f.fieldName,
    width: Math.max(12, f.fieldExplain.length * 2 + 4),
  }));
  // The default order (createDate desc, id desc) pages by keyset on the list index: each page is
  // an index range, not a re-sorted OFFSET scan. The cursor is the column's own text, so no
  // precision is lost to a JS Date (PostgreSQL keeps microseconds).
  const keyset = checked.request.sort.length === 0;
  let cursor: { at: string; id: string } | null = null;
  let written = 0;
  for (let pn = 1; ; pn++) {
    const page = { ...checked, request: { ...checked.request, limit: { pn: keyset ? 1 : pn, ps: BATCH } } };
    let query = buildListQuery(db, auth, def, page, utcOffsetMinutes).list;
    if (keyset) {
      query = query.select(sql<string>`cast(r.created_at as text)`.as(CURSOR_AT));
      if (cursor)
        query = query.where(
          sql<boolean>`(r.created_at, r.id) < (cast(${cursor.at} as timestamptz), cast(${cursor.id} as uuid))`,
        );
    }
    const rows = (await query.execute()) as Record<string, unknown>[];
    for (const row of rows) {
      sheet
        .addRow(
          columns.map((f) =>
            exportCell(
              f,
              def.fields[f.fieldName] ?? BASE_FIELDS[f.fieldName],
              row[f.fieldName],
              utcOffsetMinutes,
            ),
          ),
        )
        .commit();
    }
    written += rows.length;
    const last = rows[rows.length - 1];
    if (last) cursor = { at: String(last[CURSOR_AT]), id: String(last.id) };
    if (out.writableNeedDrain) await once(out, 'drain');
    if (rows.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
