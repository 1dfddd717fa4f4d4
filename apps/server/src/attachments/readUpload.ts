import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { MAX_PDF_BYTES } from './fileContent';
import { ATTACHMENT_MSG, type UploadInput, type UploadedFile } from './service';

const FIELDS = ['entity', 'recordId', 'kind', 'field'] as const;

/**
 * Options of the multipart plugin in the attachments' context: at most one file of at most 5 MB
 * (the largest kind), a few short fields; a longer file is cut off and flagged (`truncated`)
 * instead of throwing, so the message can name the limit of the upload's kind.
 */
export const MULTIPART_OPTIONS = {
  limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  throwFileSizeLimit: false,
} as const;

const multipartCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;

/**
 * Reads the multipart body of an upload: the fields in any order (a file before `kind` still gets
 * its kind's size message), the one file kept in memory up to the limit (MULTIPART_OPTIONS). The
 * client's content type of the part is ignored.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest(ATTACHMENT_MSG.noFile);
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { name: part.filename, bytes, tooLarge: part.file.truncated };
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as (typeof FIELDS)[number]] = part.value.trim();
      }
    }
  } catch (error) {
    const code = multipartCode(error);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ATTACHMENT_MSG.tooManyFiles);
    if (code?.startsWith('FST_')) throw badRequest('上传内容格式错误');
    throw error;
  }
  return { entity: fields.entity, recordId: fields.recordId, kind: fields.kind, field: fields.field, file };
}
