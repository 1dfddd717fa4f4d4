/** The product name: 统一称重计量管控平台 (unified weighbridge weighing control platform). */
export const PRODUCT_TITLE = '统一称重计量管控平台';

/** Document title of SPEC.md §2: '{title}' followed by the platform title; the bare platform title without a page title. */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}
