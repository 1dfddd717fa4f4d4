import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActionContext } from '../crud/service';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { logAction } from '../system/serviceKit';
import { SHIFT_CONFIG_KEY, parseShifts } from './shifts';

/**
 * Display keys: how a wall display (the public report addresses, no sign-in) names its
 * organisation. An administrator issues one key per organisation (`rdk_` + 24 random bytes,
 * answered once, like a webhook secret); the display URL carries it (`?key=rdk_…`). Only its
 * SHA-256 is kept, in sys_config under `report.display_key:<hash>` → org id, so a lookup is one
 * primary-key read and a leaked database does not reveal working keys. Issuing again replaces the
 * organisation's key (the old URL stops working). A key opens only the aggregate reports and the
 * in-factory counts with masked plates: no names, no phone numbers, no bills.
 */
const PREFIX = 'report.display_key:';
const KEY = /^rdk_[A-Za-z0-9_-]{32}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export const MSG_DISPLAY_KEY = '展示密钥无效或已失效，请联系管理员重新生成';

/** The organisation a display key belongs to; 400 when it is unknown (no hint which part was wrong). */
export async function orgOfDisplayKey(db: Kysely<Database>, key: unknown): Promise<string> {
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(MSG_DISPLAY_KEY);
  const row = await db.selectFrom('sys_config').select('value').where('key', '=', PREFIX + hashOf(key)).executeTakeFirst();
  if (!row) throw badRequest(MSG_DISPLAY_KEY);
  const org = await db.selectFrom('sys_org').select('id').where('id', '=', row.value).executeTakeFirst();
  if (!org) throw badRequest(MSG_DISPLAY_KEY);
  return org.id;
}

export async function displayKeyInfo(db: Kysely<Database>, orgId: string): Promise<{ issued: boolean; remark: string | null }> {
  const row = await db
    .selectFrom('sys_config')
    .select(['remark'])
    .where('key', 'like', `${PREFIX}%`)
    .where('value', '=', orgId)
    .executeTakeFirst();
  return { issued: Boolean(row), remark: row?.remark ?? null };
}

/** Issues the organisation's display key (replacing any earlier one); answered this once. */
export async function issueDisplayKey(ctx: ActionContext): Promise<{ key: string }> {
  const key = `rdk_${randomBytes(24).toString('base64url')}`;
  const orgId = ctx.auth.orgId;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_config').where('key', 'like', `${PREFIX}%`).where('value', '=', orgId).execute();
    await trx
      .insertInto('sys_config')
      .values({ key: PREFIX + hashOf(key), value: orgId, remark: `报表展示密钥，${ctx.now.toISOString()} 生成` })
      .execute();
    // the log never holds the key
    await logAction(trx, ctx, 'report_display_key', 'issue', orgId, null, { issued: true });
  });
  return { key };
}

/** Saves the team shifts (sys_config report.team_shifts) after checking they partition the day. */
export async function saveShifts(
  ctx: ActionContext,
  shifts: { name: string; start: string; end: string }[],
): Promise<void> {
  const json = JSON.stringify(shifts.map((s) => ({ name: s.name, start: s.start, end: s.end })));
  const parsed = parseShifts(json);
  if ('error' in parsed) throw badRequest(parsed.error);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('sys_config').select('value').where('key', '=', SHIFT_CONFIG_KEY).executeTakeFirst();
    await trx
      .insertInto('sys_config')
      .values({ key: SHIFT_CONFIG_KEY, value: json, remark: '班组报表班次' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
      .execute();
    await logAction(trx, ctx, 'sys_config', 'update', SHIFT_CONFIG_KEY, before?.value ?? null, json);
  });
}
