import type { VehicleRow } from './home';

/**
 * socket.io at /socket.io (same origin). Handshake `auth: {token}` with the API access token; a
 * socket sits in its organisation's room and in the scale rooms it asked for.
 */

/** server → client 'scale': a live reading of a scale the socket joined (≤ 5 per second per scale). */
export interface ScaleLiveEvent {
  scaleId: string;
  /** kg, exact decimal string; null while offline or overloaded */
  weight: string | null;
  stable: boolean;
  online: boolean;
  overload: boolean;
  /** ISO instant of the reading */
  at: string;
}

/** In-factory vehicles per business flavour (pu, sa, …). */
export interface InFactoryFlavourCount {
  flavour: string;
  count: number;
}

/**
 * GET /api/index/getInFactory → data, and server → client 'inFactory' after every gate event:
 * the vehicles in the factory now, counted per flavour, and the newest of them as the home page's
 * vehicle table shows them.
 */
export interface InFactoryStats {
  total: number;
  byFlavour: InFactoryFlavourCount[];
  /** newest entry first, at most 50 */
  vehicles: VehicleRow[];
  /** ISO instant the figures were read */
  at: string;
}

/** client → server 'scale:join' / 'scale:leave' acknowledgement. */
export interface RoomAck {
  ok: boolean;
  /** Chinese reason when refused */
  msg?: string;
}

/** GET /api/scale/status → data: one row per scale of the company (the fields a live screen reads). */
export interface ScaleStatusRow extends ScaleLiveEvent {
  code: string;
  name: string;
  enabled: boolean;
  running: boolean;
  connected: boolean;
  mode: 'gross' | 'net' | null;
  error: string | null;
}
