import type { LinkPair } from '../model/template';
import { isOn } from '../fields/isOn';

export interface LinkFill {
  /** Form-side field to fill (fieldSub1.fieldName). */
  fieldName: string;
  /** Table of that field: main form or a child table; the screen routes the fill by it. */
  masterTable?: string;
  value: string;
}

/**
 * Fills of a popup confirm: each pair copies the chosen row's fieldSub2 value into fieldSub1.
 * With several chosen rows (multi-select) values join with ',' in row order, keeping empty
 * positions so an id list and a name list stay aligned. Pairs with iupdate explicitly off are
 * skipped; no rows gives no fills.
 */
export function linkPairFills(
  pairs: readonly LinkPair[],
  rows: readonly Readonly<Record<string, unknown>>[],
): LinkFill[] {
  if (rows.length === 0) return [];
  const out: LinkFill[] = [];
  for (const pair of pairs) {
    if (pair.iupdate !== undefined && pair.iupdate !== null && !isOn(pair.iupdate)) continue;
    const source = pair.fieldSub2.fieldName;
    const value = rows
      .map((row) => {
        const v = row[source];
        return v === null || v === undefined ? '' : String(v);
      })
      .join(',');
    const fill: LinkFill = { fieldName: pair.fieldSub1.fieldName, value };
    if (pair.fieldSub1.masterTable) fill.masterTable = pair.fieldSub1.masterTable;
    out.push(fill);
  }
  return out;
}
