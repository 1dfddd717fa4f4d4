/** SPEC.md §9 page sizes: lists 10/20/40/80/100 (default 10), popups 10/20/30/50/100. */
export const PAGE_SIZES = [10, 20, 40, 80, 100] as const;
export const POPUP_PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** SPEC.md §8 notices. */
export const pageSizeNotice = (size: number): string => `每页 ${size} 条`;
export const pageNotice = (page: number): string => `当前页: ${page}`;
export const totalText = (total: number): string => `共 ${total} 条`;
export const EMPTY_TEXT = '暂无数据';
