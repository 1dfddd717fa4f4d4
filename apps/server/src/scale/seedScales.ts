import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { stableId } from '../seed/stableId';

export const DEMO_SCALE_PORT = 4001;

/**
 * One demo scale per company, pointing at the simulator (npm run scale:sim, 127.0.0.1:4001,
 * 耀华 tF0). Enabled, but dialled only when the server runs with SCALE_READERS=on, so a plain
 * `npm start` makes no connection attempts.
 */
export async function seedScales(
  db: Kysely<Database>,
  input: { now: Date; groupId: string; orgs: { id: string; code: string }[] },
): Promise<void> {
  await db
    .insertInto('scale')
    .values(
      input.orgs.map((org) => ({
        id: stableId('scale', `${org.code}-DB01`),
        org_id: org.id,
        group_id: input.groupId,
        code: 'DB01',
        name: '1号地磅',
        protocol: 'yaohua-tf0',
        transport: 'tcp' as const,
        host: '127.0.0.1',
        port: DEMO_SCALE_PORT,
        stability_count: 10,
        stability_tolerance_kg: '20',
        stability_window_ms: 2000,
        offline_timeout_ms: 3000,
        remark: '演示：连接本机模拟器 npm run scale:sim',
        created_by: null,
        updated_by: null,
        created_at: input.now,
        updated_at: input.now,
      })),
    )
    .execute();
}
