import { isEmptyValue, summaryRow, type ColumnSpec, type FieldDefinition } from '@wb/templates';

/** SPEC.md §5 master-detail messages, verbatim. */
export const MSG_CHILD_TABLE_EMPTY = '子表未新增数据, 是否继续提交?';
export const CHILD_TABLE_EMPTY_TITLE = '提示';
export const MSG_ONE_CHILD_ROW = '只能有一条子表信息';
/** SPEC.md §9: create / createRef add one empty child row about 200 ms after the data loads. */
export const AUTO_CHILD_ROW_DELAY_MS = 200;

/** Route query `type` of a form (SPEC.md §2). */
export type FormType = 'create' | 'create1' | 'createRef' | 'update' | 'safeUpdate' | 'weigh';
export const FORM_TYPES: readonly FormType[] = ['create', 'create1', 'createRef', 'update', 'safeUpdate', 'weigh'];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export interface FormTypeBehaviour {
  /** a new record: defaults apply, create is called */
  creates: boolean;
  /** one empty child row is added after load */
  autoChildRow: boolean;
  /** 新增 / 删除 / 复制 of the child tables are shown */
  childButtons: boolean;
  /** save / cancel, or the weighing set (weighsave / cancel) */
  buttons: 'save' | 'weigh';
}

/** What a route-query type does (SPEC.md §2, §4). */
export function formTypeBehaviour(type: FormType): FormTypeBehaviour {
  const creates = type === 'create' || type === 'create1' || type === 'createRef';
  return {
    creates,
    autoChildRow: type === 'create' || type === 'createRef',
    childButtons: type !== 'safeUpdate',
    buttons: type === 'weigh' ? 'weigh' : 'save',
  };
}

/** The child tables a FORM template names: `opations.son`, several comma-separated (tab layout). */
export function childTables(opations: { main?: string; son?: string } | undefined | null): string[] {
  const son = opations?.son ?? '';
  return [...new Set(son.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** The template's fields split into the main form and each child table (by the field's customTable). */
export function splitFields(
  fields: readonly FieldDefinition[],
  tables: readonly string[],
): { main: FieldDefinition[]; children: Record<string, FieldDefinition[]> } {
  const children: Record<string, FieldDefinition[]> = {};
  for (const t of tables) children[t] = [];
  const main: FieldDefinition[] = [];
  for (const f of fields) {
    const table = f.customTable?.trim();
    if (table && tables.includes(table)) children[table].push(f);
    else main.push(f);
  }
  return { main, children };
}

/** A loaded record split into its main values and its child rows (`record[table]` arrays). */
export function splitRecord(
  record: Readonly<Record<string, unknown>>,
  tables: readonly string[],
): { main: Record<string, unknown>; children: Record<string, Record<string, unknown>[]> } {
  const main: Record<string, unknown> = {};
  const children: Record<string, Record<string, unknown>[]> = {};
  for (const t of tables) {
    const rows = record[t];
    children[t] = Array.isArray(rows) ? rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null).map((r) => ({ ...r })) : [];
  }
  for (const [k, v] of Object.entries(record)) if (!tables.includes(k)) main[k] = v;
  return { main, children };
}

/** A child row for the wire: empty values null, strings trimmed, only its fields and its id. */
export function childWireRow(fields: readonly FieldDefinition[], row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isEmptyValue(row.id)) out.id = row.id;
  for (const f of fields) {
    const v = row[f.fieldName];
    if (typeof v === 'string') out[f.fieldName] = v.trim() === '' ? null : v.trim();
    else out[f.fieldName] = v === undefined || isEmptyValue(v) ? null : v;
  }
  return out;
}

/**
 * The record as it travels (detail, create, update): `{...main, [childTable]: [{id?, ...childFields}]}`.
 * Child field names loaded flat beside the main values (a 1:1 extension) are dropped, so the
 * child rows are the one source of them.
 */
export function masterDetailPayload(
  main: Readonly<Record<string, unknown>>,
  children: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>,
  childFields: Readonly<Record<string, readonly FieldDefinition[]>>,
): Record<string, unknown> {
  const childNames = new Set(Object.values(childFields).flatMap((fs) => fs.map((f) => f.fieldName)));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(main)) if (!childNames.has(k)) out[k] = v;
  for (const [table, rows] of Object.entries(children)) out[table] = rows.map((r) => childWireRow(childFields[table] ?? [], r));
  return out;
}

/** What blocks or questions a save because of the child rows: too many rows, or none with validTable. */
export function childRowsCheck(
  counts: readonly number[],
  options: { validTable?: boolean; oneActicle?: boolean },
): { kind: 'ok' } | { kind: 'refuse'; message: string } | { kind: 'confirm'; title: string; message: string } {
  if (options.oneActicle && counts.some((n) => n > 1)) return { kind: 'refuse', message: MSG_ONE_CHILD_ROW };
  if (options.validTable && counts.every((n) => n === 0)) return { kind: 'confirm', title: CHILD_TABLE_EMPTY_TITLE, message: MSG_CHILD_TABLE_EMPTY };
  return { kind: 'ok' };
}

/** 统计信息: the row count and the itotal sums (2 decimals) of a child table. */
export function childStatistics(
  columns: readonly ColumnSpec[],
  rows: readonly Readonly<Record<string, unknown>>[],
): { count: number; sums: { key: string; label: string; text: string }[] } {
  const sums = summaryRow(columns, rows);
  return {
    count: rows.length,
    sums: columns.filter((c) => c.summable).map((c) => ({ key: c.key, label: c.label, text: sums[c.key] })),
  };
}
