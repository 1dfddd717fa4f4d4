import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BlacklistHit {
  id: string;
  blackType: string | null;
  plateNumber: string | null;
  driverName: string | null;
  idNumber: string | null;
  icCardNo: string | null;
  reason: string;
  startTime: Date | null;
  endTime: Date | null;
}

/**
 * The active blacklist entry of the organisation matching any of the given keys (plate, driver's
 * id number, IC card number; compared upper-cased as stored), or null: status 拉黑, not deleted,
 * its period covering `now` (an open end never expires). For the weighing and gate checks: the
 * reason is shown to the operator.
 */
export async function findBlacklisting(
  db: Kysely<Database>,
  orgId: string,
  keys: { plateNumber?: string | null; idNumber?: string | null; icCardNo?: string | null },
  now: Date = new Date(),
): Promise<BlacklistHit | null> {
  const clean = (v: string | null | undefined) =>
    typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : null;
  const plate = clean(keys.plateNumber);
  const id = clean(keys.idNumber);
  const card = clean(keys.icCardNo);
  if (!plate && !id && !card) return null;
  const matches = [
    plate ? sql`plate_number = ${plate}` : null,
    id ? sql`id_number = ${id}` : null,
    card ? sql`ic_card_no = ${card}` : null,
  ].filter((x) => x !== null);
  const { rows } =
    await sql<BlacklistHit>`select id, black_type as "blackType", plate_number as "plateNumber",
      driver_name as "driverName", id_number as "idNumber", ic_card_no as "icCardNo", reason,
      start_time as "startTime", end_time as "endTime"
    from bd_blacklist
    where org_id = ${orgId} and deleted_at is null and status = 'blocked'
      and (start_time is null or start_time <= ${now}) and (end_time is null or end_time >= ${now})
      and (${sql.join(matches, sql` or `)})
    order by start_time desc nulls last, created_at desc
    limit 1`.execute(db);
  return rows[0] ?? null;
}
