import type { CurrentOrgsRequest, GlobalConfig, PageData, UserInfo, UserOrg } from '@wb/api/wire';
import { sql } from 'kysely';
import { attemptState, clearFailures, recordFailure } from '../auth/lockout';
import { hashPassword, passwordPolicyError, verifyPassword } from '../auth/password';
import type { AuthInfo } from '../auth/service';
import type { ServiceContext } from '../context';
import { AppError, MSG, badRequest, forbidden, notFound } from '../http/errors';
import { userPermissionKeys } from './menus';
import { writeOperationLog } from './operationLog';

export const MSG_INITIAL_PASSWORD = '当前密码为初始密码，请修改初始密码';

async function userOrgs(ctx: ServiceContext, auth: AuthInfo): Promise<UserOrg[]> {
  const rows = await ctx.db
    .selectFrom('sys_user_org as uo')
    .innerJoin('sys_org as o', 'o.id', 'uo.org_id')
    .select(['o.id', 'o.org_code', 'o.org_name', 'o.group_id'])
    .where('uo.user_id', '=', auth.userId)
    .where('o.enabled', '=', true)
    .orderBy('o.seq')
    .orderBy('o.org_code')
    .execute();
  return rows.map((o) => ({
    id: o.id,
    orgCode: o.org_code,
    orgName: o.org_name,
    selected: o.id === auth.orgId,
    pkGroup: o.group_id,
  }));
}

export async function getMe(ctx: ServiceContext, auth: AuthInfo): Promise<UserInfo> {
  const user = await ctx.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'real_name', 'avatar_file_id'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const [org, group, orgs, permissions] = await Promise.all([
    ctx.db.selectFrom('sys_org').select('org_name').where('id', '=', auth.orgId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('sys_group')
      .select('group_name')
      .where('id', '=', auth.groupId)
      .executeTakeFirstOrThrow(),
    userOrgs(ctx, auth),
    userPermissionKeys(ctx, auth),
  ]);
  return {
    user: user.id,
    username: user.username,
    realName: user.real_name,
    avatar: user.avatar_file_id ? `/api/admin/file/${user.avatar_file_id}` : null,
    currentOrg: auth.orgId,
    currentOrgName: org.org_name,
    currentGroup: auth.groupId,
    currentGroupName: group.group_name,
    orgs,
    admin: auth.admin,
    permissions,
    roles: auth.roles,
  };
}

async function configValues(ctx: ServiceContext, keys: string[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('sys_config')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function globalConfig(ctx: ServiceContext): Promise<GlobalConfig> {
  const values = await configValues(ctx, ['site_title', 'lock_path', 'version_code']);
  return {
    siteTitle: values.get('site_title') ?? '统一地磅称重控制平台',
    lockPath: values.get('lock_path') ?? '/lock',
    captchaEnabled: ctx.config.captchaEnabled,
    idleLogoutMs: 2_400_000,
    versionCode: values.get('version_code') ?? '1.0.0',
  };
}

/** Settings a signed-in client may read through getDefineSetVal. */
const READABLE_SETTINGS = new Set(['data_desensitization']);

export async function getDefineSetVal(ctx: ServiceContext, param: string): Promise<string> {
  if (!READABLE_SETTINGS.has(param)) throw badRequest('不支持的配置项');
  const values = await configValues(ctx, [param]);
  return values.get(param) ?? '0';
}

export async function isPasswordSafe(ctx: ServiceContext, auth: AuthInfo): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sys_user')
    .select('password_is_initial')
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  return !row.password_is_initial;
}

/**
 * Changes a password. Users change their own (the old password is checked and wrong guesses count
 * towards the sign-in lock); an admin may set another user's password in their group, which then
 * counts as an initial password the user must change. Other sessions of the user are signed out.
 */
export async function modifyPassword(
  ctx: ServiceContext,
  auth: AuthInfo,
  targetId: string,
  body: { oldPassword?: string; newPassword: string },
  meta: { requestId: string; ip: string },
): Promise<void> {
  const own = targetId === auth.userId;
  if (!own && !auth.admin) throw forbidden();
  const target = await ctx.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'group_id', 'password_hash', 'version'])
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (!target || target.group_id !== auth.groupId) throw notFound();
  const policy = passwordPolicyError(body.newPassword);
  if (policy) throw badRequest(policy);

  if (own) {
    const key = target.username.toLowerCase();
    if ((await attemptState(ctx, 'user', key)).lockedUntil) throw new AppError(429, MSG.tooMany);
    if (!body.oldPassword || !(await verifyPassword(target.password_hash, body.oldPassword))) {
      await recordFailure(ctx, 'user', key);
      throw badRequest('原密码错误');
    }
    await clearFailures(ctx, 'user', key);
    if (body.oldPassword === body.newPassword) throw badRequest('新密码不能与原密码相同');
  }
  const fresh = await hashPassword(body.newPassword);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sys_user')
      .set({
        password_hash: fresh.hash,
        password_params: JSON.stringify(fresh.params),
        password_is_initial: !own,
        password_changed_at: now,
        updated_at: now,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', target.id)
      .where('version', '=', target.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new AppError(409, '数据已被修改，请刷新后重试');
    let revoke = trx
      .updateTable('oauth_session')
      .set({ revoked_at: now, revoke_reason: 'password_changed' })
      .where('user_id', '=', target.id)
      .where('revoked_at', 'is', null);
    if (own) revoke = revoke.where('id', '!=', auth.sessionId);
    await revoke.execute();
    await writeOperationLog(trx, auth, now, {
      action: own ? 'password.modify' : 'password.set',
      entity: 'sys_user',
      entityId: target.id,
      before: { version: target.version },
      after: { version: target.version + 1, passwordIsInitial: !own },
      ...meta,
    });
  });
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function currentOrgs(
  ctx: ServiceContext,
  auth: AuthInfo,
  request: CurrentOrgsRequest,
): Promise<PageData<UserOrg>> {
  const pn = request.limit?.pn ?? 1;
  const ps = request.limit?.ps ?? 100;
  let base = ctx.db
    .selectFrom('sys_user_org as uo')
    .innerJoin('sys_org as o', 'o.id', 'uo.org_id')
    .where('uo.user_id', '=', auth.userId)
    .where('o.enabled', '=', true);
  for (const s of request.search ?? []) {
    const value = typeof s.val === 'string' ? s.val.trim() : '';
    if (!value) continue;
    base = base.where(s.key === 'orgCode' ? 'o.org_code' : 'o.org_name', 'ilike', `%${escapeLike(value)}%`);
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let page = base.select(['o.id', 'o.org_code', 'o.org_name', 'o.group_id']);
  for (const s of request.sort ?? [])
    page = page.orderBy(s.key === 'orgName' ? 'o.org_name' : 'o.org_code', s.dir);
  const rows = await page
    .orderBy('o.seq')
    .orderBy('o.org_code')
    .limit(ps)
    .offset((pn - 1) * ps)
    .execute();
  return {
    list: rows.map((o) => ({
      id: o.id,
      orgCode: o.org_code,
      orgName: o.org_name,
      selected: o.id === auth.orgId,
      pkGroup: o.group_id,
    })),
    total: Number(total.n),
  };
}

/** Moves the session to another organisation of the caller; anything else is refused with 403. */
export async function switchOrg(
  ctx: ServiceContext,
  auth: AuthInfo,
  orgId: string,
  meta: { requestId: string; ip: string },
): Promise<void> {
  const org = await ctx.db
    .selectFrom('sys_user_org as uo')
    .innerJoin('sys_org as o', 'o.id', 'uo.org_id')
    .select(['o.id', 'o.group_id'])
    .where('uo.user_id', '=', auth.userId)
    .where('uo.org_id', '=', orgId)
    .where('o.enabled', '=', true)
    .executeTakeFirst();
  if (!org) throw forbidden();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('oauth_session')
      .set({ org_id: org.id, group_id: org.group_id })
      .where('id', '=', auth.sessionId)
      .execute();
    await writeOperationLog(trx, auth, now, {
      action: 'org.switch',
      entity: 'oauth_session',
      entityId: auth.sessionId,
      before: { orgId: auth.orgId },
      after: { orgId: org.id },
      ...meta,
    });
  });
}

export async function groupPictures(
  ctx: ServiceContext,
  auth: AuthInfo,
  groupId: string,
): Promise<Record<string, string | null>> {
  if (groupId !== auth.groupId) throw forbidden();
  const group = await ctx.db
    .selectFrom('sys_group')
    .select(['main_logo', 'sub_logo'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound();
  return { [`${groupId}_1`]: group.main_logo, [`${groupId}_0`]: group.sub_logo };
}
