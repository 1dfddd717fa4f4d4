import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in 90 s\n${log()}`);
}

/**
 * Starts the real server (the same entry point as `npm start`) on a fresh embedded database
 * in a temporary folder, on a free loopback port, with the captcha switched off.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wb-e2e-'));
  let output = '';
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server and the browser, started side by side. When one of them fails the other is shut down
 * before the error is thrown: a running server left behind keeps the test process alive forever.
 */
export async function startServerAndBrowser<B extends { close(): Promise<void> }>(
  launch: () => Promise<B>,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; browser: B }> {
  const [s, b] = await Promise.allSettled([startServer(env), launch()]);
  if (s.status === 'fulfilled' && b.status === 'fulfilled') return { server: s.value, browser: b.value };
  if (s.status === 'fulfilled') await s.value.stop();
  if (b.status === 'fulfilled') await b.value.close();
  throw s.status === 'rejected' ? s.reason : (b as PromiseRejectedResult).reason;
}
