export type Token =
  | { type: 'num'; value: number; at: number }
  | { type: 'name'; value: string; at: number }
  | { type: 'op'; value: '+' | '-' | '*' | '/' | '(' | ')'; at: number };

/** Full-width and typographic operators people paste from Chinese documents. */
const OP_ALIASES: Readonly<Record<string, '+' | '-' | '*' | '/' | '(' | ')'>> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '(': '(',
  ')': ')',
  '＋': '+',
  '−': '-',
  '－': '-',
  '×': '*',
  '÷': '/',
  '（': '(',
  '）': ')',
};
const NUMBER = /\d+(?:\.\d*)?|\.\d+/y;
const NAME = /[A-Za-z_\u4e00-\u9fa5][\w.\u4e00-\u9fa5]*/y;

/** Splits a formula into numbers, names (fields, `table.column`, `sum`) and operators; throws on anything else. */
export function tokenizeFormula(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const op = OP_ALIASES[ch];
    if (op) {
      tokens.push({ type: 'op', value: op, at: i });
      i++;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = NUMBER.exec(source);
    if (num) {
      tokens.push({ type: 'num', value: Number(num[0]), at: i });
      i += num[0].length;
      continue;
    }
    NAME.lastIndex = i;
    const name = NAME.exec(source);
    if (name) {
      tokens.push({ type: 'name', value: name[0], at: i });
      i += name[0].length;
      continue;
    }
    throw new SyntaxError(`无法识别的字符「${ch}」（位置 ${i + 1}）`);
  }
  return tokens;
}
