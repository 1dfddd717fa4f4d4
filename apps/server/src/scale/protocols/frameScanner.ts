import { emptyStats, type ParserStats, type ScaleParser, type ScaleReading } from '../reading';

/** What a protocol says about the bytes at a start position. */
export type FrameVerdict = ScaleReading | 'badChecksum' | 'malformed';

export interface FixedFrameProtocol {
  /** bytes of one frame, start byte included */
  length: number;
  isStart(byte: number): boolean;
  /**
   * Whether frame[0..length) can still be the beginning of a frame (the whole prefix is checked);
   * lets the scanner drop a false start as soon as it is impossible instead of waiting for a whole
   * frame, so garbage never delays a real frame (optional).
   */
  canContinue?(frame: Uint8Array, length: number): boolean;
  decode(frame: Uint8Array): FrameVerdict;
}

/**
 * A streaming parser for fixed-length frames with a start byte. It keeps at most one frame's bytes
 * between packets. On a frame that does not decode it drops only the start byte and searches again
 * from the next byte, so a real frame is never lost behind a false start inside garbage (every
 * protocol here keeps its start bytes out of the frame body, so a false frame cannot swallow a real
 * start byte).
 */
export class FixedFrameParser implements ScaleParser {
  readonly stats: ParserStats = emptyStats();
  private readonly buf: Uint8Array;
  private len = 0;

  constructor(private readonly protocol: FixedFrameProtocol) {
    this.buf = new Uint8Array(protocol.length);
  }

  push(chunk: Uint8Array): ScaleReading[] {
    const out: ScaleReading[] = [];
    const { length, isStart, canContinue, decode } = this.protocol;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.len === 0 && !isStart(byte)) {
        this.stats.garbageBytes++;
        continue;
      }
      this.buf[this.len++] = byte;
      if (this.len < length) {
        if (canContinue && !canContinue(this.buf, this.len)) this.resync('malformed');
        continue;
      }
      const verdict = decode(this.buf);
      if (typeof verdict === 'object') {
        this.stats.frames++;
        out.push(verdict);
        this.len = 0;
      } else {
        // the held bytes after the false start are always fewer than a frame, so no frame is pending
        this.resync(verdict);
      }
    }
    return out;
  }

  /** Drops the start byte of a false frame and rescans the rest of the held bytes. */
  private resync(reason: 'badChecksum' | 'malformed'): void {
    this.stats[reason]++;
    this.stats.garbageBytes++;
    const { isStart, canContinue, length } = this.protocol;
    let from = 1;
    for (;;) {
      while (from < this.len && !isStart(this.buf[from])) {
        from++;
        this.stats.garbageBytes++;
      }
      this.buf.copyWithin(0, from, this.len);
      this.len -= Math.min(from, this.len);
      if (this.len === 0 || this.len >= length) return;
      if (!canContinue || canContinue(this.buf, this.len)) return;
      this.stats.malformed++;
      this.stats.garbageBytes++;
      from = 1;
    }
  }
}
