/** SPEC.md §5: upload and download of a record's attachment take exactly one selected row. */
export const MSG_SELECT_TO_UPLOAD = '请选择要上传的数据';
export const MSG_SELECT_TO_DOWNLOAD = '请选择要下载附件的数据';
export const MSG_ONLY_ONE_ROW = '只能选中一条数据';
/** a record without any pdf */
export const MSG_NO_ATTACHMENT = '该数据暂无附件';

/** The warning for an upload or download with this many selected rows, or null when it may run. */
export function attachmentSelectionProblem(action: 'upload' | 'download', count: number): string | null {
  if (count === 0) return action === 'upload' ? MSG_SELECT_TO_UPLOAD : MSG_SELECT_TO_DOWNLOAD;
  return count > 1 ? MSG_ONLY_ONE_ROW : null;
}

/** The record-engine entity of a base path: `/basic/vehicle` → `vehicle`, `/basic/plate_dict` → `plate_dict`. */
export function entityOfBase(base: string | null | undefined): string | null {
  if (!base) return null;
  const parts = base.split('/').filter(Boolean);
  return parts.length ? parts[parts.length - 1] : null;
}

/** A file size for people: 812 B, 12.4 KB, 3.1 MB. */
export function fileSizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
