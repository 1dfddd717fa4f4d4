import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2: an ambient const enum, which isolatedModules cannot import. */
const ARGON2ID = 2;
import type { PasswordParams } from '../db/schema';

/**
 * Current argon2id parameters: OWASP's minimum (19 MiB, t=2, p=1). They are stored beside every
 * hash, so raising them later rehashes each user at their next successful sign-in.
 */
export const CURRENT_PASSWORD_PARAMS: PasswordParams = {
  algorithm: 'argon2id',
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  version: 0x13,
};

export interface PasswordHash {
  hash: string;
  params: PasswordParams;
}

export async function hashPassword(
  password: string,
  params: PasswordParams = CURRENT_PASSWORD_PARAMS,
): Promise<PasswordHash> {
  const encoded = await hash(password, {
    algorithm: ARGON2ID,
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  });
  return { hash: encoded, params };
}

/** Verifies with the parameters stored with the hash (the PHC string carries them too). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error that tells users apart.
    return false;
  }
}

export function needsRehash(params: PasswordParams): boolean {
  const c = CURRENT_PASSWORD_PARAMS;
  return (
    params.algorithm !== c.algorithm ||
    params.memoryCost < c.memoryCost ||
    params.timeCost < c.timeCost ||
    params.version < c.version
  );
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password with the current parameters: unknown usernames are verified
 * against it so they take as long as a wrong password for a real user.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID()).then((h) => h.hash);
  return dummy;
}

/** New password policy: at least 8 characters with letters and digits. Returns the Chinese refusal or null. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < 8) return '新密码长度至少 8 位，且必须同时包含字母和数字';
  if (password.length > 64) return '新密码长度不能超过 64 位';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '新密码必须同时包含字母和数字';
  return null;
}
