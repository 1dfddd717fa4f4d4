import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Screenshots land in e2e/artifacts/ so a person can look at what the suite saw. */
export function artifactPath(name: string): string {
  const dir = resolve(import.meta.dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
