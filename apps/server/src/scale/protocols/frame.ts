/** What the simulator (and the tests) put on the wire: one indicator output, before encoding. */
export interface OutputFrame {
  /** exact decimal kg; its fraction digits are the resolution sent */
  weight: string;
  motion: boolean;
  overload: boolean;
  mode: 'gross' | 'net';
}

/** Sign and unsigned digits of a weight string, e.g. "-239.60" → {negative, digits "23960", decimals 2}. */
export function weightParts(weight: string): { negative: boolean; digits: string; decimals: number } {
  const negative = weight.startsWith('-');
  const body = negative ? weight.slice(1) : weight;
  const point = body.indexOf('.');
  return point < 0
    ? { negative, digits: body, decimals: 0 }
    : { negative, digits: body.slice(0, point) + body.slice(point + 1), decimals: body.length - point - 1 };
}

export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

export const isDigit = (b: number): boolean => b >= 0x30 && b <= 0x39;

/** XOR of frame[from..to) */
export function xorOf(frame: Uint8Array, from: number, to: number): number {
  let x = 0;
  for (let i = from; i < to; i++) x ^= frame[i];
  return x;
}
