import type { Kysely } from 'kysely';
import type { AppConfig, AppDeps } from './config';
import type { Database } from './db/schema';
import type { GuardOptions } from './system/webhooks/ssrfGuard';

/** What services need: the database, the configuration and the injectable clock/sleep/captcha seams. */
export interface ServiceContext {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  captcha?: AppDeps['captcha'];
  /** the webhook SSRF guard's seams (tests only; production uses the system resolver, no allow-list) */
  netGuard?: GuardOptions;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
