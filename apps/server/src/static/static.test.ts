import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils/testApp';

let t: TestApp;
let appsDir: string;
beforeAll(async () => {
  // A throwaway apps/ with admin and reports built, kiosk and inspection not.
  appsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wb-apps-'));
  for (const name of ['admin', 'reports']) {
    await fs.mkdir(path.join(appsDir, name, 'dist', 'assets'), { recursive: true });
    await fs.writeFile(path.join(appsDir, name, 'dist', 'index.html'), `<html>${name} shell</html>`);
    await fs.writeFile(path.join(appsDir, name, 'dist', 'assets', 'app-1a2b.js'), `console.log('${name}')`);
  }
  await fs.writeFile(path.join(appsDir, 'secret.txt'), 'outside dist');
  t = await createTestApp({ configure: (c) => (c.appsDir = appsDir) });
});
afterAll(async () => {
  await t.close();
  await fs.rm(appsDir, { recursive: true, force: true });
});

const get = (url: string) => t.inject({ method: 'GET', url });

describe('app serving', () => {
  it('serves each app at its base with an SPA fallback', async () => {
    expect((await get('/')).body).toBe('<html>admin shell</html>');
    expect((await get('/clouds/index')).body).toBe('<html>admin shell</html>');
    expect((await get('/reports/')).body).toBe('<html>reports shell</html>');
    expect((await get('/reports/dayInformation/index?d=1')).body).toBe('<html>reports shell</html>');
    const shell = await get('/modules/basic/vehicle/index');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and answers 404 for a missing asset', async () => {
    const js = await get('/reports/assets/app-1a2b.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe("console.log('reports')");
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing-9z.js')).statusCode).toBe(404);
  });

  it('says in Chinese to run the build when an app is not built', async () => {
    const res = await get('/kiosk/queue');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('redirects the base without slash and the legacy public report addresses', async () => {
    expect((await get('/kiosk')).headers.location).toBe('/kiosk/');
    const cases: [string, string][] = [
      ['/conditional/index', '/reports/conditional/index'],
      ['/Information/index?id=3', '/reports/Information/index?id=3'],
      ['/dayConditional/index', '/reports/dayConditional/index'],
      ['/dayInformation/index', '/reports/dayInformation/index'],
      ['/factoryvehicle/index', '/reports/factoryvehicle/index'],
      ['/viewWeigh', '/inspection/viewWeigh'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it('never serves files outside dist nor the shell for API look-alikes', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/reports/..%2f..%2fsecret.txt',
      '/reports/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('outside dist');
    }
    for (const url of ['/API/sys-info/me', '//api/sys-info/me', '/api/sys-info/me/', '/api/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: '资源不存在' });
    }
  });
});
