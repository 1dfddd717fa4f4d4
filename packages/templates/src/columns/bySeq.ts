import type { FieldDefinition } from '../model/field';

/** Sort comparator: ascending seq, fields without seq last (sort is stable, so ties keep order). */
export function bySeq(a: FieldDefinition, b: FieldDefinition): number {
  return (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER);
}
