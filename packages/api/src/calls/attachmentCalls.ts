// Calls of the server's attachments (apps/server/src/attachments): pdf documents and JPEG/PNG
// images of records, e.g. the vehicle form's photos. The server judges files by their bytes; its
// messages (文件只能是pdf格式!, 上传头像图片大小不能超过 2MB! …) are for the screen to show.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope, AttachmentInfo, AttachmentUploadFields } from '../wire';
import { downloadBlob, type DownloadedFile } from './downloadBlob';
import { unwrap } from './unwrap';

const HANDLED = [400, 403, 404] as const;

export interface AttachmentUpload extends AttachmentUploadFields {
  file: Blob;
  /** the name sent with the file (a File's own name otherwise); the server keeps it for display only */
  fileName?: string;
}

/**
 * POST /attachment/upload, multipart: the fields first, then `file`. The body is a FormData with no
 * Content-Type of ours, so the browser writes the multipart boundary (a JSON Content-Type would make
 * axios turn the FormData into JSON).
 */
export async function uploadAttachment(upload: AttachmentUpload): Promise<AttachmentInfo> {
  const form = new FormData();
  form.append('entity', upload.entity);
  if (upload.recordId) form.append('recordId', upload.recordId);
  form.append('kind', upload.kind);
  if (upload.field) form.append('field', upload.field);
  const name = upload.fileName ?? (typeof File !== 'undefined' && upload.file instanceof File ? upload.file.name : 'file');
  form.append('file', upload.file, name);
  return unwrap(
    await apiClient.http.post<ApiEnvelope<AttachmentInfo>>('/attachment/upload', form, { handledStatuses: HANDLED }),
  );
}

/** GET /attachment/list?entity=&recordId= → the record's attachments, newest first. */
export async function listAttachments(entity: string, recordId: string): Promise<AttachmentInfo[]> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<AttachmentInfo[]>>('/attachment/list', {
      params: { entity, recordId },
      handledStatuses: HANDLED,
    }),
  );
}

/**
 * The file's path under the API base. It needs the bearer token, so an <img> or link cannot use it
 * directly: fetch it with downloadAttachment. `inline` asks for an image to be shown rather than
 * saved (the server keeps pdfs as downloads).
 */
export function attachmentUrl(id: string, options: { inline?: boolean } = {}): string {
  return `/attachment/${encodeURIComponent(id)}${options.inline ? '?inline=1' : ''}`;
}

/**
 * GET /attachment/:id as a blob with its name and content type (a 404 carries 资源不存在). An inline
 * read feeds an <img> that shows its own failure mark, so it raises no notice of its own (a list of
 * photos with an unreachable server would otherwise stack one error toast per photo).
 */
export async function downloadAttachment(id: string, options: { inline?: boolean } = {}): Promise<DownloadedFile> {
  return downloadBlob(attachmentUrl(id, options), { handledStatuses: HANDLED, silent: options.inline === true }, 'attachment');
}

/** DELETE /attachment/:id (soft delete on the server). */
export async function deleteAttachment(id: string): Promise<void> {
  await apiClient.http.delete(`/attachment/${encodeURIComponent(id)}`, { handledStatuses: HANDLED });
}
