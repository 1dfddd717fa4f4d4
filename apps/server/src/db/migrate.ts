import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Runs every pending migration; throws with the failing migration's error.
 *
 * The migration tables live in the connection's current schema, named explicitly: Kysely looks for
 * its lock table across all schemas, so with several schemas in one database (a test schema per
 * file, or several installs side by side) it would otherwise find another schema's lock table and
 * never create its own.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
