const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const IN_SECTION = ['', '拾', '佰', '仟'];
const DECIMAL_UNITS = ['角', '分', '厘', '毫'];
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** A non-negative amount as integer digits and 4 decimals, rounded half-up on the decimal string. */
function splitAmount(abs: string): [string, string] | null {
  const m = PLAIN_DECIMAL.exec(abs);
  if (!m) return null;
  let int = m[1].replace(/^0+(?=\d)/, '');
  const frac = (m[2] ?? '').padEnd(5, '0');
  let dec = frac.slice(0, 4);
  if (Number(frac[4]) >= 5) {
    // Round up through the digits as text so large amounts keep every digit.
    const all = (BigInt(int + dec) + 1n).toString().padStart(int.length + 4, '0');
    int = all.slice(0, -4);
    dec = all.slice(-4);
  }
  return [int, dec];
}

function readSection(n: number): string {
  let s = '';
  let zero = false;
  for (let k = 3; k >= 0; k--) {
    const d = Math.floor(n / 10 ** k) % 10;
    if (d === 0) {
      if (s) zero = true;
    } else {
      if (zero) s += '零';
      s += DIGITS[d] + IN_SECTION[k];
      zero = false;
    }
  }
  return s;
}

function readInteger(int: string): string {
  const sections: number[] = [];
  for (let end = int.length; end > 0; end -= 4) sections.push(Number(int.slice(Math.max(0, end - 4), end)));
  let out = '';
  let zero = false;
  for (let i = sections.length - 1; i >= 0; i--) {
    const sec = sections[i];
    if (sec === 0) {
      if (out) zero = true;
      continue;
    }
    if (out && (zero || sec < 1000)) out += '零';
    zero = false;
    // Sections: 个, 万, 亿, 万亿 (the fourth reads 万 when the 亿 section has digits of its own).
    const unit = ['', '万', '亿', sections[2] === 0 ? '万亿' : '万'][i];
    out += readSection(sec) + unit;
  }
  return out;
}

/**
 * Money in uppercase Chinese: 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 0 → 零元整, 100 → 壹佰元整,
 * 0.05 → 伍分, -1 → 负壹元整. Up to 4 decimals (角 分 厘 毫, rounded half-up beyond); amounts must
 * be below 1e15 in absolute value. Pass a decimal string to avoid float digits on large amounts.
 * Returns null for out-of-range or non-numeric input.
 */
export function moneyToChinese(value: number | string): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = Math.abs(value) < 1e-6 ? value.toFixed(6) : String(value);
  } else {
    text = value.trim();
  }
  const negative = text.startsWith('-');
  const parts = splitAmount(negative || text.startsWith('+') ? text.slice(1) : text);
  if (!parts) return null;
  const [int, dec] = parts;
  if (int.length > 15) return null;
  const intText = int === '0' ? '' : readInteger(int);
  let decText = '';
  let zero = intText !== '';
  for (let i = 0; i < 4; i++) {
    const d = Number(dec[i]);
    if (d === 0) {
      if (decText || intText) zero = true;
      continue;
    }
    if (zero && (decText || intText) && (i > 0 || decText)) decText += '零';
    zero = false;
    decText += DIGITS[d] + DECIMAL_UNITS[i];
  }
  if (intText === '' && decText === '') return '零元整';
  const body = decText === '' ? `${intText}元整` : intText === '' ? decText : `${intText}元${decText}`;
  return negative ? `负${body}` : body;
}
