/**
 * Exact decimal weights: indicators send digits and a decimal position, and weights are money-like
 * (they end up on invoices), so they stay strings and are compared as scaled integers, never floats.
 */

/** Micro-kilograms (10⁻⁶ kg) of a decimal string: enough for every indicator resolution we read. */
export function toMicro(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) throw new Error(`not a decimal weight: ${value}`);
  const [, minus, int, frac = ''] = match;
  const micro = BigInt(int) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
  return minus ? -micro : micro;
}

/**
 * The canonical weight string of unsigned digits with `decimals` fraction digits: leading zeros
 * dropped, the fraction kept as sent (it is the resolution), no sign on zero.
 * formatWeight('023960', 0, false) = '23960'; formatWeight('023960', 2, false) = '239.60'.
 */
export function formatWeight(digits: string, decimals: number, negative: boolean): string {
  const padded = digits.padStart(decimals + 1, '0');
  const intPart = padded.slice(0, padded.length - decimals).replace(/^0+(?=\d)/, '');
  const fracPart = decimals > 0 ? padded.slice(padded.length - decimals) : '';
  const text = fracPart ? `${intPart}.${fracPart}` : intPart;
  const zero = /^[0.]*$/.test(text);
  return negative && !zero ? `-${text}` : text;
}

/** Parses a displayed number like "0239.60" or "23960" (digits and at most one point) into digits + decimals. */
export function splitDisplayed(text: string): { digits: string; decimals: number } | null {
  if (!/^\d*\.?\d*$/.test(text) || !/\d/.test(text)) return null;
  const point = text.indexOf('.');
  if (point < 0) return { digits: text, decimals: 0 };
  // a point at either end is not a displayed number ("123." or ".5" would be a corrupt field)
  if (point === 0 || point === text.length - 1) return null;
  return { digits: text.slice(0, point) + text.slice(point + 1), decimals: text.length - point - 1 };
}

/** Shifts the decimal point of an exact weight string by `places` (×10^places), e.g. tonnes → kg. */
export function shiftDecimal(value: string, places: number): string {
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const point = body.indexOf('.');
  let digits = point < 0 ? body : body.slice(0, point) + body.slice(point + 1);
  let decimals = point < 0 ? 0 : body.length - point - 1;
  decimals -= places;
  if (decimals < 0) {
    digits += '0'.repeat(-decimals);
    decimals = 0;
  }
  return formatWeight(digits, decimals, negative);
}
