import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLogDetail } from '../http/requestLogDetail';
import type { ActionContext } from '../crud/service';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { UUID_PATTERN } from '../system/routes';
import { contentDisposition } from './fileName';
import { MULTIPART_OPTIONS, readUpload } from './readUpload';
import { deleteAttachment, findAttachment, listAttachments, uploadAttachment } from './service';
import { attachmentStorage } from './storage';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

/**
 * Attachments of the record engine's records (under /api, token required by the global guard,
 * every query scoped to `request.auth.orgId`): pdf documents and JPEG/PNG images, checked by
 * content, stored under DATA_DIR/attachments/<org>/<random name>. See README.md beside this file.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);
  const storage = attachmentStorage(app.config.dataDir);

  const actionContext = (request: FastifyRequest, reply: FastifyReply, params: unknown): ActionContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    utcOffsetMinutes: app.config.utcOffsetMinutes,
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply, params),
  });

  app.post('/attachment/upload', async (request, reply) => {
    const input = await readUpload(request);
    const params = {
      entity: input.entity ?? null,
      recordId: input.recordId ?? null,
      kind: input.kind ?? null,
      field: input.field ?? null,
      // the client's name as sent, less NULs (jsonb cannot hold \u0000)
      file: input.file
        ? { name: input.file.name.replaceAll('\u0000', ''), size: input.file.bytes.length }
        : null,
    };
    return ok(await uploadAttachment(actionContext(request, reply, params), storage, input), '上传成功');
  });

  app.get<{ Querystring: { entity?: string; recordId?: string } }>(
    '/attachment/list',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            entity: { type: 'string', maxLength: 64 },
            recordId: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) =>
      ok(await listAttachments(app.db, request.auth, request.query.entity, request.query.recordId)),
  );

  app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    '/attachment/:id',
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { inline: { type: 'string', maxLength: 8 } } },
      },
    },
    async (request, reply) => {
      const row = await findAttachment(app.db, request.auth.orgId, request.params.id);
      const file = await storage.open(row.org_id, row.stored_name);
      if (!file) {
        request.log.error({ attachment: row.id }, 'attachment file missing on disk');
        throw notFound();
      }
      // Only images may show in the page (image viewers); everything else is a download.
      const inline =
        row.kind === 'image' && (request.query.inline === '1' || request.query.inline === 'true');
      return reply
        .type(row.content_type)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', row.original_name),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/attachment/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await deleteAttachment(actionContext(request, reply, { id: request.params.id }), request.params.id);
      return ok(true, '删除成功');
    },
  );
}
