import type { FieldDefinition } from '../model/field';
import type { SearchCondition } from '../model/search';
import { isOn } from '../fields/isOn';
import { bySeq } from '../columns/bySeq';

/**
 * The quick search (SPEC §5): one condition with conj 'or' whose list holds a `like` on every
 * quick-queryable (iallowQuery) field. Blank text, or no such field, gives null (no condition).
 */
export function buildQuickSearch(fields: readonly FieldDefinition[], text: string): SearchCondition | null {
  const val = text.trim();
  if (val === '') return null;
  const list = fields
    .filter((f) => isOn(f.iallowQuery) && f.fieldType !== 'BUTTON')
    .sort(bySeq)
    .map((f): SearchCondition => {
      const c: SearchCondition = { key: f.fieldName, label: f.fieldExplain, op: 'like', val };
      if (f.id !== undefined) c.keyId = String(f.id);
      if (f.customTable) c.customTable = f.customTable;
      return c;
    });
  if (list.length === 0) return null;
  return { key: '', label: '快速查询', op: 'like', val, conj: 'or', list };
}
