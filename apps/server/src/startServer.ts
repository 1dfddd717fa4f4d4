import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import type { AppConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/seed';

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

/** Builds the app, listens, and prints the address and the demo accounts. */
export async function startServer(config: AppConfig, options: BuildOptions = {}): Promise<RunningServer> {
  const app = await buildApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${shownHost}:${port}`;
  const lines = [
    `服务已启动 ${url}`,
    `数据库: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.pgliteDataDir}`}`,
    `验证码: ${config.captchaEnabled ? '开启' : '关闭 (CAPTCHA=off)'}`,
    '演示账号:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.username} / ${a.password}  ${a.note}`),
  ];
  console.log(lines.join('\n'));
  return { app, url, close: () => app.close() };
}
