import { describe, expect, it } from 'vitest';
import type { ScaleReading } from '../reading';
import { createParser, PROTOCOL_IDS, PROTOCOLS, type ProtocolId } from './index';

const bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const hex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const parseAll = (protocol: ProtocolId, ...chunks: Uint8Array[]) => {
  const parser = createParser(protocol);
  const readings = chunks.flatMap((c) => parser.push(c));
  return { readings, stats: parser.stats };
};

/** Real frames, written out by hand from the layouts (not produced by our encoders). */
const FRAMES: { protocol: ProtocolId; frame: Uint8Array; reading: ScaleReading; name: string }[] = [
  {
    name: 'the 耀华 tF0 example: +23960 kg',
    protocol: 'yaohua-tf0',
    frame: hex('02 2B 30 32 33 39 36 30 30 31 35 03'),
    reading: { weight: '23960', unit: 'kg', sign: '+' },
  },
  {
    name: 'tF0 negative, 1 decimal, XOR low nibble above 9 sent as a letter',
    protocol: 'yaohua-tf0',
    frame: bytes('\x02-00012511A\x03'),
    reading: { weight: '-12.5', unit: 'kg', sign: '-' },
  },
  {
    name: 'tF0 with the nibble + 0x30 spelling of firmware that does not use letters',
    protocol: 'yaohua-tf0',
    frame: bytes('\x02-00012511:\x03'),
    reading: { weight: '-12.5', unit: 'kg', sign: '-' },
  },
  {
    name: 'tF0 two decimals',
    protocol: 'yaohua-tf0',
    frame: bytes('\x02+023960217\x03'),
    reading: { weight: '239.60', unit: 'kg', sign: '+' },
  },
  {
    name: 'reversed: display 0023960',
    protocol: 'yaohua-reversed',
    frame: bytes('=06932000'),
    reading: { weight: '23960', unit: 'kg', sign: '+' },
  },
  {
    name: 'reversed: display 0239.60',
    protocol: 'yaohua-reversed',
    frame: bytes('=06.93200'),
    reading: { weight: '239.60', unit: 'kg', sign: '+' },
  },
  {
    name: 'reversed: "=06932.00" reads the point after the first displayed digit',
    protocol: 'yaohua-reversed',
    frame: bytes('=06932.00'),
    reading: { weight: '0.23960', unit: 'kg', sign: '+' },
  },
  {
    name: 'reversed: negative',
    protocol: 'yaohua-reversed',
    frame: bytes('=5.21000-'),
    reading: { weight: '-12.5', unit: 'kg', sign: '-' },
  },
  {
    name: 'A12E gross',
    protocol: 'xk3190-a12e',
    frame: hex('47 2B 30 30 32 33 39 36 30 6B 67 35 45 0D 0A'),
    reading: { weight: '23960', unit: 'kg', sign: '+', overload: false, mode: 'gross' },
  },
  {
    name: 'A12E net negative with a decimal',
    protocol: 'xk3190-a12e',
    frame: bytes('N-00012.5kg47\r\n'),
    reading: { weight: '-12.5', unit: 'kg', sign: '-', overload: false, mode: 'net' },
  },
  {
    name: 'A12E overload',
    protocol: 'xk3190-a12e',
    frame: bytes('G      OLkg48\r\n'),
    reading: { weight: null, unit: 'kg', sign: '+', overload: true, mode: 'gross' },
  },
  {
    name: 'Toledo gross kg stable',
    protocol: 'toledo',
    frame: hex('02 2A 30 20 30 32 33 39 36 30 30 30 30 30 30 30 0D'),
    reading: {
      weight: '23960',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo in motion (SWB bit 3)',
    protocol: 'toledo',
    frame: bytes('\x02\x2a\x38\x20023940000000\r'),
    reading: {
      weight: '23940',
      unit: 'kg',
      sign: '+',
      stable: false,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo net, negative, with tare, blanked leading zeros',
    protocol: 'toledo',
    frame: bytes('\x02\x2a\x33\x20   120 15420\r'),
    reading: {
      weight: '-120',
      unit: 'kg',
      sign: '-',
      stable: true,
      overload: false,
      mode: 'net',
      tare: '15420',
    },
  },
  {
    name: 'Toledo out of range (SWB bit 2)',
    protocol: 'toledo',
    frame: bytes('\x02\x2a\x34\x20999999000000\r'),
    reading: {
      weight: '999999',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: true,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo decimal code 000 (XX00: ×100)',
    protocol: 'toledo',
    frame: bytes('\x02\x28\x30\x20000240000000\r'),
    reading: {
      weight: '24000',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo in tonnes, 3 decimals (SWC units 010)',
    protocol: 'toledo',
    frame: bytes('\x02\x2d\x30\x22023960000000\r'),
    reading: {
      weight: '23960',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo in grams (SWC units 001)',
    protocol: 'toledo',
    frame: bytes('\x02\x2a\x30\x21500000000000\r'),
    // the gram resolution stays in the kg string
    reading: {
      weight: '500.000',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0.000',
    },
  },
  {
    name: 'Toledo with parity bits set on the status words',
    protocol: 'toledo',
    frame: bytes('\x02\xaa\xb0\xa0023960000000\r'),
    reading: {
      weight: '23960',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
  {
    name: 'Toledo with checksum',
    protocol: 'toledo-checksum',
    frame: bytes('\x02*0 023960000000\r#'),
    reading: {
      weight: '23960',
      unit: 'kg',
      sign: '+',
      stable: true,
      overload: false,
      mode: 'gross',
      tare: '0',
    },
  },
];

describe('indicator frames', () => {
  it.each(FRAMES)('$name', ({ protocol, frame, reading }) => {
    const { readings, stats } = parseAll(protocol, frame);
    expect(readings).toEqual([reading]);
    expect(stats).toEqual({ frames: 1, badChecksum: 0, malformed: 0, garbageBytes: 0 });
  });

  it('the tF0 example is exactly what the encoder sends for +23960 kg', () => {
    const sent = PROTOCOLS['yaohua-tf0'].encode({
      weight: '23960',
      motion: false,
      overload: false,
      mode: 'gross',
    });
    expect(Buffer.from(sent).toString('hex')).toBe('022b303233393630303135' + '03');
  });

  it('Toledo grams: 2500 g reads exactly 2.500 kg', () => {
    expect(parseAll('toledo', bytes('\x02\x2a\x30\x21002500000000\r')).readings[0].weight).toBe('2.500');
  });

  it('reads nothing from pounds, ounces or custom units (counted malformed)', () => {
    for (const frame of ['\x02\x2a\x20\x20023960000000\r', '\x02\x2a\x30\x23023960000000\r']) {
      const { readings, stats } = parseAll('toledo', bytes(frame));
      expect(readings).toEqual([]);
      expect(stats.malformed).toBe(1);
    }
  });
});

describe('bad checksums', () => {
  const bad: [ProtocolId, string][] = [
    ['yaohua-tf0', '\x02+023960016\x03'],
    ['yaohua-tf0', '\x02+023970015\x03'],
    ['xk3190-a12e', 'G+0023960kg5F\r\n'],
    ['xk3190-a12e', 'G+0023960kg5e\r\n'],
    ['toledo-checksum', '\x02*0 023960000000\r$'],
  ];
  it.each(bad)('%s %j is counted and never read', (protocol, frame) => {
    const { readings, stats } = parseAll(protocol, bytes(frame));
    expect(readings).toEqual([]);
    expect(stats.frames).toBe(0);
    expect(stats.badChecksum + stats.malformed).toBe(1);
  });

  it('a bad frame between good ones loses only itself', () => {
    const good = bytes('\x02+023960015\x03');
    const { readings, stats } = parseAll(
      'yaohua-tf0',
      Uint8Array.from([...good, ...bytes('\x02+023970015\x03'), ...good]),
    );
    expect(readings.map((r) => r.weight)).toEqual(['23960', '23960']);
    expect(stats).toMatchObject({ frames: 2, badChecksum: 1 });
  });
});

/** three different frames per protocol from the encoder, back to back */
function stream(protocol: ProtocolId): { data: Uint8Array; weights: (string | null)[] } {
  const weights = ['0', '23960', '-40'];
  const frames = weights.map((weight) =>
    PROTOCOLS[protocol].encode({ weight, motion: false, overload: false, mode: 'gross' }),
  );
  return { data: Uint8Array.from(frames.flatMap((f) => [...f])), weights };
}

describe.each(PROTOCOL_IDS)('%s streaming', (protocol) => {
  it('concatenated frames in one packet', () => {
    const { data, weights } = stream(protocol);
    expect(parseAll(protocol, data).readings.map((r) => r.weight)).toEqual(weights);
  });

  it('split into two packets at every offset, and byte by byte', () => {
    const { data, weights } = stream(protocol);
    for (let i = 0; i <= data.length; i++) {
      const { readings } = parseAll(protocol, data.subarray(0, i), data.subarray(i));
      expect(
        readings.map((r) => r.weight),
        `split at ${i}`,
      ).toEqual(weights);
    }
    const single = [...data].map((b) => Uint8Array.of(b));
    expect(parseAll(protocol, ...single).readings.map((r) => r.weight)).toEqual(weights);
  });

  it('leading garbage (with start bytes in it) is skipped and counted', () => {
    const { data, weights } = stream(protocol);
    const start = PROTOCOLS[protocol].encode({
      weight: '1',
      motion: false,
      overload: false,
      mode: 'gross',
    })[0];
    const garbage = Uint8Array.from([0xff, start, 0x31, 0x00, start, start, 0x7e, 0x0d, 0x0a]);
    const { readings, stats } = parseAll(protocol, garbage, data);
    expect(readings.map((r) => r.weight)).toEqual(weights);
    expect(stats.garbageBytes).toBe(garbage.length);
    expect(stats.frames).toBe(3);
  });

  it('a frame cut short by a reconnect does not hide the next one', () => {
    const { data, weights } = stream(protocol);
    const frameLength = PROTOCOLS[protocol].frame.length;
    const cut = data.subarray(0, frameLength - 3);
    expect(parseAll(protocol, cut, data).readings.map((r) => r.weight)).toEqual(weights);
  });
});
