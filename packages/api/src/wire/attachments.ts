/** What an attachment holds; the server decides it from the bytes (pdf, or a JPEG/PNG image). */
export type AttachmentKind = 'pdf' | 'image';

/** POST /attachment/upload answer and GET /attachment/list rows. */
export interface AttachmentInfo {
  id: string;
  /** the record engine's entity name ('vehicle') */
  entity: string;
  /** the record it belongs to; null until the new record whose form uploaded it is saved */
  recordId: string | null;
  /** the record field it was uploaded for (mainVehiclePhoto …) */
  field: string | null;
  /** display name (sanitised by the server, ends in the real type's extension) */
  name: string;
  size: number;
  contentType: string;
  kind: AttachmentKind;
  /** ISO instant */
  createTime: string;
}

/** Multipart fields of POST /attachment/upload (besides the file). */
export interface AttachmentUploadFields {
  entity: string;
  recordId?: string;
  kind: AttachmentKind;
  /** an attachment field of the entity taking this kind, e.g. mainVehiclePhoto */
  field?: string;
}
