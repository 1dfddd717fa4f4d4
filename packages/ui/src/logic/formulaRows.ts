import { compileFormula } from '@wb/templates';

/** SPEC.md §5 formula-setting messages, verbatim (the clear confirm too). */
export const MSG_SUM_TABLE = '请选择合计表！';
export const MSG_SUM_COLUMN = '请选择合计字段！';
export const MSG_FORMULA_EMPTY = '请设置公式';
export const CLEAR_FORMULA_CONFIRM = '此操作将删除所有数据, 是否继续?';
export const MSG_CLEARED = '删除成功!';
export const MSG_CLEAR_CANCELLED = '已取消删除';

/** One step of an ordered expression: a field, a number, an operator or a bracket. */
export type FormulaRow =
  | { id: string; kind: 'field'; value: string; label: string }
  | { id: string; kind: 'number'; value: string }
  | { id: string; kind: 'operator'; value: '+' | '-' | '*' | '/' }
  | { id: string; kind: 'bracket'; value: '(' | ')' };

export const FORMULA_OPERATORS = ['+', '-', '*', '/'] as const;
export const FORMULA_BRACKETS = ['(', ')'] as const;

/** The formula text of the rows, in order ("grossWeight - tareWeight"). */
export function rowsToFormula(rows: readonly FormulaRow[]): string {
  return rows.map((r) => r.value).join(' ');
}

/** What a row reads as in the dialog: fields by label, the rest as written. */
export function rowText(row: FormulaRow): string {
  return row.kind === 'field' ? row.label : row.value;
}

/**
 * A stored formula back as rows, so the dialog edits what a template holds: names become fields
 * (labelled from the form's fields), numbers, operators and brackets themselves. Null when it is a
 * sub-table sum or does not parse.
 */
export function formulaToRows(source: string, labels: Readonly<Record<string, string>>, nextId: () => string): FormulaRow[] | null {
  const text = source.trim();
  if (text === '' || /\bsum\s*\(/i.test(text)) return null;
  if (!compileFormula(text).ok) return null;
  const rows: FormulaRow[] = [];
  const re = /\s*(\d+(?:\.\d+)?|[A-Za-z_\u4e00-\u9fa5][\w.\u4e00-\u9fa5]*|[-+*/()（）])/y;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text)) !== null) {
    end = re.lastIndex;
    const tok = m[1];
    const id = nextId();
    if (/^\d/.test(tok)) rows.push({ id, kind: 'number', value: tok });
    else if (tok === '(' || tok === '（') rows.push({ id, kind: 'bracket', value: '(' });
    else if (tok === ')' || tok === '）') rows.push({ id, kind: 'bracket', value: ')' });
    else if (tok === '+' || tok === '-' || tok === '*' || tok === '/') rows.push({ id, kind: 'operator', value: tok });
    else rows.push({ id, kind: 'field', value: tok, label: labels[tok] ?? tok });
  }
  // a form the dialog cannot show step by step (× ÷ and other aliases) is not half-shown
  return end === text.length ? rows : null;
}

/** The sum formula of a sub-table column: sum(table.column). */
export function sumFormula(table: string | null | undefined, column: string | null | undefined): { ok: true; formula: string } | { ok: false; error: string } {
  if (!table) return { ok: false, error: MSG_SUM_TABLE };
  if (!column) return { ok: false, error: MSG_SUM_COLUMN };
  return { ok: true, formula: `sum(${table}.${column})` };
}

/** Checks an expression with the template engine: the formula text, or the engine's message. */
export function checkExpression(rows: readonly FormulaRow[]): { ok: true; formula: string } | { ok: false; error: string } {
  if (rows.length === 0) return { ok: false, error: MSG_FORMULA_EMPTY };
  const formula = rowsToFormula(rows);
  const compiled = compileFormula(formula);
  return compiled.ok ? { ok: true, formula } : { ok: false, error: compiled.error };
}

/** Rows without the selected ones. */
export function withoutRows(rows: readonly FormulaRow[], ids: readonly string[]): FormulaRow[] {
  const drop = new Set(ids);
  return rows.filter((r) => !drop.has(r.id));
}

/** Moves a row one place up (-1) or down (+1); out of range changes nothing. */
export function moveRow(rows: readonly FormulaRow[], id: string, by: -1 | 1): FormulaRow[] {
  const i = rows.findIndex((r) => r.id === id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= rows.length) return [...rows];
  const out = [...rows];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}
