import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type AppDatabase } from '../db/createDatabase';

export interface TestDatabase {
  database: AppDatabase;
  /** drops the PostgreSQL schema again (nothing to do for PGlite in memory) */
  drop(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file: PGlite in memory from the suite's seeded dump (initdb costs
 * seconds, a dump loads in under one), or a new empty schema of TEST_DATABASE_URL. Schemas are named
 * `<prefix>_<pid>_<random>` so that a killed run's leftovers can be recognised (globalSetup).
 */
export async function createTestDatabase(prefix: 'wbtest' | 'wbtpl'): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onPostgres(pgUrl, `create schema ${schema}`);
    const database = await createDatabase({ databaseUrl: pgUrl, pgSchema: schema });
    return { database, drop: () => onPostgres(pgUrl, `drop schema if exists ${schema} cascade`) };
  }
  const dump = inject('pgliteSeedDump');
  const bytes = dump ? await fs.readFile(dump) : undefined;
  const database = await createDatabase({
    pgliteDataDir: 'memory://',
    ...(bytes ? { pgliteLoadDataDir: new Blob([bytes]) } : {}),
  });
  return { database, drop: async () => {} };
}
