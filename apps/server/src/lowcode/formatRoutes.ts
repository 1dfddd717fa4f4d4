import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requestLogDetail } from '../http/requestLogDetail';
import { ENTITIES } from '../crud/entities/index';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { UUID_PATTERN } from '../system/routes';
import { customTableRoutes } from './customRoutes';
import { publishTable } from './publishTable';
import {
  copyFormat,
  createFormat,
  deleteFormats,
  listFormats,
  readFormatSeed,
  saveFormat,
  type DesignContext,
} from './formatDesigner';

/** Permission keys of the 格式模板 leaf (seed/menuTree.ts, button set `format`). */
const PERM = 'optimus_prime:cg_format';
const BASE = '/optimus_prime/cg_format';
/** An import file is a template's JSON: far below this once it is real. */
const MAX_IMPORT_JSON = 1_000_000;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;
const objectBody = { type: 'object' } as const;

type Body = Record<string, unknown>;

/**
 * The 格式模板 designer's calls (under /api, token required): the record-engine contract over
 * the template store (list, detail, create, update, delete(s), copy — so the generic list page
 * runs the leaf), the field editor's save, JSON export and import, and an enum's items as a
 * field's options. Everything within the caller's group (templates are shared by its companies).
 */
export async function lowcodeRoutes(app: FastifyInstance): Promise<void> {
  const offset = app.config.utcOffsetMinutes;
  const context = (request: FastifyRequest, reply: FastifyReply): DesignContext => ({
    db: app.db,
    auth: request.auth,
    now: app.ctx.now(),
    requestId: request.id,
    ip: request.ip,
    utcOffsetMinutes: offset,
    entities: ENTITIES,
    detail: () => requestLogDetail(request, reply),
  });
  const perm = (code: string) => ({ permission: `${PERM}:${code}` });

  for (const path of [`${BASE}/v2/list`, `${BASE}/list`])
    app.post<{ Body: Body | undefined }>(path, { schema: { body: objectBody } }, async (request) => {
      const body = request.body ?? {};
      const tplId =
        typeof body.tplId === 'string' && new RegExp(UUID_PATTERN).test(body.tplId) ? body.tplId : null;
      return ok(await listFormats(app.db, request.auth, tplId, body, offset));
    });

  app.get<{ Params: { id: string } }>(
    `${BASE}/detail/:id`,
    { schema: { params: idParams } },
    async (request) => ok(await readFormatSeed(app.db, request.auth.groupId, request.params.id)),
  );
  app.post<{ Body: { id: string } }>(`${BASE}/detail`, { schema: { body: idParams } }, async (request) =>
    ok(await readFormatSeed(app.db, request.auth.groupId, request.body.id)),
  );

  app.post<{ Body: Body }>(
    `${BASE}/create`,
    { config: perm('add'), schema: { body: objectBody } },
    async (request, reply) => {
      const { id } = await createFormat(context(request, reply), request.body);
      return ok(await readFormatSeed(app.db, request.auth.groupId, id));
    },
  );

  /** 编辑 (header) and 设计字段 (fields): one save, under the version the editor read. */
  const update = async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply, id: unknown) => {
    if (typeof id !== 'string' || !new RegExp(UUID_PATTERN).test(id)) throw badRequest('id格式错误');
    const { id: _id, version, ...raw } = request.body;
    await saveFormat(context(request, reply), id, raw, version);
    return ok(await readFormatSeed(app.db, request.auth.groupId, id));
  };
  app.put<{ Body: Body }>(
    `${BASE}/update`,
    { config: perm('edit'), schema: { body: objectBody } },
    (request, reply) => update(request, reply, request.body.id),
  );
  app.put<{ Body: Body; Params: { id: string } }>(
    `${BASE}/design/:id`,
    { config: perm('design'), schema: { body: objectBody, params: idParams } },
    (request, reply) => update(request, reply, request.params.id),
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/delete/:id`,
    { config: perm('delete'), schema: { params: idParams } },
    async (request, reply) =>
      ok({ count: await deleteFormats(context(request, reply), [request.params.id]) }),
  );
  app.post<{ Body: { ids?: unknown } }>(
    `${BASE}/deletes`,
    {
      config: perm('delete'),
      schema: { body: { type: 'object', properties: { ids: { type: 'array', maxItems: 1000 } } } },
    },
    async (request, reply) => {
      const ids = request.body.ids;
      if (!Array.isArray(ids) || ids.length === 0) throw badRequest('请选择要删除的数据');
      const re = new RegExp(UUID_PATTERN);
      if (!ids.every((i): i is string => typeof i === 'string' && re.test(i))) throw badRequest('id格式错误');
      return ok({ count: await deleteFormats(context(request, reply), [...new Set(ids)]) });
    },
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/copy/:id`,
    { config: perm('add'), schema: { params: idParams } },
    async (request, reply) => {
      const { id } = await copyFormat(context(request, reply), request.params.id);
      return ok(await readFormatSeed(app.db, request.auth.groupId, id));
    },
  );

  /** 导出模板: the template as configuration JSON (popups and details by code, no ids). */
  app.get<{ Params: { id: string } }>(
    `${BASE}/json/:id`,
    { config: perm('exportJson'), schema: { params: idParams } },
    async (request, reply) => {
      const {
        id: _id,
        version: _v,
        ...seed
      } = await readFormatSeed(app.db, request.auth.groupId, request.params.id);
      reply.header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(seed.code)}.json`,
      );
      return ok(seed);
    },
  );

  /** 导入模板: the JSON of 导出模板, checked field by field; a new code only. */
  app.post<{ Body: Body }>(
    `${BASE}/json-import`,
    { config: perm('importJson'), schema: { body: objectBody }, bodyLimit: MAX_IMPORT_JSON },
    async (request, reply) => {
      const { id } = await createFormat(context(request, reply), request.body, 'import');
      return ok(await readFormatSeed(app.db, request.auth.groupId, id));
    },
  );

  /** 发布: a 自定义表 definition becomes a real table served at /optimus_prime/custom/{table}/… */
  app.post<{ Body: { id: string } }>(
    '/optimus_prime/cg_table/publish',
    {
      config: { permission: 'optimus_prime:cg_table:publish' },
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: UUID_PATTERN } },
        },
      },
    },
    async (request, reply) => ok(await publishTable(context(request, reply), request.body.id), '发布成功'),
  );
  await app.register(customTableRoutes);

  /** An enum's items as a field's options (the field editor's 选项来源). */
  app.get<{ Params: { code: string } }>(
    '/optimus_prime/cg_enum/options/:code',
    {
      schema: {
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } },
        },
      },
    },
    async (request) => {
      const { rows } = await sql<{
        value: string;
        label: string;
        color: string | null;
        disabled: string | null;
      }>`
        select i.item_value as value, i.item_label as label, i.color, i.disabled
        from cg_enum e join cg_enum_item i on i.parent_id = e.id
        where e.org_id = ${request.auth.orgId} and e.deleted_at is null and e.enum_code = ${request.params.code}
        order by i.sort_index`.execute(app.db);
      const found =
        await sql`select 1 from cg_enum where org_id = ${request.auth.orgId} and deleted_at is null
        and enum_code = ${request.params.code}`.execute(app.db);
      if (found.rows.length === 0) throw notFound();
      return ok(
        rows.map((r) => ({
          value: r.value,
          label: r.label,
          ...(r.color ? { color: r.color } : {}),
          ...(r.disabled === '是' ? { disabled: true } : {}),
        })),
      );
    },
  );
}
