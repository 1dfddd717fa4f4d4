import type { ColumnType, Generated } from 'kysely';
import type { AttachmentKind } from '../crud/EntityDef';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Row type of migration 006_attachments; `AttachmentTables` is merged into `Database`. */
export interface SysAttachmentTable {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  /** the record engine's entity name ('vehicle') */
  entity: string;
  /** the record it belongs to; null until a record form that uploaded it first is saved */
  record_id: string | null;
  /** the record field it was uploaded for (an image field such as mainVehiclePhoto) */
  field: string | null;
  kind: AttachmentKind;
  /** the client's file name, sanitised: shown and offered as the download name, never a path */
  original_name: string;
  /** server-made random name of the file under DATA_DIR/attachments/<org>/ */
  stored_name: string;
  /** decided by the server from the bytes */
  content_type: string;
  size: number;
  /** hex sha256 of the bytes */
  sha256: string;
  created_by: string | null;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AttachmentTables {
  sys_attachment: SysAttachmentTable;
}
