import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import type { SysCtx } from '../sysadmin/common';
import { SELF_MSG } from './messages';

export interface RegistrationRow {
  id: string;
  username: string;
  realName: string;
  mobile: string;
  status: string;
  ip: string | null;
  createDate: Date;
}

export async function listRegistrations(db: Kysely<Database>, groupId: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom('sys_user_registration')
    .select(['id', 'username', 'real_name as realName', 'mobile', 'status', 'ip', 'created_at as createDate'])
    .where('group_id', '=', groupId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(200)
    .execute();
}

/**
 * 审核通过: the application becomes a user of the approver's group and current company (no roles:
 * 分配角色 gives them work), enabled, with the password they chose (not an initial one).
 */
export async function approveRegistrations(ctx: SysCtx, ids: string[]): Promise<number> {
  const auth = ctx.request.auth;
  return ctx.db.transaction().execute(async (trx) => {
    let done = 0;
    for (const id of ids) {
      const row = await trx
        .selectFrom('sys_user_registration')
        .selectAll()
        .where('id', '=', id)
        .where('group_id', '=', auth.groupId)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw badRequest(SELF_MSG.notPending);
      const taken = await trx.selectFrom('sys_user').select('id').where('username', '=', row.username).executeTakeFirst();
      if (taken) throw badRequest(`${SELF_MSG.usernameTaken}：${row.username}`);
      const user = await trx
        .insertInto('sys_user')
        .values({
          group_id: row.group_id,
          dept_id: null,
          avatar_file_id: null,
          username: row.username,
          real_name: row.real_name,
          mobile: row.mobile,
          password_hash: row.password_hash,
          password_params: JSON.stringify(row.password_params),
          password_is_initial: false,
          password_changed_at: ctx.now,
          enabled: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('sys_user_org').values({ user_id: user.id, org_id: auth.orgId, group_id: auth.groupId, is_default: true }).execute();
      await trx
        .updateTable('sys_user_registration')
        .set({ status: 'approved', decided_at: ctx.now, decided_by: auth.userId, user_id: user.id })
        .where('id', '=', id)
        .execute();
      await ctx.log(trx, 'user', 'approveRegistration', user.id, { status: 'pending' }, { username: row.username, status: 'approved' });
      done++;
    }
    return done;
  });
}

export async function rejectRegistrations(ctx: SysCtx, ids: string[], reason: string | null): Promise<number> {
  const auth = ctx.request.auth;
  return ctx.db.transaction().execute(async (trx) => {
    let done = 0;
    for (const id of ids) {
      const row = await trx
        .updateTable('sys_user_registration')
        .set({ status: 'rejected', decided_at: ctx.now, decided_by: auth.userId, reject_reason: reason })
        .where('id', '=', id)
        .where('group_id', '=', auth.groupId)
        .where('status', '=', 'pending')
        .returning(['username'])
        .executeTakeFirst();
      if (!row) throw badRequest(SELF_MSG.notPending);
      await ctx.log(trx, 'user', 'rejectRegistration', id, { status: 'pending' }, { username: row.username, status: 'rejected', reason });
      done++;
    }
    return done;
  });
}

export interface ResetRequestRow {
  id: string;
  username: string;
  realName: string;
  mobile: string | null;
  status: string;
  ip: string | null;
  createDate: Date;
  codeExpiresAt: Date | null;
}

/** Matched reset requests of the group still open (the unmatched ones are never shown). */
export async function listResetRequests(db: Kysely<Database>, groupId: string): Promise<ResetRequestRow[]> {
  return db
    .selectFrom('sys_password_reset_request as r')
    .innerJoin('sys_user as u', 'u.id', 'r.user_id')
    .select(['r.id', 'u.username', 'u.real_name as realName', 'u.mobile', 'r.status', 'r.ip', 'r.created_at as createDate', 'r.code_expires_at as codeExpiresAt'])
    .where('r.group_id', '=', groupId)
    .where('r.matched', '=', true)
    .where('r.status', 'in', ['pending', 'issued'])
    .orderBy('r.created_at')
    .limit(200)
    .execute();
}

export async function rejectResetRequest(ctx: SysCtx, id: string): Promise<void> {
  const row = await ctx.db
    .updateTable('sys_password_reset_request')
    .set({ status: 'rejected', code_hash: null })
    .where('id', '=', id)
    .where('group_id', '=', ctx.request.auth.groupId)
    .where('status', 'in', ['pending', 'issued'])
    .returning('id')
    .executeTakeFirst();
  if (!row) throw badRequest(SELF_MSG.notPending);
  await ctx.log(ctx.db, 'user', 'rejectPasswordReset', id);
}
