import type { FieldDefinition } from '@wb/templates';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { EntityDef } from '../EntityDef';
import { pickBody } from '../recordValues';
import { takenValues } from '../service';
import { validateRecord } from '../validateRecord';
import { importValue } from './cellValue';

/** SPEC §5 caps attachments at 5 MB; imports take the same. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** Row errors reported at most (the file is refused at the first anyway; enough to fix a batch). */
const MAX_REPORTED = 50;

export const IMPORT_MSG = {
  notXlsx: '只能导入xlsx格式的Excel文件',
  unreadable: '文件内容无法读取，请使用导出的Excel文件填写',
  empty: '文件中没有数据',
  tooMany: `单次导入不能超过${MAX_IMPORT_ROWS}行`,
  noFile: '请选择要导入的文件',
  tooLarge: '文件大小不能超过 5MB!',
} as const;

/** .xlsx is a zip: local file header magic PK\x03\x04. The name and MIME type say nothing. */
export function isZip(bytes: Buffer): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

export interface RowError {
  /** the sheet's row number (the header is row 1) */
  row: number;
  message: string;
}

export type ImportCheck = { ok: true; rows: Record<string, unknown>[] } | { ok: false; errors: RowError[] };

function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value)
      return value.result === undefined || value.result === null ? null : String(value.result);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return null;
  }
  return String(value);
}

/**
 * Reads the first sheet: row 1 names the columns by the template's labels (as export writes them)
 * or by field names; unknown columns are ignored. Every row is checked like a create — the FORM
 * template's rules, the entity's required fields and types — and unique fields against the live
 * rows of the organisation and against the file's other rows. Any bad row refuses the whole file.
 */
export async function checkImport(
  db: Kysely<Database>,
  orgId: string,
  def: EntityDef,
  formFields: readonly FieldDefinition[],
  listFields: readonly FieldDefinition[],
  bytes: Buffer,
  utcOffsetMinutes: number,
): Promise<ImportCheck> {
  if (!isZip(bytes)) throw badRequest(IMPORT_MSG.notXlsx);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' typings predate Node's generic Buffer
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(IMPORT_MSG.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) throw badRequest(IMPORT_MSG.empty);
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MSG.tooMany);

  const byLabel = new Map<string, FieldDefinition>();
  for (const f of [...listFields, ...formFields]) byLabel.set(f.fieldExplain, f);
  // attachment ids never come from a spreadsheet: those columns are ignored like unknown ones
  const writable = new Set([
    ...Object.entries(def.fields).flatMap(([name, spec]) => (spec.attachment ? [] : [name])),
    'enabled',
  ]);
  const header: (string | null)[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value)?.trim() ?? '';
    const name = byLabel.get(text)?.fieldName ?? (writable.has(text) ? text : null);
    header[col] = name && writable.has(name) ? name : null;
  });
  const formByName = new Map(formFields.map((f) => [f.fieldName, f]));
  const listByName = new Map(listFields.map((f) => [f.fieldName, f]));

  const errors: RowError[] = [];
  const rows: { row: number; values: Record<string, unknown> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || errors.length >= MAX_REPORTED) return;
    const body: Record<string, unknown> = {};
    let any = false;
    row.eachCell((cell, col) => {
      const name = header[col];
      const text = cellText(cell.value);
      if (!name || text === null || text.trim() === '') return;
      any = true;
      const field = formByName.get(name) ?? listByName.get(name);
      // dates come back as JS Dates; keep them whole for the date check
      body[name] = cell.value instanceof Date ? cell.value : importValue(field, text.trim());
    });
    if (!any) return;
    const check = validateRecord(def, formFields, pickBody(def, body), utcOffsetMinutes);
    if (!check.ok) errors.push({ row: rowNumber, message: check.error });
    else rows.push({ row: rowNumber, values: check.values });
  });
  if (errors.length === 0 && rows.length === 0) throw badRequest(IMPORT_MSG.empty);

  for (const rule of def.unique) {
    const seen = new Map<string, number>();
    const values = rows.flatMap((r) =>
      typeof r.values[rule.field] === 'string' ? [r.values[rule.field] as string] : [],
    );
    const taken = await takenValues(db, def, orgId, rule.field, values);
    for (const r of rows) {
      const v = r.values[rule.field];
      if (typeof v !== 'string') continue;
      if (taken.has(v) || seen.has(v)) errors.push({ row: r.row, message: rule.message });
      else seen.set(v, r.row);
    }
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    return { ok: false, errors: errors.slice(0, MAX_REPORTED) };
  }
  return { ok: true, rows: rows.map((r) => r.values) };
}

/** `第3行：车牌号不能为空！` lines, joined for the error notice. */
export function rowErrorMessage(errors: readonly RowError[]): string {
  return errors.map((e) => `第${e.row}行：${e.message}`).join('；');
}
