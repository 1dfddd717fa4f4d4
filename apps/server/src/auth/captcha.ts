import svgCaptcha from 'svg-captcha';
import type { ServiceContext } from '../context';
import { AppError, MSG } from '../http/errors';
import { sha256 } from './tokens';

export const CAPTCHA_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

function answerHash(key: string, answer: string): string {
  // The key salts the hash so equal answers of two captchas do not share a hash.
  return sha256(`${key}:${answer.trim().toLowerCase()}`);
}

function makeCaptcha(): { text: string; svg: string } {
  const c = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f4f7fb',
  });
  return { text: c.text, svg: c.data };
}

/** Makes a captcha for the client's random key and stores its hashed answer for 5 minutes. */
export async function createCaptcha(ctx: ServiceContext, key: string): Promise<string> {
  const { text, svg } = ctx.captcha ? ctx.captcha() : makeCaptcha();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.auth.captchaTtlSec * 1000);
  await ctx.db.transaction().execute(async (trx) => {
    // Expired captchas are swept here so the table never grows without bound.
    await trx.deleteFrom('auth_captcha').where('expires_at', '<', now).execute();
    await trx
      .insertInto('auth_captcha')
      .values({ key, answer_hash: answerHash(key, text), expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ answer_hash: answerHash(key, text), expires_at: expiresAt }),
      )
      .execute();
  });
  return svg;
}

/**
 * Checks a captcha answer and consumes the captcha whatever the outcome, so one image allows one
 * guess. Throws 428 验证码错误,请重新输入 when missing, expired or wrong.
 */
export async function consumeCaptcha(
  ctx: ServiceContext,
  key: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!key || !answer) throw new AppError(428, MSG.badCaptcha);
  const row = await ctx.db
    .deleteFrom('auth_captcha')
    .where('key', '=', key)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (
    !row ||
    row.expires_at.getTime() <= ctx.now().getTime() ||
    row.answer_hash !== answerHash(key, answer)
  ) {
    throw new AppError(428, MSG.badCaptcha);
  }
}
