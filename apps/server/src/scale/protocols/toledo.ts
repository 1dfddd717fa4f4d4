import { formatWeight, shiftDecimal } from '../decimal';
import { ascii, weightParts, type OutputFrame } from './frame';
import type { FixedFrameProtocol } from './frameScanner';

/**
 * Mettler Toledo standard continuous output (IND/8142 family), 17 bytes, or 18 with the checksum
 * option (a separate protocol id, since a checksum byte cannot be told from the next frame's STX):
 *
 *   byte  0    1    2    3    4..9                   10..15               16   (17)
 *         STX  SWA  SWB  SWC  displayed weight, 6    tare, 6 digits       CR   checksum
 *                             digits, no point/sign  (same decimal point)
 *
 * SWA  bits 0–2 decimal point: 000 XX00 (×100), 001 XXX0 (×10), 010 XXXXXX, 011 XXXXX.X,
 *           100 XXXX.XX, 101 XXX.XXX, 110 XX.XXXX, 111 X.XXXXX;
 *      bits 3–4 increment: 01 ×1, 10 ×2, 11 ×5 (00 does not occur); bit 5 = 1; bit 6 = 0; bit 7 parity.
 * SWB  bit 0 net (1) / gross (0); bit 1 negative; bit 2 out of range (over capacity or under zero);
 *      bit 3 motion; bit 4 kg (1) / lb (0); bit 5 = 1; bit 6 not zeroed at power-up; bit 7 parity.
 * SWC  bits 0–2 units: 000 lb or kg (SWB bit 4), 001 g, 010 t, 011 oz, 100 ozt, 101 dwt, 110 long
 *      ton, 111 custom; bit 3 print request; bit 4 expanded ×10; bit 5 = 1; bit 7 parity.
 * Checksum: the 2's complement of the 7-bit sum of bytes 0..16, so the 7-bit sum of all 18 bytes is 0.
 *
 * Parity bits (bit 7) of the status words and the checksum are ignored: a serial server set to 8N1
 * passes them through from a 7E1 indicator. Leading weight/tare positions may be blank (spaces).
 * kg, g and t are read (converted exactly to kg); lb, oz and custom units are not read (a Chinese
 * trade weighbridge weighs in kg/t) and count as malformed.
 *   02 2A 30 20 30 32 33 39 36 30 30 30 30 30 30 30 0D = gross +23960 kg, stable, no tare
 */
const STX = 0x02;
const CR = 0x0d;

const isDigitOrBlank = (b: number): boolean => (b >= 0x30 && b <= 0x39) || b === 0x20;

function prefixOk(f: Uint8Array, len: number): boolean {
  for (let i = 1; i < len && i <= 16; i++) {
    const b = f[i];
    const ok =
      i === 1
        ? (b & 0x60) === 0x20 && (b & 0x18) !== 0
        : i <= 3
          ? (b & 0x20) === 0x20
          : i <= 15
            ? isDigitOrBlank(b)
            : b === CR;
    if (!ok) return false;
  }
  return true;
}

/** digits with blanks only in front ("  2396" ok, "23 96" not) */
function fieldDigits(f: Uint8Array, from: number): string | null {
  const text = String.fromCharCode(...f.subarray(from, from + 6));
  return /^ *\d+$/.test(text) ? text.trimStart() : null;
}

function makeToledo(withChecksum: boolean): FixedFrameProtocol {
  const length = withChecksum ? 18 : 17;
  return {
    length,
    isStart: (b) => b === STX,
    canContinue: prefixOk,
    decode(f) {
      if (!prefixOk(f, length)) return 'malformed';
      const weightDigits = fieldDigits(f, 4);
      const tareDigits = fieldDigits(f, 10);
      if (weightDigits === null || tareDigits === null) return 'malformed';
      if (withChecksum) {
        let sum = 0;
        for (let i = 0; i < 18; i++) sum += f[i] & 0x7f;
        if ((sum & 0x7f) !== 0) return 'badChecksum';
      }
      const swa = f[1];
      const swb = f[2];
      const swc = f[3];
      const units = swc & 0x07;
      let toKgPlaces: number;
      if (units === 0b000 && swb & 0x10) toKgPlaces = 0;
      else if (units === 0b001) toKgPlaces = -3;
      else if (units === 0b010) toKgPlaces = 3;
      else return 'malformed';
      // decimal code 0 = ×100, 1 = ×10, 2 = ×1, 3..7 = 1..5 decimals
      const dp = swa & 0x07;
      const negative = (swb & 0x02) !== 0;
      const read = (digits: string, neg: boolean) =>
        shiftDecimal(formatWeight(digits, Math.max(0, dp - 2), neg), Math.max(0, 2 - dp) + toKgPlaces);
      return {
        weight: read(weightDigits, negative),
        unit: 'kg',
        sign: negative ? '-' : '+',
        stable: (swb & 0x08) === 0,
        overload: (swb & 0x04) !== 0,
        mode: swb & 0x01 ? 'net' : 'gross',
        tare: read(tareDigits, false),
      };
    },
  };
}

export const toledo = makeToledo(false);
export const toledoChecksum = makeToledo(true);

/** Encodes kg weights with up to 5 decimals (decimal code 2 + decimals), increment ×1. */
export function encodeToledo(frame: OutputFrame, withChecksum: boolean): Uint8Array {
  const { negative, digits, decimals } = weightParts(frame.weight);
  const swa = 0x20 | 0x08 | (Math.min(decimals, 5) + 2);
  const swb =
    0x20 |
    0x10 |
    (frame.mode === 'net' ? 0x01 : 0) |
    (negative ? 0x02 : 0) |
    (frame.overload ? 0x04 : 0) |
    (frame.motion ? 0x08 : 0);
  const body = [STX, swa, swb, 0x20, ...ascii(digits.padStart(6, '0').slice(-6)), ...ascii('000000'), CR];
  if (!withChecksum) return Uint8Array.from(body);
  const sum = body.reduce((s, b) => s + (b & 0x7f), 0);
  return Uint8Array.from([...body, (128 - (sum & 0x7f)) & 0x7f]);
}
