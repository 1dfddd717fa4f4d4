import { formatWeight } from '../decimal';
import { ascii, isDigit, weightParts, xorOf, type OutputFrame } from './frame';
import type { FixedFrameProtocol } from './frameScanner';

/**
 * 耀华 XK3190-A9 (and D2+, A9+ …) continuous output, parameter tF = 0. 12 bytes, 10 frames/s or so:
 *
 *   byte  0      1     2..7           8               9        10       11
 *         STX    sign  weight digits  decimal places  XOR hi   XOR lo   ETX
 *         0x02   + -   '0'..'9' ×6    '0'..'4'        ASCII    ASCII    0x03
 *
 * XOR = byte1 ^ byte2 ^ … ^ byte8. Each nibble is sent as one ASCII character: nibble + 0x30 when it
 * is 0–9, nibble + 0x37 ('A'–'F') above 9 (the manual's "小于等于9加30H，大于9加37H"). Some firmware
 * sends every nibble + 0x30 (':'–'?' above 9); both spellings are accepted, the first is sent.
 *
 * Example: 02 2B 30 32 33 39 36 30 30 31 35 03 = "+023960", 0 decimals, XOR 0x15 → '1' '5' → +23960 kg.
 * No motion flag: stability comes from the stability detector.
 */
const LENGTH = 12;
const STX = 0x02;
const ETX = 0x03;

const nibbleHex = (n: number): number => (n <= 9 ? 0x30 + n : 0x37 + n);
const nibbleOk = (char: number, n: number): boolean => char === nibbleHex(n) || char === 0x30 + n;

function prefixOk(f: Uint8Array, len: number): boolean {
  for (let i = 1; i < len; i++) {
    const b = f[i];
    const ok =
      i === 1
        ? b === 0x2b || b === 0x2d
        : i <= 7
          ? isDigit(b)
          : i === 8
            ? b >= 0x30 && b <= 0x34
            : i <= 10
              ? isDigit(b) || (b >= 0x3a && b <= 0x3f) || (b >= 0x41 && b <= 0x46)
              : b === ETX;
    if (!ok) return false;
  }
  return true;
}

export const yaohuaTf0: FixedFrameProtocol = {
  length: LENGTH,
  isStart: (b) => b === STX,
  canContinue: prefixOk,
  decode(f) {
    if (!prefixOk(f, LENGTH)) return 'malformed';
    const x = xorOf(f, 1, 9);
    if (!nibbleOk(f[9], x >> 4) || !nibbleOk(f[10], x & 0x0f)) return 'badChecksum';
    const digits = String.fromCharCode(...f.subarray(2, 8));
    const negative = f[1] === 0x2d;
    return { weight: formatWeight(digits, f[8] - 0x30, negative), unit: 'kg', sign: negative ? '-' : '+' };
  },
};

export function encodeYaohuaTf0(frame: OutputFrame): Uint8Array {
  const { negative, digits, decimals } = weightParts(frame.weight);
  const body = ascii(`${negative ? '-' : '+'}${digits.padStart(6, '0').slice(-6)}${Math.min(decimals, 4)}`);
  const x = xorOf(body, 0, body.length);
  return Uint8Array.from([STX, ...body, nibbleHex(x >> 4), nibbleHex(x & 0x0f), ETX]);
}
