import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { conflict, ids, idParams, objectBody, recordId, setEnabledRows, sysCtx, version, type Body, type SysCtx } from './common';
import { registerExport } from './logs';
import { pageList, type ListFields } from './sysList';

type Table = 'sys_dict_type' | 'sys_app' | 'sys_datasource' | 'sys_interface_config';

/**
 * List, detail, create, update (version → 409), delete and enable/disable of one system
 * configuration table (数据字典, 应用管理, 数据源, 接口配置), scoped to the caller's group or
 * company. `columns` are the wire selections (never a secret); `values` checks a body and returns
 * the columns to write; `unique` names the column whose clash is `uniqueMessage`.
 */
export interface TableSpec {
  table: Table;
  entity: string;
  base: string;
  permission: string;
  scope: 'group_id' | 'org_id';
  fields: ListFields;
  columns: readonly string[];
  defaultOrder: string;
  unique: { column: string; field: string; message: string };
  /** export: sheet name and [wire field, column label] */
  label: string;
  headers: [string, string][];
  values: (ctx: SysCtx, body: Body, before: Record<string, unknown> | null) => Promise<Record<string, unknown>>;
}

/** A key of `values`' answer that is not a column: data create answers once (a generated secret), never stored. */
export const REVEAL = '__reveal';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

export function scopeOf(spec: Pick<TableSpec, 'scope'>, request: FastifyRequest): string {
  return spec.scope === 'group_id' ? request.auth.groupId : request.auth.orgId;
}

export async function readRow(db: Kysely<Database>, spec: TableSpec, scope: string, id: string): Promise<Record<string, unknown> | undefined> {
  return loose(db).selectFrom(`${spec.table} as t`).select(spec.columns as string[]).where(`t.${spec.scope}`, '=', scope).where('t.id', '=', id).executeTakeFirst();
}

export function registerTableRoutes(app: FastifyInstance, spec: TableSpec): void {
  const perm = (code: string) => ({ permission: `${spec.permission}:${code}` });
  const base = spec.base;
  const clash = async (trx: Kysely<Database>, scope: string, value: unknown, selfId: string | null) => {
    let q = loose(trx).selectFrom(spec.table).select('id').where(spec.scope, '=', scope).where(spec.unique.column, '=', value);
    if (selfId) q = q.where('id', '<>', selfId);
    if (await q.executeTakeFirst()) throw badRequest(spec.unique.message);
  };

  for (const path of [`${base}/v2/list`, `${base}/list`])
    app.post(path, { schema: { body: objectBody }, config: { permissionAny: spec.permission } }, async (request) =>
      ok(
        await pageList(
          loose(app.db).selectFrom(`${spec.table} as t`).where(`t.${spec.scope}`, '=', scopeOf(spec, request)),
          spec.fields,
          request.body,
          (q) => q.select(spec.columns as string[]),
          spec.defaultOrder,
        ),
      ),
    );
  registerExport(app, {
    base,
    permission: `${spec.permission}:export`,
    label: spec.label,
    headers: spec.headers,
    fields: spec.fields,
    query: (request) => loose(app.db).selectFrom(`${spec.table} as t`).where(`t.${spec.scope}`, '=', scopeOf(spec, request)),
    columns: spec.columns,
    order: spec.defaultOrder,
  });
  app.get<{ Params: { id: string } }>(`${base}/detail/:id`, { schema: { params: idParams }, config: { permissionAny: spec.permission } }, async (request) => {
    const row = await readRow(app.db, spec, scopeOf(spec, request), request.params.id);
    if (!row) throw notFound();
    return ok(row);
  });
  app.post<{ Body: Body }>(`${base}/create`, { schema: { body: objectBody }, config: perm('add') }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const scope = scopeOf(spec, request);
    const { [REVEAL]: reveal, ...values } = await spec.values(ctx, request.body, null);
    const id = await app.db.transaction().execute(async (trx) => {
      await clash(trx, scope, values[spec.unique.column], null);
      const row = await loose(trx).insertInto(spec.table).values({ ...values, [spec.scope]: scope }).returning('id').executeTakeFirstOrThrow();
      await ctx.log(trx, spec.entity, 'create', row.id, undefined, await readRow(trx, spec, scope, row.id));
      return row.id as string;
    });
    return ok({ ...(await readRow(app.db, spec, scope, id)), ...(reveal as object | undefined) }, '新增成功');
  });
  app.put<{ Body: Body }>(`${base}/update`, { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const scope = scopeOf(spec, request);
    const id = recordId(request.body);
    const expected = version(request.body);
    const before = await readRow(app.db, spec, scope, id);
    if (!before) throw notFound();
    const values = await spec.values(ctx, request.body, before);
    await app.db.transaction().execute(async (trx) => {
      await clash(trx, scope, values[spec.unique.column], id);
      const done = await loose(trx)
        .updateTable(spec.table)
        .set({ ...values, version: sql`version + 1`, updated_at: ctx.now })
        .where('id', '=', id)
        .where(spec.scope, '=', scope)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict();
      await ctx.log(trx, spec.entity, 'update', id, before, await readRow(trx, spec, scope, id));
    });
    return ok(await readRow(app.db, spec, scope, id), '修改成功');
  });
  const remove = async (ctx: SysCtx, given: unknown) => {
    const list = ids(given);
    const scope = scopeOf(spec, ctx.request);
    return app.db.transaction().execute(async (trx) => {
      for (const id of list) {
        const before = await readRow(trx, spec, scope, id);
        if (!before) throw notFound();
        await loose(trx).deleteFrom(spec.table).where('id', '=', id).execute();
        await ctx.log(trx, spec.entity, 'delete', id, before, undefined);
      }
      return list.length;
    });
  };
  app.delete<{ Params: { id: string } }>(`${base}/delete/:id`, { schema: { params: idParams }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await remove(sysCtx(app, request, reply), [request.params.id]) }, '删除成功'),
  );
  app.post<{ Body: Body }>(`${base}/deletes`, { schema: { body: objectBody }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await remove(sysCtx(app, request, reply), request.body.ids) }, '删除成功'),
  );
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const)
    app.post<{ Body: Body }>(`${base}/${action}`, { schema: { body: objectBody }, config: perm(action) }, async (request, reply) =>
      ok(
        {
          count: await setEnabledRows(
            sysCtx(app, request, reply),
            { table: spec.table, entity: spec.entity, scope: { column: spec.scope, value: scopeOf(spec, request) } },
            request.body.ids,
            enabled,
          ),
        },
        enabled ? '启用成功' : '停用成功',
      ),
    );
}
