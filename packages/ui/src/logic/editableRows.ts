import { validateValue, type FormItem } from '@wb/templates';

/** A row of an editable table: wire values plus a client key that survives reorders and unsaved rows. */
export interface EditableRow {
  rowKey: string;
  [field: string]: unknown;
}

let counter = 0;
/** A fresh client key (rows the server has not seen have no id). */
export function newRowKey(): string {
  counter += 1;
  return `row-${Date.now().toString(36)}-${counter}`;
}

/** Rows as the table holds them: each keeps its rowKey, or gets one. */
export function withRowKeys(rows: readonly Readonly<Record<string, unknown>>[]): EditableRow[] {
  return rows.map((r) => (typeof r.rowKey === 'string' && r.rowKey ? ({ ...r } as EditableRow) : { ...r, rowKey: newRowKey() }));
}

/** Inserts `row` at a 0-based position (clamped); without one, at the end. */
export function insertRow(rows: readonly EditableRow[], row: Readonly<Record<string, unknown>>, at?: number): EditableRow[] {
  const next = [...rows];
  const made: EditableRow = { ...row, rowKey: newRowKey() };
  const index = at === undefined ? next.length : Math.min(next.length, Math.max(0, Math.trunc(at)));
  next.splice(index, 0, made);
  return next;
}

/** Where 新增 puts a row: after the last selected row, else at the end. */
export function insertPosition(rows: readonly EditableRow[], selected: readonly string[]): number | undefined {
  let last = -1;
  rows.forEach((r, i) => {
    if (selected.includes(r.rowKey)) last = i;
  });
  return last < 0 ? undefined : last + 1;
}

/** Copies of the chosen rows (no id: a copy is a new row), each placed right after its original. */
export function copyRows(rows: readonly EditableRow[], keys: readonly string[]): EditableRow[] {
  const out: EditableRow[] = [];
  for (const r of rows) {
    out.push(r);
    if (keys.includes(r.rowKey)) {
      const { id: _id, rowKey: _k, ...rest } = r;
      out.push({ ...rest, rowKey: newRowKey() });
    }
  }
  return out;
}

export function deleteRows(rows: readonly EditableRow[], keys: readonly string[]): EditableRow[] {
  return rows.filter((r) => !keys.includes(r.rowKey));
}

/** Moves the row at `from` to `to` (0-based, clamped). */
export function moveRow(rows: readonly EditableRow[], from: number, to: number): EditableRow[] {
  if (from < 0 || from >= rows.length) return [...rows];
  const target = Math.min(rows.length - 1, Math.max(0, Math.trunc(to)));
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(target, 0, row);
  return next;
}

/** Moves a row to a typed 1-based position; text that is not a whole number leaves the order as it is. */
export function moveToTypedIndex(rows: readonly EditableRow[], rowKey: string, typed: unknown): EditableRow[] {
  const n = Number(typeof typed === 'string' ? typed.trim() : typed);
  const from = rows.findIndex((r) => r.rowKey === rowKey);
  if (from < 0 || typed === '' || typed === null || !Number.isInteger(n)) return [...rows];
  return moveRow(rows, from, n - 1);
}

/** A boolean flag flipped (true/'1'/1/'是' count as on; the value keeps its kind: words stay words). */
export function toggledFlag(value: unknown): unknown {
  if (value === '是' || value === '否') return value === '是' ? '否' : '是';
  if (value === '1' || value === '0') return value === '1' ? '0' : '1';
  if (value === 1 || value === 0) return value === 1 ? 0 : 1;
  return !(value === true || value === 'true');
}

export function updateCell(rows: readonly EditableRow[], rowKey: string, key: string, value: unknown): EditableRow[] {
  return rows.map((r) => (r.rowKey === rowKey ? { ...r, [key]: value } : r));
}

/** Cell problems per row key and field: the table's rules ('{label}不能为空！', patterns …). */
export type RowErrors = Record<string, Record<string, string>>;

/** The first problem of one cell, or null. Items must be built with requiredStyle 'table'. */
export function cellProblem(item: FormItem, value: unknown): string | null {
  return item.editable ? validateValue(item.rules, value) : null;
}

/** Every cell problem of the rows; empty when all pass. */
export function rowErrors(items: readonly FormItem[], rows: readonly EditableRow[]): RowErrors {
  const out: RowErrors = {};
  for (const row of rows) {
    for (const item of items) {
      const problem = cellProblem(item, row[item.key]);
      if (problem) (out[row.rowKey] ??= {})[item.key] = problem;
    }
  }
  return out;
}

/** The first message of a RowErrors, in row order. */
export function firstError(errors: RowErrors): string | null {
  for (const cells of Object.values(errors)) for (const message of Object.values(cells)) return message;
  return null;
}

/** Rows as the server takes them: no client keys. */
export function stripRowKeys(rows: readonly EditableRow[]): Record<string, unknown>[] {
  return rows.map(({ rowKey: _k, ...rest }) => rest);
}
