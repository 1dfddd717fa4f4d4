import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a dump of a migrated and seeded PGlite data directory ('' when testing on PostgreSQL) */
    pgliteSeedDump: string;
  }
}

/**
 * Creating a PGlite instance runs initdb (about 4 s); loading a dump takes under 1 s. So the
 * database is migrated and seeded once per run, dumped, and every test file starts from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    await dropOrphanSchemas(process.env.TEST_DATABASE_URL);
    project.provide('pgliteSeedDump', '');
    return async () => {};
  }
  const database = await createDatabase({ pgliteDataDir: 'memory://' });
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  await seedIfEmpty(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wb-server-test-'));
  const file = path.join(dir, 'seeded.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSeedDump', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/** Whether a process of this machine is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Test schemas are named wbtest_<pid>_<random> / wbtpl_<pid>_<random> and dropped when their file
 * ends; a run that was killed leaves its schemas behind. Drop those whose process is gone, so the
 * shared test database does not fill up; schemas of runs still going are left alone.
 */
async function dropOrphanSchemas(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname ~ '^(wbtest|wbtpl)_[0-9]+_[0-9a-f]+$'",
    );
    for (const { name } of rows) {
      const pid = Number(name.split('_')[1]);
      if (!alive(pid)) await client.query(`drop schema if exists "${name}" cascade`);
    }
  } finally {
    await client.end();
  }
}
