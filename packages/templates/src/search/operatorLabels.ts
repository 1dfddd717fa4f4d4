import type { SearchOp } from '../model/enums';

/** Chinese operator names for pickers (模糊查询 / 等于 are the 高级查询 dialog's own words). */
export const OPERATOR_LABELS: Readonly<Record<SearchOp, string>> = {
  like: '模糊查询',
  lk: '模糊查询',
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  in: '包含',
};
