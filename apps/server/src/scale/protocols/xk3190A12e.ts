import { formatWeight, splitDisplayed } from '../decimal';
import { ascii, weightParts, xorOf, type OutputFrame } from './frame';
import type { FixedFrameProtocol } from './frameScanner';

/**
 * XK3190-A12E continuous output as implemented here. 15 ASCII bytes:
 *
 *   byte  0           1      2..8                         9..10  11..12          13  14
 *         G | N | W   sign   seven displayed characters   "kg"   XOR, hex text   CR  LF
 *                     + - ␠  digits, at most one point,          of bytes 0..10
 *                            leading zeros or spaces;            uppercase
 *                            "     OL" on overload
 *
 * G = gross, N = net, W = weight on an indicator without a tare key (read as gross). XOR is every
 * byte from the mode letter to the 'g' of "kg", sent as two uppercase hex digits.
 *   "G+0023960kg" XOR 0x5E → 47 2B 30 30 32 33 39 36 30 6B 67 35 45 0D 0A → gross +23960 kg
 *   "G      OLkg" + XOR + CR LF → overload (no weight)
 * No motion flag: stability comes from the stability detector.
 */
const LENGTH = 15;
const MODES = new Set([0x47, 0x4e, 0x57]); // G N W
const HEX = '0123456789ABCDEF';
const isHex = (b: number): boolean => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46);
const isFieldChar = (b: number): boolean =>
  (b >= 0x30 && b <= 0x39) || b === 0x2e || b === 0x20 || b === 0x4f || b === 0x4c; // digits . ␠ O L

function prefixOk(f: Uint8Array, len: number): boolean {
  for (let i = 1; i < len; i++) {
    const b = f[i];
    const ok =
      i === 1
        ? b === 0x2b || b === 0x2d || b === 0x20
        : i <= 8
          ? isFieldChar(b)
          : i === 9
            ? b === 0x6b
            : i === 10
              ? b === 0x67
              : i <= 12
                ? isHex(b)
                : i === 13
                  ? b === 0x0d
                  : b === 0x0a;
    if (!ok) return false;
  }
  return true;
}

export const xk3190A12e: FixedFrameProtocol = {
  length: LENGTH,
  isStart: (b) => MODES.has(b),
  canContinue: prefixOk,
  decode(f) {
    if (!prefixOk(f, LENGTH)) return 'malformed';
    const field = String.fromCharCode(...f.subarray(2, 9));
    const mode = f[0] === 0x4e ? 'net' : 'gross';
    const overload = /^ *OL$/.test(field);
    const parts = overload ? null : splitDisplayed(field.replace(/^ +/, ''));
    if (!overload && !parts) return 'malformed';
    const x = xorOf(f, 0, 11);
    if (f[11] !== HEX.charCodeAt(x >> 4) || f[12] !== HEX.charCodeAt(x & 0x0f)) return 'badChecksum';
    const negative = f[1] === 0x2d;
    const sign = negative ? '-' : '+';
    if (overload) return { weight: null, unit: 'kg', sign, overload: true, mode };
    return {
      weight: formatWeight(parts!.digits, parts!.decimals, negative),
      unit: 'kg',
      sign,
      overload: false,
      mode,
    };
  },
};

export function encodeXk3190A12e(frame: OutputFrame): Uint8Array {
  const { negative, digits, decimals } = weightParts(frame.weight);
  const shown = frame.overload
    ? '     OL'
    : (decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits)
        .padStart(7, '0')
        .slice(-7);
  const head = ascii(
    `${frame.mode === 'net' ? 'N' : 'G'}${frame.overload ? ' ' : negative ? '-' : '+'}${shown}kg`,
  );
  const x = xorOf(head, 0, head.length);
  return Uint8Array.from([...head, HEX.charCodeAt(x >> 4), HEX.charCodeAt(x & 0x0f), 0x0d, 0x0a]);
}
