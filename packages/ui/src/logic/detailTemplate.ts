import { formColumns, type FormStyle } from '@wb/templates';

/** SPEC.md §5: a detail template without its list method or route, warned for 7 s (title 警告). */
export const MSG_DETAIL_TEMPLATE = '请检查详情模板的【列表请求方式】和【列表请求路由】属性';
export const DETAIL_WARNING_TITLE = '警告';
export const DETAIL_WARNING_SECONDS = 7;
/** SPEC.md §9: the detail popup is 80% wide. */
export const DETAIL_POPUP_WIDTH = '80%';

export type DetailLayout = 'masterChild' | 'fourColumn' | 'eightColumn' | 'tab';

/** The call that loads a detail record, or null when the template lacks resMethod or resUrl. */
export function detailCall(template: { resMethod?: string; resUrl?: string }): { method: string; url: string } | null {
  const method = template.resMethod?.trim();
  const url = template.resUrl?.trim();
  return method && url ? { method: method.toUpperCase(), url } : null;
}

export function detailLayout(style: string | undefined): DetailLayout {
  switch (style) {
    case 'FORMAT_MASTER_CHILD_FROM':
      return 'masterChild';
    case 'FORMAT_EIGHT_COLUMN_FROM':
      return 'eightColumn';
    case 'FORMAT_TAB_FROM':
      return 'tab';
    default:
      return 'fourColumn';
  }
}

/** Label/value pairs per row of the read-only form: 8 for eight-column and master-child main forms, else 4. */
export function detailColumns(style: string | undefined): number {
  return formColumns(style as FormStyle | undefined);
}
