import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { bool, integer, idParams, objectBody, recordId, sysCtx, text, type Body } from './common';
import { fullMenuTree } from './menuTree';

/**
 * 菜单管理: the site-wide menu tree (menus are shared by every group). Titles, icons, order,
 * keepAlive and isApp are edited; buttons added and removed; page paths (resources) bound to menus,
 * which is also where the 403 registration call of SPEC §6 lands.
 */
export const MENU_MSG = {
  buttonCodeTaken: '按钮编码已存在',
  badCode: '按钮编码只能包含字母、数字和下划线',
  badPath: '权限路径格式错误',
  badMethods: '请求方法不合法',
  registered: '资源权限添加成功',
  already: '该资源权限已存在',
} as const;

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const PATH = /^\/[A-Za-z0-9/_:.{}-]{0,300}$/;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** The permission-key prefix of a menu's buttons: its existing buttons', or from /modules/<module>/<entity>. */
function prefixOf(path: string, existing: string | undefined): string {
  if (existing) return existing.slice(0, existing.lastIndexOf(':'));
  const m = /^\/modules\/([^/]+)\/([^/]+)/.exec(path);
  return m ? `${m[1]}:${m[2]}` : path.replace(/^\//, '').replace(/\//g, ':');
}

export function registerMenuRoutes(app: FastifyInstance): void {
  const db = app.db;
  const read = { permissionAny: 'sys:menu' };
  for (const path of ['/sys/menu2/tree', '/sys-menu/list'])
    app.get(path, { config: read }, async () => ok(await fullMenuTree(db)));

  app.put<{ Body: Body }>('/sys/menu2', { schema: { body: objectBody }, config: { permission: 'sys:menu:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const id = recordId(request.body);
    const before = await db.selectFrom('sys_menu').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound();
    const b = request.body;
    const values = {
      title: 'title' in b ? text(b, 'title', '菜单名称', { required: true, max: 50 })! : before.title,
      icon: 'icon' in b ? text(b, 'icon', '图标', { max: 100 }) : before.icon,
      seq: integer(b, 'seq', '排序', 0, 99999, before.seq),
      keep_alive: bool(b.keepAlive, before.keep_alive),
      is_app: bool(b.isApp, before.is_app),
      enabled: bool(b.enabled, before.enabled),
    };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_menu').set(values).where('id', '=', id).execute();
      await ctx.log(trx, 'menu', 'update', id, before, values);
    });
    return ok(true, '修改成功');
  });

  app.post<{ Body: Body }>('/sys/menu2/button', { schema: { body: objectBody }, config: { permission: 'sys:menu:add' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const menuId = recordId({ id: request.body.menuId });
    const menu = await db.selectFrom('sys_menu').select(['id', 'path']).where('id', '=', menuId).executeTakeFirst();
    if (!menu) throw notFound();
    const name = text(request.body, 'name', '按钮名称', { required: true, max: 20 })!;
    const code = text(request.body, 'code', '按钮编码', { required: true, max: 50 })!;
    if (!CODE.test(code)) throw badRequest(MENU_MSG.badCode);
    const seq = integer(request.body, 'seq', '排序', 0, 999, 0);
    const existing = await db.selectFrom('sys_menu_button').select(['code', 'permission']).where('menu_id', '=', menuId).execute();
    if (existing.some((e) => e.code === code)) throw badRequest(MENU_MSG.buttonCodeTaken);
    const permission = `${prefixOf(menu.path, existing[0]?.permission)}:${code}`;
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_menu_button').values({ id, menu_id: menuId, name, code, permission, seq }).execute();
      await ctx.log(trx, 'menu', 'addButton', menuId, undefined, { id, name, code, permission });
    });
    return ok({ id, menuId, name, code, permission, seq }, '新增成功');
  });

  app.delete<{ Params: { id: string } }>('/sys/menu2/button/:id', { schema: { params: idParams }, config: { permission: 'sys:menu:delete' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const before = await db.selectFrom('sys_menu_button').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!before) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_menu_button').where('id', '=', before.id).execute();
      await ctx.log(trx, 'menu', 'deleteButton', before.menu_id, before, undefined);
    });
    return ok({ count: 1 }, '删除成功');
  });

  app.get<{ Params: { id: string } }>('/sys/menu2/:id/resource', { schema: { params: idParams }, config: read }, async (request) => {
    if (!(await db.selectFrom('sys_menu').select('id').where('id', '=', request.params.id).executeTakeFirst())) throw notFound();
    const rows = await db
      .selectFrom('sys_menu_resource')
      .select(['id', 'menu_id as menuId', 'permission', 'methods', 'created_at as createDate'])
      .where('menu_id', '=', request.params.id)
      .orderBy('permission')
      .execute();
    return ok(rows.map((r) => ({ ...r, methods: r.methods.split(',') })));
  });

  // SPEC §6: after a 403 on a page path the client offers to register it for the menu ({menuId, permission, methods}).
  app.post<{ Body: Body }>('/sys/menu2/permission', { schema: { body: objectBody }, config: { permission: 'sys:menu:edit' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const menuId = recordId({ id: request.body.menuId });
    const permission = text(request.body, 'permission', '权限路径', { required: true, max: 300 })!;
    if (!PATH.test(permission)) throw badRequest(MENU_MSG.badPath);
    const given = Array.isArray(request.body.methods) ? request.body.methods : typeof request.body.methods === 'string' ? request.body.methods.split(',') : [];
    const methods = [...new Set(given.map((m) => String(m).trim().toUpperCase()).filter((m) => m !== ''))];
    if (methods.length === 0 || methods.some((m) => !METHODS.has(m))) throw badRequest(MENU_MSG.badMethods);
    if (!(await db.selectFrom('sys_menu').select('id').where('id', '=', menuId).executeTakeFirst())) throw notFound();
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sys_menu_resource')
        .values({ menu_id: menuId, permission, methods: methods.join(',') })
        .onConflict((oc) => oc.columns(['menu_id', 'permission']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await ctx.log(trx, 'menu', 'addResource', menuId, undefined, { permission, methods });
      return row;
    });
    return ok({ id: inserted?.id ?? null, created: inserted !== undefined }, inserted ? MENU_MSG.registered : MENU_MSG.already);
  });

  app.delete<{ Params: { id: string } }>('/sys/menu2/resource/:id', { schema: { params: idParams }, config: { permission: 'sys:menu:delete' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const before = await db.selectFrom('sys_menu_resource').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!before) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_menu_resource').where('id', '=', before.id).execute();
      await ctx.log(trx, 'menu', 'deleteResource', before.menu_id, before, undefined);
    });
    return ok({ count: 1 }, '删除成功');
  });
}
