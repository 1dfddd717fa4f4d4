import { describe, expect, it } from 'vitest';
import { prng } from '../sim/scenario';
import { corruptFrame } from '../sim/corruptFrame';
import { createParser, PROTOCOL_IDS, PROTOCOLS, type ProtocolId } from './index';

/**
 * The fuzz oracle: an independent reading of each layout (regular expressions and its own
 * arithmetic, sharing no code with the parsers). Scanning left to right, a frame is taken where the
 * oracle accepts the bytes at a position and the scan continues after it; otherwise it moves one
 * byte. The parser must produce exactly the oracle's frames: nothing from bytes that are not a
 * valid frame (no false reading), and no valid frame lost.
 */
type Oracle = { length: number; starts: string; read(s: string): string | null };

const show = (digits: string, decimals: number, negative: boolean): string => {
  const n = BigInt(digits);
  let text = n.toString();
  if (decimals > 0) {
    text = text.padStart(decimals + 1, '0');
    text = `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  }
  return negative && n !== 0n ? `-${text}` : text;
};
const displayed = (text: string, negative: boolean): string | null => {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  return m ? show(m[1] + (m[2] ?? ''), m[2]?.length ?? 0, negative) : null;
};
const xor = (s: string): number => [...s].reduce((x, c) => x ^ c.charCodeAt(0), 0);

const ORACLES: Record<ProtocolId, Oracle> = {
  'yaohua-tf0': {
    length: 12,
    starts: '\x02',
    read(s) {
      // eslint-disable-next-line no-control-regex -- STX/ETX delimit the frame
      const m = /^\x02([+-])(\d{6})([0-4])([0-9:;<=>?A-F])([0-9:;<=>?A-F])\x03$/.exec(s);
      if (!m) return null;
      const x = xor(s.slice(1, 9));
      const ok = (c: string, n: number) => c.charCodeAt(0) === 0x30 + n || c === n.toString(16).toUpperCase();
      if (!ok(m[4], x >> 4) || !ok(m[5], x & 15)) return null;
      return show(m[2], Number(m[3]), m[1] === '-');
    },
  },
  'yaohua-reversed': {
    length: 9,
    starts: '=',
    read(s) {
      const m = /^=([0-9.]{7})([0+-])$/.exec(s);
      return m ? displayed([...m[1]].reverse().join(''), m[2] === '-') : null;
    },
  },
  'xk3190-a12e': {
    length: 15,
    starts: 'GNW',
    read(s) {
      const m = /^([GNW])([+\- ])([0-9. OL]{7})kg([0-9A-F]{2})\r\n$/.exec(s);
      if (!m || parseInt(m[4], 16) !== xor(s.slice(0, 11))) return null;
      if (/^ *OL$/.test(m[3])) return 'OL';
      return displayed(m[3].trimStart(), m[2] === '-');
    },
  },
  toledo: { length: 17, starts: '\x02', read: (s) => toledoRead(s, false) },
  'toledo-checksum': { length: 18, starts: '\x02', read: (s) => toledoRead(s, true) },
};

function toledoRead(s: string, checksum: boolean): string | null {
  // eslint-disable-next-line no-control-regex -- STX starts the frame
  const m = /^\x02([\s\S])([\s\S])([\s\S])([ \d]{6})([ \d]{6})\r([\s\S]?)$/.exec(s);
  if (!m || !/^ *\d+$/.test(m[4]) || !/^ *\d+$/.test(m[5])) return null;
  const [a, b, c] = [m[1], m[2], m[3]].map((ch) => ch.charCodeAt(0) & 0x7f);
  if ((a & 0x60) !== 0x20 || ((a >> 3) & 3) === 0 || !(b & 0x20) || !(c & 0x20)) return null;
  if (checksum && [...s].reduce((sum, ch) => sum + (ch.charCodeAt(0) & 0x7f), 0) % 128 !== 0) return null;
  const unitPower = (c & 7) === 0 && b & 0x10 ? 0 : (c & 7) === 1 ? -3 : (c & 7) === 2 ? 3 : null;
  if (unitPower === null) return null;
  // value = digits × 10^(2 − dp) in the unit, × 10^unitPower in kg
  const power = 2 - (a & 7) + unitPower;
  const digits = m[4].trim();
  return power >= 0
    ? show(digits + '0'.repeat(power), 0, (b & 2) !== 0)
    : show(digits, -power, (b & 2) !== 0);
}

function oracleScan(protocol: ProtocolId, data: Uint8Array): string[] {
  const { length, starts, read } = ORACLES[protocol];
  const text = Buffer.from(data).toString('latin1');
  const out: string[] = [];
  for (let i = 0; i + length <= text.length;) {
    // (every layout's expression anchors its start character; skipping other positions is only speed)
    const value = starts.includes(text[i]) ? read(text.slice(i, i + length)) : null;
    if (value === null) i++;
    else {
      out.push(value);
      i += length;
    }
  }
  return out;
}

/** bytes the protocol uses, so random strings come close to frames often */
const ALPHABET: Record<ProtocolId, number[]> = {
  'yaohua-tf0': [0x02, 0x03, 0x2b, 0x2d, ...'0123456789ABCDEF:?'].map((c) =>
    typeof c === 'number' ? c : c.charCodeAt(0),
  ),
  'yaohua-reversed': [...'=0123456789.+-'].map((c) => c.charCodeAt(0)),
  'xk3190-a12e': [...'GNW+- 0123456789.OLkgABCDEF\r\n'].map((c) => c.charCodeAt(0)),
  toledo: [0x02, 0x0d, 0x20, 0x2a, 0x30, 0x38, 0x21, 0x22, ...'0123456789'].map((c) =>
    typeof c === 'number' ? c : c.charCodeAt(0),
  ),
  'toledo-checksum': [0x02, 0x0d, 0x20, 0x2a, 0x30, 0x38, 0x21, 0x22, 0x23, ...'0123456789'].map((c) =>
    typeof c === 'number' ? c : c.charCodeAt(0),
  ),
};

const valueOf = (weight: string | null, overload?: boolean) => (overload && weight === null ? 'OL' : weight);

/** feeds `data` in random packet sizes */
function parseChunked(protocol: ProtocolId, data: Uint8Array, random: () => number) {
  const parser = createParser(protocol);
  const out: string[] = [];
  for (let i = 0; i < data.length;) {
    const size = 1 + Math.floor(random() * 20);
    for (const r of parser.push(data.subarray(i, i + size))) out.push(valueOf(r.weight, r.overload)!);
    i += size;
  }
  return { out, stats: parser.stats };
}

describe.each(PROTOCOL_IDS)('fuzz %s', (protocol) => {
  it('100,000 random byte strings: no crash, and readings only where the oracle finds a valid frame', () => {
    const random = prng(20_261_122);
    const alphabet = ALPHABET[protocol];
    let found = 0;
    let bytesSeen = 0;
    for (let n = 0; n < 100_000; n++) {
      const length = Math.floor(random() * 48);
      const data = new Uint8Array(length);
      // mostly the protocol's own characters, some anything
      for (let i = 0; i < length; i++)
        data[i] =
          random() < 0.85 ? alphabet[Math.floor(random() * alphabet.length)] : Math.floor(random() * 256);
      // every 50th string starts like a real frame (a real frame with random tail bytes over it)
      if (n % 50 === 0 && length > 0) {
        const real = PROTOCOLS[protocol].encode({
          weight: String(Math.floor(random() * 60_000)),
          motion: false,
          overload: false,
          mode: 'gross',
        });
        data.set(real.subarray(0, Math.min(real.length, length - Math.floor(random() * 2))));
      }
      const { out, stats } = parseChunked(protocol, data, random);
      const expected = oracleScan(protocol, data);
      if (out.join('|') !== expected.join('|')) {
        expect({ data: Buffer.from(data).toString('hex'), out }).toEqual({
          data: Buffer.from(data).toString('hex'),
          out: expected,
        });
      }
      // (a plain comparison: 100,000 expect() calls would cost more than the parsing)
      if (stats.frames !== out.length) expect(stats.frames).toBe(out.length);
      found += out.length;
      bytesSeen += length;
    }
    expect(bytesSeen).toBeGreaterThan(2_000_000);
    // the planted real frames are found (every 50th string), so the comparison is not vacuous
    expect(found).toBeGreaterThan(500);
  });

  it('frames hidden in garbage, corrupted frames and random packet sizes: exactly the valid frames come out', () => {
    const random = prng(7);
    const entry = PROTOCOLS[protocol];
    for (let round = 0; round < 300; round++) {
      const parts: number[] = [];
      const sent: string[] = [];
      let corrupted = 0;
      for (let k = 0; k < 20; k++) {
        const garbage = Array.from({ length: Math.floor(random() * 30) }, () => Math.floor(random() * 256));
        parts.push(...garbage);
        const decimals = Math.floor(random() * 3);
        const raw = String(Math.floor(random() * 600_000));
        const weight = decimals ? show(raw, decimals, random() < 0.2) : show(raw, 0, random() < 0.2);
        const frame = entry.encode({
          weight,
          motion: random() < 0.3,
          overload: false,
          mode: random() < 0.5 ? 'gross' : 'net',
        });
        if (random() < 0.2) {
          parts.push(...corruptFrame(protocol, frame));
          corrupted++;
        } else {
          parts.push(...frame);
          sent.push(oracleScan(protocol, frame)[0]);
        }
      }
      const data = Uint8Array.from(parts);
      const { out, stats } = parseChunked(protocol, data, random);
      expect(out).toEqual(oracleScan(protocol, data));
      // every frame we sent is read, in order; anything else would be a valid frame made by chance
      // inside the random garbage, which the oracle above has confirmed
      let j = 0;
      for (const value of out) if (value === sent[j]) j++;
      expect(j).toBe(sent.length);
      expect(stats.badChecksum + stats.malformed).toBeGreaterThanOrEqual(corrupted);
    }
  });
});
