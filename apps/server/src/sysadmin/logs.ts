import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { ids, idParams, objectBody, sysCtx, type Body } from './common';
import { sql, type SelectQueryBuilder } from 'kysely';
import { pageList, parseList, type ListFields } from './sysList';

/**
 * 登录日志 (sign-ins of the caller's group), 操作日志 (writes in the current company) and 系统日志
 * (errors the browser apps report, per group): search by user, time range and result, paged, and
 * exported as .xlsx (at most MAX_LOG_EXPORT rows; narrow the search for more).
 */
export const MAX_LOG_EXPORT = 50_000;
export const LOG_EXPORT_TOO_MANY = `导出数据不能超过${MAX_LOG_EXPORT}行，请缩小查询范围`;

const LOGIN_FIELDS: ListFields = {
  username: { column: 'l.username' },
  ip: { column: 'l.ip' },
  success: { column: 'l.success', kind: 'boolean' },
  status: { column: 'l.status', kind: 'number' },
  reason: { column: 'l.reason' },
  grantType: { column: 'l.grant_type' },
  createDate: { column: 'l.created_at', kind: 'date' },
};
const LOGIN_COLUMNS = [
  'l.id',
  'l.username',
  'l.ip',
  'l.user_agent as userAgent',
  'l.client_id as clientId',
  'l.grant_type as grantType',
  'l.success',
  'l.status',
  'l.reason',
  'l.created_at as createDate',
] as const;
const LOGIN_HEADERS: [string, string][] = [
  ['username', '用户名'],
  ['ip', 'IP地址'],
  ['grantType', '登录方式'],
  ['success', '结果'],
  ['reason', '原因'],
  ['userAgent', '客户端'],
  ['createDate', '登录时间'],
];

const OP_FIELDS: ListFields = {
  username: { column: 'o.username' },
  action: { column: 'o.action' },
  entity: { column: 'o.entity' },
  entityId: { column: 'o.entity_id' },
  ip: { column: 'o.ip' },
  path: { column: 'o.path' },
  createDate: { column: 'o.created_at', kind: 'date' },
};
const OP_COLUMNS = [
  'o.id',
  'o.username',
  'o.action',
  'o.entity',
  'o.entity_id as entityId',
  'o.ip',
  'o.path',
  'o.execute_ms as executeTime',
  'o.created_at as createDate',
] as const;
const OP_HEADERS: [string, string][] = [
  ['username', '操作人'],
  ['entity', '对象'],
  ['action', '操作'],
  ['entityId', '数据ID'],
  ['path', '请求地址'],
  ['ip', 'IP地址'],
  ['createDate', '操作时间'],
];

const CLIENT_FIELDS: ListFields = {
  username: { column: 'c.username' },
  type: { column: 'c.type' },
  url: { column: 'c.url' },
  message: { column: 'c.message' },
  createDate: { column: 'c.created_at', kind: 'date' },
};
const CLIENT_COLUMNS = ['c.id', 'c.username', 'c.type', 'c.url', 'c.message', 'c.stack', 'c.info', 'c.ip', 'c.created_at as createDate'] as const;
const CLIENT_HEADERS: [string, string][] = [
  ['username', '用户'],
  ['type', '类型'],
  ['url', '地址'],
  ['message', '信息'],
  ['createDate', '时间'],
];

function cell(value: unknown, offsetMinutes: number): string | number {
  if (value instanceof Date) {
    const local = new Date(value.getTime() + offsetMinutes * 60_000).toISOString();
    return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
  }
  if (typeof value === 'boolean') return value ? '成功' : '失败';
  if (typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value);
}

async function sendXlsx(reply: FastifyReply, label: string, headers: [string, string][], rows: Record<string, unknown>[], offset: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(label);
  sheet.addRow(headers.map(([, h]) => h));
  for (const row of rows) sheet.addRow(headers.map(([k]) => cell(row[k], offset)));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${label}.xlsx`)}`)
    .send(buffer);
}

function exportQuery(q: string | undefined): Body {
  if (!q) return {};
  try {
    const parsed: unknown = JSON.parse(q);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Body;
  } catch {
    // fall through
  }
  throw badRequest('查询参数格式错误');
}

/**
 * GET {base}/export?q=<JSON {search, sort}>: every matching row (at most MAX_LOG_EXPORT) as .xlsx with
 * the given column labels; the same scope and field map as the list.
 */
export function registerExport(
  app: FastifyInstance,
  spec: {
    base: string;
    permission: string;
    label: string;
    headers: [string, string][];
    fields: ListFields;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    query: (request: FastifyRequest) => SelectQueryBuilder<any, any, object>;
    columns: readonly string[];
    order: string;
  },
): void {
  app.get<{ Querystring: { q?: string } }>(
    `${spec.base}/export`,
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 20000 } } } }, config: { permission: spec.permission } },
    async (request, reply) => {
      const { limit: _ignored, ...body } = exportQuery(request.query.q);
      const { where, orderBy } = parseList(spec.fields, body);
      let q = spec.query(request);
      for (const w of where) q = q.where(sql<boolean>`${w}`);
      const count = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
      if (Number((count as { n?: string } | undefined)?.n ?? 0) > MAX_LOG_EXPORT) throw badRequest(LOG_EXPORT_TOO_MANY);
      let rows = q.select(spec.columns as never);
      for (const o of orderBy) rows = rows.orderBy(o);
      const list = (await rows.orderBy(sql.raw(spec.order)).execute()) as Record<string, unknown>[];
      return sendXlsx(reply, spec.label, spec.headers, list, app.config.utcOffsetMinutes);
    },
  );
}

export function registerLogRoutes(app: FastifyInstance): void {
  const db = app.db;

  const logs = [
    {
      base: '/sys-login-log',
      perm: 'sys:login_log',
      label: '登录日志',
      // failed attempts carry the user but no group: a known user of the group counts; unknown names stay out (another tenant's typing)
      query: (groupId: string, _orgId: string) =>
        db
          .selectFrom('sys_login_log as l')
          .where((eb) =>
            eb.or([
              eb('l.group_id', '=', groupId),
              eb('l.user_id', 'in', eb.selectFrom('sys_user').select('id').where('group_id', '=', groupId)),
            ]),
          ),
      fields: LOGIN_FIELDS,
      columns: LOGIN_COLUMNS,
      order: 'l.created_at desc, l.id',
      headers: LOGIN_HEADERS,
    },
    {
      base: '/sys-operation-log',
      perm: 'sys:operation_log',
      label: '操作日志',
      query: (_groupId: string, orgId: string) => db.selectFrom('sys_operation_log as o').where('o.org_id', '=', orgId),
      fields: OP_FIELDS,
      columns: OP_COLUMNS,
      order: 'o.created_at desc, o.id',
      headers: OP_HEADERS,
    },
    {
      base: '/admin/log',
      perm: 'sys:sys_log',
      label: '系统日志',
      query: (groupId: string, _orgId: string) => db.selectFrom('sys_client_log as c').where('c.group_id', '=', groupId),
      fields: CLIENT_FIELDS,
      columns: CLIENT_COLUMNS,
      order: 'c.created_at desc, c.id',
      headers: CLIENT_HEADERS,
    },
  ] as const;

  for (const log of logs) {
    for (const path of [`${log.base}/v2/list`, `${log.base}/page`])
      app.post(path, { schema: { body: objectBody }, config: { permissionAny: log.perm } }, async (request) =>
        ok(await pageList(log.query(request.auth.groupId, request.auth.orgId), log.fields, request.body, (q) => q.select(log.columns as never), log.order)),
      );
    registerExport(app, {
      base: log.base,
      permission: `${log.perm}:export`,
      label: log.label,
      headers: log.headers as unknown as [string, string][],
      fields: log.fields,
      query: (request) => log.query(request.auth.groupId, request.auth.orgId),
      columns: log.columns,
      order: log.order,
    });
  }

  // 操作日志 detail (the request as logged: path, parameters without secrets, before/after)
  app.get<{ Params: { id: string } }>('/sys-operation-log/detail/:id', { schema: { params: idParams }, config: { permissionAny: 'sys:operation_log' } }, async (request) => {
    const row = await db
      .selectFrom('sys_operation_log')
      .select(['id', 'username', 'action', 'entity', 'entity_id as entityId', 'path', 'request_params as requestParams', 'request_heads as requestHeads', 'client_info as clientInfo', 'execute_ms as executeTime', 'before as beforeInfo', 'after as resultInfo', 'created_at as createDate'])
      .where('org_id', '=', request.auth.orgId)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return ok(row);
  });

  // 系统日志: deleting entries (one, or a selection)
  const deleteClientLogs = async (list: string[], request: Parameters<typeof sysCtx>[1], reply: FastifyReply) => {
    const ctx = sysCtx(app, request, reply);
    return db.transaction().execute(async (trx) => {
      const done = await trx.deleteFrom('sys_client_log').where('group_id', '=', request.auth.groupId).where('id', 'in', list).executeTakeFirst();
      if (Number(done.numDeletedRows) !== list.length) throw notFound();
      await ctx.log(trx, 'sys_log', 'delete', null, { ids: list }, undefined);
      return list.length;
    });
  };
  app.delete<{ Params: { id: string } }>('/admin/log/:id', { schema: { params: idParams }, config: { permission: 'sys:sys_log:delete' } }, async (request, reply) =>
    ok({ count: await deleteClientLogs([request.params.id], request, reply) }, '删除成功'),
  );
  app.post<{ Body: Body }>('/admin/log/deletes', { schema: { body: objectBody }, config: { permission: 'sys:sys_log:delete' } }, async (request, reply) =>
    ok({ count: await deleteClientLogs(ids(request.body.ids), request, reply) }, '删除成功'),
  );

  // Any signed-in browser reports its errors here (SPEC §3 client log entries); bounded in size and count.
  app.post<{ Body: { logs?: unknown } | unknown[] }>(
    '/admin/log/logs',
    { schema: { body: {} }, bodyLimit: 64 * 1024 },
    async (request) => {
      const given = Array.isArray(request.body) ? request.body : (request.body as { logs?: unknown })?.logs;
      if (!Array.isArray(given) || given.length === 0 || given.length > 50) throw badRequest('日志格式错误');
      const str = (v: unknown, max: number) => (v === undefined || v === null ? null : String(typeof v === 'object' ? JSON.stringify(v) : v).slice(0, max));
      const rows = given.map((raw: unknown) => {
        const e = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
        return {
          org_id: request.auth.orgId,
          group_id: request.auth.groupId,
          user_id: request.auth.userId,
          username: request.auth.username,
          url: str(e.url, 1000),
          type: str(e.type, 50) ?? 'error',
          message: str(e.message, 2000) ?? '',
          stack: str(e.stack, 8000),
          info: str(e.info, 2000),
          ip: request.ip,
          created_at: app.ctx.now(),
        };
      });
      await db.insertInto('sys_client_log').values(rows).execute();
      return ok({ count: rows.length });
    },
  );
}
