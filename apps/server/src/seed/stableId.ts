import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (UUID v5 layout over SHA-1): seed rows get the same ids on every
 * install, so menu ids in bookmarks, tests and e2e specs stay valid.
 */
export function stableId(namespace: string, name: string): string {
  const h = createHash('sha1').update(`${namespace}:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
