import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('defaults to loopback:3000, ./data under the repo root, captcha on', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      captchaEnabled: true,
      dataDir: path.join(repoRoot, 'data'),
    });
    expect(c.pgliteDataDir).toBe(path.join(repoRoot, 'data', 'pglite'));
    expect(loadConfig({ CAPTCHA: 'off' }).captchaEnabled).toBe(false);
  });

  it('reads scale indicators only with SCALE_READERS=on', () => {
    expect(loadConfig({}).scaleReaders).toBe(false);
    expect(loadConfig({ SCALE_READERS: 'on' }).scaleReaders).toBe(true);
    expect(loadConfig({ SCALE_READERS: '1' }).scaleReaders).toBe(false);
  });

  it('starts in production without a client secret: only the public web client exists', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.clients.map((x) => [x.clientId, x.kind])).toEqual([['wb-web', 'public']]);
  });

  it('has a demo confidential client outside production', () => {
    expect(
      loadConfig({ NODE_ENV: 'development' }).clients.find((x) => x.kind === 'confidential'),
    ).toMatchObject({ clientId: 'wb-app', secret: 'wb-app-secret' });
  });

  it.each(['wb-web-secret', 'wb-app-secret', 'short'])(
    'refuses to start in production with the client secret %s',
    (secret) => {
      expect(() => loadConfig({ NODE_ENV: 'production', CLIENT_SECRET: secret })).toThrow(ConfigError);
    },
  );

  it('accepts a strong confidential secret in production and refuses wb-web as a confidential id', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      CLIENT_ID: 'erp',
      CLIENT_SECRET: 'f3a9c1d7e5b2a8c4d6e0f1a2',
    });
    expect(c.clients.find((x) => x.clientId === 'erp')?.kind).toBe('confidential');
    expect(() => loadConfig({ CLIENT_ID: 'wb-web', CLIENT_SECRET: 'f3a9c1d7e5b2a8c4d6e0f1a2' })).toThrow(
      ConfigError,
    );
  });
});
