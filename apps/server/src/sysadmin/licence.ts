import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { REVOKE_FORCED, revokeUserSessions } from '../auth/service';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { ids, objectBody, sysCtx, type Body } from './common';
import { serverSecret, sign, signatureValid } from './secrets';
import { pageList, type ListFields } from './sysList';

/**
 * 站点许可: who is signed in now (live sessions of the caller's group), 强制下线 (the session
 * ends at once; its next call answers 您已被管理员强制下线，请重新登录, see auth/guard), and the
 * site licence as a signed JSON file (HMAC-SHA256 under the server secret) to export and import.
 */
export const LICENCE_MSG = {
  badFile: '许可文件格式错误',
  badSignature: '许可文件签名无效',
  otherGroup: '许可文件不属于当前集团',
  expired: '许可文件已过期',
  ownSession: '不能强制下线当前会话',
} as const;

export interface Licence {
  licenseNo: string;
  groupCode: string;
  groupName: string;
  orgCodes: string[];
  maxOnlineUsers: number;
  issuedAt: string;
  expiresAt: string | null;
}

/** JSON with sorted keys: the signed text does not depend on key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const configKey = (groupId: string) => `licence.${groupId}`;

async function currentLicence(db: Kysely<Database>, groupId: string, now: Date): Promise<Licence> {
  const stored = await db.selectFrom('sys_config').select('value').where('key', '=', configKey(groupId)).executeTakeFirst();
  if (stored) return JSON.parse(stored.value) as Licence;
  // none imported yet: the site's own description (every company, no user limit)
  const group = await db.selectFrom('sys_group').select(['group_code', 'group_name']).where('id', '=', groupId).executeTakeFirstOrThrow();
  const orgs = await db.selectFrom('sys_org').select('org_code').where('group_id', '=', groupId).orderBy('org_code').execute();
  return {
    licenseNo: `LIC-${group.group_code}`,
    groupCode: group.group_code,
    groupName: group.group_name,
    orgCodes: orgs.map((o) => o.org_code),
    maxOnlineUsers: 0,
    issuedAt: now.toISOString(),
    expiresAt: null,
  };
}

function checkLicenceShape(value: unknown): Licence {
  const l = value as Partial<Licence>;
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof l.licenseNo !== 'string' ||
    typeof l.groupCode !== 'string' ||
    typeof l.groupName !== 'string' ||
    !Array.isArray(l.orgCodes) ||
    l.orgCodes.some((c) => typeof c !== 'string') ||
    !Number.isInteger(l.maxOnlineUsers) ||
    typeof l.issuedAt !== 'string' ||
    (l.expiresAt !== null && typeof l.expiresAt !== 'string')
  )
    throw badRequest(LICENCE_MSG.badFile);
  return l as Licence;
}

const ONLINE_FIELDS: ListFields = {
  username: { column: 'u.username' },
  realName: { column: 'u.real_name' },
  orgName: { column: 'o.org_name' },
  ip: { column: 's.ip' },
  loginTime: { column: 's.created_at', kind: 'date' },
};

export function registerLicenceRoutes(app: FastifyInstance): void {
  const db = app.db;
  const base = '/core/sys-site-license';

  const online = (groupId: string) =>
    db
      .selectFrom('oauth_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .innerJoin('sys_org as o', 'o.id', 's.org_id')
      .where('s.group_id', '=', groupId)
      .where('s.revoked_at', 'is', null)
      .where('s.refresh_expires_at', '>', app.ctx.now());

  for (const path of [`${base}/online`, `${base}/online/v2/list`])
    app.post(path, { schema: { body: objectBody }, config: { permissionAny: 'sys:site_license' } }, async (request) => {
      const page = await pageList(
        online(request.auth.groupId),
        ONLINE_FIELDS,
        request.body,
        (q) =>
          q.select([
            's.id as sessionId',
            's.user_id as userId',
            'u.username',
            'u.real_name as realName',
            'o.org_name as orgName',
            's.ip',
            's.user_agent as userAgent',
            's.client_id as clientId',
            's.created_at as loginTime',
            's.refreshed_at as refreshTime',
          ]),
        's.created_at desc, s.id',
      );
      return ok({ ...page, list: page.list.map((r) => ({ ...r, current: (r as { sessionId: string }).sessionId === request.auth.sessionId })) });
    });

  // {sessionIds} ends those sessions; {userIds} every session of those users. Both within the caller's group.
  app.post<{ Body: Body }>(`${base}/forceLogout`, { schema: { body: objectBody }, config: { permission: 'sys:site_license:forceLogout' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const sessionIds = ids(request.body.sessionIds, { allowEmpty: true });
    const userIds = ids(request.body.userIds, { allowEmpty: true });
    if (sessionIds.length + userIds.length === 0) throw badRequest('请至少选择一条数据！');
    if (sessionIds.includes(request.auth.sessionId) || userIds.includes(request.auth.userId)) throw badRequest(LICENCE_MSG.ownSession);
    const count = await db.transaction().execute(async (trx) => {
      if (sessionIds.length) {
        const found = await trx.selectFrom('oauth_session').select('id').where('group_id', '=', request.auth.groupId).where('id', 'in', sessionIds).execute();
        if (found.length !== sessionIds.length) throw notFound();
      }
      if (userIds.length) {
        const found = await trx.selectFrom('sys_user').select('id').where('group_id', '=', request.auth.groupId).where('id', 'in', userIds).execute();
        if (found.length !== userIds.length) throw notFound();
      }
      let n = 0;
      for (const sessionId of sessionIds) n += await revokeUserSessions(trx, { sessionId }, REVOKE_FORCED, ctx.now);
      for (const userId of userIds) n += await revokeUserSessions(trx, { userId }, REVOKE_FORCED, ctx.now);
      await ctx.log(trx, 'site_license', 'forceLogout', null, undefined, { sessionIds, userIds, count: n });
      return n;
    });
    return ok({ count }, '已强制下线');
  });

  app.get(`${base}/info`, { config: { permissionAny: 'sys:site_license' } }, async (request) => {
    const licence = await currentLicence(db, request.auth.groupId, app.ctx.now());
    const count = await online(request.auth.groupId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    return ok({ licence, onlineCount: Number(count?.n ?? 0) });
  });

  app.get(`${base}/export`, { config: { permission: 'sys:site_license:export' } }, async (request, reply) => {
    const licence = await currentLicence(db, request.auth.groupId, app.ctx.now());
    const file = { licence, signature: sign(await serverSecret(db), canonical(licence)) };
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="licence.json"; filename*=UTF-8''${encodeURIComponent(`${licence.groupName}-许可.json`)}`)
      .send(JSON.stringify(file, null, 2));
  });

  app.post<{ Body: Body }>(`${base}/import`, { schema: { body: objectBody }, config: { permission: 'sys:site_license:import' } }, async (request, reply) => {
    const ctx = sysCtx(app, request, reply);
    const licence = checkLicenceShape(request.body.licence);
    if (typeof request.body.signature !== 'string' || !signatureValid(await serverSecret(db), canonical(licence), request.body.signature))
      throw badRequest(LICENCE_MSG.badSignature);
    const group = await db.selectFrom('sys_group').select('group_code').where('id', '=', request.auth.groupId).executeTakeFirstOrThrow();
    if (licence.groupCode !== group.group_code) throw badRequest(LICENCE_MSG.otherGroup);
    if (licence.expiresAt && new Date(licence.expiresAt).getTime() <= ctx.now.getTime()) throw badRequest(LICENCE_MSG.expired);
    await db.transaction().execute(async (trx) => {
      const before = await currentLicence(trx, request.auth.groupId, ctx.now);
      await trx
        .insertInto('sys_config')
        .values({ key: configKey(request.auth.groupId), value: JSON.stringify(licence), remark: '站点许可' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(licence) }))
        .execute();
      await ctx.log(trx, 'site_license', 'import', null, before, licence);
    });
    return ok(licence, '许可导入成功');
  });
}
