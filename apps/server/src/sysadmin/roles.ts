import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, badRequest, notFound } from '../http/errors';
import { conflict, ids, idParams, objectBody, recordId, setEnabledRows, sysCtx, text, version, type Body, type SysCtx } from './common';
import { fullMenuTree, withAncestors } from './menuTree';
import { ROLE_ASSIGNMENT_KINDS, type RoleAssignmentKind } from './schema';
import { pageList, type ListFields } from './sysList';

/**
 * 角色管理. Roles belong to a group. The admin role (is_admin) holds everything: it cannot be
 * deleted, disabled or given a menu set. A role manager who is not an administrator can grant only
 * buttons they hold themselves (no one raises a role above their own rights).
 */
export const ROLE_MSG = {
  codeTaken: '角色编码已存在',
  adminLocked: '管理员角色拥有全部权限，不能删除、停用或修改权限',
  badKind: '分配类型不合法',
  badTarget: '所选数据不存在',
  badMenu: '所选菜单或按钮不存在',
  notHeld: '不能分配自己没有的权限',
  badUser: '所选用户不存在',
} as const;

const FIELDS: ListFields = {
  roleCode: { column: 'r.role_code' },
  roleName: { column: 'r.role_name' },
  remark: { column: 'r.remark' },
  enabled: { column: 'r.enabled', kind: 'boolean' },
  createDate: { column: 'r.created_at', kind: 'date' },
};
const COLUMNS = [
  'r.id',
  'r.role_code as roleCode',
  'r.role_name as roleName',
  'r.remark',
  'r.is_admin as isAdmin',
  'r.enabled',
  'r.version',
  'r.created_at as createDate',
  'r.updated_at as updateDate',
] as const;

/** Where a kind's targets live and how they are scoped; null: the table is not in this build, ids kept as given. */
const TARGET_TABLES: Readonly<Record<RoleAssignmentKind, { table: string; scope: 'group_id' | 'org_id' }>> = {
  org: { table: 'sys_org', scope: 'group_id' },
  numberPrefix: { table: 'ep_number_prefix', scope: 'org_id' },
  assayFormat: { table: 'qc_assay_format', scope: 'org_id' },
  inventoryClass: { table: 'bd_inventory_class', scope: 'org_id' },
};

const roleQuery = (db: Kysely<Database>, groupId: string) => db.selectFrom('sys_role as r').where('r.group_id', '=', groupId);

async function readRole(db: Kysely<Database>, groupId: string, id: string) {
  return roleQuery(db, groupId).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

async function lockedRole(ctx: SysCtx, id: string) {
  const role = await readRole(ctx.db, ctx.request.auth.groupId, id);
  if (!role) throw notFound();
  if (role.isAdmin) throw badRequest(ROLE_MSG.adminLocked);
  return role;
}

export async function createRole(ctx: SysCtx, body: Body) {
  const groupId = ctx.request.auth.groupId;
  const roleCode = text(body, 'roleCode', '角色编码', { required: true, max: 50 })!;
  const roleName = text(body, 'roleName', '角色名称', { required: true, max: 50 })!;
  const remark = text(body, 'remark', '备注', { max: 500 });
  const id = await ctx.db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('sys_role').select('id').where('group_id', '=', groupId).where('role_code', '=', roleCode).executeTakeFirst();
    if (clash) throw badRequest(ROLE_MSG.codeTaken);
    const row = await trx
      .insertInto('sys_role')
      .values({ group_id: groupId, role_code: roleCode, role_name: roleName, remark })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.log(trx, 'role', 'create', row.id, undefined, { roleCode, roleName, remark });
    return row.id;
  });
  return readRole(ctx.db, groupId, id);
}

export async function updateRole(ctx: SysCtx, body: Body) {
  const groupId = ctx.request.auth.groupId;
  const id = recordId(body);
  const expected = version(body);
  const before = await readRole(ctx.db, groupId, id);
  if (!before) throw notFound();
  const roleCode = 'roleCode' in body ? text(body, 'roleCode', '角色编码', { required: true, max: 50 })! : before.roleCode;
  const roleName = 'roleName' in body ? text(body, 'roleName', '角色名称', { required: true, max: 50 })! : before.roleName;
  const remark = 'remark' in body ? text(body, 'remark', '备注', { max: 500 }) : before.remark;
  if (before.isAdmin && roleCode !== before.roleCode) throw badRequest(ROLE_MSG.adminLocked);
  await ctx.db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('sys_role')
      .select('id')
      .where('group_id', '=', groupId)
      .where('role_code', '=', roleCode)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (clash) throw badRequest(ROLE_MSG.codeTaken);
    const done = await trx
      .updateTable('sys_role')
      .set({ role_code: roleCode, role_name: roleName, remark, version: sql`version + 1`, updated_at: ctx.now })
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict();
    await ctx.log(trx, 'role', 'update', id, before, { roleCode, roleName, remark });
  });
  return readRole(ctx.db, groupId, id);
}

export async function deleteRoles(ctx: SysCtx, given: unknown): Promise<number> {
  const list = ids(given);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of list) {
      const role = await lockedRole({ ...ctx, db: trx }, id);
      await trx.deleteFrom('sys_role').where('id', '=', id).execute();
      await ctx.log(trx, 'role', 'delete', id, role, undefined);
    }
    return list.length;
  });
}

/** Users, companies and data rights of a role. */
export async function roleAssignments(db: Kysely<Database>, groupId: string, id: string) {
  if (!(await readRole(db, groupId, id))) throw notFound();
  const [users, rows] = await Promise.all([
    db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', id).execute(),
    db.selectFrom('sys_role_assignment').select(['kind', 'target_id']).where('role_id', '=', id).execute(),
  ]);
  const out: Record<string, string[]> = { userIds: users.map((u) => u.user_id) };
  for (const kind of ROLE_ASSIGNMENT_KINDS) out[kind] = rows.filter((r) => r.kind === kind).map((r) => r.target_id);
  return out;
}

async function tableExists(db: Kysely<Database>, table: string): Promise<boolean> {
  const row = await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db);
  return row.rows[0]?.t != null;
}

/** Replaces one kind of data right of a role (kind from the fixed list; targets of this group/company). */
export async function assignToRole(ctx: SysCtx, body: Body) {
  const { groupId, orgId } = ctx.request.auth;
  const roleId = recordId({ id: body.roleId });
  const kind = body.kind as RoleAssignmentKind;
  if (typeof body.kind !== 'string' || !ROLE_ASSIGNMENT_KINDS.includes(kind)) throw badRequest(ROLE_MSG.badKind);
  const before = await roleAssignments(ctx.db, groupId, roleId);
  const targets = ids(body.ids, { allowEmpty: true });
  const target = TARGET_TABLES[kind];
  if (targets.length && (await tableExists(ctx.db, target.table))) {
    // table and column from the fixed map above, never from the request
    const scopeValue = target.scope === 'group_id' ? groupId : orgId;
    const found = await sql<{ n: string }>`select count(*) as n from ${sql.table(target.table)} where id in (${sql.join(targets)}) and ${sql.ref(target.scope)} = ${scopeValue}`.execute(ctx.db);
    if (Number(found.rows[0]?.n ?? 0) !== targets.length) throw badRequest(ROLE_MSG.badTarget);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_role_assignment').where('role_id', '=', roleId).where('kind', '=', kind).execute();
    if (targets.length)
      await trx.insertInto('sys_role_assignment').values(targets.map((target_id) => ({ role_id: roleId, kind, target_id }))).execute();
    await ctx.log(trx, 'role', `assign:${kind}`, roleId, { [kind]: before[kind] }, { [kind]: targets });
  });
  return roleAssignments(ctx.db, groupId, roleId);
}

export async function assignRoleUsers(ctx: SysCtx, body: Body) {
  const { groupId } = ctx.request.auth;
  const roleId = recordId({ id: body.roleId });
  const role = await readRole(ctx.db, groupId, roleId);
  if (!role) throw notFound();
  if (role.isAdmin && !ctx.request.auth.admin) throw new AppError(403, '只有管理员可以分配管理员角色');
  const userIds = ids(body.userIds, { allowEmpty: true });
  if (userIds.length) {
    const found = await ctx.db.selectFrom('sys_user').select('id').where('group_id', '=', groupId).where('id', 'in', userIds).execute();
    if (found.length !== userIds.length) throw badRequest(ROLE_MSG.badUser);
  }
  const before = await roleAssignments(ctx.db, groupId, roleId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_user_role').where('role_id', '=', roleId).execute();
    if (userIds.length) await trx.insertInto('sys_user_role').values(userIds.map((user_id) => ({ user_id, role_id: roleId }))).execute();
    await ctx.log(trx, 'role', 'assign:users', roleId, { userIds: before.userIds }, { userIds });
  });
  return roleAssignments(ctx.db, groupId, roleId);
}

/** The full menu tree with the role's menus and buttons checked (the admin role: everything). */
export async function roleMenuTree(db: Kysely<Database>, groupId: string, id: string) {
  const role = await readRole(db, groupId, id);
  if (!role) throw notFound();
  if (role.isAdmin) {
    const [menus, buttons] = await Promise.all([
      db.selectFrom('sys_menu').select('id').execute(),
      db.selectFrom('sys_menu_button').select('id').execute(),
    ]);
    return { roleId: id, isAdmin: true, tree: await fullMenuTree(db, { menus: new Set(menus.map((m) => m.id)), buttons: new Set(buttons.map((b) => b.id)) }) };
  }
  const [menus, buttons] = await Promise.all([
    db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', id).execute(),
    db.selectFrom('sys_role_button').select('button_id').where('role_id', '=', id).execute(),
  ]);
  return {
    roleId: id,
    isAdmin: false,
    tree: await fullMenuTree(db, { menus: new Set(menus.map((m) => m.menu_id)), buttons: new Set(buttons.map((b) => b.button_id)) }),
  };
}

/**
 * Saves a role's menus and buttons: a checked button brings its menu, a menu its ancestors.
 * A caller who is not an administrator grants only buttons they hold; buttons they do not hold keep
 * their current state on the role.
 */
export async function saveRoleMenus(ctx: SysCtx, id: string, body: Body) {
  const { groupId, admin, permissions } = ctx.request.auth;
  await lockedRole(ctx, id);
  const menuIds = ids(body.menuIds, { allowEmpty: true });
  const buttonIds = ids(body.buttonIds, { allowEmpty: true });
  const [menus, buttons] = await Promise.all([
    ctx.db.selectFrom('sys_menu').select(['id', 'parent_id']).execute(),
    ctx.db.selectFrom('sys_menu_button').select(['id', 'menu_id', 'permission']).execute(),
  ]);
  const parentOf = new Map(menus.map((m) => [m.id, m.parent_id]));
  const buttonById = new Map(buttons.map((b) => [b.id, b]));
  if (menuIds.some((m) => !parentOf.has(m)) || buttonIds.some((b) => !buttonById.has(b))) throw badRequest(ROLE_MSG.badMenu);
  if (!admin && buttonIds.some((b) => !permissions.has(buttonById.get(b)!.permission))) {
    const current = new Set(
      (await ctx.db.selectFrom('sys_role_button').select('button_id').where('role_id', '=', id).execute()).map((r) => r.button_id),
    );
    if (buttonIds.some((b) => !permissions.has(buttonById.get(b)!.permission) && !current.has(b)))
      throw new AppError(403, ROLE_MSG.notHeld);
  }
  const menuSet = withAncestors([...menuIds, ...buttonIds.map((b) => buttonById.get(b)!.menu_id)], parentOf);
  const before = await roleMenuTree(ctx.db, groupId, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_role_menu').where('role_id', '=', id).execute();
    await trx.deleteFrom('sys_role_button').where('role_id', '=', id).execute();
    if (menuSet.size) await trx.insertInto('sys_role_menu').values([...menuSet].map((menu_id) => ({ role_id: id, menu_id }))).execute();
    if (buttonIds.length) await trx.insertInto('sys_role_button').values(buttonIds.map((button_id) => ({ role_id: id, button_id }))).execute();
    await ctx.log(trx, 'role', 'assign:menus', id, { menus: countChecked(before.tree) }, { menuIds: [...menuSet], buttonIds });
  });
  return { menuCount: menuSet.size, buttonCount: buttonIds.length };
}

function countChecked(tree: { checked?: boolean; children: unknown[] }[]): number {
  return tree.reduce((n, node) => n + (node.checked ? 1 : 0) + countChecked(node.children as typeof tree), 0);
}

export function registerRoleRoutes(app: FastifyInstance): void {
  const perm = (code: string) => ({ permission: `sys:role:${code}` });
  const read = { permissionAny: 'sys:role' };
  for (const path of ['/sys-role/v2/list', '/sys-role/list', '/role/page'])
    app.post(path, { schema: { body: objectBody }, config: read }, async (request) =>
      ok(await pageList(roleQuery(app.db, request.auth.groupId), FIELDS, request.body, (q) => q.select(COLUMNS), 'r.created_at, r.id')),
    );
  app.get<{ Params: { id: string } }>('/sys-role/detail/:id', { schema: { params: idParams }, config: read }, async (request) => {
    const role = await readRole(app.db, request.auth.groupId, request.params.id);
    if (!role) throw notFound();
    return ok({ ...role, ...(await roleAssignments(app.db, request.auth.groupId, role.id)) });
  });
  app.post<{ Body: Body }>('/sys-role/create', { schema: { body: objectBody }, config: perm('add') }, async (request, reply) =>
    ok(await createRole(sysCtx(app, request, reply), request.body), '新增成功'),
  );
  app.put<{ Body: Body }>('/sys-role/update', { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) =>
    ok(await updateRole(sysCtx(app, request, reply), request.body), '修改成功'),
  );
  app.post<{ Body: Body }>('/sys-role/deletes', { schema: { body: objectBody }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await deleteRoles(sysCtx(app, request, reply), request.body.ids) }, '删除成功'),
  );
  app.delete<{ Params: { id: string } }>('/sys-role/delete/:id', { schema: { params: idParams }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await deleteRoles(sysCtx(app, request, reply), [request.params.id]) }, '删除成功'),
  );
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const)
    app.post<{ Body: Body }>(`/sys-role/${action}`, { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) => {
      const ctx = sysCtx(app, request, reply);
      const count = await setEnabledRows(
        ctx,
        {
          table: 'sys_role',
          entity: 'role',
          scope: { column: 'group_id', value: request.auth.groupId },
          guard: async (trx, list) => {
            const admins = await trx.selectFrom('sys_role').select('id').where('id', 'in', list).where('is_admin', '=', true).execute();
            if (admins.length) throw badRequest(ROLE_MSG.adminLocked);
          },
        },
        request.body.ids,
        enabled,
      );
      return ok({ count }, enabled ? '启用成功' : '停用成功');
    });
  app.get<{ Params: { id: string } }>('/sys-role/assignments/:id', { schema: { params: idParams }, config: read }, async (request) =>
    ok(await roleAssignments(app.db, request.auth.groupId, request.params.id)),
  );
  app.put<{ Body: Body }>('/sys-role/users', { schema: { body: objectBody }, config: perm('assignUser') }, async (request, reply) =>
    ok(await assignRoleUsers(sysCtx(app, request, reply), request.body), '分配成功'),
  );
  app.put<{ Body: Body }>('/sys-role/assignments', { schema: { body: objectBody }, config: read }, async (request, reply) => {
    // companies: 分配公司; number prefixes, assay formats, inventory classes: 分配数据权限
    const code = request.body.kind === 'org' ? 'assignOrg' : 'assignData';
    if (!request.auth.admin && !request.auth.permissions.has(`sys:role:${code}`)) throw new AppError(403, '当前操作没有权限');
    return ok(await assignToRole(sysCtx(app, request, reply), request.body), '分配成功');
  });
  app.get<{ Params: { id: string } }>('/sys/role/menu-tree/:id', { schema: { params: idParams }, config: read }, async (request) =>
    ok(await roleMenuTree(app.db, request.auth.groupId, request.params.id)),
  );
  app.put<{ Params: { id: string }; Body: Body }>(
    '/sys/role/menu-tree/:id',
    { schema: { params: idParams, body: objectBody }, config: perm('assignMenu') },
    async (request, reply) => ok(await saveRoleMenus(sysCtx(app, request, reply), request.params.id, request.body), '保存成功'),
  );
}
