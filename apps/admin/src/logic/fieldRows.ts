import type { FieldConfig } from '@wb/api';

/**
 * Pure rules of the 格式模板 field editor: the same whitelist the server applies (it checks again
 * on save; this only spares a round trip), new rows, reordering by seq.
 */

/** Field names: a letter, then letters, digits or underscores, at most 64 characters. */
export const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,63}$/;

/** The first problem of a section's rows (Chinese, naming the row), or null. */
export function fieldRowsProblem(rows: readonly FieldConfig[]): string | null {
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const where = `第${i + 1}行`;
    if (!FIELD_NAME.test(row.fieldName ?? ''))
      return `${where}的字段名「${row.fieldName ?? ''}」不合法（字母开头，只能含字母、数字和下划线）`;
    if (!row.fieldExplain?.trim()) return `${where}的名称不能为空`;
    const key = `${row.customTable ?? ''}.${row.fieldName}`;
    if (seen.has(key)) return `字段${row.fieldName}重复`;
    seen.add(key);
  }
  return null;
}

/** A new row after the last one: a text field, shown and editable, seq 10 past the highest. */
export function newFieldRow(rows: readonly FieldConfig[]): FieldConfig {
  const last = Math.max(0, ...rows.map((r) => r.seq ?? 0));
  let n = rows.length + 1;
  while (rows.some((r) => r.fieldName === `field${n}`)) n += 1;
  return {
    fieldName: `field${n}`,
    fieldExplain: `字段${n}`,
    fieldType: 'TEXT',
    formSubmitType: 'ONE_TXT',
    ishow: true,
    ihidden: false,
    iupdate: true,
    irequired: false,
    seq: last + 10,
  };
}

/** Moves row `from` one place up (-1) or down (+1) and renumbers seq 10, 20, … in the new order. */
export function moveFieldRow(rows: readonly FieldConfig[], from: number, by: -1 | 1): FieldConfig[] {
  const to = from + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const out = [...rows];
  [out[from], out[to]] = [out[to], out[from]];
  return out.map((r, i) => ({ ...r, seq: (i + 1) * 10 }));
}

/** One attribute of row `index` changed; a cleared optional attribute is left out. */
export function patchFieldRow(
  rows: readonly FieldConfig[],
  index: number,
  patch: Partial<FieldConfig>,
): FieldConfig[] {
  return rows.map((r, i) => {
    if (i !== index) return r;
    const next: Record<string, unknown> = { ...r, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined || v === '' || v === null) delete next[k];
    return next as unknown as FieldConfig;
  });
}

/** Link pairs as the editor shows them: `本表字段=弹窗字段`, comma separated. */
export function linksText(links: FieldConfig['links']): string {
  return (links ?? []).map((l) => `${l.fieldSub1.fieldName}=${l.fieldSub2.fieldName}`).join(',');
}

/**
 * Parses `本表字段=弹窗字段, …` into link pairs (of `masterTable` when given); both names must be
 * field names. Answers the pairs or the Chinese problem.
 */
export function parseLinks(
  text: string,
  masterTable?: string,
): { links: NonNullable<FieldConfig['links']> } | { error: string } {
  const links: NonNullable<FieldConfig['links']> = [];
  for (const part of text
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [mine, theirs, extra] = part.split('=').map((s) => s.trim());
    if (extra !== undefined || !mine || !theirs || !FIELD_NAME.test(mine) || !FIELD_NAME.test(theirs))
      return { error: `关联字段「${part}」格式错误，应为 本表字段=弹窗字段` };
    links.push({
      fieldSub1: masterTable ? { fieldName: mine, masterTable } : { fieldName: mine },
      fieldSub2: { fieldName: theirs },
      iupdate: true,
    });
  }
  return { links };
}
