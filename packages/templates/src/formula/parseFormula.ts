import { tokenizeFormula, type Token } from './tokenizeFormula';

export type FormulaNode =
  | { type: 'num'; value: number }
  | { type: 'field'; name: string }
  | { type: 'sum'; table: string; column: string }
  | { type: 'neg'; operand: FormulaNode }
  | { type: 'bin'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

/**
 * Recursive-descent parser:
 *   expr   := term (('+' | '-') term)*
 *   term   := factor (('*' | '/') factor)*
 *   factor := ('+' | '-') factor | number | name | 'sum' '(' table.column ')' | '(' expr ')'
 * Throws SyntaxError with a Chinese reason.
 */
export function parseFormula(source: string): FormulaNode {
  const tokens = tokenizeFormula(source);
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isOp = (v: string): boolean => {
    const t = peek();
    return t?.type === 'op' && t.value === v;
  };
  const expect = (v: string): void => {
    if (!isOp(v)) throw new SyntaxError(`缺少「${v}」`);
    pos++;
  };

  function expr(): FormulaNode {
    let left = term();
    while (isOp('+') || isOp('-')) {
      const op = (tokens[pos++] as { value: '+' | '-' }).value;
      left = { type: 'bin', op, left, right: term() };
    }
    return left;
  }
  function term(): FormulaNode {
    let left = factor();
    while (isOp('*') || isOp('/')) {
      const op = (tokens[pos++] as { value: '*' | '/' }).value;
      left = { type: 'bin', op, left, right: factor() };
    }
    return left;
  }
  function factor(): FormulaNode {
    const t = peek();
    if (!t) throw new SyntaxError('公式不完整');
    if (t.type === 'op') {
      if (t.value === '-' || t.value === '+') {
        pos++;
        const operand = factor();
        return t.value === '-' ? { type: 'neg', operand } : operand;
      }
      if (t.value === '(') {
        pos++;
        const inner = expr();
        expect(')');
        return inner;
      }
      throw new SyntaxError(`多余的「${t.value}」（位置 ${t.at + 1}）`);
    }
    pos++;
    if (t.type === 'num') return { type: 'num', value: t.value };
    if (t.value === 'sum' && isOp('(')) {
      pos++;
      const ref = peek();
      const dot = ref?.type === 'name' ? ref.value.indexOf('.') : -1;
      if (!ref || ref.type !== 'name' || dot <= 0 || dot === ref.value.length - 1) {
        throw new SyntaxError('sum 需要 表名.字段名');
      }
      pos++;
      expect(')');
      return { type: 'sum', table: ref.value.slice(0, dot), column: ref.value.slice(dot + 1) };
    }
    return { type: 'field', name: t.value };
  }

  const root = expr();
  const rest = peek();
  if (rest) throw new SyntaxError(`多余的内容（位置 ${rest.at + 1}）`);
  return root;
}
