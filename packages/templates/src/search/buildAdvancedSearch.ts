import type { SearchCondition } from '../model/search';
import type { SearchOp } from '../model/enums';
import { isEmptyValue } from '../fields/isEmptyValue';
import type { SearchFieldSpec } from './buildSearchFields';
import type { SearchValues } from './SearchValues';

function condition(spec: SearchFieldSpec, op: SearchOp, val: string | number | boolean): SearchCondition {
  const c: SearchCondition = { key: spec.key, label: spec.label, op, val };
  if (spec.keyId) c.keyId = spec.keyId;
  if (spec.customTable) c.customTable = spec.customTable;
  return c;
}

/**
 * Conditions of the advanced search panel (SPEC §5): only fields with values; a range needs both
 * ends and gives ge on the start and le on the end; multi-selects send `in` comma-joined.
 */
export function buildAdvancedSearch(
  specs: readonly SearchFieldSpec[],
  values: SearchValues,
): SearchCondition[] {
  const out: SearchCondition[] = [];
  for (const spec of specs) {
    const v = values[spec.key];
    if (isEmptyValue(v)) continue;
    if (spec.range) {
      if (!Array.isArray(v) || v.length !== 2 || isEmptyValue(v[0]) || isEmptyValue(v[1])) continue;
      out.push(condition(spec, 'ge', v[0]), condition(spec, 'le', v[1]));
    } else if (Array.isArray(v)) {
      out.push(condition(spec, 'in', v.map(String).join(',')));
    } else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      out.push(condition(spec, spec.multiple ? 'in' : spec.op, typeof v === 'string' ? v.trim() : v));
    }
  }
  return out;
}
