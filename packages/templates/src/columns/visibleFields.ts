import type { FieldDefinition } from '../model/field';
import { isOn } from '../fields/isOn';
import { bySeq } from './bySeq';

/** Fields a screen shows: ishow set and ihidden not set, ordered by seq. */
export function visibleFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.filter((f) => isOn(f.ishow) && !isOn(f.ihidden)).sort(bySeq);
}
