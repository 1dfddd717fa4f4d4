import { sql, type Kysely } from 'kysely';
import type { ServiceContext } from '../context';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { consumeCaptcha } from '../auth/captcha';
import { hashPassword, passwordPolicyError } from '../auth/password';
import { SELF_MSG } from './messages';
import { THROTTLE, spend } from './throttle';

const USERNAME = /^[A-Za-z0-9_.@-]{4,32}$/;
const MOBILE = /^1[3-9]\d{9}$/;
/** pending applications kept at most per group: a flood of sign-ups cannot bury the administrators */
export const MAX_PENDING = 100;

export interface RegisterInput {
  username: string;
  realName: string;
  mobile: string;
  password: string;
  captcha?: string;
  randomStr?: string;
}

/** The group a self-registered user asks to join: sys_config `register_group_code`, else the oldest group. */
async function registrationGroup(db: Kysely<Database>): Promise<string> {
  const configured = await db.selectFrom('sys_config').select('value').where('key', '=', 'register_group_code').executeTakeFirst();
  let q = db.selectFrom('sys_group').select('id');
  q = configured ? q.where('group_code', '=', configured.value) : q.orderBy('created_at').orderBy('id');
  const row = await q.executeTakeFirst();
  if (!row) throw badRequest('系统尚未初始化，暂不能注册');
  return row.id;
}

/**
 * A pending account (sys_user_registration): it cannot sign in until an administrator approves it
 * in 用户管理; the password is argon2id-hashed here and moved to sys_user on approval.
 */
export async function register(ctx: ServiceContext, input: RegisterInput, ip: string): Promise<void> {
  const username = input.username.trim();
  const realName = input.realName.trim();
  const mobile = input.mobile.trim();
  if (!USERNAME.test(username)) throw badRequest(SELF_MSG.badUsername);
  if (realName === '' || realName.length > 32) throw badRequest(SELF_MSG.badRealName);
  if (!MOBILE.test(mobile)) throw badRequest(SELF_MSG.badMobile);
  const policy = passwordPolicyError(input.password);
  if (policy) throw badRequest(policy.replace(/^新密码/, '密码'));
  if (ctx.config.captchaEnabled) await consumeCaptcha(ctx, input.randomStr, input.captcha);
  await spend(ctx, [[THROTTLE.registerIp, ip]]);

  const groupId = await registrationGroup(ctx.db);
  const taken = async (db: Kysely<Database>) =>
    (await db.selectFrom('sys_user').select('id').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst()) ??
    (await db
      .selectFrom('sys_user_registration')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('status', '=', 'pending')
      .executeTakeFirst());
  // A name can be had once, so registration has to say it is taken; the captcha and the per-address
  // limit make probing names here as dear as probing the sign-in (README, security).
  if (await taken(ctx.db)) throw badRequest(SELF_MSG.usernameTaken);
  const pending = await ctx.db
    .selectFrom('sys_user_registration')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('group_id', '=', groupId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING) throw badRequest(SELF_MSG.tooManyPending);
  const hashed = await hashPassword(input.password);
  try {
    await ctx.db
      .insertInto('sys_user_registration')
      .values({
        group_id: groupId,
        username,
        real_name: realName,
        mobile,
        password_hash: hashed.hash,
        password_params: JSON.stringify(hashed.params),
        ip,
        created_at: ctx.now(),
      })
      .execute();
  } catch (error) {
    // two sign-ups of one name at once: the partial unique index keeps one
    if (/unique|duplicate/i.test(String((error as Error).message))) throw badRequest(SELF_MSG.usernameTaken);
    throw error;
  }
}

/** A pending or rejected application met at sign-in, for the password grant's answer. */
export async function registrationForSignIn(
  db: Kysely<Database>,
  username: string,
): Promise<{ status: 'pending' | 'rejected'; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('sys_user_registration')
    .select(['status', 'password_hash'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('status', 'in', ['pending', 'rejected'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || row.status === 'approved') return undefined;
  return { status: row.status, passwordHash: row.password_hash };
}
