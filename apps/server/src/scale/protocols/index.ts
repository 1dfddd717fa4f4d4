import type { ScaleParser } from '../reading';
import type { OutputFrame } from './frame';
import { FixedFrameParser, type FixedFrameProtocol } from './frameScanner';
import { encodeToledo, toledo, toledoChecksum } from './toledo';
import { encodeXk3190A12e, xk3190A12e } from './xk3190A12e';
import { encodeYaohuaReversed, yaohuaReversed } from './yaohuaReversed';
import { encodeYaohuaTf0, yaohuaTf0 } from './yaohuaTf0';

export interface ProtocolEntry {
  /** shown to the admin choosing a scale's protocol */
  label: string;
  frame: FixedFrameProtocol;
  /** whether frames carry check characters (a corrupted frame is then a bad checksum) */
  checksum: boolean;
  /** whether the indicator reports motion itself */
  motionFlag: boolean;
  encode(frame: OutputFrame): Uint8Array;
}

/** Every supported indicator protocol by id (the `protocol` column of a scale). */
export const PROTOCOLS = {
  'yaohua-tf0': {
    label: '耀华 XK3190-A9 连续输出 tF0',
    frame: yaohuaTf0,
    checksum: true,
    motionFlag: false,
    encode: encodeYaohuaTf0,
  },
  'yaohua-reversed': {
    label: '耀华 连续输出 倒序(=)',
    frame: yaohuaReversed,
    checksum: false,
    motionFlag: false,
    encode: encodeYaohuaReversed,
  },
  'xk3190-a12e': {
    label: '耀华 XK3190-A12E',
    frame: xk3190A12e,
    checksum: true,
    motionFlag: false,
    encode: encodeXk3190A12e,
  },
  toledo: {
    label: '梅特勒-托利多 标准连续输出',
    frame: toledo,
    checksum: false,
    motionFlag: true,
    encode: (f) => encodeToledo(f, false),
  },
  'toledo-checksum': {
    label: '梅特勒-托利多 标准连续输出(带校验和)',
    frame: toledoChecksum,
    checksum: true,
    motionFlag: true,
    encode: (f) => encodeToledo(f, true),
  },
} as const satisfies Record<string, ProtocolEntry>;

export type ProtocolId = keyof typeof PROTOCOLS;

export const PROTOCOL_IDS = Object.keys(PROTOCOLS) as ProtocolId[];

export const isProtocolId = (value: unknown): value is ProtocolId =>
  typeof value === 'string' && Object.hasOwn(PROTOCOLS, value);

export function createParser(protocol: ProtocolId): ScaleParser {
  return new FixedFrameParser(PROTOCOLS[protocol].frame);
}
