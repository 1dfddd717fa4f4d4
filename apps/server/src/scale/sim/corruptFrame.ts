import type { ProtocolId } from '../protocols/index';

const HEX = '0123456789ABCDEF';
const nibbleOf = (c: number): number => (c >= 0x41 ? c - 0x37 : c - 0x30);

/**
 * A frame as a line fault would deliver it: a protocol with check characters gets a wrong check
 * (still legal characters, so the parser counts a bad checksum); one without gets a character that
 * breaks the layout (counted malformed). Either way it must never be read as a weight.
 */
export function corruptFrame(protocol: ProtocolId, frame: Uint8Array): Uint8Array {
  const out = Uint8Array.from(frame);
  switch (protocol) {
    case 'yaohua-tf0':
    case 'xk3190-a12e': {
      const i = protocol === 'yaohua-tf0' ? 10 : 12;
      out[i] = HEX.charCodeAt((nibbleOf(out[i]) + 1) & 0x0f);
      return out;
    }
    case 'toledo-checksum':
      out[17] = (out[17] + 1) & 0x7f;
      return out;
    case 'yaohua-reversed':
    case 'toledo':
      out[5] = 0x3f; // '?' where a digit belongs
      return out;
  }
}
