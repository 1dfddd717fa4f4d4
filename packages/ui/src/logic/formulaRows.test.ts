import { describe, expect, it } from 'vitest';
import {
  MSG_FORMULA_EMPTY,
  MSG_SUM_COLUMN,
  MSG_SUM_TABLE,
  checkExpression,
  formulaToRows,
  moveRow,
  rowText,
  rowsToFormula,
  sumFormula,
  withoutRows,
  type FormulaRow,
} from './formulaRows';

const rows: FormulaRow[] = [
  { id: '1', kind: 'bracket', value: '(' },
  { id: '2', kind: 'field', value: 'grossWeight', label: '毛重' },
  { id: '3', kind: 'operator', value: '-' },
  { id: '4', kind: 'field', value: 'tareWeight', label: '皮重' },
  { id: '5', kind: 'bracket', value: ')' },
  { id: '6', kind: 'operator', value: '*' },
  { id: '7', kind: 'number', value: '1000' },
];

describe('formula rows', () => {
  it('join in order and pass the engine', () => {
    expect(rowsToFormula(rows)).toBe('( grossWeight - tareWeight ) * 1000');
    expect(checkExpression(rows)).toEqual({ ok: true, formula: '( grossWeight - tareWeight ) * 1000' });
    expect(rows.map(rowText).join('')).toBe('(毛重-皮重)*1000');
  });

  it('a broken expression gives the engine message; empty is refused', () => {
    const bad = checkExpression(rows.slice(0, 3));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.startsWith('公式格式错误')).toBe(true);
    expect(checkExpression([])).toEqual({ ok: false, error: MSG_FORMULA_EMPTY });
  });

  it('a stored formula comes back as rows with labels', () => {
    let n = 0;
    const back = formulaToRows('(grossWeight-tareWeight)*1000', { grossWeight: '毛重', tareWeight: '皮重' }, () => String(++n));
    expect(back).toEqual(rows);
    expect(formulaToRows('sum(as_line_sub.qty)', {}, () => 'x')).toBeNull();
    expect(formulaToRows('a +', {}, () => 'x')).toBeNull();
  });

  it('sum mode needs a table (请选择合计表！) and a column', () => {
    expect(sumFormula(null, 'qty')).toEqual({ ok: false, error: MSG_SUM_TABLE });
    expect(sumFormula('as_line_sub', '')).toEqual({ ok: false, error: MSG_SUM_COLUMN });
    expect(sumFormula('as_line_sub', 'qty')).toEqual({ ok: true, formula: 'sum(as_line_sub.qty)' });
  });

  it('delete selected rows and move a row', () => {
    expect(withoutRows(rows, ['6', '7']).map((r) => r.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(moveRow(rows, '2', -1).map((r) => r.id).slice(0, 2)).toEqual(['2', '1']);
    expect(moveRow(rows, '1', -1).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
});
