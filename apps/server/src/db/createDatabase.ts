import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export interface DatabaseOptions {
  databaseUrl?: string;
  /** 'memory://' or a directory for the embedded database */
  pgliteDataDir?: string;
  /** a dump of a prepared PGlite data directory (tests start from a seeded copy) */
  pgliteLoadDataDir?: Blob;
  /** PostgreSQL schema to use as search_path */
  pgSchema?: string;
}

export interface AppDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** the raw PGlite instance when embedded (tests dump it) */
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function createDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely destroys the pool on db.destroy().
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    // trigram indexes behind the lists' like searches (migration 009_list_indexes)
    extensions: { pg_trgm },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
