import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sha256 } from '../auth/tokens';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { bool, idParams, integer, objectBody, sysCtx, text, type Body } from './common';
import { decrypt, encrypt, serverSecret } from './secrets';
import { REVEAL, readRow, registerTableRoutes, type TableSpec } from './tableRoutes';

/** How long a connection or interface test may take. */
export const TEST_TIMEOUT_MS = 5000;

export const CONFIG_MSG = {
  dictCodeTaken: '字典编码已存在',
  itemValueTaken: '字典项值重复',
  appNameTaken: '应用名称已存在',
  badRedirect: '回调地址必须是 http 或 https 地址',
  dsNameTaken: '数据源名称已存在',
  badHost: '主机地址格式错误',
  ifNameTaken: '接口名称已存在',
  badUrl: '接口地址必须是 http 或 https 地址',
  badMethod: '请求方法不合法',
  badHeaders: '请求头格式错误',
  noPassword: '请先设置数据源密码',
} as const;

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]{2,45}\]?)$/;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;

function httpUrl(value: string, message: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(message);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(message);
  return url.toString();
}

const dictSpec: TableSpec = {
  table: 'sys_dict_type',
  entity: 'dict',
  base: '/sys-dict-info',
  permission: 'sys:dict',
  scope: 'group_id',
  fields: { dictCode: { column: 't.dict_code' }, dictName: { column: 't.dict_name' }, enabled: { column: 't.enabled', kind: 'boolean' }, createDate: { column: 't.created_at', kind: 'date' } },
  columns: ['t.id', 't.dict_code as dictCode', 't.dict_name as dictName', 't.remark', 't.enabled', 't.version', 't.created_at as createDate', 't.updated_at as updateDate'],
  defaultOrder: 't.dict_code',
  unique: { column: 'dict_code', field: 'dictCode', message: CONFIG_MSG.dictCodeTaken },
  label: '数据字典',
  headers: [['dictCode', '字典编码'], ['dictName', '字典名称'], ['remark', '备注'], ['enabled', '启用状态']],
  values: async (_ctx, body, before) => ({
    dict_code: text({ dictCode: before?.dictCode, ...body }, 'dictCode', '字典编码', { required: true, max: 50 }),
    dict_name: text({ dictName: before?.dictName, ...body }, 'dictName', '字典名称', { required: true, max: 100 }),
    remark: text({ remark: before?.remark, ...body }, 'remark', '备注', { max: 500 }),
    ...(before ? {} : { enabled: bool(body.enabled, true) }),
  }),
};

const appSpec: TableSpec = {
  table: 'sys_app',
  entity: 'app',
  base: '/sys-app',
  permission: 'sys:app',
  scope: 'group_id',
  fields: { appName: { column: 't.app_name' }, clientId: { column: 't.client_id' }, enabled: { column: 't.enabled', kind: 'boolean' }, createDate: { column: 't.created_at', kind: 'date' } },
  columns: ['t.id', 't.app_name as appName', 't.client_id as clientId', 't.redirect_uris as redirectUris', 't.remark', 't.enabled', 't.version', 't.created_at as createDate', 't.updated_at as updateDate'],
  defaultOrder: 't.created_at, t.id',
  unique: { column: 'app_name', field: 'appName', message: CONFIG_MSG.appNameTaken },
  label: '应用',
  headers: [['appName', '应用名称'], ['clientId', '客户端ID'], ['remark', '备注'], ['enabled', '启用状态']],
  values: async (_ctx, body, before) => {
    const given = 'redirectUris' in body ? body.redirectUris : before?.redirectUris ?? [];
    const list = typeof given === 'string' ? given.split(/[\s,]+/).filter(Boolean) : given;
    if (!Array.isArray(list) || list.length > 10 || list.some((u) => typeof u !== 'string' || u.length > 500)) throw badRequest(CONFIG_MSG.badRedirect);
    const uris = (list as string[]).map((u) => {
      const url = httpUrl(u, CONFIG_MSG.badRedirect);
      if (new URL(url).hash) throw badRequest(CONFIG_MSG.badRedirect);
      return url;
    });
    const values: Record<string, unknown> = {
      app_name: text({ appName: before?.appName, ...body }, 'appName', '应用名称', { required: true, max: 100 }),
      redirect_uris: JSON.stringify(uris),
      remark: text({ remark: before?.remark, ...body }, 'remark', '备注', { max: 500 }),
    };
    if (!before) {
      const secret = randomBytes(32).toString('base64url');
      values.client_id = `app_${randomBytes(8).toString('hex')}`;
      values.secret_hash = sha256(secret);
      values.enabled = bool(body.enabled, true);
      // answered once by create; only its hash is kept
      values[REVEAL] = { clientSecret: secret };
    }
    return values;
  },
};

const datasourceSpec: TableSpec = {
  table: 'sys_datasource',
  entity: 'datasource',
  base: '/sys-datasource',
  permission: 'sys:datasource',
  scope: 'org_id',
  fields: { name: { column: 't.name' }, host: { column: 't.host' }, databaseName: { column: 't.database_name' }, enabled: { column: 't.enabled', kind: 'boolean' }, createDate: { column: 't.created_at', kind: 'date' } },
  columns: [
    't.id',
    't.name',
    't.db_type as dbType',
    't.host',
    't.port',
    't.database_name as databaseName',
    't.username',
    't.remark',
    't.enabled',
    't.version',
    't.created_at as createDate',
    't.updated_at as updateDate',
  ],
  defaultOrder: 't.name',
  unique: { column: 'name', field: 'name', message: CONFIG_MSG.dsNameTaken },
  label: '数据源',
  headers: [['name', '数据源名称'], ['host', '主机地址'], ['port', '端口'], ['databaseName', '数据库名'], ['username', '用户名'], ['remark', '备注']],
  values: async (ctx, body, before) => {
    const merged = { ...before, ...body };
    const host = text(merged, 'host', '主机地址', { required: true, max: 253 })!;
    if (!HOST.test(host)) throw badRequest(CONFIG_MSG.badHost);
    const values: Record<string, unknown> = {
      name: text(merged, 'name', '数据源名称', { required: true, max: 100 }),
      host,
      port: integer(merged, 'port', '端口', 1, 65535, 5432),
      database_name: text(merged, 'databaseName', '数据库名', { required: true, max: 100 }),
      username: text(merged, 'username', '用户名', { required: true, max: 100 }),
      remark: text(merged, 'remark', '备注', { max: 500 }),
    };
    // the password is write-only: absent or empty on update keeps the stored one
    if (typeof body.password === 'string' && body.password !== '') {
      if (body.password.length > 200) throw badRequest('密码长度不能超过200个字符');
      values.password_enc = encrypt(await serverSecret(ctx.db), body.password);
    }
    if (!before) values.enabled = bool(body.enabled, true);
    return values;
  },
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const interfaceSpec: TableSpec = {
  table: 'sys_interface_config',
  entity: 'interface_config',
  base: '/sys-interface-config',
  permission: 'sys:interface_config',
  scope: 'org_id',
  fields: { name: { column: 't.name' }, method: { column: 't.method' }, url: { column: 't.url' }, enabled: { column: 't.enabled', kind: 'boolean' }, createDate: { column: 't.created_at', kind: 'date' } },
  columns: ['t.id', 't.name', 't.method', 't.url', 't.headers', 't.remark', 't.enabled', 't.version', 't.created_at as createDate', 't.updated_at as updateDate'],
  defaultOrder: 't.name',
  unique: { column: 'name', field: 'name', message: CONFIG_MSG.ifNameTaken },
  label: '接口配置',
  headers: [['name', '接口名称'], ['method', '请求方法'], ['url', '接口地址'], ['remark', '备注']],
  values: async (_ctx, body, before) => {
    const merged = { ...before, ...body };
    const method = String(merged.method ?? 'GET').toUpperCase();
    if (!METHODS.includes(method)) throw badRequest(CONFIG_MSG.badMethod);
    const headers = merged.headers ?? {};
    if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) throw badRequest(CONFIG_MSG.badHeaders);
    const entries = Object.entries(headers);
    if (entries.length > 30 || entries.some(([k, v]) => !HEADER_NAME.test(k) || typeof v !== 'string' || v.length > 2000 || /[\r\n]/.test(v)))
      throw badRequest(CONFIG_MSG.badHeaders);
    return {
      name: text(merged, 'name', '接口名称', { required: true, max: 100 }),
      method,
      url: httpUrl(text(merged, 'url', '接口地址', { required: true, max: 2000 })!, CONFIG_MSG.badUrl),
      headers: JSON.stringify(Object.fromEntries(entries)),
      remark: text(merged, 'remark', '备注', { max: 500 }),
      ...(before ? {} : { enabled: bool(body.enabled, true) }),
    };
  },
};

/** Connects with the stored settings and runs `select 1`: success, or only the failure's reason. */
export async function testDatasource(
  settings: { host: string; port: number; database: string; user: string; password: string },
  timeoutMs = TEST_TIMEOUT_MS,
): Promise<{ success: boolean; message: string }> {
  const client = new pg.Client({ ...settings, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, statement_timeout: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return { success: true, message: '连接成功' };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error);
    return { success: false, message: `连接失败：${reason.slice(0, 300)}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Calls the configured interface once: the status, or only the failure's reason (no body). */
export async function testInterface(
  config: { method: string; url: string; headers: Record<string, string> },
  timeoutMs = TEST_TIMEOUT_MS,
): Promise<{ success: boolean; status?: number; message: string }> {
  try {
    const res = await fetch(config.url, { method: config.method, headers: config.headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel().catch(() => undefined);
    return { success: res.status < 400, status: res.status, message: `HTTP ${res.status}` };
  } catch (error) {
    const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const reason = e.name === 'TimeoutError' ? `超时（${timeoutMs / 1000}秒）` : (e.cause?.code ?? e.cause?.message ?? e.message ?? String(error));
    return { success: false, message: `调用失败：${String(reason).slice(0, 300)}` };
  }
}

export function registerConfigRoutes(app: FastifyInstance): void {
  for (const spec of [dictSpec, appSpec, datasourceSpec, interfaceSpec]) registerTableRoutes(app, spec);

  // ---- dictionary items
  const dictType = async (groupId: string, id: string) => {
    const row = await readRow(app.db, dictSpec, groupId, id);
    if (!row) throw notFound();
    return row;
  };
  const itemsOf = (typeId: string) =>
    app.db
      .selectFrom('sys_dict_item')
      .select(['id', 'item_value as itemValue', 'item_label as itemLabel', 'seq', 'enabled'])
      .where('type_id', '=', typeId)
      .orderBy('seq')
      .orderBy('item_value')
      .execute();
  app.get<{ Params: { id: string } }>('/sys-dict-info/items/:id', { schema: { params: idParams }, config: { permissionAny: 'sys:dict' } }, async (request) => {
    await dictType(request.auth.groupId, request.params.id);
    return ok(await itemsOf(request.params.id));
  });
  app.put<{ Params: { id: string }; Body: Body }>(
    '/sys-dict-info/items/:id',
    { schema: { params: idParams, body: objectBody }, config: { permission: 'sys:dict:edit' } },
    async (request, reply) => {
      const ctx = sysCtx(app, request, reply);
      const type = await dictType(request.auth.groupId, request.params.id);
      const given = request.body.items;
      if (!Array.isArray(given) || given.length > 500) throw badRequest('字典项格式错误');
      const items = given.map((raw: unknown, i) => {
        const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
        return {
          type_id: type.id as string,
          item_value: text(item, 'itemValue', '字典项值', { required: true, max: 100 })!,
          item_label: text(item, 'itemLabel', '字典项名称', { required: true, max: 100 })!,
          seq: integer(item, 'seq', '排序', 0, 99999, i),
          enabled: bool(item.enabled, true),
        };
      });
      if (new Set(items.map((i) => i.item_value)).size !== items.length) throw badRequest(CONFIG_MSG.itemValueTaken);
      const before = await itemsOf(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sys_dict_item').where('type_id', '=', request.params.id).execute();
        if (items.length) await trx.insertInto('sys_dict_item').values(items).execute();
        await ctx.log(trx, 'dict', 'items', request.params.id, before, items);
      });
      return ok(await itemsOf(request.params.id), '保存成功');
    },
  );
  // Any signed-in user's forms read a dictionary's enabled items by code.
  app.get<{ Params: { code: string } }>(
    '/sys-dict-info/code/:code',
    { schema: { params: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 50 } } } } },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_dict_item as i')
        .innerJoin('sys_dict_type as t', 't.id', 'i.type_id')
        .select(['i.item_value as value', 'i.item_label as label'])
        .where('t.group_id', '=', request.auth.groupId)
        .where('t.dict_code', '=', request.params.code)
        .where('t.enabled', '=', true)
        .where('i.enabled', '=', true)
        .orderBy('i.seq')
        .execute();
      return ok(rows);
    },
  );

  // ---- app secret reset: a new secret shown once
  app.post<{ Params: { id: string } }>('/sys-app/secret/:id', { schema: { params: idParams }, config: { permission: 'sys:app:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const row = await readRow(app.db, appSpec, request.auth.groupId, request.params.id);
    if (!row) throw notFound();
    const secret = randomBytes(32).toString('base64url');
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_app').set({ secret_hash: sha256(secret), updated_at: ctx.now }).where('id', '=', request.params.id).execute();
      await ctx.log(trx, 'app', 'resetSecret', request.params.id, undefined, { clientId: row.clientId });
    });
    return ok({ clientId: row.clientId, clientSecret: secret }, '密钥已重置（仅显示一次）');
  });

  // ---- tests
  app.post<{ Params: { id: string } }>('/sys-datasource/test/:id', { schema: { params: idParams }, config: { permission: 'sys:datasource:test' } }, async (request) => {
    const row = await app.db
      .selectFrom('sys_datasource')
      .select(['host', 'port', 'database_name', 'username', 'password_enc'])
      .where('org_id', '=', request.auth.orgId)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const password = row.password_enc ? decrypt(await serverSecret(app.db), row.password_enc) : '';
    return ok(await testDatasource({ host: row.host, port: row.port, database: row.database_name, user: row.username, password }));
  });
  app.post<{ Params: { id: string } }>('/sys-interface-config/test/:id', { schema: { params: idParams }, config: { permission: 'sys:interface_config:test' } }, async (request) => {
    const row = await app.db
      .selectFrom('sys_interface_config')
      .select(['method', 'url', 'headers'])
      .where('org_id', '=', request.auth.orgId)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return ok(await testInterface(row));
  });
}
