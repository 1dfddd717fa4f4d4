import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Row type of migration 008_scales; `ScaleTables` is merged into `Database`. */
export interface ScaleTable {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  code: string;
  name: string;
  protocol: string;
  transport: 'tcp' | 'serial';
  host: string | null;
  port: number | null;
  device: string | null;
  baud: number | null;
  data_bits: number | null;
  parity: 'none' | 'even' | 'odd' | null;
  stop_bits: number | null;
  stability_count: number;
  /** numeric(10,3): read as a string */
  stability_tolerance_kg: ColumnType<string, string, string>;
  stability_window_ms: number;
  offline_timeout_ms: number;
  remark: string | null;
  enabled: Generated<boolean>;
  version: Generated<number>;
  deleted_at: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface ScaleTables {
  scale: ScaleTable;
}

export type ScaleRow = Selectable<ScaleTable>;
