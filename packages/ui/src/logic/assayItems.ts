/** SPEC.md §3: the assay items a sample can be sent for. */
export interface AssayItem {
  code: string;
  name: string;
}

export const ASSAY_ITEMS: readonly AssayItem[] = [
  { code: '001', name: '水分' },
  { code: '002', name: '硅' },
  { code: '003', name: '硫' },
  { code: '004', name: '碳' },
  { code: '005', name: '强度' },
];

/** The chosen items in catalogue order (whatever order they were ticked), unknown codes dropped. */
export function chosenAssayItems(codes: readonly string[], items: readonly AssayItem[] = ASSAY_ITEMS): AssayItem[] {
  const set = new Set(codes);
  return items.filter((i) => set.has(i.code));
}
