// The server's tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

function run(label, env) {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite', withoutPostgres);
if (TEST_DATABASE_URL) run(`PostgreSQL (${TEST_DATABASE_URL})`, { ...withoutPostgres, TEST_DATABASE_URL });
