import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { SELF_MSG } from './messages';

/** sys_config keys of the installation-wide links (an administrator sets them under 应用管理). */
export const EMBED_ORIGINS_KEY = 'site.embed_origins';
export const APP_DOWNLOAD_KEY = 'site.app_download_url';

export interface SiteLinks {
  /** where the handset app is downloaded (the /appDownload QR code); null until configured */
  appDownloadUrl: string | null;
  /** origins /myiframe may embed, e.g. https://maps.example.com */
  embedOrigins: string[];
}

/** An origin as the browser writes it (scheme://host[:port]); anything with a path, query or other scheme is refused. */
export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badRequest(`${SELF_MSG.badOrigin}：${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw badRequest(`${SELF_MSG.badOrigin}：${value}`);
  const trimmed = value.trim().replace(/\/$/, '');
  if (trimmed.toLowerCase() !== url.origin.toLowerCase()) throw badRequest(`${SELF_MSG.badOrigin}：${value}`);
  return url.origin;
}

export function parseDownloadUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badRequest(SELF_MSG.badDownloadUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(SELF_MSG.badDownloadUrl);
  return url.toString();
}

export async function readSiteLinks(db: Kysely<Database>, envDownloadUrl?: string): Promise<SiteLinks> {
  const rows = await db.selectFrom('sys_config').select(['key', 'value']).where('key', 'in', [EMBED_ORIGINS_KEY, APP_DOWNLOAD_KEY]).execute();
  const get = (k: string) => rows.find((r) => r.key === k)?.value;
  let origins: string[] = [];
  try {
    const parsed: unknown = JSON.parse(get(EMBED_ORIGINS_KEY) ?? '[]');
    if (Array.isArray(parsed)) origins = parsed.filter((o): o is string => typeof o === 'string');
  } catch {
    origins = [];
  }
  return { appDownloadUrl: get(APP_DOWNLOAD_KEY) || envDownloadUrl || null, embedOrigins: origins };
}

export async function saveSiteLinks(db: Kysely<Database>, body: { appDownloadUrl?: unknown; embedOrigins?: unknown }): Promise<SiteLinks> {
  const list = typeof body.embedOrigins === 'string' ? body.embedOrigins.split(/[\s,]+/).filter(Boolean) : body.embedOrigins ?? [];
  if (!Array.isArray(list) || list.length > 50 || list.some((o) => typeof o !== 'string' || o.length > 200)) throw badRequest(SELF_MSG.badOrigin);
  const origins = [...new Set((list as string[]).map(parseOrigin))];
  const download = typeof body.appDownloadUrl === 'string' && body.appDownloadUrl.trim() !== '' ? parseDownloadUrl(body.appDownloadUrl) : '';
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of [
      [EMBED_ORIGINS_KEY, JSON.stringify(origins)],
      [APP_DOWNLOAD_KEY, download],
    ] as const)
      await trx.insertInto('sys_config').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
  });
  return { appDownloadUrl: download || null, embedOrigins: origins };
}
