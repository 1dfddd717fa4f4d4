import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toEntityDef } from '../crud/catalog/toEntityDef';
import type { EntityDef } from '../crud/EntityDef';
import { loadFormFields } from '../crud/entityTemplates';
import { listRecords } from '../crud/listRecords';
import { requestLogDetail } from '../http/requestLogDetail';
import {
  copyRecord,
  createRecord,
  crudDb,
  deleteRecords,
  readFull,
  updateRecord,
  type ActionContext,
} from '../crud/service';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { UUID_PATTERN } from '../system/routes';
import { CUSTOM_TABLE_NAME } from './names';
import { loadDefinition, toDeclaration } from './publishTable';

/** Writes on a custom table's rows need the 自定义表 leaf's keys (the custom table has no menu of its own). */
const PERM = 'optimus_prime:cg_table';

const tableParams = {
  type: 'object',
  required: ['table'],
  properties: { table: { type: 'string', pattern: CUSTOM_TABLE_NAME.source } },
} as const;
const idParams = {
  type: 'object',
  required: ['table', 'id'],
  properties: { table: tableParams.properties.table, id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const objectBody = { type: 'object' } as const;

type Body = Record<string, unknown>;

/**
 * The record engine over published custom tables: `/optimus_prime/custom/{table}/…` (list,
 * detail, create, update, delete(s), copy — the contract of crud/README.md). The entity is built
 * per request from the organisation's published definition, so publishing needs no restart and a
 * restart loses nothing; an unpublished or unknown table (or another company's) answers 404.
 */
export async function customTableRoutes(app: FastifyInstance): Promise<void> {
  const offset = app.config.utcOffsetMinutes;
  const context = (request: FastifyRequest, reply: FastifyReply): ActionContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    utcOffsetMinutes: offset,
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply),
  });
  const entity = async (request: FastifyRequest, table: string): Promise<EntityDef> => {
    const def = await loadDefinition(app.db, request.auth.orgId, { table, published: true });
    if (!def) throw notFound();
    return toEntityDef(toDeclaration(def.main, def.subs));
  };
  const formFields = (request: FastifyRequest, def: EntityDef) =>
    loadFormFields(app.db, request.auth.groupId, def);
  const perm = (code: string) => ({ permission: `${PERM}:${code}` });
  const base = '/optimus_prime/custom/:table';

  for (const path of [`${base}/v2/list`, `${base}/list`])
    app.post<{ Params: { table: string }; Body: Body | undefined }>(
      path,
      { schema: { params: tableParams, body: objectBody } },
      async (request) =>
        ok(
          await listRecords(
            app.db,
            request.auth,
            await entity(request, request.params.table),
            request.body ?? {},
            offset,
          ),
        ),
    );

  const detail = async (request: FastifyRequest, table: string, id: string) => {
    const row = await readFull(crudDb(app.db), await entity(request, table), request.auth.orgId, id);
    if (!row) throw notFound();
    return ok(row);
  };
  app.get<{ Params: { table: string; id: string } }>(
    `${base}/detail/:id`,
    { schema: { params: idParams } },
    (request) => detail(request, request.params.table, request.params.id),
  );
  app.post<{ Params: { table: string }; Body: { id: string } }>(
    `${base}/detail`,
    {
      schema: {
        params: tableParams,
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: UUID_PATTERN } },
        },
      },
    },
    (request) => detail(request, request.params.table, request.body.id),
  );

  app.post<{ Params: { table: string }; Body: Body }>(
    `${base}/create`,
    { schema: { params: tableParams, body: objectBody }, config: perm('add') },
    async (request, reply) => {
      const def = await entity(request, request.params.table);
      return ok(
        await createRecord(context(request, reply), def, await formFields(request, def), request.body),
        '新增成功',
      );
    },
  );
  app.put<{ Params: { table: string }; Body: Body }>(
    `${base}/update`,
    { schema: { params: tableParams, body: objectBody }, config: perm('edit') },
    async (request, reply) => {
      const def = await entity(request, request.params.table);
      return ok(
        await updateRecord(context(request, reply), def, await formFields(request, def), request.body),
        '修改成功',
      );
    },
  );
  app.delete<{ Params: { table: string; id: string } }>(
    `${base}/delete/:id`,
    { schema: { params: idParams }, config: perm('delete') },
    async (request, reply) =>
      ok(
        {
          count: await deleteRecords(context(request, reply), await entity(request, request.params.table), [
            request.params.id,
          ]),
        },
        '删除成功',
      ),
  );
  app.post<{ Params: { table: string }; Body: { ids?: unknown } }>(
    `${base}/deletes`,
    {
      schema: {
        params: tableParams,
        body: { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } },
      },
      config: perm('delete'),
    },
    async (request, reply) =>
      ok(
        {
          count: await deleteRecords(
            context(request, reply),
            await entity(request, request.params.table),
            request.body.ids,
          ),
        },
        '删除成功',
      ),
  );
  app.post<{ Params: { table: string; id: string } }>(
    `${base}/copy/:id`,
    { schema: { params: idParams }, config: perm('add') },
    async (request, reply) =>
      ok(
        await copyRecord(
          context(request, reply),
          await entity(request, request.params.table),
          request.params.id,
        ),
        '复制成功',
      ),
  );
}
