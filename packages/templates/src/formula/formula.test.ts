import { describe, expect, it } from 'vitest';
import { compileFormula } from './compileFormula';
import { applyFormulas } from './applyFormulas';
import type { FieldDefinition } from '../model/field';

const evaluate = (source: string, values: Record<string, unknown> = {}, tables = {}) => {
  const r = compileFormula(source);
  if (!r.ok) throw new Error(r.error);
  return r.formula.evaluate(values, tables);
};

describe('compileFormula: evaluation', () => {
  const v = { a: 2, b: '3', c: 4, zero: 0, empty: '', neg: -1.5, text: 'abc' };
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 2', 3],
    ['-a + b', 1],
    ['a * -(b + c)', -14],
    ['--a', 2],
    ['a*b+c', 10],
    ['a * (b - c) / 2', -1],
    ['neg * 2', -3],
    ['0.1 + 0.2', 0.3],
    ['1.1 * 3', 3.3],
    ['a ＋ b × c', 14],
    ['（a＋b）÷ 5', 1],
    ['a / zero', 0],
    ['zero / zero', 0],
    ['text * 2', 0],
    ['a + empty', ''],
    ['missing * 0', ''],
    ['.5 + 1.', 1.5],
  ])('%s → %j', (source, expected) => {
    expect(evaluate(source, v)).toBe(expected);
  });

  it.each([
    ['sum over a sub-table', 'sum(lines.amount)', 0.6],
    ['sum skips empty cells', 'sum(lines.qty)', 3],
    ['sum times a field', 'sum(lines.amount) * rate', 1.2],
    ['sum of a missing table is 0', 'sum(other.x)', 0],
  ])('%s', (_name, source, expected) => {
    const tables = {
      lines: [
        { amount: 0.1, qty: 1 },
        { amount: '0.2', qty: '' },
        { amount: 0.3, qty: 2 },
      ],
    };
    expect(evaluate(source, { rate: 2 }, tables)).toBe(expected);
  });

  it('lists what it reads', () => {
    const r = compileFormula('a * sum(t.x) + b.c');
    expect(r.ok && [r.formula.fields, r.formula.tables]).toEqual([['a', 'b.c'], ['t']]);
  });

  it('caches compiled formulas', () => {
    expect(compileFormula('a+1')).toBe(compileFormula('a+1'));
  });
});

describe('compileFormula: errors', () => {
  it.each([
    '',
    '1 +',
    '(a + b',
    'a + b)',
    'a b',
    '2 ** 3',
    'a; process.exit()',
    'sum(x)',
    'sum(t.)',
    'a $ b',
    '*3',
  ])('%j is rejected', (source) => {
    const r = compileFormula(source);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toMatch(/^公式格式错误：/);
  });
});

describe('applyFormulas', () => {
  const fields: FieldDefinition[] = [
    {
      fieldName: 'total',
      fieldExplain: '合计金额',
      fieldType: 'NUMBER',
      formSubmitType: 'CALCULATE',
      calculate: 'amount + fee',
      seq: 2,
    },
    {
      fieldName: 'amount',
      fieldExplain: '金额',
      fieldType: 'NUMBER',
      formSubmitType: 'CALCULATE',
      calculate: 'price * qty',
      seq: 1,
    },
    { fieldName: 'bad', fieldExplain: '错误', fieldType: 'NUMBER', calculate: '(', seq: 3 },
  ];
  it.each([
    ['chains in seq order', { price: 2.5, qty: 4, fee: 1 }, { amount: 10, total: 11, bad: '' }],
    ['empty operand empties dependants', { price: 2.5, qty: '', fee: 1 }, { amount: '', total: '', bad: '' }],
  ])('%s', (_name, row, expected) => {
    expect(applyFormulas(fields, row)).toMatchObject(expected);
  });
});
