import { describe, expect, it } from 'vitest';
import {
  GUARD_MSG,
  checkUrlShape,
  checkWebhookTarget,
  classifyAddress,
  parseIpv4,
  parseIpv6,
} from './ssrfGuard';

const noDns = async (): Promise<never> => {
  throw new Error('the test must not reach DNS');
};

describe('parseIpv4 (inet_aton spellings)', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['10.0.0.1.', '10.0.0.1'],
    ['4294967295', '255.255.255.255'],
  ])('%s is %s', (text, expected) => {
    expect(classifyAddress(text)?.address).toBe(expected);
  });
  it.each([
    '256.0.0.1',
    '1.2.3.4.5',
    '4294967296',
    '08.0.0.1',
    '1.2.3.0x100',
    'a.b.c.d',
    '',
    '1..2',
    'example.com',
  ])('%j is no IPv4 address', (text) => {
    expect(parseIpv4(text)).toBeNull();
  });
});

describe('parseIpv6', () => {
  it.each([
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['[::1]', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::ffff:7f00:1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['::127.0.0.1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x102, 0x304]],
    ['2001:db8::8a2e:370:7334', [0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334]],
    ['fe80::1', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
  ])('%s', (text, groups) => {
    expect(parseIpv6(text)).toEqual(groups);
  });
  it.each([
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    'fe80::1%eth0',
    '::ffff:1.2.3',
    '::12345',
    'g::1',
    '127.0.0.1',
  ])('%j is no IPv6 address', (text) => {
    expect(parseIpv6(text)).toBeNull();
  });
});

describe('address verdicts', () => {
  it.each([
    ['127.0.0.1', '回环地址'],
    ['0.0.0.0', '未指定地址'],
    ['10.1.2.3', '私有地址'],
    ['172.16.0.1', '私有地址'],
    ['172.31.255.255', '私有地址'],
    ['192.168.1.1', '私有地址'],
    ['100.64.0.1', '运营商级NAT地址'],
    ['100.127.255.255', '运营商级NAT地址'],
    ['169.254.169.254', '链路本地地址'],
    ['224.0.0.1', '组播地址'],
    ['255.255.255.255', '保留地址'],
    ['198.18.0.1', '测试地址'],
    ['::', '未指定地址'],
    ['::1', '回环地址'],
    ['::ffff:7f00:1', 'IPv4映射地址'],
    ['::ffff:8.8.8.8', 'IPv4映射地址'],
    ['::127.0.0.1', 'IPv4兼容地址'],
    ['fe80::1', '链路本地地址'],
    ['fc00::1', '唯一本地地址'],
    ['fd12:3456::1', '唯一本地地址'],
    ['fec0::1', '站点本地地址'],
    ['ff02::1', '组播地址'],
    ['64:ff9b::7f00:1', '回环地址'],
    ['64:ff9b::a00:1', '私有地址'],
    ['2002:7f00:1::', '回环地址'],
    ['2002:c0a8:101::1', '私有地址'],
    ['2001:db8::1', '文档地址'],
    ['2001:0:4136:e378::1', '保留地址'],
    ['100::1', '保留地址'],
  ])('%s is refused as %s', (text, reason) => {
    expect(classifyAddress(text)?.blocked).toBe(reason);
  });
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '2606:4700::1111',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (text) => {
    expect(classifyAddress(text)?.blocked).toBeNull();
  });
});

describe('checkUrlShape', () => {
  it.each([
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://10.0.0.5/hook',
    'http://172.16.3.4/',
    'http://172.31.0.1/',
    'http://192.168.0.10/',
    'http://100.64.1.1/',
    'https://127.0.0.1.:8443/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://printer.local/',
    'http://LOCALHOST/',
  ])('refuses %s', (url) => {
    const r = checkUrlShape(url);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(GUARD_MSG.blocked);
  });
  it.each([
    ['ftp://example.com/', GUARD_MSG.protocol],
    ['file:///etc/passwd', GUARD_MSG.protocol],
    ['gopher://example.com/', GUARD_MSG.protocol],
    ['http://user:pw@example.com/', GUARD_MSG.credentials],
    ['http://user@example.com/', GUARD_MSG.credentials],
    ['not a url', GUARD_MSG.invalid],
    ['http://1.2.3.999/', GUARD_MSG.invalid],
    [`https://example.com/${'a'.repeat(2000)}`, GUARD_MSG.tooLong],
  ])('refuses %s with %s', (url, message) => {
    expect(checkUrlShape(url)).toEqual({ ok: false, error: message });
  });
  it('accepts public addresses and names on any port', () => {
    expect(checkUrlShape('https://hooks.example.com:8443/x?y=1').ok).toBe(true);
    expect(checkUrlShape('http://8.8.8.8:9/').ok).toBe(true);
    expect(checkUrlShape('http://[2606:4700::1111]/').ok).toBe(true);
  });
  it('lets the test-only allow hook through, nothing else', () => {
    expect(checkUrlShape('http://127.0.0.1:5000/', { allowAddress: (a) => a === '127.0.0.1' }).ok).toBe(true);
    expect(checkUrlShape('http://127.0.0.2:5000/', { allowAddress: (a) => a === '127.0.0.1' }).ok).toBe(
      false,
    );
  });
});

describe('checkWebhookTarget (resolution)', () => {
  const resolver = (table: Record<string, string[]>) => async (host: string) => {
    const list = table[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
  };
  const resolve = resolver({
    'good.example': ['93.184.216.34', '2606:2800:220:1::1'],
    'evil.example': ['93.184.216.34', '10.0.0.7'],
    'metadata.example': ['169.254.169.254'],
    'v6loop.example': ['::1'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'empty.example': [],
  });

  it('checks literals without DNS', async () => {
    expect((await checkWebhookTarget('http://[::1]/', { resolve: noDns })).ok).toBe(false);
    expect(await checkWebhookTarget('http://8.8.8.8/', { resolve: noDns })).toMatchObject({
      ok: true,
      address: '8.8.8.8',
    });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    for (const host of ['evil.example', 'metadata.example', 'v6loop.example', 'mapped.example']) {
      const r = await checkWebhookTarget(`https://${host}/hook`, { resolve });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toContain(GUARD_MSG.resolvedBlocked);
    }
  });

  it('answers the checked address for the sender to connect to', async () => {
    expect(await checkWebhookTarget('https://good.example/hook', { resolve })).toMatchObject({
      ok: true,
      host: 'good.example',
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses names that do not resolve', async () => {
    expect(await checkWebhookTarget('https://nowhere.example/', { resolve })).toEqual({
      ok: false,
      error: GUARD_MSG.unresolvable,
    });
    expect(await checkWebhookTarget('https://empty.example/', { resolve })).toEqual({
      ok: false,
      error: GUARD_MSG.unresolvable,
    });
  });
});
