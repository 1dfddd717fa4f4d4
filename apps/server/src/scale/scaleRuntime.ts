import type { ParserStats } from './reading';
import type { ProtocolId } from './protocols/index';
import type { StabilityRule } from './stability';

/** What a reader needs of a configured scale (a `scale` row, checked). */
export interface ScaleRuntimeConfig {
  id: string;
  orgId: string;
  code: string;
  name: string;
  protocol: ProtocolId;
  transport: 'tcp' | 'serial';
  host: string | null;
  port: number | null;
  stability: StabilityRule;
  offlineTimeoutMs: number;
}

/** The event published for every reading and every online/offline change (socket.io forwards it). */
export interface ScaleEvent {
  scaleId: string;
  orgId: string;
  /** kg, exact decimal string; null while offline or on an overload without digits */
  weight: string | null;
  stable: boolean;
  online: boolean;
  overload: boolean;
  /** ISO instant of the reading (or of the change) */
  at: string;
}

/** A scale's live state as GET /scale/status shows it. */
export interface ScaleLiveState extends ScaleEvent {
  /** TCP connection to the indicator (or its serial server) open */
  connected: boolean;
  mode: 'gross' | 'net' | null;
  /** the last connection problem, in Chinese; null while all is well */
  error: string | null;
  stats: ParserStats;
}
