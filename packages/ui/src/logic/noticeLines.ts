/** A notice line as the record detail carries it (`{entity}_sub` rows). */
export interface NoticeLineView {
  id: string;
  invName: string;
  plannedQuantity: string;
  closed: boolean;
}

/** The lines of a notice record (`pu_notice` → `pu_notice_sub`), in their order. */
export function noticeLinesOf(record: Record<string, unknown>, entity: string): NoticeLineView[] {
  const rows = record[`${entity}_sub`];
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && typeof (r as { id?: unknown }).id === 'string')
    .map((r) => ({
      id: r.id as string,
      invName: typeof r.invName === 'string' ? r.invName : '',
      plannedQuantity: r.plannedQuantity === null || r.plannedQuantity === undefined ? '' : String(r.plannedQuantity),
      closed: r.closed === '是',
    }));
}

/** Lines 关闭明细 may take (open ones) or 打开明细 may take (closed ones); the others are shown greyed. */
export const canMoveLine = (line: NoticeLineView, closing: boolean): boolean => line.closed !== closing;

/** 单车限量 as typed: a positive number of tonnes with at most 3 decimals (the server checks again). */
export function maxLimitProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return '单车限量不能为空！';
  if (!/^\d+(\.\d{1,3})?$/.test(value) || Number(value) <= 0) return '单车限量必须是大于0的数字（最多3位小数）';
  return null;
}
