import { formatWeight, splitDisplayed } from '../decimal';
import { ascii, weightParts, type OutputFrame } from './frame';
import type { FixedFrameProtocol } from './frameScanner';

/**
 * 耀华 continuous output in "reversed" form (XK3190-A9 tF = 1 and the many indicators that copy
 * it; big displays read it too). 9 bytes, no check characters, no end byte: the next '=' starts the
 * next frame.
 *
 *   byte  0     1..7                                           8
 *         '='   the seven displayed characters, LOWEST first   sign slot: '0' or '+' positive, '-' negative
 *               (digits, and the decimal point when shown)
 *
 * Our reading of it: the indicator shows 7 characters, e.g. "0023960" or "0239.60", and sends them
 * right to left, then the sign position.
 *   display  0023960  →  "=0693200" + "0"  = 3D 30 36 39 33 32 30 30 30  → 23960 kg
 *   display  0239.60  →  "=06.9320" + "0"                                → 239.60 kg
 *   display -0001250  →  "=0521000" + "-"                                → -1250 kg
 * A frame like "=06932.00" reads "0.23960" (the point after the first displayed digit).
 * Without a checksum a frame is accepted only when every byte fits this layout (digits, at most one
 * point and not at either end, a sign slot), and the fixed length is enforced. No motion flag.
 */
const LENGTH = 9;
const START = 0x3d; // '='

function prefixOk(f: Uint8Array, len: number): boolean {
  let points = 0;
  for (let i = 1; i < len; i++) {
    const b = f[i];
    if (i <= 7) {
      if (b === 0x2e) {
        if (++points > 1 || i === 1 || i === 7) return false;
      } else if (b < 0x30 || b > 0x39) return false;
    } else if (b !== 0x30 && b !== 0x2b && b !== 0x2d) return false;
  }
  return true;
}

export const yaohuaReversed: FixedFrameProtocol = {
  length: LENGTH,
  isStart: (b) => b === START,
  canContinue: prefixOk,
  decode(f) {
    if (!prefixOk(f, LENGTH)) return 'malformed';
    const displayed = String.fromCharCode(...f.subarray(1, 8))
      .split('')
      .reverse()
      .join('');
    const parts = splitDisplayed(displayed);
    if (!parts) return 'malformed';
    const negative = f[8] === 0x2d;
    return {
      weight: formatWeight(parts.digits, parts.decimals, negative),
      unit: 'kg',
      sign: negative ? '-' : '+',
    };
  },
};

export function encodeYaohuaReversed(frame: OutputFrame): Uint8Array {
  const { negative, digits, decimals } = weightParts(frame.weight);
  const shown =
    decimals > 0
      ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.padStart(7, '0').slice(-7)
      : digits.padStart(7, '0').slice(-7);
  return ascii(`=${shown.split('').reverse().join('')}${negative ? '-' : '0'}`);
}
