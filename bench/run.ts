// Runs every bench/*.bench.ts file's exported `run()` in name order and prints its lines.
// Usage (from the repository root): npm run bench   — or from bench/: node --conditions=source --import tsx run.ts [filter]
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchResult {
  name: string;
  /** Human-readable figures, one per line. */
  lines: string[];
  /** False when a figure misses its target. */
  ok: boolean;
}

interface BenchModule {
  run(): Promise<BenchResult[]> | BenchResult[];
}

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = (await readdir(here)).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();

let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(`${here}/${file}`).href)) as Partial<BenchModule>;
  if (typeof mod.run !== 'function') {
    console.log(`${file}: no exported run(), skipped`);
    continue;
  }
  console.log(`\n# ${file}`);
  for (const result of await mod.run()) {
    console.log(`${result.ok ? 'ok  ' : 'SLOW'} ${result.name}`);
    for (const line of result.lines) console.log(`     ${line}`);
    failed ||= !result.ok;
  }
}
if (files.length === 0) console.log('no bench files matched');
process.exitCode = failed ? 1 : 0;
