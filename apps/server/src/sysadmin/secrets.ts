import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The server's own secret (32 random bytes made on first use, kept in sys_config): the key of the
 * licence HMAC and of the data-source password encryption. Deployments that want it outside the
 * database set SERVER_SECRET (≥ 32 characters) instead.
 */
const KEY = 'secret.server';

export async function serverSecret(db: Kysely<Database>): Promise<Buffer> {
  const fromEnv = process.env.SERVER_SECRET;
  if (fromEnv && fromEnv.length >= 32) return Buffer.from(fromEnv, 'utf8');
  const fresh = randomBytes(32).toString('base64');
  // insert-or-keep: two first uses at once agree on one value
  await db
    .insertInto('sys_config')
    .values({ key: KEY, value: fresh, remark: '服务器密钥（许可签名、数据源密码加密）' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('sys_config').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

function subKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** AES-256-GCM; the text is `iv.tag.ciphertext` in base64url. */
export function encrypt(secret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(secret, 'datasource'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(secret: Buffer, text: string): string {
  const [iv, tag, body] = text.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', subKey(secret, 'datasource'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', subKey(secret, 'licence')).update(payload).digest('hex');
}

export function signatureValid(secret: Buffer, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
