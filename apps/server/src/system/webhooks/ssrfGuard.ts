import { lookup } from 'node:dns/promises';

/**
 * The SSRF guard of webhook targets: a webhook may only reach public internet addresses. Applied
 * when a webhook is saved and again before every send (DNS answers change), where the sender then
 * connects to the very address that was checked (no second lookup an attacker could flip).
 *
 * Refused: private (10/8, 172.16/12, 192.168/16), loopback, link-local, unique-local, site-local,
 * multicast, unspecified, CGNAT (100.64/10), documentation, benchmarking and other reserved
 * ranges, IPv4-mapped and IPv4-compatible IPv6, NAT64/6to4 wrapping a refused IPv4 address, and
 * every IPv6 address outside global unicast (2000::/3). IPv4 is read the way inet_aton and URL
 * parsers read it (127.1, 0177.0.0.1, 017700000001, 2130706433, 0x7f000001, 0), so no spelling
 * slips past. Only http and https, no user or password in the URL; any port.
 */
export const GUARD_MSG = {
  invalid: 'Webhook地址格式错误',
  tooLong: 'Webhook地址长度不能超过2000个字符',
  protocol: 'Webhook地址只支持http或https',
  credentials: 'Webhook地址不能包含用户名或密码',
  blocked: 'Webhook地址不能指向内网、本机或保留地址',
  resolvedBlocked: 'Webhook地址的主机解析到内网、本机或保留地址',
  unresolvable: '无法解析Webhook地址的主机名',
} as const;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface GuardOptions {
  /** host name → every A/AAAA address (default: the system resolver); tests inject their own */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /**
   * For tests only (set through the app's deps, never from configuration or the API): addresses
   * that pass although refused, e.g. a 127.0.0.1 receiver.
   */
  allowAddress?: (address: string) => boolean;
}

/** IPv4 as inet_aton reads it: 1 to 4 parts, each decimal, octal (leading 0) or hex (0x); null if not one. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop(); // one trailing dot, as URL parsers allow
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let v: number;
    if (/^0x[0-9a-f]*$/i.test(part)) v = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) v = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) v = Number(part);
    else return null;
    if (!Number.isSafeInteger(v)) return null;
    values.push(v);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  if (last >= 256 ** (4 - values.length)) return null;
  return values.reduce((acc, v, i) => acc + v * 256 ** (3 - i), 0) + last;
}

const dotted = (n: number): string => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

/** IPv6 (brackets and all) as 8 groups of 16 bits; null if not one. Zone ids (%eth0) are not accepted. */
export function parseIpv6(text: string): number[] | null {
  let s = text;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (!s.includes(':') || !/^[0-9a-f:.]+$/i.test(s)) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  const lastPart = s.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    // an embedded dotted IPv4 tail: strictly four decimal parts
    if (!/^(\d{1,3}\.){3}\d{1,3}$/.test(lastPart)) return null;
    const bytes = lastPart.split('.').map(Number);
    if (bytes.some((b) => b > 255)) return null;
    tail = [bytes[0] * 256 + bytes[1], bytes[2] * 256 + bytes[3]];
    s = s.slice(0, lastColon + 1);
    if (!s.endsWith('::')) s = s.slice(0, -1);
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const g of part.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1) return known === 8 ? [...head, ...tail] : null;
  if (known > 7) return null;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
}

type Range4 = [base: string, bits: number, name: string];
const BLOCKED_V4: readonly Range4[] = [
  ['0.0.0.0', 8, '未指定地址'],
  ['10.0.0.0', 8, '私有地址'],
  ['100.64.0.0', 10, '运营商级NAT地址'],
  ['127.0.0.0', 8, '回环地址'],
  ['169.254.0.0', 16, '链路本地地址'],
  ['172.16.0.0', 12, '私有地址'],
  ['192.0.0.0', 24, '保留地址'],
  ['192.0.2.0', 24, '文档地址'],
  ['192.88.99.0', 24, '保留地址'],
  ['192.168.0.0', 16, '私有地址'],
  ['198.18.0.0', 15, '测试地址'],
  ['198.51.100.0', 24, '文档地址'],
  ['203.0.113.0', 24, '文档地址'],
  ['224.0.0.0', 4, '组播地址'],
  ['240.0.0.0', 4, '保留地址'],
];

/** Why an IPv4 address (as a 32-bit number) is refused, or null for a public address. */
export function blockedIpv4(n: number): string | null {
  for (const [base, bits, name] of BLOCKED_V4) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((n & mask) >>> 0 === (parseIpv4(base)! & mask) >>> 0) return name;
  }
  return null;
}

/** Why an IPv6 address (8 groups) is refused, or null for a public global-unicast address. */
export function blockedIpv6(g: readonly number[]): string | null {
  const v4At = (i: number) => (g[i] * 65536 + g[i + 1]) >>> 0;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g.every((x) => x === 0)) return '未指定地址';
  if (zeroUpTo(7) && g[7] === 1) return '回环地址';
  if (zeroUpTo(5) && g[5] === 0xffff) return 'IPv4映射地址';
  if (zeroUpTo(6)) return 'IPv4兼容地址';
  if ((g[0] & 0xff00) === 0xff00) return '组播地址';
  if ((g[0] & 0xffc0) === 0xfe80) return '链路本地地址';
  if ((g[0] & 0xffc0) === 0xfec0) return '站点本地地址';
  if ((g[0] & 0xfe00) === 0xfc00) return '唯一本地地址';
  // NAT64 and 6to4 carry an IPv4 address that the gateway would reach
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return '保留地址';
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return blockedIpv4(v4At(6));
  if (g[0] === 0x2002) return blockedIpv4(v4At(1));
  if (g[0] === 0x2001 && g[1] === 0x0db8) return '文档地址';
  if (g[0] === 0x2001 && g[1] === 0) return '保留地址'; // Teredo
  if ((g[0] & 0xe000) !== 0x2000) return '保留地址'; // outside global unicast
  return null;
}

export interface AddressVerdict {
  /** canonical text: dotted IPv4 or compressed-free IPv6 groups */
  address: string;
  family: 4 | 6;
  blocked: string | null;
}

/** An IP literal in any spelling with its verdict, or null when the text is not an address (a host name). */
export function classifyAddress(text: string): AddressVerdict | null {
  const v4 = parseIpv4(text);
  if (v4 !== null) return { address: dotted(v4), family: 4, blocked: blockedIpv4(v4) };
  const v6 = parseIpv6(text);
  if (v6 !== null)
    return { address: v6.map((x) => x.toString(16)).join(':'), family: 6, blocked: blockedIpv6(v6) };
  return null;
}

export type UrlCheck = { ok: true; url: URL; host: string } | { ok: false; error: string };

/** What can be told without DNS: syntax, scheme, credentials, literal addresses and local names. */
export function checkUrlShape(raw: string, options: GuardOptions = {}): UrlCheck {
  if (raw.length > 2000) return { ok: false, error: GUARD_MSG.tooLong };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: GUARD_MSG.invalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: GUARD_MSG.protocol };
  if (url.username || url.password) return { ok: false, error: GUARD_MSG.credentials };
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!host) return { ok: false, error: GUARD_MSG.invalid };
  const literal = classifyAddress(host);
  if (literal) {
    if (literal.blocked && !options.allowAddress?.(literal.address))
      return { ok: false, error: `${GUARD_MSG.blocked}（${literal.blocked}）` };
    return { ok: true, url, host: literal.address };
  }
  // an address-looking host the parsers refused (e.g. 1.2.3.999) is no host name either
  if (host.includes(':') || /^[0-9.]+$/.test(host)) return { ok: false, error: GUARD_MSG.invalid };
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local'))
    return { ok: false, error: `${GUARD_MSG.blocked}（回环地址）` };
  return { ok: true, url, host };
}

const systemResolve = async (host: string): Promise<ResolvedAddress[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export type TargetCheck =
  { ok: true; url: URL; host: string; address: string; family: 4 | 6 } | { ok: false; error: string };

/**
 * The full check: the URL's shape, then every address its host resolves to. Any refused address
 * refuses the target (an attacker's name may answer one public and one private address). The
 * answer carries the checked address the sender must connect to.
 */
export async function checkWebhookTarget(raw: string, options: GuardOptions = {}): Promise<TargetCheck> {
  const shape = checkUrlShape(raw, options);
  if (!shape.ok) return shape;
  const literal = classifyAddress(shape.host);
  if (literal)
    return { ok: true, url: shape.url, host: shape.host, address: literal.address, family: literal.family };
  let answers: ResolvedAddress[];
  try {
    answers = await (options.resolve ?? systemResolve)(shape.host);
  } catch {
    return { ok: false, error: GUARD_MSG.unresolvable };
  }
  if (answers.length === 0) return { ok: false, error: GUARD_MSG.unresolvable };
  let first: AddressVerdict | null = null;
  for (const answer of answers) {
    const verdict = classifyAddress(answer.address);
    if (!verdict) return { ok: false, error: GUARD_MSG.unresolvable };
    if (verdict.blocked && !options.allowAddress?.(verdict.address))
      return { ok: false, error: `${GUARD_MSG.resolvedBlocked}（${answer.address}，${verdict.blocked}）` };
    first ??= verdict;
  }
  return { ok: true, url: shape.url, host: shape.host, address: first!.address, family: first!.family };
}
