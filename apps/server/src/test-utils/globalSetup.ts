import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Kysely } from 'kysely';
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
