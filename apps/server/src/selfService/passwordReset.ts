import { randomInt } from 'node:crypto';
import type { ServiceContext } from '../context';
import { consumeCaptcha } from '../auth/captcha';
import { clearFailures } from '../auth/lockout';
import { hashPassword, passwordPolicyError } from '../auth/password';
import { revokeUserSessions } from '../auth/service';
import { safeEqual, sha256 } from '../auth/tokens';
import { SELF_MSG } from './messages';
import { THROTTLE, countEvent, spend, throttled } from './throttle';
import { AppError, MSG, badRequest } from '../http/errors';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A reset code lives this long after an administrator issues it. */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** wrong guesses that spend a code */
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** no 0/O, 1/I/L: the code is read out over the phone */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 8 characters of a 31-letter alphabet (≈ 40 bits), shown as XXXX-XXXX. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function normaliseResetCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function codeHash(requestId: string, code: string): string {
  return sha256(`${requestId}:${normaliseResetCode(code)}`);
}

export interface ResetRequestInput {
  username: string;
  mobile: string;
  captcha?: string;
  randomStr?: string;
}

/**
 * Step 1 of /forgetpwd: the user names the account and the mobile number on file. Every request
 * that passes the captcha and the limits is stored and answered with the same words, matched or
 * not, with the same queries either way; only matched ones reach the administrators' list
 * (用户管理 → 密码重置申请), who check the person before issuing a code.
 */
export async function requestReset(ctx: ServiceContext, input: ResetRequestInput, ip: string): Promise<void> {
  const usernameKey = input.username.trim().toLowerCase().slice(0, 64);
  const mobile = input.mobile.trim().slice(0, 32);
  if (usernameKey === '' || mobile === '') throw badRequest('请输入用户名和手机号码');
  if (ctx.config.captchaEnabled) await consumeCaptcha(ctx, input.randomStr, input.captcha);
  await spend(ctx, [
    [THROTTLE.resetRequestIp, ip],
    [THROTTLE.resetRequestAccount, usernameKey],
  ]);
  const user = await ctx.db
    .selectFrom('sys_user')
    .select(['id', 'group_id', 'mobile', 'enabled'])
    .where('username', '=', input.username.trim())
    .executeTakeFirst();
  // compared in constant time against a stand-in when there is no user or no mobile on file
  const sameMobile = safeEqual(user?.mobile ?? '\u0000no-mobile', mobile);
  const matched = Boolean(user && user.enabled && user.mobile && sameMobile);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    // a newer request replaces the user's open one (the statement runs whether or not it matched)
    await trx
      .updateTable('sys_password_reset_request')
      .set({ status: 'superseded' })
      .where('user_id', '=', matched ? user!.id : NO_USER)
      .where('status', 'in', ['pending', 'issued'])
      .execute();
    await trx
      .insertInto('sys_password_reset_request')
      .values({
        username_key: usernameKey,
        user_id: matched ? user!.id : null,
        group_id: matched ? user!.group_id : null,
        matched,
        ip,
        created_at: now,
      })
      .execute();
  });
}

/** An administrator issues the code of a matched request of their group; answered once, kept hashed. */
export async function issueResetCode(
  ctx: ServiceContext,
  groupId: string,
  requestId: string,
  issuedBy: string,
): Promise<{ code: string; expiresAt: Date; username: string } | null> {
  const row = await ctx.db
    .selectFrom('sys_password_reset_request as r')
    .innerJoin('sys_user as u', 'u.id', 'r.user_id')
    .select(['r.id', 'u.username'])
    .where('r.id', '=', requestId)
    .where('r.group_id', '=', groupId)
    .where('r.matched', '=', true)
    .where('r.status', 'in', ['pending', 'issued'])
    .executeTakeFirst();
  if (!row) return null;
  const code = newResetCode();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
  await ctx.db
    .updateTable('sys_password_reset_request')
    .set({ status: 'issued', code_hash: codeHash(row.id, code), code_expires_at: expiresAt, attempts: 0, issued_at: now, issued_by: issuedBy })
    .where('id', '=', row.id)
    .execute();
  return { code, expiresAt, username: row.username };
}

export interface ResetWithCodeInput {
  username: string;
  resetCode: string;
  newPassword: string;
  captcha?: string;
  randomStr?: string;
}

/**
 * Step 2: the code the administrator read out, with a new password. Unknown name, no code, wrong,
 * spent or expired code: one answer, 重置码无效或已过期. Five wrong guesses spend the code; ten
 * failures from one address in an hour answer 429.
 */
export async function resetWithCode(ctx: ServiceContext, input: ResetWithCodeInput, ip: string): Promise<void> {
  const policy = passwordPolicyError(input.newPassword);
  if (policy) throw badRequest(policy);
  if (ctx.config.captchaEnabled) await consumeCaptcha(ctx, input.randomStr, input.captcha);
  if (await throttled(ctx, THROTTLE.resetCodeFailIp, ip)) throw new AppError(429, MSG.tooMany);
  const usernameKey = input.username.trim().toLowerCase();
  const now = ctx.now();
  const open = await ctx.db
    .selectFrom('sys_password_reset_request')
    .select(['id', 'user_id', 'code_hash', 'code_expires_at', 'attempts'])
    .where('username_key', '=', usernameKey)
    .where('status', '=', 'issued')
    .orderBy('issued_at', 'desc')
    .executeTakeFirst();
  const given = codeHash(open?.id ?? 'none', input.resetCode);
  const good =
    open !== undefined &&
    open.code_hash !== null &&
    open.user_id !== null &&
    open.code_expires_at !== null &&
    open.code_expires_at.getTime() > now.getTime() &&
    open.attempts < RESET_CODE_MAX_ATTEMPTS &&
    safeEqual(given, open.code_hash);
  if (!good) {
    await countEvent(ctx, THROTTLE.resetCodeFailIp, ip);
    if (open) {
      await ctx.db
        .updateTable('sys_password_reset_request')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', open.id)
        .execute();
    }
    throw badRequest(SELF_MSG.badResetCode);
  }
  const hashed = await hashPassword(input.newPassword);
  const userId = open.user_id!;
  await ctx.db.transaction().execute(async (trx) => {
    // the claim is the status change itself: two uses of one code cannot both pass
    const claimed = await trx
      .updateTable('sys_password_reset_request')
      .set({ status: 'used', used_at: now })
      .where('id', '=', open.id)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(SELF_MSG.badResetCode);
    await trx
      .updateTable('sys_user')
      .set((eb) => ({
        password_hash: hashed.hash,
        password_params: JSON.stringify(hashed.params),
        password_is_initial: false,
        password_changed_at: now,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, { userId }, 'password_reset', now);
  });
  // a user locked out by wrong passwords is let in with the new one
  await clearFailures(ctx, 'user', usernameKey);
}
