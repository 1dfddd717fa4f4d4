import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findBlacklisting } from '../crud/catalog/findBlacklisting';
import { badRequest } from '../http/errors';

/**
 * Refuses a blacklisted vehicle, driver or IC card with the entry's reason (registration and gate).
 * The message names what matched: the operator must know whom to turn away.
 */
export async function refuseBlacklisted(
  db: Kysely<Database>,
  orgId: string,
  keys: { plateNumber?: string | null; idNumber?: string | null; icCardNo?: string | null },
  now: Date,
): Promise<void> {
  const hit = await findBlacklisting(db, orgId, keys, now);
  if (!hit) return;
  const up = (v: string | null | undefined) => (v ? v.trim().toUpperCase() : null);
  const what =
    hit.plateNumber && hit.plateNumber === up(keys.plateNumber)
      ? '该车辆'
      : hit.idNumber && hit.idNumber === up(keys.idNumber)
        ? '该司机'
        : '该IC卡';
  throw badRequest(`${what}已被列入黑名单：${hit.reason}`);
}
