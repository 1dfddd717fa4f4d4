import { requestLogDetail } from '../http/requestLogDetail';
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { UUID_PATTERN } from '../system/routes';
import { ENTITIES } from './entities/index';
import { permissionOf, type EntityDef } from './EntityDef';
import { loadFormFields } from './entityTemplates';
import { EXPORT_TOO_MANY, MAX_EXPORT_ROWS, exportRecords } from './excel/exportRecords';
import { IMPORT_MSG, MAX_IMPORT_BYTES, checkImport, rowErrorMessage } from './excel/importRecords';
import { inventoryClassTree } from './inventoryClassTree';
import { buildListQuery, checkListRequest, listRecords, listTotal } from './listRecords';
import { sysLogData, sysLogList } from './operationLogs';
import {
  copyRecord,
  createRecord,
  crudDb,
  deleteRecords,
  insertImported,
  readFull,
  setEnabled,
  updateRecord,
  type ActionContext,
} from './service';
import { selectOptions } from './selectOptions';
import { runStatusAction, statusActionCodes } from './statusActions';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const objectBody = { type: 'object' } as const;
const idsBody = { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } } as const;

type Body = Record<string, unknown>;

/**
 * The generic record engine's routes (under /api, token required by the global guard): one set per
 * entity of `ENTITIES`, each action behind its menu button's permission key (admins pass), every
 * query scoped to `request.auth.orgId`. Also the operation-log calls of the 日志详情 drawer, the
 * plate dictionary's findAll and the inventory category tree.
 */
export async function crudRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } });
  const offset = app.config.utcOffsetMinutes;

  const actionContext = (request: FastifyRequest, reply: FastifyReply): ActionContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    utcOffsetMinutes: offset,
    requestId: request.id,
    ip: request.ip,
    detail: () => requestLogDetail(request, reply, request.isMultipart() ? { file: 'multipart' } : (request.body ?? null)),
  });

  for (const def of ENTITIES) registerEntity(app, def, actionContext, offset);

  app.get('/basic/plate_dict/findAll', async (request) => {
    const rows = await app.db
      .selectFrom('bd_plate_dict')
      .select((eb) => [eb.ref('plate_code').as('plateCode'), eb.ref('plate_name').as('plateName')])
      .where('org_id', '=', request.auth.orgId)
      .where('deleted_at', 'is', null)
      .where('enabled', '=', true)
      .orderBy('seq')
      .orderBy('plate_code')
      .execute();
    return ok(rows);
  });

  // The inventory popup template names the hyphenated path; the menu entity is inventory_class.
  for (const path of ['/basic/inventory_class/tree', '/basic/inventory-class/tree'])
    app.get(path, async (request) => ok(await inventoryClassTree(app.db, request.auth.orgId)));

  app.post<{ Body: { bizKey?: unknown } }>(
    '/sys-log/getSysLog',
    { schema: { body: objectBody } },
    async (request) => {
      const key = request.body.bizKey;
      if (typeof key !== 'string' || key === '' || key.length > 64) throw badRequest('bizKey不能为空');
      return ok(await sysLogList(app.db, request.auth.orgId, key));
    },
  );
  app.post<{ Body: { id: string } }>(
    '/sys-log/getSysLogData',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: UUID_PATTERN } },
        },
      },
    },
    async (request) => ok(await sysLogData(app.db, request.auth.orgId, request.body.id)),
  );
}

function registerEntity(
  app: FastifyInstance,
  def: EntityDef,
  actionContext: (request: FastifyRequest, reply: FastifyReply) => ActionContext,
  offset: number,
): void {
  const base = def.basePath;
  const perm = (code: string) => ({ permission: permissionOf(def, code) });
  const formFields = (request: FastifyRequest) => loadFormFields(app.db, request.auth.groupId, def);

  for (const path of [`${base}/v2/list`, `${base}/list`])
    app.post<{ Body: Body | undefined }>(path, { schema: { body: objectBody } }, async (request) =>
      ok(await listRecords(app.db, request.auth, def, request.body ?? {}, offset)),
    );

  const detail = async (request: FastifyRequest, id: string) => {
    const row = await readFull(crudDb(app.db), def, request.auth.orgId, id);
    if (!row) throw notFound();
    return ok(withChildRows(def, row));
  };
  // view/{id} (SPEC §7's generic set): the same read as detail, for the screens that call it so
  for (const path of [`${base}/detail/:id`, `${base}/view/:id`])
    app.get<{ Params: { id: string } }>(path, { schema: { params: idParams } }, (request) =>
      detail(request, request.params.id),
    );
  app.post<{ Body: { id: string } }>(`${base}/detail`, { schema: { body: idParams } }, (request) =>
    detail(request, request.body.id),
  );

  app.post<{ Body: Body }>(
    `${base}/create`,
    { schema: { body: objectBody }, config: perm('add') },
    async (request, reply) =>
      ok(
        withChildRows(
          def,
          await createRecord(actionContext(request, reply), def, await formFields(request), request.body),
        ),
        '新增成功',
      ),
  );

  app.put<{ Body: Body }>(
    `${base}/update`,
    { schema: { body: objectBody }, config: perm('edit') },
    async (request, reply) =>
      ok(
        withChildRows(
          def,
          await updateRecord(actionContext(request, reply), def, await formFields(request), request.body),
        ),
        '修改成功',
      ),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/delete/:id`,
    { schema: { params: idParams }, config: perm('delete') },
    async (request, reply) =>
      ok({ count: await deleteRecords(actionContext(request, reply), def, [request.params.id]) }, '删除成功'),
  );
  app.post<{ Body: { ids?: unknown } }>(
    `${base}/deletes`,
    { schema: { body: idsBody }, config: perm('delete') },
    async (request, reply) =>
      ok({ count: await deleteRecords(actionContext(request, reply), def, request.body.ids) }, '删除成功'),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    app.post<{ Body: { ids?: unknown } }>(
      `${base}/${action}`,
      { schema: { body: idsBody }, config: perm(action) },
      async (request, reply) =>
        ok(
          { count: await setEnabled(actionContext(request, reply), def, request.body.ids, enabled) },
          enabled ? '启用成功' : '停用成功',
        ),
    );

  app.post<{ Params: { id: string } }>(
    `${base}/copy/:id`,
    { schema: { params: idParams }, config: perm('add') },
    async (request, reply) =>
      ok(
        withChildRows(def, await copyRecord(actionContext(request, reply), def, request.params.id)),
        '复制成功',
      ),
  );

  // status actions (audit, loss, block …): `{ids}` (or `{id}`), `reason` for the blacklist's
  const statusBody = {
    type: 'object',
    properties: {
      ids: { type: 'array', maxItems: 1000 },
      id: { type: 'string' },
      reason: { type: 'string' },
    },
  } as const;
  for (const code of statusActionCodes(def)) {
    const name = def.status!.actions[code].name;
    app.post<{ Body: Body }>(
      `${base}/${code}`,
      { schema: { body: statusBody }, config: perm(code) },
      async (request, reply) =>
        ok(
          { count: await runStatusAction(actionContext(request, reply), def, code, request.body) },
          `${name}成功`,
        ),
    );
  }

  app.get<{ Querystring: { keyword?: string } }>(
    `${base}/select`,
    {
      schema: {
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => ok(await selectOptions(app.db, request.auth.orgId, def, request.query.keyword)),
  );

  app.get<{ Querystring: { q?: string } }>(
    `${base}/export`,
    {
      schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 20000 } } } },
      config: perm('export'),
    },
    async (request, reply) => {
      let query: unknown = {};
      if (request.query.q) {
        try {
          query = JSON.parse(request.query.q);
        } catch {
          throw badRequest('查询参数格式错误');
        }
      }
      if (typeof query !== 'object' || query === null || Array.isArray(query))
        throw badRequest('查询参数格式错误');
      const { limit: _ignored, ...rest } = query as Body;
      const checked = await checkListRequest(app.db, request.auth, def, rest);
      // counted first, so an export that would run for minutes is refused with a message, not cut short
      const count = await listTotal(
        app.db,
        request.auth,
        def,
        checked,
        buildListQuery(app.db, request.auth, def, checked, offset),
      );
      if (count > MAX_EXPORT_ROWS) throw badRequest(EXPORT_TOO_MANY);
      const out = new PassThrough();
      exportRecords(app.db, request.auth, def, checked, offset, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const name = encodeURIComponent(`${def.label}.xlsx`);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`)
        .send(out);
    },
  );

  app.post(`${base}/import`, { config: perm('import') }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(IMPORT_MSG.noFile);
    const file = await request.file();
    if (!file) throw badRequest(IMPORT_MSG.noFile);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw badRequest(IMPORT_MSG.tooLarge);
    }
    const fields = await formFields(request);
    const list = await checkListRequest(app.db, request.auth, def, {});
    const check = await checkImport(
      app.db,
      request.auth.orgId,
      def,
      fields,
      list.template.columns,
      bytes,
      offset,
    );
    if (!check.ok)
      return reply
        .status(400)
        .send({ ...fail(400, rowErrorMessage(check.errors)), data: { errors: check.errors } });
    const count = await insertImported(actionContext(request, reply), def, check.rows);
    return ok({ count }, `成功导入${count}条数据`);
  });
}

/** A master-child form reads the 1:1 extension as its child table's one row as well as flat fields. */
function withChildRows(def: EntityDef, row: Record<string, unknown>): Record<string, unknown> {
  if (!def.extension) return row;
  const child: Record<string, unknown> = { id: row.id };
  for (const [name, spec] of Object.entries(def.fields)) if (spec.extension) child[name] = row[name];
  return { ...row, [def.extension.formKey]: [child] };
}
