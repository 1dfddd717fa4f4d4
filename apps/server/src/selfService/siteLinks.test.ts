import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { parseOrigin } from './siteLinks';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin', 'Admin@123456')).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('site links: handset download address and the embed allow-list', () => {
  it('has no download address and no allowed origin until an administrator sets them', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/site/app-download' })).json().data).toEqual({ url: null });
    expect((await t.call('GET', '/api/site/embed-origins', admin)).json().data).toEqual([]);
  });

  it('an administrator sets them; everyone reads them', async () => {
    const res = await t.call('PUT', '/api/site/links', admin, {
      appDownloadUrl: 'https://dl.example.com/wb-handset.apk',
      embedOrigins: 'https://maps.example.com\nhttp://10.1.2.3:8080/',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/site/app-download' })).json().data.url).toBe('https://dl.example.com/wb-handset.apk');
    const operator = (await t.login('operator', 'Operator@123')).access_token;
    expect((await t.call('GET', '/api/site/embed-origins', operator)).json().data).toEqual(['https://maps.example.com', 'http://10.1.2.3:8080']);
    expect((await t.call('PUT', '/api/site/links', operator, { embedOrigins: [] })).statusCode).toBe(403);
  });

  it.each(['javascript:alert(1)', 'https://a.example.com/path', 'ftp://a.example.com', 'https://u:p@a.example.com', 'not a url'])(
    'refuses %s as an origin',
    (value) => {
      expect(() => parseOrigin(value)).toThrow(/地址必须是 http 或 https 的站点地址/);
    },
  );
});
