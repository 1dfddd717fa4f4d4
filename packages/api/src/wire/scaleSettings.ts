import type { ScaleInfo } from './weighing';

/** The settings of one scale indicator as GET /scale/list and /scale/detail/:id answer them (apps/server/src/scale/README.md). */
export interface ScaleSettings extends ScaleInfo {
  device: string | null;
  baud: number | null;
  dataBits: number | null;
  parity: 'none' | 'even' | 'odd' | null;
  stopBits: number | null;
  stabilityCount: number;
  /** kg, exact decimal string ("20.000") */
  stabilityToleranceKg: string;
  stabilityWindowMs: number;
  offlineTimeoutMs: number;
  createDate: string;
  updateDate: string;
}

/** What the 地磅仪表 form sends to POST /scale/create (and, with id and version, PUT /scale/update). */
export interface ScaleSettingsInput {
  code: string;
  name: string;
  protocol: string;
  transport: 'tcp' | 'serial';
  host?: string | null;
  port?: number | null;
  device?: string | null;
  baud?: number | null;
  dataBits?: number | null;
  parity?: 'none' | 'even' | 'odd' | null;
  stopBits?: number | null;
  stabilityCount: number;
  stabilityToleranceKg: string;
  stabilityWindowMs: number;
  offlineTimeoutMs: number;
  enabled: boolean;
  remark?: string | null;
}

/** GET /scale/protocols → data: the protocols the server's parsers speak. */
export interface ScaleProtocolInfo {
  value: string;
  label: string;
  /** whether the indicator flags motion itself (else stability is decided by the server alone) */
  motionFlag: boolean;
}
