export type EmbedDecision = { kind: 'embed'; src: string } | { kind: 'refuse'; reason: string };

/**
 * /myiframe/{routerPath}?src=…: the page is embedded only when its origin is exactly one an
 * administrator allowed (应用管理 → 站点链接). Relative, non-http(s) and credential-bearing
 * addresses are refused outright.
 */
export function decideEmbed(src: string | null | undefined, allowedOrigins: readonly string[]): EmbedDecision {
  if (!src) return { kind: 'refuse', reason: '未指定要嵌入的页面地址' };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { kind: 'refuse', reason: '页面地址格式错误' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refuse', reason: '只能嵌入 http 或 https 页面' };
  if (url.username || url.password) return { kind: 'refuse', reason: '页面地址不能包含账号信息' };
  const allowed = new Set(allowedOrigins.map((o) => o.toLowerCase().replace(/\/$/, '')));
  if (!allowed.has(url.origin.toLowerCase())) return { kind: 'refuse', reason: `该地址未被允许嵌入：${url.origin}` };
  return { kind: 'embed', src: url.toString() };
}
