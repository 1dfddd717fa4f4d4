/** One weight reading decoded from one valid indicator frame. */
export interface ScaleReading {
  /**
   * The displayed weight in kg as an exact decimal string ("23960", "-12.5", "239.60"); the
   * fraction digits are the indicator's resolution. null only when an overload frame carries no
   * digits (XK3190-A12E "OL").
   */
  weight: string | null;
  unit: 'kg';
  sign: '+' | '-';
  /** the indicator's own motion flag (false = in motion); absent when the protocol has none */
  stable?: boolean;
  /** over capacity / out of range, when the protocol says so */
  overload?: boolean;
  /** gross or net weight, when the protocol says so */
  mode?: 'gross' | 'net';
  /** tare in kg, when the protocol carries it (Mettler Toledo) */
  tare?: string;
}

/** What a parser skipped: never read as a weight, counted so a bad line shows on the status page. */
export interface ParserStats {
  /** valid frames decoded */
  frames: number;
  /** frames whose structure was right but whose check characters were not */
  badChecksum: number;
  /** a start byte followed by something that is not a frame of the protocol */
  malformed: number;
  /** bytes dropped while looking for a start byte (includes the bytes of malformed starts) */
  garbageBytes: number;
}

/** A streaming parser: bytes in (any packet boundaries), readings out; partial frames are kept. */
export interface ScaleParser {
  push(chunk: Uint8Array): ScaleReading[];
  readonly stats: ParserStats;
}

export const emptyStats = (): ParserStats => ({ frames: 0, badChecksum: 0, malformed: 0, garbageBytes: 0 });
