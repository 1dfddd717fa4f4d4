import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/service';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, badRequest, forbidden, notFound } from '../http/errors';
import {
  bool,
  conflict,
  ids,
  idParams,
  objectBody,
  recordId,
  setEnabledRows,
  sysCtx,
  text,
  version,
  type Body,
  type SysCtx,
} from './common';
import { initialPassword } from './initialPassword';
import { registerExport } from './logs';
import { pageList, type ListFields } from './sysList';

/**
 * 用户管理. Users belong to a group (shared by its companies): the caller sees and changes the
 * users of their own group only; another group's id answers 404. A password hash never leaves
 * the server; initial passwords are made here and answered once.
 */
export const USER_MSG = {
  usernameTaken: '用户名已存在',
  badUsername: '用户名只能包含字母、数字和 _ . @ -，长度4到32位',
  badMobile: '手机号码格式错误',
  noOrg: '请至少选择一个公司',
  badOrg: '所选公司不存在',
  badRole: '所选角色不存在',
  badDept: '所选部门不存在',
  self: '不能对当前登录用户执行此操作',
  adminRole: '只有管理员可以分配管理员角色',
} as const;

const USERNAME = /^[A-Za-z0-9_.@-]{4,32}$/;
const MOBILE = /^1[3-9]\d{9}$/;

const FIELDS: ListFields = {
  username: { column: 'u.username' },
  realName: { column: 'u.real_name' },
  mobile: { column: 'u.mobile' },
  deptName: { column: 'd.dept_name' },
  enabled: { column: 'u.enabled', kind: 'boolean' },
  passwordIsInitial: { column: 'u.password_is_initial', kind: 'boolean' },
  createDate: { column: 'u.created_at', kind: 'date' },
};

/** The wire columns of a user: never the hash or its parameters. */
const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.real_name as realName',
  'u.mobile',
  'u.dept_id as deptId',
  'd.dept_name as deptName',
  'u.enabled',
  'u.password_is_initial as passwordIsInitial',
  'u.version',
  'u.created_at as createDate',
  'u.updated_at as updateDate',
] as const;

function userQuery(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .where('u.group_id', '=', groupId);
}

async function readUser(db: Kysely<Database>, groupId: string, id: string) {
  const user = await userQuery(db, groupId).select(USER_COLUMNS).where('u.id', '=', id).executeTakeFirst();
  if (!user) return null;
  const [orgs, roles, assays] = await Promise.all([
    db.selectFrom('sys_user_org').select('org_id').where('user_id', '=', id).execute(),
    db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).execute(),
    db.selectFrom('sys_user_assignment').select('target_id').where('user_id', '=', id).where('kind', '=', 'assayFormat').execute(),
  ]);
  return {
    ...user,
    orgIds: orgs.map((o) => o.org_id),
    roleIds: roles.map((r) => r.role_id),
    assayFormatIds: assays.map((a) => a.target_id),
  };
}

async function checkOrgs(db: Kysely<Database>, groupId: string, orgIds: string[]): Promise<void> {
  if (orgIds.length === 0) return;
  const found = await db.selectFrom('sys_org').select('id').where('group_id', '=', groupId).where('id', 'in', orgIds).execute();
  if (found.length !== orgIds.length) throw badRequest(USER_MSG.badOrg);
}

async function checkRoles(ctx: SysCtx, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await ctx.db
    .selectFrom('sys_role')
    .select(['id', 'is_admin'])
    .where('group_id', '=', ctx.request.auth.groupId)
    .where('id', 'in', roleIds)
    .execute();
  if (found.length !== roleIds.length) throw badRequest(USER_MSG.badRole);
  // Only an administrator makes another one: a user manager cannot raise anyone (themselves included) to admin.
  if (!ctx.request.auth.admin && found.some((r) => r.is_admin)) throw new AppError(403, USER_MSG.adminRole);
}

async function checkDept(db: Kysely<Database>, groupId: string, deptId: string | null): Promise<void> {
  if (!deptId) return;
  const found = await db.selectFrom('sys_dept').select('id').where('group_id', '=', groupId).where('id', '=', deptId).executeTakeFirst();
  if (!found) throw badRequest(USER_MSG.badDept);
}

function deptOf(body: Body): string | null {
  const v = body.deptId;
  if (v === undefined || v === null || v === '') return null;
  return recordId({ id: v });
}

async function replaceLinks(
  trx: Kysely<Database>,
  table: 'sys_user_org' | 'sys_user_role',
  userId: string,
  targets: string[],
  groupId: string,
): Promise<void> {
  await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  if (targets.length === 0) return;
  if (table === 'sys_user_org')
    await trx
      .insertInto('sys_user_org')
      .values(targets.map((org_id, i) => ({ user_id: userId, org_id, group_id: groupId, is_default: i === 0 })))
      .execute();
  else await trx.insertInto('sys_user_role').values(targets.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

export async function createUser(ctx: SysCtx, body: Body) {
  const { groupId } = ctx.request.auth;
  const username = text(body, 'username', '用户名', { required: true, max: 32 })!;
  if (!USERNAME.test(username)) throw badRequest(USER_MSG.badUsername);
  const realName = text(body, 'realName', '姓名', { required: true, max: 50 })!;
  const mobile = text(body, 'mobile', '手机号码', { max: 20 });
  if (mobile && !MOBILE.test(mobile)) throw badRequest(USER_MSG.badMobile);
  const deptId = deptOf(body);
  // without a choice the user joins the caller's current company (the generic form has no company picker)
  const orgIds = body.orgIds === undefined ? [ctx.request.auth.orgId] : ids(body.orgIds, { message: USER_MSG.noOrg });
  const roleIds = ids(body.roleIds, { allowEmpty: true });
  await checkOrgs(ctx.db, groupId, orgIds);
  await checkRoles(ctx, roleIds);
  await checkDept(ctx.db, groupId, deptId);
  // usernames are unique across the site (sign-in names no group)
  const taken = await ctx.db.selectFrom('sys_user').select('id').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  if (taken) throw badRequest(USER_MSG.usernameTaken);
  const password = initialPassword();
  const hashed = await hashPassword(password);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sys_user')
      .values({
        group_id: groupId,
        dept_id: deptId,
        username,
        real_name: realName,
        mobile,
        password_hash: hashed.hash,
        password_params: JSON.stringify(hashed.params),
        password_is_initial: true,
        enabled: bool(body.enabled, true),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw badRequest(USER_MSG.usernameTaken);
        throw error;
      });
    await replaceLinks(trx, 'sys_user_org', row.id, orgIds, groupId);
    await replaceLinks(trx, 'sys_user_role', row.id, roleIds, groupId);
    await ctx.log(trx, 'user', 'create', row.id, undefined, { username, realName, mobile, deptId, orgIds, roleIds });
    return row.id;
  });
  return { ...(await readUser(ctx.db, groupId, id))!, initialPassword: password };
}

export async function updateUser(ctx: SysCtx, body: Body) {
  const { groupId } = ctx.request.auth;
  const id = recordId(body);
  const expected = version(body);
  const before = await readUser(ctx.db, groupId, id);
  if (!before) throw notFound();
  const realName = 'realName' in body ? text(body, 'realName', '姓名', { required: true, max: 50 })! : before.realName;
  const mobile = 'mobile' in body ? text(body, 'mobile', '手机号码', { max: 20 }) : before.mobile;
  if (mobile && !MOBILE.test(mobile)) throw badRequest(USER_MSG.badMobile);
  const deptId = 'deptId' in body ? deptOf(body) : before.deptId;
  await checkDept(ctx.db, groupId, deptId);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('sys_user')
      .set({ real_name: realName, mobile, dept_id: deptId, version: sql`version + 1`, updated_at: ctx.now })
      .where('id', '=', id)
      .where('group_id', '=', groupId)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict();
    await ctx.log(trx, 'user', 'update', id, before, { realName, mobile, deptId });
  });
  return readUser(ctx.db, groupId, id);
}

async function scopedUserIds(ctx: SysCtx, given: unknown): Promise<string[]> {
  const list = ids(given);
  if (list.includes(ctx.request.auth.userId)) throw badRequest(USER_MSG.self);
  const found = await ctx.db.selectFrom('sys_user').select('id').where('group_id', '=', ctx.request.auth.groupId).where('id', 'in', list).execute();
  if (found.length !== list.length) throw notFound();
  return list;
}

export async function deleteUsers(ctx: SysCtx, given: unknown): Promise<number> {
  const list = await scopedUserIds(ctx, given);
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of list) {
      const before = await readUser(trx, ctx.request.auth.groupId, id);
      await trx.deleteFrom('sys_user').where('id', '=', id).execute();
      await ctx.log(trx, 'user', 'delete', id, before, undefined);
    }
    return list.length;
  });
}

/** Disabling ends the users' sessions at once; a disabled user is refused at sign-in (auth/service). */
export async function setUsersEnabled(ctx: SysCtx, given: unknown, enabled: boolean): Promise<number> {
  const list = await scopedUserIds(ctx, given);
  return setEnabledRows(
    ctx,
    {
      table: 'sys_user',
      entity: 'user',
      scope: { column: 'group_id', value: ctx.request.auth.groupId },
      after: async (trx, changed) => {
        if (enabled) return;
        for (const userId of changed) await revokeUserSessions(trx, { userId }, 'user_disabled', ctx.now);
      },
    },
    list,
    enabled,
  );
}

/** A fresh one-time initial password: the old one stops working, sessions end, the user must change it. */
export async function resetPassword(ctx: SysCtx, id: string): Promise<{ password: string }> {
  const { groupId } = ctx.request.auth;
  const user = await ctx.db.selectFrom('sys_user').select('id').where('id', '=', id).where('group_id', '=', groupId).executeTakeFirst();
  if (!user) throw notFound();
  const password = initialPassword();
  const hashed = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_user')
      .set({
        password_hash: hashed.hash,
        password_params: JSON.stringify(hashed.params),
        password_is_initial: true,
        password_changed_at: ctx.now,
        version: sql`version + 1`,
        updated_at: ctx.now,
      })
      .where('id', '=', id)
      .execute();
    await revokeUserSessions(trx, { userId: id }, 'password_reset', ctx.now);
    await ctx.log(trx, 'user', 'resetPassword', id, undefined, { passwordIsInitial: true });
  });
  return { password };
}

type LinkKind = 'roles' | 'orgs' | 'assayFormats';

/** Replaces a user's roles, companies or assay formats. */
export async function assignToUser(ctx: SysCtx, kind: LinkKind, body: Body) {
  const { groupId } = ctx.request.auth;
  const userId = recordId({ id: body.userId });
  const before = await readUser(ctx.db, groupId, userId);
  if (!before) throw notFound();
  const targets = ids(body.ids, { allowEmpty: kind !== 'orgs', message: USER_MSG.noOrg });
  if (kind === 'roles') await checkRoles(ctx, targets);
  if (kind === 'orgs') await checkOrgs(ctx.db, groupId, targets);
  if (kind === 'roles' && !ctx.request.auth.admin && userId === ctx.request.auth.userId) throw forbidden();
  await ctx.db.transaction().execute(async (trx) => {
    if (kind === 'roles') await replaceLinks(trx, 'sys_user_role', userId, targets, groupId);
    else if (kind === 'orgs') await replaceLinks(trx, 'sys_user_org', userId, targets, groupId);
    else {
      await trx.deleteFrom('sys_user_assignment').where('user_id', '=', userId).where('kind', '=', 'assayFormat').execute();
      if (targets.length)
        await trx.insertInto('sys_user_assignment').values(targets.map((target_id) => ({ user_id: userId, kind: 'assayFormat' as const, target_id }))).execute();
    }
    await ctx.log(trx, 'user', `assign:${kind}`, userId, before, { [kind]: targets });
  });
  return readUser(ctx.db, groupId, userId);
}

export function registerUserRoutes(app: FastifyInstance): void {
  const perm = (code: string) => ({ permission: `sys:user:${code}` });
  const read = { permissionAny: 'sys:user' };
  for (const path of ['/sys-user/v2/list', '/sys-user/list'])
    app.post(path, { schema: { body: objectBody }, config: read }, async (request) =>
      ok(
        await pageList(userQuery(app.db, request.auth.groupId), FIELDS, request.body, (q) => q.select(USER_COLUMNS), 'u.created_at desc, u.id'),
      ),
    );
  registerExport(app, {
    base: '/sys-user',
    permission: 'sys:user:export',
    label: '用户',
    headers: [['username', '用户名'], ['realName', '姓名'], ['mobile', '手机号码'], ['deptName', '部门'], ['enabled', '启用状态'], ['createDate', '创建时间']],
    fields: FIELDS,
    query: (request) => userQuery(app.db, request.auth.groupId),
    columns: USER_COLUMNS,
    order: 'u.created_at desc, u.id',
  });
  app.get<{ Params: { id: string } }>('/sys-user/detail/:id', { schema: { params: idParams }, config: read }, async (request) => {
    const user = await readUser(app.db, request.auth.groupId, request.params.id);
    if (!user) throw notFound();
    return ok(user);
  });
  app.post<{ Body: Body }>('/sys-user/create', { schema: { body: objectBody }, config: perm('add') }, async (request, reply) =>
    ok(await createUser(sysCtx(app, request, reply), request.body), '新增成功'),
  );
  app.put<{ Body: Body }>('/sys-user/update', { schema: { body: objectBody }, config: perm('edit') }, async (request, reply) =>
    ok(await updateUser(sysCtx(app, request, reply), request.body), '修改成功'),
  );
  app.post<{ Body: Body }>('/sys-user/deletes', { schema: { body: objectBody }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await deleteUsers(sysCtx(app, request, reply), request.body.ids) }, '删除成功'),
  );
  app.delete<{ Params: { id: string } }>('/sys-user/delete/:id', { schema: { params: idParams }, config: perm('delete') }, async (request, reply) =>
    ok({ count: await deleteUsers(sysCtx(app, request, reply), [request.params.id]) }, '删除成功'),
  );
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const)
    app.post<{ Body: Body }>(`/sys-user/${action}`, { schema: { body: objectBody }, config: perm(action) }, async (request, reply) =>
      ok({ count: await setUsersEnabled(sysCtx(app, request, reply), request.body.ids, enabled) }, enabled ? '启用成功' : '停用成功'),
    );
  for (const method of ['PUT', 'POST'] as const)
    app.route<{ Params: { id: string } }>({
      method,
      url: '/sys-user/:id/password/reset',
      schema: { params: idParams },
      config: perm('resetPassword'),
      handler: async (request, reply) =>
        ok(await resetPassword(sysCtx(app, request, reply), request.params.id), '密码已重置，请将初始密码告知用户（仅显示一次）'),
    });
  app.put<{ Body: Body }>('/sys-user/roles', { schema: { body: objectBody }, config: perm('assignRole') }, async (request, reply) =>
    ok(await assignToUser(sysCtx(app, request, reply), 'roles', request.body), '分配成功'),
  );
  app.put<{ Body: Body }>('/sys-user/orgs', { schema: { body: objectBody }, config: perm('assignData') }, async (request, reply) =>
    ok(await assignToUser(sysCtx(app, request, reply), 'orgs', request.body), '分配成功'),
  );
  app.put<{ Body: Body }>('/sys-user/assays', { schema: { body: objectBody }, config: perm('assignData') }, async (request, reply) =>
    ok(await assignToUser(sysCtx(app, request, reply), 'assayFormats', request.body), '分配成功'),
  );
}
