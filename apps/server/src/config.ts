import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuardOptions } from './system/webhooks/ssrfGuard';

/** The monorepo root, found from this file so DATA_DIR and the app dists do not depend on the cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An OAuth client allowed to call /oauth/token. */
export interface OAuthClient {
  clientId: string;
  /**
   * Public clients (the browser apps) cannot keep a secret: whatever they send as secret is
   * ignored, and the password grant demands a captcha from them. Confidential clients
   * (integrations, handset apps) must present their secret.
   */
  kind: 'public' | 'confidential';
  secret?: string;
}

export interface AuthLimits {
  /** access token lifetime in seconds */
  accessTtlSec: number;
  /** refresh token lifetime in seconds */
  refreshTtlSec: number;
  captchaTtlSec: number;
  /** consecutive failures per username after which every further attempt is delayed */
  slowAfterFailures: number;
  /** delay per failure beyond slowAfterFailures, capped at failureDelayCapMs */
  failureDelayMs: number;
  failureDelayCapMs: number;
  /** consecutive failures per username that lock it */
  lockAfterFailures: number;
  /** failures from one IP address within the lock window that lock the address */
  ipLockAfterFailures: number;
  lockMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** holds pglite/ (embedded database) and attachments/ (uploaded files, see attachments/README.md) */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used */
  databaseUrl?: string;
  /** 'memory://' for tests; otherwise DATA_DIR/pglite */
  pgliteDataDir?: string;
  /** search_path for PostgreSQL (test isolation per schema) */
  pgSchema?: string;
  redisUrl?: string;
  /** honour X-Forwarded-For (behind a reverse proxy); the sign-in lock counts per client IP */
  trustProxy: boolean;
  captchaEnabled: boolean;
  nodeEnv: string;
  clients: OAuthClient[];
  auth: AuthLimits;
  /** directory holding apps/<name>/dist */
  appsDir: string;
  logLevel: string;
  /** pretty console logs (development) */
  prettyLogs: boolean;
  /** load demo data into an empty database */
  seed: boolean;
  /** UTC offset of the site's business day in minutes (China: +480, no DST) */
  utcOffsetMinutes: number;
  /** read the enabled scale indicators (SCALE_READERS=on); off by default so a trial start dials nothing */
  scaleReaders: boolean;
  /** run scheduler jobs and webhook deliveries in this process (off in tests unless a test starts it) */
  backgroundJobs: boolean;
}

/** Injectable seams for tests: clock and captcha text. */
export interface AppDeps {
  now?: () => Date;
  captcha?: () => { text: string; svg: string };
  sleep?: (ms: number) => Promise<void>;
  /** the webhook SSRF guard's resolver and test-only allow-list; never configurable from the API */
  netGuard?: GuardOptions;
}

export const defaultAuthLimits: AuthLimits = {
  accessTtlSec: 2 * 60 * 60,
  refreshTtlSec: 7 * 24 * 60 * 60,
  captchaTtlSec: 5 * 60,
  slowAfterFailures: 5,
  failureDelayMs: 500,
  failureDelayCapMs: 3000,
  lockAfterFailures: 10,
  ipLockAfterFailures: 50,
  lockMinutes: 15,
};

/** Secrets shipped in this repository: never acceptable for a confidential client in production. */
export const KNOWN_DEMO_SECRETS = new Set(['wb-web-secret', 'wb-app-secret', 'secret', 'changeme']);

export const PUBLIC_WEB_CLIENT: OAuthClient = { clientId: 'wb-web', kind: 'public' };

export class ConfigError extends Error {}

/**
 * Reads the configuration from environment variables (see README.md).
 * Throws ConfigError when production would run with a known or weak confidential-client secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');

  const clients: OAuthClient[] = [PUBLIC_WEB_CLIENT];
  const clientId = env.CLIENT_ID ?? 'wb-app';
  const secret = env.CLIENT_SECRET;
  if (clientId === PUBLIC_WEB_CLIENT.clientId) {
    throw new ConfigError('CLIENT_ID 不能是公开客户端 wb-web：它是浏览器端客户端，不持有密钥');
  }
  if (secret !== undefined && secret !== '') {
    if (production && (KNOWN_DEMO_SECRETS.has(secret) || secret.length < 16)) {
      throw new ConfigError(
        'NODE_ENV=production 时 CLIENT_SECRET 不能使用演示默认值且至少 16 个字符；请设置一个随机密钥',
      );
    }
    clients.push({ clientId, kind: 'confidential', secret });
  } else if (!production) {
    // Development and tests get a demo confidential client; production simply has none until one is configured.
    clients.push({ clientId, kind: 'confidential', secret: 'wb-app-secret' });
  }

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT 不合法: ${env.PORT}`);

  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    captchaEnabled: env.CAPTCHA !== 'off',
    nodeEnv,
    clients,
    auth: { ...defaultAuthLimits },
    // APPS_DIR: built apps elsewhere (apps/<name>/dist below it), e.g. a deploy folder or a test build
    appsDir: env.APPS_DIR ? path.resolve(repoRoot, env.APPS_DIR) : path.join(repoRoot, 'apps'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'debug'),
    prettyLogs: !production && env.LOG_PRETTY !== 'off' && process.stdout.isTTY === true,
    seed: env.SEED !== 'off',
    utcOffsetMinutes: 480,
    scaleReaders: env.SCALE_READERS === 'on',
    backgroundJobs: env.BACKGROUND_JOBS !== 'off' && nodeEnv !== 'test',
  };
}
